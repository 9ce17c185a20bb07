// Badge and label texts follow seed 000 §4 word for word in English.
export const watch = {
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
