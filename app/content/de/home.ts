import type {HomeContent} from '../contentTypes';

export const homeContentDe: HomeContent = {
  hero: {
    heading: 'Mit den Augen des Sammlers',
    subheading:
      'Gebrauchte Luxusuhren und Sammlerstücke von Rolex, Patek Philippe, Audemars Piguet und Richard Mille, ausgewählt und auf Echtheit geprüft von Spezialisten in Cheshire.',
    buyHref: '/products',
    slides: [
      {
        images: [
          {
            key: 'hero-1a',
            alt: 'Patek Philippe Nautilus mit blauem Zifferblatt am Stahlband in Nahaufnahme',
          },
          {
            key: 'hero-1b',
            alt: 'Audemars Piguet Royal Oak am Handgelenk mit achteckiger Lünette und Tapisserie-Zifferblatt',
          },
        ],
      },
      {
        images: [
          {
            key: 'hero-2a',
            alt: 'Rolex Cosmograph Daytona auf einem Uhrentablett aus Leder',
          },
          {
            key: 'hero-2b',
            alt: 'Tonneau-Gehäuse von Richard Mille aus Carbon mit skelettiertem Werk',
          },
        ],
      },
    ],
  },
  exploreByBrand: {
    heading: 'Nach Marke entdecken',
    cards: [
      {
        name: 'Patek Philippe',
        slug: 'patek-philippe',
        href: '/collections/patek-philippe',
        image: {
          key: 'brand-patek-philippe',
          alt: 'Zifferblatt einer Patek Philippe im Detail',
        },
        ctaLabel: 'MARKE ENTDECKEN',
      },
      {
        name: 'Rolex',
        slug: 'rolex',
        href: '/collections/rolex',
        image: {
          key: 'brand-rolex',
          alt: 'Oyster-Gehäuse und Armband von Rolex aus Edelstahl',
        },
        ctaLabel: 'MARKE ENTDECKEN',
      },
      {
        name: 'Richard Mille',
        slug: 'richard-mille',
        href: '/collections/richard-mille',
        image: {
          key: 'brand-richard-mille',
          alt: 'Richard Mille mit skelettiertem Zifferblatt',
        },
        ctaLabel: 'MARKE ENTDECKEN',
      },
      {
        name: 'Audemars Piguet',
        slug: 'audemars-piguet',
        href: '/collections/audemars-piguet',
        image: {
          key: 'brand-audemars-piguet',
          alt: 'Lünette der Audemars Piguet Royal Oak mit ihren acht Schrauben',
        },
        ctaLabel: 'MARKE ENTDECKEN',
      },
    ],
  },
  showcases: [
    {
      id: 'showcase-private-viewings',
      title: 'Private Besichtigungen',
      text: 'Sehen Sie sich eine Uhr persönlich an, bevor Sie sich entscheiden. Wir vereinbaren private Termine in London, Cheshire (Wilmslow) und Surrey – mit Zeit, Referenzen zu vergleichen, Armbänder anzupassen und über die Geschichte jedes Stücks zu sprechen.',
      slides: [
        {
          key: 'showcase-1a',
          alt: 'Eine Auswahl an Uhren, vorbereitet für eine private Besichtigung',
        },
        {
          key: 'showcase-1b',
          alt: 'Ein Kunde probiert bei einem Termin eine Sportuhr aus Edelstahl an',
        },
        {
          key: 'showcase-1c',
          alt: 'Ein Spezialist prüft ein Uhrwerk mit der Lupe',
        },
      ],
      cta: {label: 'Termin vereinbaren', href: '/contact-us'},
    },
    {
      id: 'showcase-collector-service',
      title: 'Ganz auf Sammler ausgerichtet',
      text: 'Ob Sie Ihre erste bedeutende Uhr kaufen oder eine gewachsene Sammlung um ein Traumstück ergänzen: Wir beraten Sie offen zu Zustand, Originalität und Wert. Jede Uhr ist auf Echtheit geprüft, durch unsere {warrantyMonths}-monatige Garantie abgesichert und wird voll versichert geliefert.',
      slides: [
        {
          key: 'showcase-2a',
          alt: 'Uhrenboxen und Papiere eines Full Sets',
        },
        {
          key: 'showcase-2b',
          alt: 'Nahaufnahme eines von Hand finissierten Uhrwerks durch einen Saphirglasboden',
        },
        {
          key: 'showcase-2c',
          alt: 'Eine Präsentationsbox wird für den versicherten Versand vorbereitet',
        },
      ],
      cta: {label: 'Mit einem Spezialisten sprechen', href: '/contact-us'},
    },
  ],
  socialFeed: {
    heading: 'Unsere Kollektion auf Instagram',
    text: 'Neuzugänge, Details und Geschichten aus dem Showroom – zuerst auf Instagram.',
    profileLabel: 'Folgen Sie uns auf Instagram',
    profileHref: '{instagramUrl}',
    posts: [
      {
        id: 'post-nautilus',
        caption:
          'Blau auf Stahl: eine Nautilus, frisch geprüft und bereit für ihren nächsten Besitzer.',
        image: {
          key: 'social-1',
          alt: 'Patek Philippe Nautilus vor dunklem Hintergrund',
        },
        href: '{instagramUrl}',
      },
      {
        id: 'post-royal-oak',
        caption:
          'Das Tapisserie-Zifferblatt aus nächster Nähe. Auch nach fünfzig Jahren sieht die Royal Oak aus wie keine andere Uhr.',
        image: {
          key: 'social-2',
          alt: 'Makroaufnahme eines Tapisserie-Zifferblatts von Audemars Piguet',
        },
        href: '{instagramUrl}',
      },
      {
        id: 'post-daytona',
        caption: 'Eine Daytona ergänzt die Kollektion – mit Box und Papieren.',
        image: {
          key: 'social-3',
          alt: 'Rolex Daytona neben ihrer Präsentationsbox',
        },
        href: '{instagramUrl}',
      },
      {
        id: 'post-richard-mille',
        caption:
          'Carbon, Titan und ein Werk, durch das man hindurchsehen kann. Ingenieurskunst fürs Handgelenk.',
        image: {
          key: 'social-4',
          alt: 'Richard Mille mit skelettiertem Uhrwerk',
        },
        href: '{instagramUrl}',
      },
      {
        id: 'post-wilmslow',
        caption:
          'Nachmittagstermine in Wilmslow. Besichtigungen sind die ganze Woche über möglich.',
        image: {
          key: 'social-5',
          alt: 'Uhren auf einem Besichtigungstisch in Cheshire',
        },
        href: '{instagramUrl}',
      },
      {
        id: 'post-lange',
        caption:
          'Neusilber, handgravierter Unruhkloben, gebläute Schrauben: Ein Lange-Werk belohnt jeden zweiten Blick.',
        image: {
          key: 'social-6',
          alt: 'Uhrwerk von A. Lange & Söhne durch den Glasboden',
        },
        href: '{instagramUrl}',
      },
    ],
  },
  faqHeading: 'Häufig gestellte Fragen',
};
