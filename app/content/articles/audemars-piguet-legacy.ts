import type {ArticleDraft} from './articleDraft';

export const audemarsPiguetLegacy: ArticleDraft = {
  slug: 'audemars-piguet-legacy',
  route: '/audemars-piguet-legacy',
  title: 'The Legacy of Audemars Piguet: Le Brassus Since 1875',
  description:
    'Audemars Piguet from its founding in Le Brassus in 1875 to today: complications, ultra-thin records, family ownership and what it means for collectors.',
  keywords: [
    'Audemars Piguet history',
    'Le Brassus',
    'Vallée de Joux',
    'Code 11.59',
    'Audemars Piguet complications',
    'family-owned watchmaker',
  ],
  category: 'Audemars Piguet',
  datePublished: '2024-03-26',
  dateModified: '2024-03-26',
  readingMinutes: 12,
  heroImage: {
    key: 'article-ap-legacy-hero',
    alt: 'The Vallée de Joux landscape around Le Brassus in winter',
  },
  sections: [
    {
      heading: 'Two Watchmakers in the Vallée de Joux',
      paragraphs: [
        'In 1875 two young watchmakers, Jules Louis Audemars and Edward Auguste Piguet, went into business together in Le Brassus, a village in the Vallée de Joux high in the Swiss Jura. The valley had a long tradition of watchmaking: its farmers spent the long winters making movement parts and complications for the houses of Geneva.',
        'Audemars concentrated on the technical side and Piguet on the commercial side, and the company was formally registered as Audemars Piguet & Cie in 1881. From the beginning it specialised in complicated movements, and it has never left the village where it was founded.',
      ],
    },
    {
      heading: 'A House of Complications',
      paragraphs: [
        'Audemars Piguet built its early reputation on pocket watches with minute repeaters, perpetual calendars and chronographs, often combined in grand complications. In 1892 it produced one of the first minute-repeating wristwatches, an extraordinary feat of miniaturisation at a time when wristwatches were still considered a novelty.',
        'This expertise continues today. The house makes perpetual calendars, tourbillons, split-seconds chronographs and minute repeaters, and its research into acoustics led to the Supersonnerie repeaters, designed to sound louder and clearer than traditional mechanisms.',
      ],
    },
    {
      heading: 'Mastery of the Ultra-Thin',
      paragraphs: [
        'Alongside complications, Audemars Piguet became known for extremely thin movements. In 1946 it produced one of the thinnest wristwatch movements of its time, only 1.64 mm thick. In 1967 it introduced calibre 2120, an ultra-thin automatic with a full rotor that later powered the original Royal Oak.',
        "Building on the same base, the house presented an ultra-thin automatic perpetual calendar in 1978 and, in 1986, one of the first self-winding tourbillon wristwatches, in a remarkably slim case. These achievements matter to collectors because they show a consistent strength that runs through the brand's history, not just its most famous model.",
      ],
    },
    {
      heading: 'The Royal Oak and Its Consequences',
      paragraphs: [
        "The Royal Oak of 1972 transformed the company. Designed by Gérald Genta, it established the luxury steel sports watch and eventually became the centre of Audemars Piguet's business. The Royal Oak Offshore followed in 1993 and the Royal Oak Concept in 2002, each taking the design in a new direction.",
        "Success brought a challenge: how to remain a house of haute horlogerie rather than a one-model brand. Audemars Piguet's answer has included new collections such as the Code 11.59, launched in 2019 with a round case and an octagonal middle, as well as continued investment in complications.",
      ],
    },
    {
      heading: 'Family Ownership and Independence',
      paragraphs: [
        'Audemars Piguet is one of very few major Swiss manufactures still controlled by its founding families. Independence allows it to keep production small, at about 40,000 watches a year, and to take long-term decisions, such as restructuring its distribution around its own boutiques.',
        'In 2020 it opened the Musée Atelier Audemars Piguet in Le Brassus, a spiralling glass building beside the original workshops, which shows historic pieces alongside working watchmakers. It is a clear statement that the company sees its heritage as something living.',
      ],
    },
    {
      heading: 'Craftsmanship in the Valley',
      paragraphs: [
        'Much of what makes an Audemars Piguet watch special happens out of sight. Movement parts are bevelled, polished and decorated by hand, with Côtes de Genève stripes, perlage and sharp interior angles that cannot be produced by machine. The finest complications are assembled from start to finish by a single watchmaker, who may spend many months on one piece.',
        'The Vallée de Joux remains central to this work. The long winters and isolation that once drove farming families to watchmaking have left a concentration of specialist skills that is hard to match anywhere else, and Audemars Piguet continues to train apprentices in the valley so that the knowledge passes to the next generation.',
        'For collectors, this is visible through a sapphire case back. Comparing the finishing of an Audemars Piguet movement with that of a mass-produced calibre is one of the clearest ways to understand what the price of haute horlogerie pays for.',
      ],
    },
    {
      heading: 'Vintage Audemars Piguet',
      paragraphs: [
        'Before the Royal Oak, Audemars Piguet made elegant dress watches in precious metals, many with ultra-thin movements, as well as chronographs and perpetual calendars in tiny numbers. Production was so small that some references exist in only a handful of examples, and they surface at auction far less often than vintage pieces from larger houses.',
        'These watches offer a different way into the brand. They are quieter than a Royal Oak, but they represent the same craft, and for a collector who values history over recognition they can be among the most rewarding pieces to own. Condition and originality are everything: refinished dials and over-polished cases reduce both value and interest.',
      ],
    },
    {
      heading: 'Collecting Audemars Piguet',
      paragraphs: [
        'Most collectors begin with the Royal Oak, and an entry-level model costs about £30,000 pre-owned. Across the range, pre-owned Audemars Piguet watches run from about £20,000 to more than £300,000, with complications and limited editions at the top.',
        'Beyond the Royal Oak, vintage dress watches, early complications and the Code 11.59 offer interesting and often less crowded areas to collect. Every Audemars Piguet we sell is authenticated by our specialists and covered by our {warrantyMonths}-month warranty.',
      ],
    },
  ],
  faq: [
    {
      id: 'ap-legacy-faq-1',
      question: 'When was Audemars Piguet founded?',
      answer:
        'In 1875, in Le Brassus in the Vallée de Joux, by Jules Louis Audemars and Edward Auguste Piguet.',
    },
    {
      id: 'ap-legacy-faq-2',
      question: 'Is Audemars Piguet still family-owned?',
      answer:
        'Yes. It is one of the few major Swiss manufactures still controlled by its founding families.',
    },
    {
      id: 'ap-legacy-faq-3',
      question: 'How many watches does Audemars Piguet make?',
      answer:
        'About 40,000 a year, which keeps many models, especially the Royal Oak, in short supply.',
    },
  ],
  relatedRoutes: ['/audemars-piguet-royal-oak', '/richard-mille-future'],
  ctas: [
    {label: 'View Collection', href: '/collections/audemars-piguet'},
    {label: 'Contact Us', href: '/contact-us'},
  ],
};
