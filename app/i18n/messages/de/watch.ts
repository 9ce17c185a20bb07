import type {Texts} from '../../types';
import type {watch as en} from '../watch';

export const watch: Texts<typeof en> = {
  statusAvailable: 'Verfügbar',
  statusOnRequest: 'Auf Anfrage verfügbar',
  statusSold: 'Kürzlich verkauft',
  statusReserved: 'Reserviert',
  statusUnknown: 'Status unbekannt',
  hoverAvailable: 'Versandbereit',
  hoverOnRequest: 'Versand innerhalb von 5-7 Werktagen nach Prüfung',
  completeSet: 'Komplettes Set',
  boxOnly: 'Nur Box',
  papersOnly: 'Nur Papiere',
  watchOnly: 'Nur Uhr',
  reference: 'Ref.',
  enquire: 'Anfragen',
  registerInterest: 'Interesse bekunden',
  gradeUnworn: 'Ungetragen',
  gradeExcellent: 'Hervorragend',
  gradeVeryGood: 'Sehr gut',
  gradeGood: 'Gut',
  gradeFair: 'Befriedigend',
};
