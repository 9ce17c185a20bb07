import type {Locale} from '~/i18n/locale';
import type {FaqItem, MajorBrandSlug} from './contentTypes';
import {
  brandFaqsDe,
  homeFaqsDe,
  insuranceFaqsDe,
  sellFaqsDe,
  sourcingFaqsDe,
} from './de/faqs';

/*
 * Every claim here follows docs/decisions/009 and 007: one warranty ({warrantyMonths}, filled from the
 * dealer configuration), one sell reply time (24 hours), contact details as tokens.
 */

export const homeFaqs: FaqItem[] = [
  {
    id: 'home-authenticity',
    question: 'How do you make sure every watch is genuine?',
    answer:
      "Every watch is inspected by our specialists before it is listed. We open the case back where appropriate, check the movement, serial and reference numbers against the maker's records and known production details, and examine the dial, hands, bezel and bracelet for replacement or refinished parts. If we are not completely satisfied, the watch does not go on sale.",
  },
  {
    id: 'home-warranty',
    question: 'Do your watches come with a warranty?',
    answer:
      'Yes. Every watch we sell is covered by our {warrantyMonths}-month warranty against mechanical faults, in addition to any manufacturer warranty that is still running. If something goes wrong under normal use, contact us at {email} and we will arrange the repair.',
  },
  {
    id: 'home-delivery',
    question: 'How is my watch delivered?',
    answer:
      'Watches in stock can go by next-day insured delivery within the UK, and every UK delivery arrives within 1 to 5 business days; international orders travel with specialist insured carriers and arrive within 5 to 7. Every shipment is insured for its full value and needs a signature. You can also collect by appointment in London, Cheshire (Wilmslow) or Surrey.',
  },
  {
    id: 'home-payment',
    question: 'How can I pay?',
    answer:
      'We accept payment by bank transfer in GBP, USD, Euros, SGD, AED or HKD. The watch is dispatched once the funds have cleared, and we confirm every step by e-mail so you always know where your order stands.',
  },
  {
    id: 'home-status',
    question: "What do 'Available' and 'Available on Request' mean?",
    answer:
      "'Available' watches are physically in stock in our offices and ready to ship. 'Available on Request' watches are held by trusted partners; once we have verified the watch, dispatch usually follows within 5 to 7 working days.",
  },
  {
    id: 'home-sell',
    question: 'Can I sell or part-exchange my watch with you?',
    answer:
      'Certainly. We buy outright, sell on consignment and accept part exchanges against any watch in our collection. Send us the details through the Sell Your Watch page and we will reply within 24 hours with a clear, no-obligation offer.',
  },
  {
    id: 'home-sourcing',
    question: 'Can you find a watch that is not in your collection?',
    answer:
      'Yes. Our private sourcing service draws on a network of collectors and dealers around the world. The initial search is free, and we usually return a shortlist within 24 to 72 hours. Tell us what you are looking for on the Sourcing page or by calling {phone}.',
  },
];

export const sellFaqs: FaqItem[] = [
  {
    id: 'sell-brands',
    question: 'Which watches do you buy?',
    answer:
      'We specialise in Rolex, Patek Philippe, Audemars Piguet, Richard Mille, Vacheron Constantin and A. Lange & Söhne, and we are happy to look at other fine watchmakers too. Modern and vintage pieces are both welcome.',
  },
  {
    id: 'sell-valuation',
    question: 'How do you value my watch?',
    answer:
      'We look at the reference, age, condition, service history and whether the box and papers are present, then compare against recent sales across the UK and international markets. Our offers reflect what the watch is genuinely worth today, not an opening bid.',
  },
  {
    id: 'sell-reply',
    question: 'How quickly will I hear back?',
    answer:
      'We reply to every sell enquiry within 24 hours with an initial valuation. If you send clear photographs of the dial, case back and any paperwork, the figure we give you will be much closer to the final offer.',
  },
  {
    id: 'sell-payment',
    question: 'How and when am I paid?',
    answer:
      "For outright purchases we settle by bank transfer on the same day the watch is inspected and the sale agreed. For consignment sales the money is transferred within one working day of the buyer's payment clearing.",
  },
  {
    id: 'sell-papers',
    question: 'Can I sell a watch without its box and papers?',
    answer:
      'Yes. A complete set usually achieves a higher price, but a watch without its box or papers can still be bought once we have authenticated it. Tell us what you have and we will explain how it affects the value.',
  },
  {
    id: 'sell-service',
    question: 'Should I have my watch serviced before selling it?',
    answer:
      'Usually not. A recent service can help, but we would rather see the watch as it is: we can advise whether a service, and by whom, makes sense before or as part of the sale. Please do not polish the case, as that can reduce its value.',
  },
  {
    id: 'sell-consignment',
    question: 'How does consignment work?',
    answer:
      "We agree a target price and a commission with you in writing, then photograph, describe and market the watch to our clients and network. Your watch is insured free of charge for the first month, and you are paid within one working day once the buyer's funds have cleared.",
  },
  {
    id: 'sell-meeting',
    question: 'Do I have to send my watch by post?',
    answer:
      'No. You can meet us by appointment in London, Cheshire (Wilmslow) or Surrey. If posting suits you better, we will arrange fully insured collection and guide you through packing the watch safely.',
  },
  {
    id: 'sell-part-exchange',
    question: 'Can I trade my watch towards another one?',
    answer:
      'Yes. We value your watch and set that figure against the price of the watch you want, whether it is in our collection or one we source for you. You pay only the difference.',
  },
];

