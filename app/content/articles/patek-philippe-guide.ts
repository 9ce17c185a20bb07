import type {ArticleDraft} from './articleDraft';

export const patekPhilippeGuide: ArticleDraft = {
  slug: 'patek-philippe-guide',
  route: '/patek-philippe-guide',
  title: "Patek Philippe: A Collector's Guide to the Geneva Manufacture",
  description:
    "A collector's guide to Patek Philippe: its history since 1839, the main collections from Calatrava to Grand Complications, and how to buy one pre-owned.",
  keywords: [
    'Patek Philippe',
    'Patek Philippe guide',
    'Calatrava',
    'Aquanaut',
    'Patek Philippe Seal',
    'pre-owned Patek Philippe UK',
  ],
  category: 'Patek Philippe',
  datePublished: '2024-03-20',
  dateModified: '2024-03-20',
  readingMinutes: 12,
  heroImage: {
    key: 'article-patek-guide-hero',
    alt: 'Patek Philippe Calatrava with a white dial and gold case',
  },
  sections: [
    {
      heading: 'Origins in Geneva',
      paragraphs: [
        'Patek Philippe traces its history to 1839, when Antoni Patek, a Polish émigré living in Geneva, began making watches with his compatriot Franciszek Czapek. In 1845 Patek met the French watchmaker Adrien Philippe, whose keyless winding system, operated through the crown rather than a separate key, pointed the way to the modern watch. The company took the name Patek Philippe & Co. in 1851.',
        'Early clients included European royalty, and in 1868 the firm made what is regarded as the first Swiss wristwatch, for a Hungarian countess. Through the late nineteenth and early twentieth centuries it built its reputation on pocket watches with complications: chronographs, perpetual calendars and minute repeaters made in very small numbers.',
      ],
    },
    {
      heading: 'The Stern Family and the Modern Era',
      paragraphs: [
        "The Great Depression hit Swiss watchmaking hard, and in 1932 Patek Philippe was acquired by Charles and Jean Stern, owners of a Geneva dial-making business. The company has been in the family's hands ever since and is today led by Thierry Stern, the fourth generation. Independence has allowed the firm to plan in decades rather than quarters, and it shows in how slowly and carefully its collections evolve.",
        "The same year brought the Calatrava reference 96, a simple round watch that defined the dress watch for generations. Landmarks since then include the Henry Graves Supercomplication of 1933, the Calibre 89 pocket watch for the company's 150th anniversary in 1989, and the Grandmaster Chime of 2014. In 2009 the firm replaced the Geneva Seal with its own Patek Philippe Seal, a standard covering the whole watch, its finishing and its precision.",
      ],
    },
    {
      heading: 'The Collections',
      paragraphs: [
        'The Calatrava remains the purest expression of the house: time only, or time and date, in a round case with a clean dial. The Nautilus, launched in 1976, and the Aquanaut, introduced in 1997 with its rounded octagonal case and composite strap, are the sports models, and the two most difficult to obtain new.',
        "The Complications collection covers watches such as the annual calendar, which Patek Philippe introduced in 1996, world times and travel-time models. Grand Complications is where the house is most celebrated: perpetual calendars, split-seconds chronographs, minute repeaters and combinations of them, made in small numbers. The Gondolo, Golden Ellipse and Twenty~4 collections complete the range with rectangular, elliptical and women's designs.",
      ],
    },
    {
      heading: 'Reading the References',
      paragraphs: [
        'Patek Philippe references are more informative than they first appear. The number identifies the model, and the suffix often tells you the case material: A for steel, G for white gold, J for yellow gold, R for rose gold and P for platinum, with a trailing number identifying the dial variant. A 5711/1A-010, for example, is a steel Nautilus on a bracelet with a blue dial.',
        'Knowing the reference matters because small details move prices considerably. Dial colour, bracelet or strap, the year of production and whether the watch was made for a particular retailer can all affect value. A good dealer should tell you exactly which variant you are looking at and why it is priced as it is.',
      ],
    },
    {
      heading: 'Buying Pre-Owned',
      paragraphs: [
        'Pre-owned Patek Philippe watches start at about £20,000 for Calatrava and some Aquanaut references, with the Nautilus and complicated watches much higher. Buying pre-owned gives access to discontinued references and avoids long waiting lists, but it puts the burden of checking on the buyer, or on the dealer you trust.',
        'Check that the serial and movement numbers correspond to the papers, that the dial and hands are correct for the reference, and that the case has not been over-polished. Papers are desirable but not essential: Patek Philippe can issue an Extract from the Archives confirming when a watch was made and sold. Ask about service history too; a recent service by the manufacturer is a real asset on a complicated watch.',
      ],
    },
    {
      heading: 'Care and Servicing',
      paragraphs: [
        'Patek Philippe services watches of any age, including historic pieces, and its restoration work is highly regarded. Mechanical watches generally need a full service every few years, depending on use; complicated pieces should always go to the manufacturer or a watchmaker with the right experience.',
        'Day to day, keep the watch away from strong magnetic fields, have the water resistance checked before swimming, and store it wound or on a winder if it carries a calendar complication, so that the date does not have to be reset by hand.',
      ],
    },
    {
      heading: 'Why Collectors Return to Patek Philippe',
      paragraphs: [
        'Collectors come back to Patek Philippe for the consistency of its finishing, the depth of its history and the way its watches hold their place in the market over time. Few houses combine so much tradition with such a small, carefully managed output.',
        'Every Patek Philippe we sell is inspected by our specialists and covered by our {warrantyMonths}-month warranty. If you are looking for a particular reference, our sourcing team can search for it privately.',
      ],
    },
  ],
  faq: [
    {
      id: 'patek-guide-faq-1',
      question: 'How much does a pre-owned Patek Philippe cost in the UK?',
      answer:
        'Prices start at about £20,000 for Calatrava and some Aquanaut references. Nautilus models, perpetual calendars and grand complications cost considerably more.',
    },
    {
      id: 'patek-guide-faq-2',
      question: 'Is a Patek Philippe without papers worth buying?',
      answer:
        "It can be, once authenticated. Papers add value, but Patek Philippe can issue an Extract from the Archives confirming a watch's production details, and the price should reflect what is missing.",
    },
    {
      id: 'patek-guide-faq-3',
      question: 'What does the suffix in a Patek Philippe reference mean?',
      answer:
        'It usually shows the case material (A steel, G white gold, J yellow gold, R rose gold, P platinum), followed by a number for the dial variant.',
    },
  ],
  relatedRoutes: ['/patek-philippe-nautilus', '/luxury-watch-investment'],
  ctas: [
    {label: 'View Collection', href: '/collections/patek-philippe'},
    {label: 'Contact Us', href: '/contact-us'},
  ],
};
