import type {InsuranceContent} from '../contentTypes';

export const insuranceContentDe: InsuranceContent = {
  hero: {
    heading: 'Versicherung für Ihre Uhr',
    subheading:
      'Optionaler Schutz durch einen regulierten Versicherer, abschließbar ab dem Tag, an dem Ihre Uhr ankommt.',
    image: {
      key: 'insurance-hero',
      alt: 'Eine Uhr am Handgelenk, im Freien fotografiert',
    },
  },
  intro: [
    'Eine feine Uhr ist zum Tragen gemacht – und sie trägt sich leichter, wenn Sie wissen, dass sie geschützt ist. Wenn Sie eine Uhr bei {shopName} kaufen, können Sie eine Einladung zu einer optionalen Versicherung anfordern, die speziell für Uhren und Schmuck entwickelt wurde.',
    'Die Police wird von einem unabhängigen, regulierten Versicherer angeboten. Sie sehen Bedingungen und Prämie, bevor Sie sich entscheiden, und können den Schutz in wenigen Minuten online aktivieren.',
  ],
  disclosure:
    '{shopName} ist kein Versicherungsmakler und berät nicht zu Versicherungen. Die Versicherung ist freiwillig, wird von einem regulierten Drittversicherer angeboten und verwaltet, und jede Police ist ein Vertrag zwischen Ihnen und diesem Versicherer. Bitte lesen Sie die Versicherungsunterlagen sorgfältig, bevor Sie den Schutz aktivieren.',
  coverHighlights: [
    {
      title: 'Freiwillig',
      text: 'Eine Versicherung hat keinen Einfluss auf Preis, Garantie oder Lieferung Ihrer Uhr.',
    },
    {
      title: 'Für Uhren gemacht',
      text: 'Die Policen decken in der Regel versehentliche Beschädigung, Verlust und Diebstahl ab, zu Hause und auf Reisen, im Rahmen der Bedingungen des Versicherers.',
    },
    {
      title: 'Digital',
      text: 'Einladung, Aktivierung und Unterlagen – alles online.',
    },
    {
      title: 'Direkt',
      text: 'Schadensmeldungen und Fragen zum Versicherungsschutz gehen direkt an den Versicherer.',
    },
  ],
  guideHeading: 'So funktioniert es',
  guide: [
    {
      id: 'choose',
      title: 'Uhr auswählen',
      text: 'Finden Sie Ihre Wunschuhr in unserer Kollektion, oder lassen Sie sie von uns suchen.',
    },
    {
      id: 'request',
      title: 'Einladung anfordern',
      text: 'Sagen Sie uns beim Kauf, dass Sie eine Einladung zur Versicherung wünschen. Mit Ihrer Zustimmung geben wir Ihre Daten an den Versicherer weiter.',
    },
    {
      id: 'activate',
      title: 'Digital aktivieren',
      text: 'Der Versicherer sendet Ihnen einen sicheren Link. Prüfen Sie Bedingungen und Prämie und aktivieren Sie Ihre Police online.',
    },
    {
      id: 'enjoy',
      title: 'Ihre Uhr genießen',
      text: 'Tragen Sie sie unbesorgt – der Versicherungsschutz gilt ab dem Datum, das Sie wählen.',
    },
  ],
  links: [
    {label: 'Kontakt', href: '/contact-us'},
    {label: 'Uhren ansehen', href: '/products'},
    {label: 'Uhrensuche', href: '/sourcing'},
    {label: 'Allgemeine Geschäftsbedingungen', href: '/terms'},
    {label: 'Über uns', href: '/about'},
  ],
};
