import type {Locale} from '~/i18n/locale';
import type {SourcingContent, SourcingTexts} from './contentTypes';
import {sourcingPartsDe} from './de/sourcing';

export const sourcingContent: SourcingContent = {
  texts: {
    title: {
      en: 'Sourcing A Watch Privately For You',
      de: 'Wir suchen Ihre Uhr diskret für Sie',
    },
    subtitle: {
      en: 'The watch you want, found through a trusted network and checked by our specialists.',
      de: 'Die Uhr, die Sie suchen, gefunden über ein vertrauenswürdiges Netzwerk und von unseren Spezialisten geprüft.',
    },
    description: {
      en: 'Some of the most desirable watches never reach a shop window. Tell us the reference, dial, year and condition you are looking for, and we will search for it on your behalf. Valuations and the initial search are free, and most requests are completed within 2 to 4 weeks.',
      de: 'Einige der begehrtesten Uhren gelangen nie in ein Schaufenster. Nennen Sie uns Referenz, Zifferblatt, Jahrgang und Zustand, die Sie suchen, und wir übernehmen die Suche für Sie. Bewertungen und die erste Suche sind kostenlos, und die meisten Anfragen sind innerhalb von 2 bis 4 Wochen abgeschlossen.',
    },
    network: {
      en: 'Our network spans private collectors, established dealers and trusted partners in the UK, Europe, the Middle East and Asia. Because many watches change hands privately, we can often reach pieces that are never advertised.',
      de: 'Unser Netzwerk umfasst private Sammler, etablierte Händler und vertrauenswürdige Partner im Vereinigten Königreich, in Europa, im Nahen Osten und in Asien. Da viele Uhren privat den Besitzer wechseln, erreichen wir oft Stücke, die nie öffentlich angeboten werden.',
    },
    process: {
      en: 'We agree your brief, send a first shortlist within 24 to 72 hours, and authenticate the watch you choose before any money changes hands. Our commission is disclosed upfront and charged only if we secure the watch and you decide to proceed.',
      de: 'Wir stimmen Ihre Wünsche mit Ihnen ab, senden Ihnen innerhalb von 24 bis 72 Stunden eine erste Auswahl und prüfen die gewählte Uhr auf Echtheit, bevor Geld fließt. Unsere Provision nennen wir Ihnen im Voraus; sie fällt nur an, wenn wir die Uhr sichern und Sie sich für den Kauf entscheiden.',
    },
  },
  hero: {
    image: {
      key: 'sourcing-hero',
      alt: 'A collector comparing two watches side by side',
    },
    ctaLabel: 'CONTACT US',
  },
  steps: [
    {
      id: 'advise',
      title: 'ADVISE',
      text: 'We start with a conversation about what you want and why: reference, dial, year, condition, completeness and budget. We will tell you honestly what is realistic and what the market is paying.',
    },
    {
      id: 'source',
      title: 'SOURCE',
      text: 'We search our network of collectors and dealers and send a shortlist, usually within 24 to 72 hours, with photographs, condition notes and a price for each option.',
    },
    {
      id: 'authenticate',
      title: 'AUTHENTICATE',
      text: 'The watch you choose is inspected by our specialists before purchase, then delivered fully insured. It is covered by our {warrantyMonths}-month warranty, as with every watch we sell.',
    },
  ],
  whyHeading: 'Why Work With Us?',
  whyPoints: [
    {
      title: 'Free to start',
      text: 'Valuations and the initial search cost nothing. You only pay commission if we secure a watch and you choose to proceed.',
    },
    {
      title: 'Clear fees',
      text: 'Our commission is disclosed upfront, before you commit to anything.',
    },
    {
      title: 'A wide private network',
      text: 'Collectors and dealers across the UK, Europe, the Middle East and Asia, many of them trading privately.',
    },
    {
      title: 'Expert authentication',
      text: 'Every sourced watch is inspected by our specialists before you pay for it.',
    },
    {
      title: 'Secure delivery',
      text: 'Fully insured shipping by specialist carriers, or collection by appointment in London, Cheshire (Wilmslow) or Surrey.',
    },
  ],
  recentlySourcedHeading: 'Recently Sourced',
  recentlySourced: [
    {
      id: 'sourced-nautilus-5711',
      image: {
        key: 'sourced-1',
        alt: 'Patek Philippe Nautilus 5711/1A with blue dial',
      },
      brand: 'Patek Philippe',
      reference: '5711/1A-010',
      title: 'Nautilus Blue Dial',
    },
    {
      id: 'sourced-royal-oak-15202',
      image: {
        key: 'sourced-2',
        alt: 'Audemars Piguet Royal Oak Jumbo Extra-Thin in steel',
      },
      brand: 'Audemars Piguet',
      reference: '15202ST.OO.1240ST.01',
      title: 'Royal Oak Jumbo Extra-Thin',
    },
    {
      id: 'sourced-daytona-116500',
      image: {
        key: 'sourced-3',
        alt: 'Rolex Cosmograph Daytona with white dial and black ceramic bezel',
      },
      brand: 'Rolex',
      reference: '116500LN',
      title: 'Cosmograph Daytona White Dial',
    },
    {
      id: 'sourced-rm-035',
      image: {key: 'sourced-4', alt: 'Richard Mille RM 035 in Carbon TPT'},
      brand: 'Richard Mille',
      reference: 'RM 035-02',
      title: 'RM 035-02 Rafael Nadal',
    },
  ],
  enquiry: {productSku: 'SOURCING', productTitle: 'Watch Sourcing'},
};

/** The sourcing texts in one language; every text exists in English and German. */
export function sourcingTexts(locale: 'en' | 'de'): SourcingTexts {
  const t = sourcingContent.texts;
  return {
    title: t.title[locale],
    subtitle: t.subtitle[locale],
    description: t.description[locale],
    network: t.network[locale],
    process: t.process[locale],
  };
}

export const sourcingDe: SourcingTexts = sourcingTexts('de');

/** The whole sourcing page in one language. */
export function sourcingContentIn(locale: Locale): SourcingContent {
  return locale === 'de'
    ? {texts: sourcingContent.texts, ...sourcingPartsDe}
    : sourcingContent;
}
