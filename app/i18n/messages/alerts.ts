// Stock alerts: the subscribe form, its pages (confirm, unsubscribe, manage), the e-mails and
// the dealer's demand page. On-demand area: users import '~/i18n/areas/alerts'.
export const alerts = {
  titleReference: 'Alert me when one arrives',
  titleFilter: 'Alert me to new watches like these',
  introReference:
    'Leave your e-mail address and we will tell you as soon as a {label} arrives.',
  introFilter:
    'Leave your e-mail address and we will tell you as soon as a watch like these arrives: {label}.',
  emailLabel: 'Your e-mail address',
  submit: 'Alert me',
  submitting: 'Saving...',
  consent:
    'We will e-mail you about watches matching this alert only, and only after you confirm your address from the e-mail we send now. Every alert has a one-click unsubscribe link.',
  success:
    'Nearly done: please confirm your alert with the link we have sent to {email}. Nothing is sent until you do.',
  errEmail: 'Please enter a valid e-mail address.',
  errTooLarge:
    'This alert request is too large to accept. Please reload the page and enter your e-mail address again.',
  errInvalid:
    'This alert could not be set up from this page. Please reload it and try again.',
  errFailure:
    'Sorry, your alert could not be saved. Please try again in a few minutes.',
  errUnavailable:
    'Stock alerts are not available just now. Please try again later or contact us.',
  confirmSubmit:
    'Please check your e-mail address and press the button again to set up the alert.',
  rateLimited:
    'You have set up several alerts in a short time. Please wait a few minutes and try again.',
  errTooManyOptIns:
    'We have already sent three confirmation e-mails to this address in the last 24 hours, so we have not sent another. Please confirm your alert from one of them, or try again tomorrow.',
  labelReference: 'reference {reference}',
  labelReferenceTitled: '{title} (reference {reference})',
  labelAnyBrand: 'any brand',
  pageTitle: 'Stock alert',
  linkInvalid:
    'This link is not valid. Please use the link from your most recent e-mail.',
  linkExpired:
    'This confirmation link has expired: links to confirm an alert work for 7 days. Nothing has been set up. If you would still like an alert, please set it up again.',
  linkExpiredAction: 'Set up the alert again',
  manageLinkRetired:
    'For your privacy, this page no longer opens from links that contain your e-mail address. Please use the link in your most recent stock alert e-mail. Every alert e-mail also has a one-click unsubscribe link.',
  confirmTitle: 'Confirm your stock alert',
  confirmIntro:
    'Please confirm that you would like an e-mail when this arrives: {label}.',
  confirmButton: 'Confirm my alert',
  confirmedText:
    'Your alert is active. We will e-mail you as soon as this arrives: {label}.',
  confirmCancelled:
    'This alert was cancelled, so it cannot be confirmed. You can set up a new one at any time.',
  unsubscribeTitle: 'Unsubscribe from this alert',
  unsubscribeIntro: 'You will get no more e-mails about: {label}.',
  unsubscribeButton: 'Unsubscribe',
  unsubscribedText:
    'You are unsubscribed. You will get no more e-mails about: {label}.',
  manageTitle: 'Your stock alerts',
  manageIntro: 'Alerts for {email}, newest first.',
  manageEmpty: 'You have no stock alerts.',
  manageCancelled: 'The alert is cancelled: {label}.',
  statusPending: 'Waiting for your confirmation',
  statusConfirmed: 'Active',
  statusCancelled: 'Cancelled',
  cancelButton: 'Cancel this alert',
  manageLink: 'See and cancel all your alerts',
  backToShop: 'Back to the shop',
  mailConfirmSubject: 'Please confirm your stock alert',
  mailConfirmIntro: 'You asked {shop} to tell you when this arrives: {label}.',
  mailConfirmIntroPlain: 'You asked for a stock alert at {shop}.',
  mailConfirmAction: 'Confirm my alert',
  mailConfirmExpiry: 'This link works for 7 days.',
  mailConfirmIgnore:
    'If this was not you, ignore this e-mail: nothing will be sent unless you confirm.',
  mailAlertSubject: 'Just arrived: {title}',
  mailAlertIntro:
    'A watch matching your alert ({label}) has just arrived at {shop}:',
  mailAlertIntroPlain:
    'A watch matching your alert has just arrived at {shop}:',
  mailAlertView: 'View the watch',
  mailAlertPrice: 'Price: {price}',
  mailUnsubscribe: 'Unsubscribe from this alert',
  mailFooter:
    'You receive this e-mail because you set up a stock alert at {shop} and confirmed it.',
  adminTitle: 'Stock alert demand',
  adminIntro:
    'Confirmed alerts per reference and per filter set: what collectors are waiting for.',
  adminReferences: 'Per reference',
  adminFilters: 'Per filter set',
  adminAlerts: 'Confirmed alerts',
  adminWhat: 'Wanted',
  adminNone: 'No confirmed alerts yet.',
  adminUnsent: 'Messages not sent yet',
  adminUnsentNone: 'Every message has gone out.',
  adminRetry: 'Retry unsent messages now',
  adminRetried: 'Retried {count} messages.',
  adminAttempts: 'Attempts',
  adminLastError: 'Last error',
};
