import type {ArticleDraft} from './articleDraft';

export const luxuryWatchesUk: ArticleDraft = {
  slug: 'luxury-watches-uk',
  route: '/luxury-watches-uk',
  title: 'Buy Luxury Watches Online',
  description:
    'How to buy a pre-owned luxury watch online in the UK with confidence: choosing a dealer, authentication, box and papers, payment, delivery and warranty.',
  keywords: [
    'buy luxury watches online',
    'luxury watches UK',
    'pre-owned watches UK',
    'buy Rolex online UK',
    'watch dealer Cheshire',
    'authentic luxury watches',
  ],
  category: 'Luxury Watches',
  datePublished: '2024-05-15',
  dateModified: '2024-05-15',
  readingMinutes: 10,
  heroImage: {
    key: 'article-luxury-uk-hero',
    alt: 'A luxury watch in its box beside a laptop showing an online watch listing',
  },
  sections: [
    {
      heading: 'Why Buy Pre-Owned Online?',
      paragraphs: [
        'For many of the most desirable watches, from the Rolex Daytona to the Patek Philippe Nautilus and the Audemars Piguet Royal Oak, the waiting list at an authorised retailer can run to years. The pre-owned market offers immediate access, a much wider choice of references including discontinued ones, and often better value than buying new.',
        'Buying online widens that choice further. A specialist dealer can show you watches from across the country, describe them in detail and deliver them to your door. The key is to buy from a dealer who takes authentication, description and delivery as seriously as you do.',
      ],
    },
    {
      heading: 'Choosing a Dealer You Can Trust',
      paragraphs: [
        'Look for a dealer with a physical presence, a verifiable trading history and independent reviews. A good dealer will answer questions quickly, send extra photographs or videos on request, and be open about any flaw or replaced part. Be wary of prices that seem far below the market: they usually are too good to be true.',
        'It also helps to be able to see the watch in person. {shopName} welcomes clients by appointment in London, Cheshire (Wilmslow) and Surrey, and many of our clients buy online after a first visit, or by video call.',
      ],
    },
    {
      heading: 'Authentication and Condition',
      paragraphs: [
        'Every watch should be inspected by someone who handles that brand every day. That means checking serial and reference numbers, examining the movement, and comparing the dial, hands, bezel and bracelet against the correct specification for the model and year. Replacement parts are not always a problem, but they must be disclosed.',
        "Condition descriptions should be specific. 'Excellent' means little on its own; ask about scratches, polishing, the state of the bracelet and when the watch was last serviced. Clear photographs taken in good light are the best guide.",
      ],
    },
    {
      heading: 'Box, Papers and Provenance',
      paragraphs: [
        "A 'full set', with the original box, warranty card or certificate, and any booklets and tags, generally adds value and makes resale easier. The papers should match the serial number on the watch. A watch without papers is not necessarily suspect, but the price should reflect what is missing, and the dealer's authentication becomes even more important.",
        'Service records, original receipts and any history of ownership are a bonus. They help confirm that a watch is what it claims to be and how it has been looked after.',
      ],
    },
    {
      heading: 'Price, Payment and VAT',
      paragraphs: [
        'Pre-owned prices are set by the market rather than by the manufacturer. A steel Rolex sports model or a Royal Oak may cost more pre-owned than its retail price because new examples are so hard to obtain, while many other watches sell below retail. Prices move over time, so compare several recent sales of the same reference, year and completeness before deciding what a fair price is.',
        'As a rough guide, pre-owned Rolex watches start at about £5,000, Patek Philippe at about £20,000, and Audemars Piguet from about £20,000 to more than £300,000. Richard Mille starts from about £80,000. Within each brand, the reference, condition and completeness of the set make a large difference.',
        'Most pre-owned watches in the UK are sold under the VAT margin scheme, which means VAT is included in the price and not shown separately. Check that the price you see is the price you pay.',
        'We accept payment by bank transfer, in GBP, USD, Euros, SGD, AED or HKD, and dispatch once funds have cleared. Bank transfer fraud is a real risk when buying anything valuable, so always confirm the bank details by telephone with the dealer, using a number you trust, before sending money. Genuine dealers will never change their bank details by e-mail.',
      ],
    },
    {
      heading: 'Your Rights When Buying Online',
      paragraphs: [
        "When you buy from a business at a distance, UK consumer law gives you protections that do not apply to private sales, including the right to goods that are as described and of satisfactory quality. Read the dealer's terms carefully before you pay, so you know what happens if a watch is not as described, and keep copies of the listing, the invoice and all correspondence.",
        'Buying from a private seller on a marketplace may look cheaper, but you lose most of those protections and take on the risk of authentication yourself. For a purchase of this size, that risk is rarely worth the saving.',
      ],
    },
    {
      heading: 'When the Watch You Want Is Not Listed',
      paragraphs: [
        'Many of the most desirable watches never appear in a public listing. If you cannot find the reference you want, a sourcing service can search privately among collectors and dealers. Ours is free to start, with a commission disclosed upfront and charged only if we secure a watch and you decide to proceed.',
        'Likewise, if you have a watch to sell or part-exchange, a dealer can make the process simpler and safer than selling privately, with payment by bank transfer and no strangers visiting your home.',
      ],
    },
    {
      heading: 'Delivery and Aftercare',
      paragraphs: [
        'Your watch should be insured for its full value until it is in your hands, shipped discreetly and signed for on arrival. We deliver across the UK within 1 to 5 business days and internationally within 5 to 7, using specialist carriers, and you can collect by appointment if you prefer.',
        'Finally, ask what happens if something goes wrong. Every watch we sell is covered by our {warrantyMonths}-month warranty, and we can advise on servicing and insurance long after the sale.',
      ],
    },
  ],
  faq: [
    {
      id: 'luxury-uk-faq-1',
      question: 'Is it safe to buy a luxury watch online?',
      answer:
        'Yes, if you buy from an established dealer who authenticates every watch, describes it accurately, confirms bank details by telephone and ships fully insured.',
    },
    {
      id: 'luxury-uk-faq-2',
      question: 'Do pre-owned watches include VAT?',
      answer:
        'Most are sold under the VAT margin scheme, so VAT is included in the price and not shown separately on the invoice.',
    },
    {
      id: 'luxury-uk-faq-3',
      question: 'Can I see a watch before buying?',
      answer:
        'Yes. We arrange appointments in London, Cheshire (Wilmslow) and Surrey, and we can also show watches by video call.',
    },
  ],
  relatedRoutes: ['/patek-philippe-guide', '/richard-mille-future'],
  ctas: [
    {label: 'Browse Watches', href: '/products'},
    {label: 'Sourcing Service', href: '/sourcing'},
    {label: 'Sell Your Watch', href: '/sell-your-watch'},
  ],
};
