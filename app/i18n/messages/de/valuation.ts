import type {Texts} from '../../types';
import type {valuation as en} from '../valuation';

export const valuation: Texts<typeof en> = {
  heading: 'Sofortbewertung',
  intro:
    'Was wir in den letzten 24 Monaten für dieselbe Referenz erzielt haben, aus unseren eigenen Verkäufen. Ohne E-Mail-Adresse.',
  referenceLabel: 'Referenznummer',
  referenceHint:
    'Auf den Papieren oder zwischen den Bandanstößen, z. B. 126610LN oder 5711/1A-010',
  yearLabel: 'Baujahr',
  conditionLabel: 'Zustand',
  papersLabel: 'Box und Papiere',
  notSure: 'Weiß ich nicht',
  yearBefore2000: 'Vor 2000',
  year2000s: '2000–2009',
  year2010to2014: '2010–2014',
  year2015to2019: '2015–2019',
  year2020on: '2020 oder später',
  submit: 'Meine Uhr bewerten',
  submitting: 'Wird berechnet …',
  scaleSummary: 'So bewerten wir den Zustand',
  estimateHeading: 'Was die {reference} bei uns erzielt hat',
  rangeLabel: 'Mittlere Hälfte unserer Verkäufe',
  rangeExplain:
    'Aus {n} Verkäufen der letzten 24 Monate zum erzielten Preis: ein Viertel wurde günstiger, ein Viertel teurer verkauft.',
  adjustedLabel: 'Für eine Uhr wie Ihre',
  adjustedExplain:
    'Die mittlere Hälfte, verschoben um den Einfluss von Zustand sowie Box und Papieren in diesen Verkäufen.',
  effectMore:
    '{factor}: Uhren wie Ihre ({value}) erzielten {percent} mehr als die übrigen ({like} gegenüber {other} Verkäufen).',
  effectLess:
    '{factor}: Uhren wie Ihre ({value}) erzielten {percent} weniger als die übrigen ({like} gegenüber {other} Verkäufen).',
  effectSame:
    '{factor}: Uhren wie Ihre ({value}) erzielten dasselbe wie die übrigen ({like} gegenüber {other} Verkäufen).',
  effectTooFew:
    '{factor}: zu wenige Verkäufe für eine Aussage ({like} wie Ihre, {other} übrige; wir brauchen je 3), daher ist die Spanne dafür nicht angepasst.',
  factorCondition: 'Zustand',
  factorPapers: 'Box und Papiere',
  offerLabel: 'Unverbindliches Angebot',
  offerExplain:
    'Was wir für eine Uhr wie Ihre voraussichtlich bieten würden, bestätigt nach unserer Prüfung.',
  noOffer:
    'Dies sind Marktpreise, kein Angebot: Unser Angebot folgt auf die Prüfung Ihrer Uhr.',
  marketHistory: 'Marktpreise der {reference}',
  tooFewHeading: 'Zu wenige Verkäufe der {reference} für eine faire Spanne',
  tooFewText:
    'Wir haben in den letzten 24 Monaten {n} Verkäufe dieser Referenz zu einem veröffentlichten Preis; wir brauchen mindestens 3. Wir bewerten sie stattdessen persönlich.',
  unknownHeading: 'Keine Verkäufe von „{reference}“ verzeichnet',
  unknownText:
    'Diese Referenz haben wir noch nicht verkauft. Prüfen Sie die Nummer auf den Papieren oder am Gehäuse, oder lassen Sie uns die Uhr persönlich bewerten.',
  emptyReference:
    'Geben Sie die Referenznummer ein, um eine Bewertung zu erhalten.',
  unavailable:
    'Die Bewertung lässt sich gerade nicht berechnen. Senden Sie uns die Angaben zu Ihrer Uhr, und wir bewerten sie persönlich.',
  byHand: 'Persönliche Bewertung anfragen',
  sendValuation: 'Diese Bewertung mit Ihrer Uhr senden',
  carried: 'Ihre Bewertung der {reference} wird mit diesem Formular gesendet.',
  yourInputs: 'Ihre Uhr: {inputs}',
};
