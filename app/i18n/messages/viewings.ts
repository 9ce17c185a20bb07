// Booking a viewing (/book-a-viewing, /viewings/manage) and its e-mails. On-demand:
// app/i18n/areas/viewings.ts. Errors read like the lead forms' (./leadsEveryPage.ts).
export const viewings = {
  title: 'Book a viewing',
  metaDescription:
    'See a watch in person in Wilmslow, London or Surrey, or on a video call: choose a free time and we will confirm it by e-mail.',
  heading: 'Book a viewing',
  intro:
    'See a watch in person before you decide, or talk to us about your collection. Choose a place and a free time; we confirm by e-mail straight away.',
  watchIntro: 'You are booking a viewing of {watch}.',
  bookAction: 'Book a viewing',
  stepPlace: '1. Choose a place',
  stepDay: '2. Choose a day',
  stepTime: '3. Choose a time and give your details',
  showDays: 'Show free days',
  changePlace: 'Change place',
  noDays:
    'There is no free time at this place in the coming weeks. Please choose another place or contact us.',
  noSlots:
    'There is no free time on this day any more. Please choose another day.',
  timesIn: 'Times are UK time ({zone}).',
  fieldSlot: 'Time',
  fieldName: 'Name',
  fieldEmail: 'Email',
  fieldPhone: 'Phone',
  fieldMessage: 'Message (optional)',
  submit: 'Book this time',
  booking: 'Booking...',
  errSlot: 'Please choose one of the free times.',
  errPlace: 'Please choose one of the places.',
  errTaken:
    'Sorry, someone has just booked this time. Please choose another of the free times below.',
  errTooMany:
    'This e-mail address already holds three upcoming viewings. Please cancel one first, or contact us directly.',
  failure:
    'Your viewing could not be booked just now. Please try again in a moment, or contact us directly.',
  watchNotAvailable:
    'This watch cannot be viewed at the moment. You can still book a general appointment.',
  bookedHeading: 'Your viewing is booked',
  bookedText:
    'We look forward to seeing you on {when} ({place}). A confirmation with a calendar invitation is on its way to your e-mail.',
  manageTitle: 'Your viewing',
  manageIntro: 'Your viewing on {when} ({place}).',
  manageWatch: 'Watch: {watch}',
  manageCancelled: 'This viewing is cancelled.',
  cancelAction: 'Cancel this viewing',
  cancelledText: 'Your viewing is cancelled. We have sent you a confirmation.',
  moveHeading: 'Choose another time',
  moveAction: 'Move to this time',
  movedText:
    'Your viewing is moved to {when}. We have sent you a new invitation.',
  moveTaken:
    'Sorry, someone has just booked that time. Your viewing keeps its time; please choose another.',
  linkExpired:
    'This link has expired. Please use the link in your latest e-mail about this viewing, or contact us directly.',
  linkInvalid:
    'This link is not valid. Please use the link in your e-mail about this viewing, or contact us directly.',
  linkHelp: 'Contact us',
  mailBookedSubject: 'Your viewing at {shop}: {when}',
  mailBookedIntro: 'Your viewing is booked for {when}.',
  mailMovedSubject: 'Your viewing at {shop} has moved: {when}',
  mailMovedIntro: 'Your viewing has moved to {when}.',
  mailCancelledSubject: 'Your viewing at {shop} is cancelled',
  mailCancelledIntro: 'Your viewing on {when} is cancelled.',
  mailCancelledByDealer:
    'We are sorry: we have had to cancel your viewing on {when}. Please book another time or contact us.',
  mailReminderSubject: 'Tomorrow: your viewing at {shop}',
  mailReminderIntro: 'A reminder: your viewing is tomorrow, {when}.',
  mailPlace: 'Where: {place}',
  mailWatch: 'Watch: {watch}',
  mailInvite: 'The attached invitation adds it to your calendar.',
  mailManage: 'Cancel or move this viewing',
  mailManageNote: 'This link works until the viewing starts.',
  mailBookAgain: 'Book a viewing',
  mailFooter:
    'You receive this e-mail because a viewing was booked with this address at {shop}.',
  inviteSummary: 'Viewing at {shop}',
  inviteSummaryWatch: 'Viewing at {shop}: {watch}',
};
