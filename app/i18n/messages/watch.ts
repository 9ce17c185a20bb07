// Badge and label texts follow seed 000 §4 word for word in English.
export const watch = {
  statusAvailable: 'Available',
  statusOnRequest: 'Available on Request',
  statusSold: 'Recently Sold',
  statusReserved: 'Reserved',
  statusUnknown: 'Status Unknown',
  hoverAvailable: 'Ready to ship',
  hoverOnRequest: 'Dispatched within 5-7 working days of verification',
  completeSet: 'Complete Set',
  boxOnly: 'Box Only',
  papersOnly: 'Papers Only',
  watchOnly: 'Watch Only',
  reference: 'Ref.',
  enquire: 'Enquire',
  registerInterest: 'Register interest',
  // The dealer's five-step condition scale (cards on every page name a watch's grade).
  gradeUnworn: 'Unworn',
  gradeExcellent: 'Excellent',
  gradeVeryGood: 'Very good',
  gradeGood: 'Good',
  gradeFair: 'Fair',
};
