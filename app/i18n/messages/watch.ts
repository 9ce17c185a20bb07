import type {MessageArea} from '../types';

// Badge and label texts follow seed 000 §4 word for word in English.
const en = {
  statusAvailable: 'Available',
  statusOnRequest: 'Available on Request',
  statusSold: 'Recently Sold',
  statusUnknown: 'Status Unknown',
  hoverAvailable: 'Ready to ship',
  hoverOnRequest: 'Ready to ship in 7-10 days',
  completeSet: 'Complete Set',
  boxOnly: 'Box Only',
  papersOnly: 'Papers Only',
  watchOnly: 'Watch Only',
  reference: 'Ref.',
  enquire: 'Enquire',
  registerInterest: 'Register interest',
};

const de: typeof en = {
  statusAvailable: 'Verfügbar',
  statusOnRequest: 'Auf Anfrage verfügbar',
  statusSold: 'Kürzlich verkauft',
  statusUnknown: 'Status unbekannt',
  hoverAvailable: 'Versandbereit',
  hoverOnRequest: 'Versandbereit in 7-10 Tagen',
  completeSet: 'Komplettes Set',
  boxOnly: 'Nur Box',
  papersOnly: 'Nur Papiere',
  watchOnly: 'Nur Uhr',
  reference: 'Ref.',
  enquire: 'Anfragen',
  registerInterest: 'Interesse bekunden',
};

export const watch: MessageArea<typeof en> = {en, de};
