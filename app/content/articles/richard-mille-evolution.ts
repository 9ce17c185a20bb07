import type {ArticleDraft} from './articleDraft';

export const richardMilleEvolution: ArticleDraft = {
  slug: 'richard-mille-evolution',
  route: '/richard-mille-evolution',
  title: 'The Evolution of Richard Mille: From the RM 001 to Today',
  description:
    'How Richard Mille grew from the RM 001 Tourbillon of 2001 into a force in high watchmaking: its philosophy, landmark models and collecting advice.',
  keywords: [
    'Richard Mille history',
    'RM 001',
    'RM 011',
    'RM 027',
    'Richard Mille models',
    'Richard Mille UK',
  ],
  category: 'Richard Mille',
  datePublished: '2024-03-24',
  dateModified: '2024-03-24',
  readingMinutes: 12,
  heroImage: {
    key: 'article-rm-evolution-hero',
    alt: 'Several Richard Mille tonneau watches in different materials',
  },
  sections: [
    {
      heading: 'A Racing Machine on the Wrist',
      paragraphs: [
        'Richard Mille spent years in the watch and jewellery industry before launching his own brand, and he set out with an unusually clear brief: build a watch the way a racing car is built, with no compromise on technology, materials or weight, and no concession to tradition for its own sake. The price would follow from the engineering, not the other way round.',
        "The first result, the RM 001 Tourbillon, was presented in 2001. Its movement was visible through a skeletonised dial, mounted on a baseplate designed for rigidity, and housed in the curved tonneau case that became the brand's signature. It was made in very small numbers and set the tone for everything that followed.",
      ],
    },
    {
      heading: 'The Case and the Movement as One Design',
      paragraphs: [
        'From the start, Richard Mille treated the case and movement as parts of a single structure. The tonneau case is built from three sections, a bezel, a middle and a back, held together with spline screws and sealed with gaskets, which makes it extremely rigid while allowing complex shapes.',
        'Inside, the brand moved away from traditional brass plates towards baseplates in grade 5 titanium and later carbon composites, chosen for strength and lightness. Variable-inertia balances, fast-rotating barrels and function selectors, which let the wearer choose between winding, setting the time and neutral through a push-piece, became recurring features. The architecture is always on show: skeletonisation is not only decoration but a way of demonstrating the engineering.',
      ],
    },
    {
      heading: 'Landmark Models',
      paragraphs: [
        "The RM 011, introduced in 2007 and associated with the racing driver Felipe Massa, brought an automatic flyback chronograph with annual calendar to a wider audience and became one of the brand's best-known watches. In 2010 the RM 027 Tourbillon, made for Rafael Nadal, weighed under 20 grams with its strap and was worn by him in competition, proving that a tourbillon could survive the shocks of professional tennis.",
        'Other milestones followed quickly: the RM 030 with a declutchable rotor that disengages when the mainspring is fully wound; sapphire-cased pieces such as the RM 056; the ultra-slim RM 67-01 automatic; and the RM 35 series for Nadal in Carbon TPT and Quartz TPT. Each introduced an idea that later spread across the collection.',
        "What links these watches is a willingness to treat each new model as an engineering problem. A watch for a golfer has to withstand the violent shock of a swing; a watch for a sailor must resist salt and pressure; a watch for a racing driver must be light and legible at a glance. The answers to those problems have shaped the brand's technical vocabulary.",
      ],
    },
    {
      heading: 'Materials Take Centre Stage',
      paragraphs: [
        'In its early years the brand used titanium, gold and platinum. From the late 2000s it increasingly turned to materials from aerospace and motor racing, including ceramics, carbon nanotube composites and, from 2013, Carbon TPT. Quartz TPT brought colour, and later experiments included graphene-enhanced composites.',
        'These materials changed how Richard Mille watches look as well as how they perform. The striated texture of Carbon TPT is now as recognisable as the tonneau shape, and coloured composites have given the brand a playfulness that sets it apart from its more traditional peers.',
      ],
    },
    {
      heading: 'Growth and In-House Movements',
      paragraphs: [
        "For much of its history Richard Mille relied on specialist partners for movements, most notably Audemars Piguet's complications workshop in Le Locle, alongside its own development work. Over time the brand has brought more movement design and manufacture in-house, culminating in calibres such as the automatic flyback chronograph of the RM 72-01, presented in 2020.",
        'Production has stayed small, estimated at around 5,000 watches a year, even as demand has multiplied. That restraint is a large part of why pre-owned prices start from about £80,000 and why rare pieces can exceed £1 million.',
      ],
    },
    {
      heading: 'Watches for Women',
      paragraphs: [
        "Richard Mille has taken its watches for women as seriously as its sports pieces. Models such as the RM 07-01 brought the brand's engineering to a more delicate case, with gem-setting, carved dials and colourful materials, while later collections experimented with unusual complications, themes and finishes.",
        'These watches have become an important and fast-growing part of the brand, and they are increasingly collected in their own right. Their prices on the secondary market reflect the same scarcity as the rest of the range.',
      ],
    },
    {
      heading: 'Collecting Richard Mille Today',
      paragraphs: [
        'The best place to begin is with the families that define the brand: the RM 011 and its successors for chronograph lovers, the RM 035 line for lightweight sports watches, and the RM 67 for those who prefer something slimmer. Limited editions for partners carry a premium, as do watches in materials the brand used only briefly.',
        'Authentication is essential. Our specialists examine the case construction and numbering, the screws, the materials, the movement and its finishing, and the accompanying documents before any Richard Mille is listed. Every one we sell is covered by our {warrantyMonths}-month warranty and delivered fully insured.',
      ],
    },
  ],
  faq: [
    {
      id: 'rm-evolution-faq-1',
      question: 'What was the first Richard Mille watch?',
      answer:
        "The RM 001 Tourbillon, presented in 2001, with a skeletonised movement in the tonneau case that became the brand's signature.",
    },
    {
      id: 'rm-evolution-faq-2',
      question: 'Why are Richard Mille watches so light?',
      answer:
        'The brand uses titanium, carbon composites such as Carbon TPT and light movement baseplates, and designs case and movement together to save weight without losing strength.',
    },
    {
      id: 'rm-evolution-faq-3',
      question: 'Which Richard Mille should I buy first?',
      answer:
        'Many collectors start with a time-only or chronograph model from the RM 011, RM 035 or RM 67 families. We are happy to talk through the options and your budget.',
    },
  ],
  relatedRoutes: ['/richard-mille-future', '/audemars-piguet-legacy'],
  ctas: [
    {label: 'View Collection', href: '/collections/richard-mille'},
    {label: 'Contact Us', href: '/contact-us'},
  ],
};