export const sourcingFaqs: FaqItem[] = [
  {
    id: 'sourcing-cost',
    question: 'What does the sourcing service cost?',
    answer:
      'Valuations and the initial search are free. We charge a commission only when we secure a watch and you decide to proceed, and we tell you the commission upfront, before any commitment, so there are no surprises.',
  },
  {
    id: 'sourcing-time',
    question: 'How long does it take to find a watch?',
    answer:
      'Most requests are completed within 2 to 4 weeks. Common references can take just a few days, while rarer pieces, limited editions and specific vintage configurations can take several weeks.',
  },
  {
    id: 'sourcing-shortlist',
    question: 'When will I see the first options?',
    answer:
      'We usually send a first shortlist within 24 to 72 hours of agreeing your brief, with photographs, condition notes, the completeness of the set and a price for each option.',
  },
  {
    id: 'sourcing-authenticity',
    question: 'How do you check a sourced watch is authentic?',
    answer:
      'Every sourced watch passes through the same inspection as our own stock: serial and reference checks, examination of the movement, dial and case, and a review of the papers and service history. You only pay for a watch that has passed.',
  },
  {
    id: 'sourcing-delivery',
    question: 'How is the watch delivered to me?',
    answer:
      'We choose the shipping method by value and destination: a specialist secure carrier for high-value pieces, an established international logistics firm for other overseas deliveries, and Royal Mail Special Delivery for smaller UK shipments. Every shipment is fully insured and tracked.',
  },
  {
    id: 'sourcing-brands',
    question: 'Which brands can you source?',
    answer:
      'Our network is strongest in Rolex, Patek Philippe, Audemars Piguet and Richard Mille, and we regularly find Vacheron Constantin, A. Lange & Söhne and other independent makers. If a watch exists on the secondary market, we can look for it.',
  },
  {
    id: 'sourcing-obligation',
    question: 'Am I obliged to buy what you find?',
    answer:
      'No. You are under no obligation until you decide to proceed with a specific watch. If nothing on the shortlist is right, we keep searching or stop, whichever you prefer.',
  },
];

export const insuranceFaqs: FaqItem[] = [
  {
    id: 'insurance-who',
    question: 'Who provides the insurance?',
    answer:
      'The cover is provided by an independent, regulated third-party insurer. {shopName} is not an insurance broker and does not give insurance advice; we simply make the invitation available when you buy a watch from us.',
  },
  {
    id: 'insurance-optional',
    question: 'Do I have to take the insurance?',
    answer:
      'No. The insurance is entirely optional and does not affect the price, warranty or delivery of your watch. Many clients already have cover through their home or specialist collection policy.',
  },
  {
    id: 'insurance-activate',
    question: 'How do I activate my cover?',
    answer:
      'Request an invitation when you buy your watch. The insurer sends you a link, and you review the terms and activate the policy online in a few minutes. The policy, its price and any claims are handled directly between you and the insurer.',
  },
  {
    id: 'insurance-covered',
    question: 'What does the insurance cover?',
    answer:
      'Cover typically includes accidental damage, loss and theft, at home and abroad, but the exact terms, limits and exclusions are set by the insurer. Please read the policy documents they send you before activating, and contact the insurer directly with any questions about cover.',
  },
];

