import type {SellContent} from '../contentTypes';

export const sellContentDe: SellContent = {
  hero: {
    heading: 'Ihre Uhr verkaufen',
    subheading:
      'Ein faires Angebot, ein klarer Ablauf und schnelle Bezahlung. Erzählen Sie uns von Ihrer Uhr – wir antworten innerhalb von 24 Stunden.',
    image: {
      key: 'sell-hero',
      alt: 'Ein Spezialist begutachtet eine Luxusuhr an seinem Schreibtisch',
    },
    ctaLabel: 'Bewertung anfordern',
  },
  whySell: {
    heading: 'Warum bei uns verkaufen?',
    points: [
      {
        title: 'Angebote nach Marktlage',
        text: 'Wir bewerten jede Uhr anhand aktueller Verkäufe im Vereinigten Königreich und international. So spiegelt unser Angebot wider, was sie heute tatsächlich wert ist.',
      },
      {
        title: 'Schnelle, sichere Zahlung',
        text: 'Direktankäufe bezahlen wir noch am selben Tag per Banküberweisung, Kommissionsverkäufe innerhalb eines Werktags nach Zahlungseingang des Käufers.',
      },
      {
        title: 'Spezialisten statt Zwischenhändler',
        text: 'Sie sprechen direkt mit Menschen, die täglich mit Rolex, Patek Philippe, Audemars Piguet und Richard Mille arbeiten.',
      },
      {
        title: 'Persönlich oder per Versand',
        text: 'Bringen Sie Ihre Uhr zu einem Termin in London, Cheshire (Wilmslow) oder Surrey, oder lassen Sie sie voll versichert bei Ihnen abholen.',
      },
      {
        title: 'Diskretion',
        text: 'Ihre Daten und Ihre Uhr werden vertraulich behandelt. Wir veröffentlichen nie, von wem eine Uhr stammt.',
      },
    ],
  },
  optionsHeading: 'Drei Wege zum Verkauf',
  options: [
    {
      id: 'outright',
      name: 'Direktankauf',
      summary:
        'Der schnellste Weg: Wir kaufen Ihre Uhr selbst und bezahlen Sie noch am selben Tag.',
      points: [
        'Schriftliches, unverbindliches Angebot nach der Prüfung',
        'Zahlung per Banküberweisung am selben Tag, sobald der Verkauf vereinbart ist',
        'Keine Einstellgebühren, kein Warten auf einen Käufer',
      ],
      enquirySubject: 'Sell Your Watch - Outright Purchases',
    },
    {
      id: 'consignment',
      name: 'Kommissionsverkauf',
      summary:
        'Oft der höchste Erlös: Wir bieten Ihre Uhr unseren Kunden und unserem Netzwerk an, und sie bleibt bis zum Verkauf Ihr Eigentum.',
      points: [
        'Zielpreis und Provision vorab schriftlich vereinbart',
        'Kostenlose Versicherung im ersten Monat, solange wir Ihre Uhr verwahren',
        'Auszahlung innerhalb eines Werktags nach Zahlungseingang des Käufers',
        'Sechs Monate kostenlose Tresorverwahrung, begrenzt auf eine Uhr pro Kunde',
      ],
      enquirySubject: 'Sell Your Watch - Consignment Sales',
    },
    {
      id: 'part-exchange',
      name: 'Inzahlungnahme',
      summary:
        'Geben Sie Ihre Uhr in Zahlung – für eine andere aus unserer Kollektion oder für eine, die wir für Sie suchen.',
      points: [
        'Ihre Uhr wird nach denselben Maßstäben bewertet wie beim Direktankauf',
        'Der Wert wird auf Ihre nächste Uhr angerechnet, Sie zahlen nur die Differenz',
        'Ein Termin oder ein versicherter Versand für beide Uhren',
      ],
      enquirySubject: 'Sell Your Watch - Part Exchange',
    },
  ],
  howItWorks: {
    heading: 'So funktioniert es',
    steps: [
      {
        id: 'step-details',
        title: 'Erzählen Sie uns von Ihrer Uhr',
        text: 'Nennen Sie uns Marke, Modell, Referenz und Zustand, gern mit Fotos. Innerhalb von 24 Stunden erhalten Sie eine erste Bewertung.',
      },
      {
        id: 'step-inspection',
        title: 'Prüfung',
        text: 'Besuchen Sie uns nach Vereinbarung oder lassen Sie die Uhr voll versichert abholen. Unsere Spezialisten prüfen die Echtheit und bestätigen das endgültige Angebot schriftlich.',
      },
      {
        id: 'step-payment',
        title: 'Bezahlung',
        text: 'Nehmen Sie das Angebot an, und wir zahlen per Banküberweisung: beim Direktankauf am selben Tag, beim Kommissionsverkauf innerhalb eines Werktags nach dem Verkauf.',
      },
    ],
  },
  testimonialsHeading: 'Das sagen unsere Verkäufer',
  testimonials: [
    {
      id: 'sell-review-1',
      name: 'Daniel H.',
      location: 'Manchester',
      rating: 5,
      review:
        'Ich habe meine Submariner direkt verkauft. Das Angebot entsprach genau der Schätzung anhand meiner Fotos, und das Geld war auf meinem Konto, bevor ich zu Hause war.',
    },
    {
      id: 'sell-review-2',
      name: 'Priya S.',
      location: 'London',
      rating: 5,
      review:
        'Die Kommission meiner Royal Oak verlief völlig unkompliziert. Preis und Provision wurden zu Beginn schriftlich festgehalten, und ich wurde bis zum Verkauf auf dem Laufenden gehalten.',
    },
    {
      id: 'sell-review-3',
      name: 'Mark T.',
      location: 'Guildford, Surrey',
      rating: 5,
      review:
        'Ich habe eine Datejust für eine Aquanaut in Zahlung gegeben. Faire Bewertung, kein Druck, und beide Uhren wurden bei einem einzigen Besuch abgewickelt.',
    },
  ],
  formIntro:
    'Erzählen Sie uns von Ihrer Uhr. Ein Spezialist antwortet innerhalb von 24 Stunden mit einer ersten Bewertung.',
};
