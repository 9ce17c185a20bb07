import type {Texts} from '../../types';
import type {references as en} from '../references';

export const references: Texts<typeof en> = {
  indexTitle: 'Marktpreise nach Referenz',
  indexIntro:
    'Jede Referenz, die wir geführt haben: was jetzt auf Lager ist, was verkauft wurde und zu welchem Preis.',
  indexMetaDescription:
    'Marktpreise für jede Uhrenreferenz, die {shopName} geführt hat: Verkaufspreise im Zeitverlauf, die letzten 24 Monate und der aktuelle Bestand.',
  searchLabel: 'Nach einer Referenz suchen',
  searchPlaceholder: 'z. B. 126610LN oder Nautilus',
  searchButton: 'Suchen',
  achievedInPounds:
    'Erzielte Preise sind in Pfund Sterling angegeben, der Währung, in der verkauft wurde.',
  searchResults: 'Referenzen zu „{text}“',
  searchNone: 'Keine Referenz passt zu „{text}“.',
  allReferences: 'Alle Referenzen',
  watchesHandled: 'Geführte Uhren: {n}',
  pageHeading: '{vendor} {reference}',
  pageKicker: 'Marktpreise',
  pageIntro:
    'Bisher {sold} verkauft und {stock} jetzt auf Lager: was diese Referenz bei uns in den letzten 24 Monaten erzielt hat, ihre Preise im Zeitverlauf und jeder Verkauf im Archiv.',
  metaTitle:
    '{vendor} {reference}: Marktpreise und Verkaufshistorie | {shopName}',
  metaDescription:
    '{model}: {sold} verkauft, {stock} auf Lager bei {shopName}. Preise im Zeitverlauf, die letzten 24 Monate und das Verkaufsarchiv.',
  facts: 'Daten',
  model: 'Modell',
  caseSize: 'Gehäusegröße',
  caseMaterial: 'Gehäusematerial',
  movement: 'Uhrwerk',
  years: 'Baujahre',
  inStock: 'Jetzt auf Lager',
  noStock: 'Derzeit keine auf Lager.',
  soldArchive: 'Verkaufsarchiv',
  noSold: 'Noch keine verkauft.',
  soldArchiveCaption: 'Jede verkaufte {reference}, die neueste zuerst',
  colSold: 'Verkauft',
  colPrice: 'Preis',
  colYear: 'Jahr',
  colCondition: 'Zustand',
  colBoxPapers: 'Box und Papiere',
  colWatch: 'Uhr',
  priceAchieved: 'erzielt',
  priceAsking: 'zuletzt verlangter Preis',
  notRecorded: 'Nicht erfasst',
  chartHeading: 'Preise im Zeitverlauf',
  chartSummary:
    'Jeder Punkt ist ein Verkauf: {n} Verkäufe von {from} bis {to}, zwischen {low} und {high}.',
  chartLegend:
    'Gefüllte Punkte: erzielter Preis; offene Punkte: zuletzt verlangter Preis.',
  chartTableCaption: 'Die Verkäufe im Diagramm, die ältesten zuerst',
  chartNone: 'Noch keine datierten Verkäufe für das Diagramm.',
  lastTwoYears: 'Letzte 24 Monate',
  statSold: 'Verkauft',
  statLowest: 'Niedrigster',
  statMedian: 'Median',
  statHighest: 'Höchster',
  lastTwoYearsNone: 'Keine Verkäufe in den letzten 24 Monaten.',
  productLine:
    'Marktpreise für {reference}: {n} verkauft seit {since}, {low}–{high}',
  productLineShort: 'Marktpreise für {reference}: {n} verkauft',
  productLineNone: 'Marktpreise für {reference}',
  notFoundTitle: 'Referenz nicht gefunden',
  notFoundText:
    'Zu dieser Referenz haben wir keine Einträge. Durchsuchen Sie die Referenzen, die wir geführt haben.',
};