export const brandFaqs: Record<MajorBrandSlug, FaqItem[]> = {
  rolex: [
    {
      id: 'rolex-price',
      question: 'How much does a pre-owned Rolex cost?',
      answer:
        'Pre-owned Rolex watches start at about £5,000 for classic Oyster Perpetual and Datejust references. Sought-after sports models such as the Daytona, GMT-Master II and Submariner, and precious-metal or gem-set pieces, cost considerably more.',
    },
    {
      id: 'rolex-authentic',
      question: 'Is every Rolex you sell authentic?',
      answer:
        'Yes. Each Rolex is examined by our specialists: we check the serial and reference numbers, the movement, the dial and the bracelet, and look for non-original parts before the watch is listed.',
    },
    {
      id: 'rolex-warranty',
      question: 'What warranty comes with a pre-owned Rolex?',
      answer:
        'Every Rolex we sell is covered by our {warrantyMonths}-month warranty. Where the manufacturer warranty is still running, you keep the benefit of that as well.',
    },
    {
      id: 'rolex-delivery',
      question: 'How quickly can I receive my Rolex?',
      answer:
        'Watches marked Available are in stock and travel by next-day insured delivery within the UK, signed for on arrival. You are also welcome to collect by appointment.',
    },
    {
      id: 'rolex-sourcing',
      question: 'Can you find a specific Rolex reference for me?',
      answer:
        'Yes. Tell us the reference, dial and year you want, and our sourcing team will usually send a shortlist within 24 to 72 hours.',
    },
  ],
  'patek-philippe': [
    {
      id: 'patek-price',
      question: 'How much does a pre-owned Patek Philippe cost?',
      answer:
        'Pre-owned Patek Philippe watches start at about £20,000 for Calatrava and some Aquanaut references. Nautilus models, perpetual calendars and grand complications reach well into six and seven figures.',
    },
    {
      id: 'patek-papers',
      question: 'Do your Patek Philippe watches come with papers?',
      answer:
        'Many do, and each listing states exactly what is included. Where papers are missing, a Certificate of Origin or Extract from the Archives can often be obtained from Patek Philippe.',
    },
    {
      id: 'patek-warranty',
      question: 'Is a pre-owned Patek Philippe covered by a warranty?',
      answer:
        'Yes. Every Patek Philippe we sell carries our {warrantyMonths}-month warranty, alongside any remaining manufacturer warranty.',
    },
    {
      id: 'patek-sourcing',
      question: 'Can you source a Nautilus or Aquanaut for me?',
      answer:
        'Yes. Nautilus and Aquanaut references are among our most frequent requests. We usually send a first shortlist within 24 to 72 hours, and initial searches are free.',
    },
  ],
  'audemars-piguet': [
    {
      id: 'ap-price',
      question: 'How much does a pre-owned Audemars Piguet cost?',
      answer:
        'Pre-owned Audemars Piguet watches range from about £20,000 to more than £300,000. An entry-level Royal Oak starts at about £30,000, while limited editions and complicated models go well above £100,000.',
    },
    {
      id: 'ap-rarity',
      question: 'Why are Audemars Piguet watches hard to find?',
      answer:
        'Audemars Piguet makes only about 40,000 watches a year, and demand for the Royal Oak far exceeds supply. The pre-owned market is often the quickest way to own one.',
    },
    {
      id: 'ap-warranty',
      question: 'What warranty do you give on Audemars Piguet watches?',
      answer:
        'Every Audemars Piguet we sell is covered by our {warrantyMonths}-month warranty, in addition to any manufacturer warranty still in force.',
    },
    {
      id: 'ap-delivery',
      question: 'How is my Audemars Piguet delivered?',
      answer:
        'UK orders go by next-day insured delivery and must be signed for. International orders travel with specialist insured carriers, fully insured for their value.',
    },
    {
      id: 'ap-sourcing',
      question: 'Can you find a specific Royal Oak or Royal Oak Offshore?',
      answer:
        'Yes. Send us the reference, case material and dial you want; our sourcing team usually returns a shortlist within 24 to 72 hours.',
    },
  ],
  'richard-mille': [
    {
      id: 'rm-price',
      question: 'How much does a pre-owned Richard Mille cost?',
      answer:
        'Pre-owned Richard Mille watches start from about £80,000. Tourbillons, limited editions and pieces in Carbon TPT or sapphire can exceed £1 million.',
    },
    {
      id: 'rm-authentic',
      question: 'How do you authenticate a Richard Mille?',
      answer:
        'Our specialists check the case construction and numbering, the movement architecture and finishing, the screws and materials, and the accompanying documents. Richard Mille watches are complex, so we never list one without a full inspection.',
    },
    {
      id: 'rm-warranty',
      question: 'Is a pre-owned Richard Mille covered by a warranty?',
      answer:
        'Yes. Every Richard Mille we sell carries our {warrantyMonths}-month warranty, alongside any manufacturer warranty still running.',
    },
    {
      id: 'rm-sourcing',
      question: 'Can you source a specific Richard Mille model?',
      answer:
        'Yes. Many Richard Mille references are never offered publicly. Our network reaches private collectors, and we usually send a first shortlist within 24 to 72 hours.',
    },
  ],
};

/** Every FAQ set in one language (loader-only: the chosen set travels as page data). */
export function faqsIn(locale: Locale) {
  return locale === 'de'
    ? {
        home: homeFaqsDe,
        sell: sellFaqsDe,
        sourcing: sourcingFaqsDe,
        insurance: insuranceFaqsDe,
        brand: brandFaqsDe,
      }
    : {
        home: homeFaqs,
        sell: sellFaqs,
        sourcing: sourcingFaqs,
        insurance: insuranceFaqs,
        brand: brandFaqs,
      };
}
