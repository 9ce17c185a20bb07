import type {Locale} from '~/i18n/locale';
import type {SellContent} from './contentTypes';
import {sellContentDe} from './de/sell';

export const sellContent: SellContent = {
  hero: {
    heading: 'Sell Your Watch',
    subheading:
      'A fair offer, a clear process and prompt payment. Tell us about your watch and we will reply within 24 hours.',
    image: {
      key: 'sell-hero',
      alt: 'A luxury watch being examined by a specialist at a desk',
    },
    ctaLabel: 'Get A Valuation',
  },
  whySell: {
    heading: 'Why Sell With Us?',
    points: [
      {
        title: 'Offers based on the market',
        text: 'We value each watch against recent sales in the UK and abroad, so our offer reflects what it is really worth today.',
      },
      {
        title: 'Fast, secure payment',
        text: 'Outright purchases are settled by bank transfer on the same day, and consignment sales within one working day of the buyer paying.',
      },
      {
        title: 'Specialists, not middlemen',
        text: 'You deal directly with people who handle Rolex, Patek Philippe, Audemars Piguet and Richard Mille every day.',
      },
      {
        title: 'Meet us or post it',
        text: 'Bring your watch to an appointment in London, Cheshire (Wilmslow) or Surrey, or send it with fully insured collection.',
      },
      {
        title: 'Discretion',
        text: 'Your details and your watch are handled privately. We never publish who a watch came from.',
      },
    ],
  },
  optionsHeading: 'Three Ways To Sell',
  options: [
    {
      id: 'outright',
      name: 'Outright Purchases',
      summary:
        'The quickest route: we buy your watch ourselves and pay you the same day.',
      points: [
        'Written offer after inspection, with no obligation',
        'Same-day settlement by bank transfer once the sale is agreed',
        'No listing fees, no waiting for a buyer',
      ],
      enquirySubject: 'Sell Your Watch - Outright Purchases',
    },
    {
      id: 'consignment',
      name: 'Consignment Sales',
      summary:
        'Often the highest return: we market your watch to our clients and network while you keep ownership until it sells.',
      points: [
        'Target price and commission agreed in writing upfront',
        'Free insurance for the first month while we hold your watch',
        "Settlement within one working day of the buyer's funds clearing",
        'Six months of free vault storage, limited to one watch per client',
      ],
      enquirySubject: 'Sell Your Watch - Consignment Sales',
    },
    {
      id: 'part-exchange',
      name: 'Part Exchange',
      summary:
        'Trade your watch towards another from our collection, or towards one we source for you.',
      points: [
        'Your watch valued on the same basis as an outright purchase',
        'The value set against your next watch, so you pay only the difference',
        'One appointment or one insured shipment for both watches',
      ],
      enquirySubject: 'Sell Your Watch - Part Exchange',
    },
  ],
  howItWorks: {
    heading: 'How It Works',
    steps: [
      {
        id: 'step-details',
        title: 'Tell us about your watch',
        text: 'Send the brand, model, reference and condition, with photographs if you have them. We reply within 24 hours with an initial valuation.',
      },
      {
        id: 'step-inspection',
        title: 'Inspection',
        text: 'Meet us by appointment or send the watch with fully insured collection. Our specialists authenticate it and confirm the final offer in writing.',
      },
      {
        id: 'step-payment',
        title: 'Get paid',
        text: 'Accept the offer and we pay by bank transfer: the same day for an outright purchase, within one working day of the sale for consignment.',
      },
    ],
  },
  testimonialsHeading: 'What Our Sellers Say',
  testimonials: [
    {
      id: 'sell-review-1',
      name: 'Daniel H.',
      location: 'Manchester',
      rating: 5,
      review:
        'I sold my Submariner outright. The offer matched what they had estimated from my photos, and the money was in my account before I got home.',
    },
    {
      id: 'sell-review-2',
      name: 'Priya S.',
      location: 'London',
      rating: 5,
      review:
        'Consigning my Royal Oak was painless. They agreed the price and commission in writing at the start and kept me updated until it sold.',
    },
    {
      id: 'sell-review-3',
      name: 'Mark T.',
      location: 'Guildford, Surrey',
      rating: 5,
      review:
        'I part-exchanged a Datejust towards an Aquanaut. Fair valuation, no pressure, and both watches were handled in one visit.',
    },
  ],
  formIntro:
    'Tell us about your watch. A specialist will reply within 24 hours with an initial valuation.',
};

export function sellContentIn(locale: Locale): SellContent {
  return locale === 'de' ? sellContentDe : sellContent;
}
