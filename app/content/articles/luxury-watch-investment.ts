import type {ArticleDraft} from './articleDraft';

export const luxuryWatchInvestment: ArticleDraft = {
  slug: 'luxury-watch-investment',
  route: '/luxury-watch-investment',
  title: 'Luxury Watches as an Investment: Which Brands Hold Their Value?',
  description:
    'Which luxury watch brands hold their value: Rolex, Patek Philippe, Audemars Piguet, Omega, Richard Mille, Hublot and others, plus the factors that matter.',
  keywords: [
    'watch investment',
    'investment watches',
    'watches that hold value',
    'Rolex investment',
    'Patek Philippe investment',
    'luxury watch market UK',
  ],
  category: 'Investment Watches',
  datePublished: '2024-05-20',
  dateModified: '2024-05-20',
  readingMinutes: 12,
  heroImage: {
    key: 'article-investment-hero',
    alt: 'A row of luxury sports watches from several leading brands',
  },
  sections: [
    {
      heading: 'A Word of Caution First',
      paragraphs: [
        'Some watches have risen in value spectacularly, and it is natural to wonder whether a fine watch can be an investment. The honest answer is that a few can, many hold their value reasonably well, and most lose some value once they leave the shop. Prices rose very sharply in 2021 and early 2022 and then fell back, a reminder that the watch market moves like any other.',
        'Buy a watch because you want to wear it, and treat any gain as a bonus. Nothing in this article is financial advice. With that said, some brands and references have a long record of holding value, and it is worth understanding why.',
        'Remember too that watches cost money to own. A mechanical watch needs servicing every few years, a valuable collection needs insurance and secure storage, and buying and selling through a dealer involves a margin. Any return has to cover those costs before it becomes a gain.',
      ],
    },
    {
      heading: 'Rolex',
      paragraphs: [
        'Rolex is the most liquid watch brand in the world: there is almost always a buyer for a good Rolex, which is a valuable quality in itself. Steel sports models such as the Daytona, GMT-Master II and Submariner have traded above retail for years because supply from authorised dealers falls short of demand.',
        'Pre-owned prices start at about £5,000 for classic Oyster Perpetual and Datejust models. Discontinued references, unusual dials and vintage pieces in original condition are the areas where values have grown most over the long term.',
      ],
    },
    {
      heading: 'Patek Philippe',
      paragraphs: [
        "Patek Philippe dominates the top of the auction market, and its watches have the longest record of holding value. The Nautilus and Aquanaut in steel, perpetual calendars and chronographs are the most sought-after, and the brand's careful control of production supports prices.",
        'Pre-owned Patek Philippe starts at about £20,000. The Calatrava offers a more modest entry, while discontinued Nautilus references such as the 5711 command large premiums.',
      ],
    },
    {
      heading: 'Audemars Piguet',
      paragraphs: [
        'Audemars Piguet makes about 40,000 watches a year, and demand for the Royal Oak far outstrips supply. Pre-owned prices range from about £20,000 to more than £300,000; an entry-level Royal Oak costs about £30,000, and limited editions go above £100,000.',
        'The Jumbo references, such as the 15202 and 16202, and well-kept early Royal Oaks are the strongest performers. The Royal Oak Offshore and Code 11.59 are generally less resilient, which can make them good value for buyers who simply like them.',
      ],
    },
    {
      heading: 'Omega',
      paragraphs: [
        'Omega is one of the great names in watchmaking, from the Speedmaster worn on the Moon to its Co-Axial escapement and Master Chronometer certification. It produces far more watches than the houses above, so most modern Omegas trade below retail on the pre-owned market.',
        'That makes Omega an excellent buy rather than a typical investment: you get outstanding engineering for the money. Limited editions, some vintage Speedmaster and Seamaster references and watches with a strong story are the exceptions that have appreciated.',
      ],
    },
    {
      heading: 'Richard Mille',
      paragraphs: [
        'Richard Mille produces only around 5,000 watches a year, and its most desirable references have traded well above retail. Pre-owned prices start from about £80,000 and can exceed £1 million for rare tourbillons and limited editions.',
        "The brand's values are high and can be volatile, so condition, completeness and the specific reference matter enormously. Limited editions linked to famous partners tend to be the most resilient.",
      ],
    },
    {
      heading: 'Hublot',
      paragraphs: [
        "Hublot, founded in 1980 and transformed by the Big Bang in 2005, is known for bold design and its 'fusion' of materials such as gold, ceramic and rubber. It has many devoted fans, but most Hublot models lose a significant share of their retail price on the pre-owned market.",
        'For buyers that is an opportunity: a pre-owned Hublot can offer a lot of watch for the money. For investors, only rare limited editions are likely to hold their value.',
      ],
    },
    {
      heading:
        'Honourable Mentions, Emerging Brands and the Factors That Matter',
      paragraphs: [
        'Vacheron Constantin, making watches since 1755, and A. Lange & Söhne, with its superbly finished movements from Glashütte, are both highly respected, and models such as the Overseas, the Lange 1 and the Datograph have performed well. Among independent makers, F.P. Journe has become one of the strongest names at auction.',
        'Emerging and independent brands, often making only a few hundred watches a year, have attracted intense interest, and some early pieces have risen dramatically. They carry more risk, because small markets can turn quickly, but they reward collectors who buy what they genuinely admire.',
        'Whatever the brand, the same factors decide value: rarity and demand for the reference; condition and originality, with unpolished cases and original dials commanding premiums; completeness with box and papers; provenance and service history; and the costs of ownership, including servicing and insurance. A specialist dealer can help you weigh each one before you buy.',
      ],
    },
  ],
  faq: [
    {
      id: 'investment-faq-1',
      question: 'Which watch brand holds its value best?',
      answer:
        'Rolex, Patek Philippe and Audemars Piguet have the strongest records, particularly their steel sports models, but individual references and condition matter more than the brand alone.',
    },
    {
      id: 'investment-faq-2',
      question: "Do box and papers affect a watch's value?",
      answer:
        'Yes. A complete set with matching papers usually sells for more and more easily than the same watch without them.',
    },
    {
      id: 'investment-faq-3',
      question: 'Are luxury watches a safe investment?',
      answer:
        'No investment is guaranteed, and watch prices can fall as well as rise. Buy a watch you want to wear; if it also holds or gains value, that is a bonus.',
    },
  ],
  relatedRoutes: ['/luxury-watches-uk', '/patek-philippe-guide'],
  ctas: [
    {label: 'Browse Watches', href: '/products'},
    {label: 'Sourcing Service', href: '/sourcing'},
  ],
};
