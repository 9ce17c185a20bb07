import type {SourcingContent} from '../contentTypes';

/** The sourcing page's German parts; its five bilingual texts live beside the English ones. */
export const sourcingPartsDe: Omit<SourcingContent, 'texts'> = {
  hero: {
    image: {
      key: 'sourcing-hero',
      alt: 'Ein Sammler vergleicht zwei Uhren nebeneinander',
    },
    ctaLabel: 'KONTAKT',
  },
  steps: [
    {
      id: 'advise',
      title: 'BERATEN',
      text: 'Am Anfang steht ein Gespräch darüber, was Sie suchen und warum: Referenz, Zifferblatt, Jahrgang, Zustand, Vollständigkeit und Budget. Wir sagen Ihnen ehrlich, was realistisch ist und was der Markt derzeit zahlt.',
    },
    {
      id: 'source',
      title: 'SUCHEN',
      text: 'Wir durchsuchen unser Netzwerk aus Sammlern und Händlern und senden Ihnen eine Auswahl, meist innerhalb von 24 bis 72 Stunden – mit Fotos, Zustandsbeschreibung und einem Preis für jede Option.',
    },
    {
      id: 'authenticate',
      title: 'PRÜFEN',
      text: 'Die Uhr Ihrer Wahl wird vor dem Kauf von unseren Spezialisten geprüft und anschließend voll versichert geliefert. Wie jede Uhr, die wir verkaufen, ist sie durch unsere {warrantyMonths}-monatige Garantie abgesichert.',
    },
  ],
  whyHeading: 'Warum mit uns arbeiten?',
  whyPoints: [
    {
      title: 'Kostenloser Start',
      text: 'Bewertungen und die erste Suche kosten nichts. Eine Provision zahlen Sie nur, wenn wir eine Uhr sichern und Sie sich für den Kauf entscheiden.',
    },
    {
      title: 'Klare Gebühren',
      text: 'Unsere Provision nennen wir Ihnen im Voraus, bevor Sie sich zu irgendetwas verpflichten.',
    },
    {
      title: 'Ein großes privates Netzwerk',
      text: 'Sammler und Händler im Vereinigten Königreich, in Europa, im Nahen Osten und in Asien, viele davon im privaten Handel.',
    },
    {
      title: 'Fachkundige Echtheitsprüfung',
      text: 'Jede gesuchte Uhr wird von unseren Spezialisten geprüft, bevor Sie dafür bezahlen.',
    },
    {
      title: 'Sichere Lieferung',
      text: 'Voll versicherter Versand durch spezialisierte Transportdienste oder Abholung nach Vereinbarung in London, Cheshire (Wilmslow) oder Surrey.',
    },
  ],
  recentlySourcedHeading: 'Zuletzt für Kunden gefunden',
  recentlySourced: [
    {
      id: 'sourced-nautilus-5711',
      image: {
        key: 'sourced-1',
        alt: 'Patek Philippe Nautilus 5711/1A mit blauem Zifferblatt',
      },
      brand: 'Patek Philippe',
      reference: '5711/1A-010',
      title: 'Nautilus, blaues Zifferblatt',
    },
    {
      id: 'sourced-royal-oak-15202',
      image: {
        key: 'sourced-2',
        alt: 'Audemars Piguet Royal Oak Jumbo Extra-Thin in Edelstahl',
      },
      brand: 'Audemars Piguet',
      reference: '15202ST.OO.1240ST.01',
      title: 'Royal Oak Jumbo Extra-Thin',
    },
    {
      id: 'sourced-daytona-116500',
      image: {
        key: 'sourced-3',
        alt: 'Rolex Cosmograph Daytona mit weißem Zifferblatt und schwarzer Keramiklünette',
      },
      brand: 'Rolex',
      reference: '116500LN',
      title: 'Cosmograph Daytona, weißes Zifferblatt',
    },
    {
      id: 'sourced-rm-035',
      image: {key: 'sourced-4', alt: 'Richard Mille RM 035 aus Carbon TPT'},
      brand: 'Richard Mille',
      reference: 'RM 035-02',
      title: 'RM 035-02 Rafael Nadal',
    },
  ],
  enquiry: {productSku: 'SOURCING', productTitle: 'Watch Sourcing'},
};
