import type {SportsworldContent} from '../contentTypes';

export const sportsworldContentDe: SportsworldContent = {
  hero: {
    heading: '{shopName} x Sportsworld',
    subheading:
      'Eine Concierge-Partnerschaft, die Sammleruhren in die Welt des Spitzensports und Lifestyles bringt.',
    image: {
      key: 'sportsworld-hero',
      alt: 'Eine Sportuhr am Handgelenk eines Athleten auf dem Trainingsgelände',
    },
  },
  intro:
    'Sportsworld ist ein Lifestyle-Medienunternehmen, das mit Athleten, Vereinen und Marken zusammenarbeitet. Gemeinsam bieten wir einen privaten Uhren-Concierge: Zugang zu seltenen Stücken, ehrliche Beratung und einen diskreten Service für Menschen, deren Terminkalender wenig Raum zum Einkaufen lässt.',
  benefits: [
    {
      id: 'for-clients',
      title: 'Für Kunden',
      points: [
        'Ein persönlicher Ansprechpartner für Kauf, Verkauf und Suche von Uhren',
        'Private Besichtigungen, abgestimmt auf Training, Reisen und Spieltage',
        'Zugang zu Stücken aus unserem privaten Netzwerk, die nie öffentlich angeboten werden',
        'Jede Uhr auf Echtheit geprüft und durch unsere {warrantyMonths}-monatige Garantie abgesichert',
      ],
    },
    {
      id: 'for-brand-partners',
      title: 'Für Markenpartner',
      points: [
        'Kontakt zu einem engagierten Publikum aus Sammlern und Athleten',
        'Redaktionelle Beiträge und Inhalte, gemeinsam mit Sportsworld produziert',
        'Gemeinsame Veranstaltungen und private Präsentationen',
      ],
    },
    {
      id: 'how-it-works',
      title: 'So funktioniert es',
      points: [
        'Nehmen Sie über Sportsworld oder direkt mit uns Kontakt auf',
        'Sagen Sie uns, was Sie suchen oder verkaufen möchten',
        'Wir beraten, suchen und prüfen die Echtheit und liefern voll versichert',
      ],
    },
  ],
  concierge: {
    heading: 'Eine Concierge-Partnerschaft',
    paragraphs: [
      'Sportsworld bringt die Beziehungen und das Storytelling ein, wir die Uhren und die Expertise. Das Ergebnis ist ein Service für Kunden, denen Zeit und Privatsphäre ebenso viel bedeuten wie die Uhr selbst.',
      'Ob die erste Rolex, eine Royal Oak zu einem besonderen Anlass oder eine Richard Mille, wie sie ein Lieblingsathlet trägt: Wir übernehmen Suche, Prüfung und Lieferung und behandeln den gesamten Vorgang vertraulich.',
    ],
  },
  socialFeed: {
    heading: 'Aus unserem Feed',
    text: 'Uhren, Athleten und Blicke hinter die Kulissen der Partnerschaft.',
    profileHref: '{instagramUrl}',
  },
  links: [
    {label: 'Uhren kaufen', href: '/products'},
    {label: 'Rolex-Kollektion', href: '/collections/rolex'},
    {label: 'Uhrensuche', href: '/sourcing'},
    {label: 'Kontakt', href: '/contact-us'},
    {label: 'Signature-Zeitmesser', href: '/holy-grails'},
    {label: 'Journal', href: '/blog'},
  ],
  chatLink: {
    label: 'Schreiben Sie uns auf WhatsApp',
    message:
      'Guten Tag, ich interessiere mich für den Uhren-Concierge von Sportsworld.',
  },
};
