import type {ArticleDraft} from './articleDraft';

export const patekPhilippeNautilus: ArticleDraft = {
  slug: 'patek-philippe-nautilus',
  route: '/patek-philippe-nautilus',
  title: 'The Patek Philippe Nautilus: History, References and Buying Advice',
  description:
    'From the 3700/1A of 1976 to the 5711 and 5811: the history of the Patek Philippe Nautilus, its key references and what to check when buying one pre-owned.',
  keywords: [
    'Patek Philippe Nautilus',
    'Nautilus 5711',
    'Nautilus 3700',
    'Nautilus 5811',
    'pre-owned Patek Philippe',
    'Gerald Genta',
  ],
  category: 'Patek Philippe',
  datePublished: '2024-03-18',
  dateModified: '2024-03-18',
  readingMinutes: 8,
  heroImage: {
    key: 'article-nautilus-hero',
    alt: 'Patek Philippe Nautilus with a blue dial on its integrated steel bracelet',
  },
  sections: [
    {
      heading: 'A Steel Watch at a Gold Price',
      paragraphs: [
        "When Patek Philippe presented the Nautilus in 1976, the idea of a luxury sports watch in stainless steel was still new. Audemars Piguet had shown the Royal Oak four years earlier, and Patek Philippe turned to the same designer, Gérald Genta, for its answer. The result, reference 3700/1A, was a large watch for its time at around 42 mm across including its distinctive side hinges, and it cost more than many of the brand's gold dress watches.",
        'That pricing was a deliberate statement. Patek Philippe was arguing that the value of a watch lay in its design, its finishing and its name rather than the weight of precious metal in the case. It took years for the market to agree, but the argument has since been won so completely that the steel Nautilus became one of the most sought-after watches in the world.',
      ],
    },
    {
      heading: 'The Design',
      paragraphs: [
        "Genta took his inspiration from a ship's porthole. The rounded octagonal bezel sits on a case with two protruding 'ears' at the sides, echoing the hinges that hold a porthole window shut. The original case was built in two parts and was unusually resistant to water for such a slim watch, rated to 120 metres.",
        'The dial is the other signature: horizontal embossed ridges, usually in a blue that shades to black towards the edge, with applied baton markers and luminous hands. The integrated bracelet, with its mix of brushed and polished links, tapers elegantly to the clasp. Every surface alternates between satin and mirror finishes, which is what gives the Nautilus its play of light, and what makes it so vulnerable to careless polishing.',
      ],
    },
    {
      heading: 'Key References',
      paragraphs: [
        "The 3700/1A, nicknamed the 'Jumbo', used an ultra-thin automatic calibre (28-255 C) and was produced until around 1990. A mid-size 3800 of 37.5 mm followed in 1981 and proved popular through the 1980s and 1990s. In 2006, for the model's 30th anniversary, Patek Philippe introduced the 5711/1A, with a slightly larger case, a display back and calibre 324 S C; from 2019 it used the updated 26-330 S C.",
        'The 5711 became the defining Nautilus of the modern era, and its discontinuation in 2021, marked by a short run with an olive-green dial and a final edition with a Tiffany-blue dial, only increased its status. Alongside it sit more complicated versions: the 5712 with moon phase and power reserve, the 5726 annual calendar, and chronographs such as the 5980 and the travel-time 5990. In 2022 the 5811/1G arrived, a 41 mm three-hand model in white gold that succeeded the 5711 as the core time-and-date Nautilus.',
        "Precious-metal versions have appeared throughout the model's life, from yellow-gold and two-tone 3800s in the 1980s to the rose-gold 5711/1R and a platinum edition marking the 40th anniversary in 2016. Smaller ladies' models, including the 7118, have broadened the family further. Each has its own following, and prices vary accordingly.",
      ],
    },
    {
      heading: 'What to Check When Buying Pre-Owned',
      paragraphs: [
        'Start with originality. The dial, hands and bezel should be correct for the reference and period, and the serial numbers should match the papers. Service replacements are not necessarily a problem, but you should know about them, and a watch that has had a replacement dial from the factory should be priced accordingly.',
        "Next, look closely at the case and bracelet. The crisp line between brushed and polished surfaces is easily softened by over-polishing, and a worn bracelet can show stretch between the links. Finally, consider completeness: the original box, certificate or Certificate of Origin, and any service records all support value. Where papers have been lost, Patek Philippe can issue an Extract from the Archives confirming the watch's production details.",
      ],
    },
    {
      heading: 'Value and the Market',
      paragraphs: [
        'Nautilus prices on the secondary market rose sharply from 2019 and peaked in early 2022 before correcting. Steel references remain well above their original retail prices, and demand from collectors is consistent, but prices do move. Buy the best example you can afford, with the completeness you care about, and treat any future gain as a bonus rather than the reason to buy.',
        'Pre-owned Patek Philippe prices start at about £20,000, but the Nautilus sits well above that. Precious-metal, complicated and limited models command further premiums, and the market can differ widely by dial colour and the completeness of the set.',
      ],
    },
    {
      heading: 'Living With a Nautilus',
      paragraphs: [
        'The Nautilus is an everyday watch at heart: comfortable, slim and robust enough for travel and, within its water-resistance rating, for swimming. Have it serviced at the intervals Patek Philippe recommends, keep the crown and seals checked, and resist the temptation to have the case polished at every visit.',
        'Every Nautilus we sell is authenticated by our specialists and covered by our {warrantyMonths}-month warranty. If the reference you want is not in our collection, our sourcing team can search for it on your behalf.',
      ],
    },
  ],
  faq: [
    {
      id: 'nautilus-faq-1',
      question: 'Who designed the Patek Philippe Nautilus?',
      answer:
        'Gérald Genta, who had designed the Audemars Piguet Royal Oak a few years earlier. The Nautilus was launched in 1976 as reference 3700/1A.',
    },
    {
      id: 'nautilus-faq-2',
      question: 'Why was the Nautilus 5711 discontinued?',
      answer:
        'Patek Philippe ended production of the steel 5711/1A in 2021 after fifteen years, with final versions in olive green and Tiffany blue. The 5811/1G in white gold succeeded it in 2022.',
    },
    {
      id: 'nautilus-faq-3',
      question: 'Can you find a specific Nautilus reference for me?',
      answer:
        'Yes. Our sourcing team searches private collectors and dealers and usually sends a shortlist within 24 to 72 hours. The initial search is free.',
    },
  ],
  relatedRoutes: ['/patek-philippe-guide', '/audemars-piguet-royal-oak'],
  ctas: [
    {label: 'View Collection', href: '/collections/patek-philippe'},
    {label: 'Contact Us', href: '/contact-us'},
  ],
};
