import type {ArticleDraft} from './articleDraft';

export const audemarsPiguetRoyalOak: ArticleDraft = {
  slug: 'audemars-piguet-royal-oak',
  route: '/audemars-piguet-royal-oak',
  title: 'The Audemars Piguet Royal Oak: The Watch That Rewrote the Rules',
  description:
    'The story of the Audemars Piguet Royal Oak from the 5402ST of 1972 to the 16202, its key references and what to check when buying one pre-owned.',
  keywords: [
    'Audemars Piguet Royal Oak',
    'Royal Oak 15202',
    'Royal Oak 16202',
    'Royal Oak Offshore',
    'Gerald Genta',
    'pre-owned Royal Oak UK',
  ],
  category: 'Audemars Piguet',
  datePublished: '2024-03-25',
  dateModified: '2024-03-25',
  readingMinutes: 15,
  heroImage: {
    key: 'article-royal-oak-hero',
    alt: 'Audemars Piguet Royal Oak in steel with a blue Tapisserie dial',
  },
  sections: [
    {
      heading: 'A Bold Bet in Difficult Times',
      paragraphs: [
        'At the beginning of the 1970s the Swiss watch industry was under pressure. Quartz technology from Japan threatened the mechanical watch, and traditional houses were looking for ways to stay relevant. Audemars Piguet, a small family firm in the Vallée de Joux, made a decision that seemed reckless at the time: a luxury sports watch made of stainless steel, priced above many gold watches.',
        'The brief went to Gérald Genta. According to the well-known story, he was asked for the design the evening before the Basel fair in 1971 and produced the essential sketch overnight. Whatever the precise truth, the watch presented in Basel in 1972, reference 5402ST, was unlike anything else on the market.',
      ],
    },
    {
      heading: 'The Design',
      paragraphs: [
        "The Royal Oak takes its name from a line of Royal Navy ships, and its octagonal bezel recalls the porthole of a diver's helmet. Eight hexagonal screws fix the bezel through the case to the back, and a gasket visible around the bezel completes the industrial look. The case flows into an integrated bracelet whose links taper towards the clasp, finished with alternating brushed and polished surfaces.",
        "The dial carries the 'Tapisserie' pattern, a grid of small squares engraved on a guilloché machine. On the original model this was the 'Petite Tapisserie', in a blue-grey shade, and the pattern has since appeared in larger 'Grande Tapisserie' and other variations. At 39 mm the 5402ST was large for its day, earning the nickname 'Jumbo', yet it was remarkably thin thanks to its ultra-thin automatic calibre 2121.",
      ],
    },
    {
      heading: 'The Jumbo Line',
      paragraphs: [
        'The time-and-date Jumbo has been produced almost continuously since 1972 with only subtle changes. The 5402 was followed by the 14802 and the 15002, and in 2000 by the 15202, which remained in production until 2022 and became a cornerstone of modern collecting. All used the same calibre 2121, derived from an ultra-thin movement developed with Jaeger-LeCoultre.',
        "For the model's 50th anniversary in 2022, Audemars Piguet introduced the 16202 with a new in-house calibre, the 7121, while keeping the dimensions and character of its predecessor. The Jumbo remains the model purists return to, and well-preserved early examples are among the most sought-after Royal Oaks of all.",
      ],
    },
    {
      heading: 'Beyond the Jumbo',
      paragraphs: [
        "The Royal Oak family expanded steadily. The 41 mm 'Selfwinding' models, such as the 15400, 15500 and from 2022 the 15510, offer a sportier proportion with a seconds hand. Chronographs such as the 26331 and later the 26240, perpetual calendars, tourbillons and smaller sizes of 37 and 34 mm extended the range to very different wrists and tastes.",
        "In 1993 came the Royal Oak Offshore, designed by Emmanuel Gueit. At 42 mm and considerably thicker, it was nicknamed 'the Beast' and was initially controversial, but it anticipated the fashion for large watches and became a collection in its own right. The Royal Oak Concept, introduced in 2002, pushed the design into avant-garde territory with unusual materials and complications.",
        "The Royal Oak's integrated bracelet and flat case mean it wears differently from a round watch of the same nominal size. A 39 mm Jumbo feels larger than its diameter suggests because of the broad bezel and the width of the bracelet at the lugs, while the 41 mm Selfwinding models wear noticeably bigger again. The 37 mm and 34 mm versions suit smaller wrists and have become popular with collectors of every taste.",
        'If you can, try several sizes before deciding. The bracelet also matters: a correctly sized Royal Oak sits snugly, and missing links can be difficult and expensive to replace, so check that any spare links come with a pre-owned watch.',
      ],
    },
    {
      heading: 'The Royal Oak Market',
      paragraphs: [
        'Audemars Piguet makes about 40,000 watches a year, and the Royal Oak accounts for much of that, yet demand far exceeds supply. Waiting lists for steel models at boutiques are long, which is why the pre-owned market is often the quickest route to ownership.',
        'An entry-level Royal Oak costs about £30,000 pre-owned, while limited editions, precious-metal versions and complicated models go above £100,000. Like the rest of the market, prices rose steeply in 2021 and early 2022 and have since adjusted, but the most desirable references remain well above their retail prices.',
      ],
    },
    {
      heading: 'What to Check When Buying',
      paragraphs: [
        "Polishing is the biggest risk to a Royal Oak's value. The sharp bevels on the bezel and the contrast between satin and polished surfaces are the essence of the design, and an over-enthusiastic polish can round them off permanently. Look closely at the edges of the bezel, the case flanks and the bracelet links.",
        'Check too that the dial, hands and bezel are correct for the reference and year, that the bracelet is not badly stretched, and that the serial numbers match the papers. Service history matters, as does completeness: the original box, papers and any extra links all support value.',
      ],
    },
    {
      heading: 'Materials and Dials',
      paragraphs: [
        'Steel was the original point of the Royal Oak, but the collection has since appeared in yellow, white and rose gold, platinum, titanium, tantalum, ceramic and forged carbon. Two-tone steel and gold versions were popular in the 1980s and have recently come back into favour with collectors who appreciate their period charm.',
        "Dials have varied just as widely. Beyond the classic blue 'Bleu Nuit, Nuage 50' of the Jumbo, collectors look for grey, silver, black, green and salmon dials, gem-set versions and the special finishes produced for anniversaries and boutique editions. A rare dial on an otherwise standard reference can change the value of a watch considerably, which is why it pays to know exactly which variant you are looking at.",
      ],
    },
    {
      heading: 'Why the Royal Oak Endures',
      paragraphs: [
        'More than fifty years after its launch, the Royal Oak still looks modern. It created the template for the luxury steel sports watch, and everything from the Patek Philippe Nautilus onwards has been measured against it.',
        'Every Royal Oak we sell is authenticated in-house, covered by our {warrantyMonths}-month warranty and shipped fully insured. If you are looking for a particular reference, size or dial, our sourcing team can find it for you.',
      ],
    },
  ],
  faq: [
    {
      id: 'royal-oak-faq-1',
      question: 'Who designed the Audemars Piguet Royal Oak?',
      answer:
        'Gérald Genta designed the Royal Oak, which was presented in 1972 as reference 5402ST.',
    },
    {
      id: 'royal-oak-faq-2',
      question: 'How much does a pre-owned Royal Oak cost?',
      answer:
        'An entry-level Royal Oak costs about £30,000 pre-owned, while limited editions and complicated models can exceed £100,000.',
    },
    {
      id: 'royal-oak-faq-3',
      question: 'What is the difference between the 15202 and the 16202?',
      answer:
        'Both are 39 mm Jumbo models. The 15202 used calibre 2121 and was made from 2000 to 2022; the 16202, launched for the 50th anniversary, uses the in-house calibre 7121.',
    },
  ],
  relatedRoutes: ['/patek-philippe-nautilus', '/richard-mille-future'],
  ctas: [
    {label: 'View Collection', href: '/collections/audemars-piguet'},
    {label: 'Contact Us', href: '/contact-us'},
  ],
};
