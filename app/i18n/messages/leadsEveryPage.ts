// The lead texts every page may show: the footer's newsletter sign-up (on every page) and the
// statuses and errors any lead form's answer can carry. Word for word from seed 001 §4 and §8.
export const leadsEveryPage = {
  required: 'required',
  optional: 'optional',
  submitting: 'Submitting...',
  sending: 'Sending...',
  subscribing: 'Subscribing...',
  errRequired: 'This field is required.',
  errEmail: 'Please enter a valid e-mail address.',
  errTooLong: 'Please keep this under {max} characters.',
  errChoice: 'Please choose one of the options.',
  errPhotoType:
    'Photos must be JPEG, PNG, GIF, WebP or HEIC images (SVG is not accepted).',
  errPhotoSize: 'Each photo must be 10 MB or smaller.',
  errPhotoCount: 'Please attach no more than 6 photos.',
  errTooLarge:
    'The submission is too large. Please attach fewer or smaller photos.',
  errBodyTooLong: 'The form is too long to send. Please shorten your message.',
  errBadRequest: 'The form could not be read. Please try again.',
  confirmSubmit:
    'Please check your details and press the button again to send them.',
  rateLimited:
    'You have sent several forms in a short time. Please wait a few minutes and try again, or contact us directly.',
  honeypotLabel: 'Leave this field empty',
  newsletterTitle: 'Stay Updated',
  newsletterText:
    'New arrivals, market insight and private offers, straight to your inbox.',
  newsletterPrivacy: 'We respect your privacy. Unsubscribe at any time.',
  newsletterEmailLabel: 'Email address',
  newsletterPlaceholder: 'Your email address',
  newsletterSubmit: 'Subscribe',
  newsletterSuccess: 'Thank you for subscribing!',
  newsletterFailure: 'Failed to subscribe. Please try again.',
  newsletterClose: 'Close newsletter sign-up',
  footerNewsletterHeading: 'Newsletter',
};
