import type {ArticleDraft} from './articleDraft';

export const richardMilleFuture: ArticleDraft = {
  slug: 'richard-mille-future',
  route: '/richard-mille-future',
  title: 'The Future of Richard Mille: Materials, Innovation and the Market',
  description:
    'Where Richard Mille is heading: new materials, ultra-thin engineering, sporting partnerships and what they mean for collectors buying pre-owned today.',
  keywords: [
    'Richard Mille',
    'Richard Mille future',
    'Carbon TPT',
    'RM UP-01',
    'pre-owned Richard Mille',
    'Richard Mille investment',
  ],
  category: 'Richard Mille',
  datePublished: '2024-03-22',
  dateModified: '2024-03-22',
  readingMinutes: 15,
  heroImage: {
    key: 'article-rm-future-hero',
    alt: 'Richard Mille watch in Carbon TPT with a skeletonised movement',
  },
  sections: [
    {
      heading: 'A Young Brand With an Outsized Influence',
      paragraphs: [
        'Richard Mille presented its first watch in 2001. In little more than two decades it has gone from an outsider with an unusual proposition to one of the most influential names in high watchmaking. Its tonneau-shaped cases, skeletonised movements and extreme materials are instantly recognisable, and its prices on the secondary market regularly exceed those of houses founded centuries earlier.',
        'That success invites the obvious question: what comes next? A brand built on constant innovation cannot stand still, and a brand whose watches trade for six and seven figures has to protect the exclusivity that supports those prices. The future of Richard Mille depends on how it balances the two.',
      ],
    },
    {
      heading: 'Materials as the Engine of Innovation',
      paragraphs: [
        'More than any other watchmaker, Richard Mille has made materials science part of its identity. Carbon TPT, made from many thin layers of carbon fibre laid at shifting angles and bonded under heat and pressure, appeared in its cases in 2013 and gave them their now-familiar striated look. Quartz TPT, using layers of silica fibre, added colour, and the brand has since worked with graphene-enhanced composites, high-tech ceramics and titanium alloys.',
        'Sapphire is perhaps the most spectacular example. Machining a complete case from a block of sapphire takes hundreds of hours and carries a high rate of failure, which is why sapphire-cased Richard Mille watches are made in tiny numbers and are among the most expensive pieces the brand has produced. Expect this direction to continue: new composites and coloured sapphires are the most visible way the brand shows progress, and they keep older references from looking obsolete.',
        'For collectors, the lesson is that materials matter to value. A watch in a material that was new and difficult at the time of its release, and was made in small numbers, tends to hold its appeal better than one in a material the brand later used widely.',
      ],
    },
    {
      heading: 'Thinner, Lighter, More Complicated',
      paragraphs: [
        "Richard Mille's watches were once defined by their size, but the brand has spent recent years proving it can also work at the other extreme. In 2022 it presented the RM UP-01 Ferrari, a hand-wound watch only 1.75 mm thick, built to survive shocks that would defeat most ultra-thin designs. It was a clear signal that the brand's engineering ambitions extend well beyond large tourbillons.",
        'Weight has always been an obsession. Watches made for tennis players, such as those worn by Rafael Nadal, weigh only a few tens of grams with the strap, yet survive the violent accelerations of a professional match. At the same time, the brand has developed its own in-house movements, including an automatic flyback chronograph calibre, reducing its dependence on outside suppliers while continuing to collaborate with specialist movement makers on its most complicated pieces.',
      ],
    },
    {
      heading: 'Sport, Partnerships and Visibility',
      paragraphs: [
        "No luxury watch brand has used sport as effectively. Richard Mille's partners include tennis players, golfers, athletes, sailors and Formula 1 teams, and many of them wear the watches while competing. It is a demanding form of marketing: a watch that fails on court or on track would be a very public embarrassment, so the partnerships double as a testing programme.",
        "The brand's partnership with Ferrari, announced in 2021, and its earlier work with McLaren have tied it closely to motor racing, where its founder's fascination with engineering began. These relationships produce limited editions that are often the most keenly sought by collectors, because they combine a recognisable story with very small production numbers.",
        "The women's collections deserve attention too. Richard Mille has developed a distinct range of watches for women, with colourful materials, gem-setting and playful complications, and it has been one of the brand's fastest-growing areas. That broadens its base of collectors well beyond sports enthusiasts.",
      ],
    },
    {
      heading: 'Scarcity and the Secondary Market',
      paragraphs: [
        'Richard Mille makes only around 5,000 watches a year, and it allocates them carefully. Demand exceeds supply for most references, which is why the pre-owned market is where many collectors buy. Pre-owned prices start from about £80,000, while tourbillons, limited editions and sapphire pieces can exceed £1 million.',
        "Like much of the luxury watch market, Richard Mille prices rose very quickly in 2021 and early 2022, then softened. The most desirable references have remained well above their original retail prices, but the correction was a reminder that these are objects of passion first. The brand's discipline on production volumes is its strongest defence of value, and so far it has shown no sign of abandoning it.",
      ],
    },
    {
      heading: 'Family, Independence and Succession',
      paragraphs: [
        'Richard Mille was founded by Richard Mille together with Dominique Guenat, whose family business in Les Breuleux, in the Swiss Jura, makes the watches. The brand remains independent, although Audemars Piguet, whose movement specialists in Le Locle have developed some of its most complex calibres, holds a minority stake.',
        "Members of the founder's family now hold senior roles, and the brand has built a management team to carry it beyond its founder's direct involvement. For collectors, continuity matters: the consistent design language and the controlled output are what make older references as desirable as new ones.",
      ],
    },
    {
      heading: 'What This Means for Buyers Today',
      paragraphs: [
        'If you are considering a Richard Mille, decide first what matters to you: a particular partnership, a complication, a material or simply the look on the wrist. Then buy the best example you can, with its full set of documents and a clear service history. These watches are complex, and authentication needs real expertise: cases, screws, movement architecture and finishing all have to be checked.',
        'Every Richard Mille we sell is inspected in depth by our specialists and covered by our {warrantyMonths}-month warranty. If you are thinking of selling, we can give you a valuation based on current market data. And if the piece you want is not in our collection, our sourcing team can approach collectors privately on your behalf.',
        'Think also about how you will wear the watch. Richard Mille pieces are made to be worn hard, and a watch that is used and serviced properly keeps its appeal. Keep the documents, service records and any accessories together, because they will matter when you eventually sell or pass the watch on.',
      ],
    },
  ],
  faq: [
    {
      id: 'rm-future-faq-1',
      question: 'How many watches does Richard Mille make each year?',
      answer:
        'Production is estimated at around 5,000 watches a year, which is one reason demand for most references exceeds supply.',
    },
    {
      id: 'rm-future-faq-2',
      question: 'What is Carbon TPT?',
      answer:
        'A composite made from many ultra-thin layers of carbon fibre laid at shifting angles and bonded under heat and pressure. It is light, very strong and gives Richard Mille cases their striped appearance.',
    },
    {
      id: 'rm-future-faq-3',
      question: 'How much is a pre-owned Richard Mille worth?',
      answer:
        'Pre-owned Richard Mille watches start from about £80,000, and rare pieces can exceed £1 million. Contact us for a valuation of a specific watch.',
    },
  ],
  // The old site related this article to /blog/9 and /blog/10, which never existed
  // (only /blog/4 has a post), so we link the equivalent articles instead.
  relatedRoutes: ['/richard-mille-evolution', '/audemars-piguet-royal-oak'],
  ctas: [
    {label: 'View Collection', href: '/collections/richard-mille'},
    {label: 'Get Valuation', href: '/contact-us'},
  ],
};
