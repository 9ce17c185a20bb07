import type {Texts} from '../../types';
import type {alerts as english} from '../alerts';

export const alerts: Texts<typeof english> = {
  titleReference: 'Benachrichtigen, sobald eine eintrifft',
  titleFilter: 'Bei neuen Uhren wie diesen benachrichtigen',
  introReference:
    'Hinterlassen Sie Ihre E-Mail-Adresse, und wir melden uns, sobald eine {label} eintrifft.',
  introFilter:
    'Hinterlassen Sie Ihre E-Mail-Adresse, und wir melden uns, sobald eine Uhr wie diese eintrifft: {label}.',
  emailLabel: 'Ihre E-Mail-Adresse',
  submit: 'Benachrichtigen',
  submitting: 'Wird gespeichert...',
  consent:
    'Wir schreiben Ihnen nur zu Uhren, die zu dieser Benachrichtigung passen, und erst, nachdem Sie Ihre Adresse über die E-Mail bestätigt haben, die wir jetzt senden. Jede Benachrichtigung enthält einen Link zum Abmelden mit einem Klick.',
  success:
    'Fast geschafft: Bitte bestätigen Sie Ihre Benachrichtigung über den Link, den wir an {email} gesendet haben. Bis dahin senden wir nichts.',
  errEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  errTooLarge:
    'Diese Anfrage ist zu groß. Bitte laden Sie die Seite neu und geben Sie Ihre E-Mail-Adresse erneut ein.',
  errInvalid:
    'Diese Benachrichtigung kann auf dieser Seite nicht eingerichtet werden. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
  errFailure:
    'Ihre Benachrichtigung konnte leider nicht gespeichert werden. Bitte versuchen Sie es in einigen Minuten noch einmal.',
  errUnavailable:
    'Benachrichtigungen sind gerade nicht verfügbar. Bitte versuchen Sie es später noch einmal oder schreiben Sie uns.',
  confirmSubmit:
    'Bitte prüfen Sie Ihre E-Mail-Adresse und drücken Sie die Schaltfläche noch einmal, um die Benachrichtigung einzurichten.',
  rateLimited:
    'Sie haben in kurzer Zeit mehrere Benachrichtigungen eingerichtet. Bitte warten Sie einige Minuten und versuchen Sie es dann noch einmal.',
  errTooManyOptIns:
    'Wir haben in den letzten 24 Stunden bereits drei Bestätigungs-E-Mails an diese Adresse gesendet und senden deshalb keine weitere. Bitte bestätigen Sie Ihre Benachrichtigung über eine davon oder versuchen Sie es morgen noch einmal.',
  labelReference: 'Referenz {reference}',
  labelReferenceTitled: '{title} (Referenz {reference})',
  labelAnyBrand: 'jede Marke',
  pageTitle: 'Verfügbarkeits-Benachrichtigung',
  linkInvalid:
    'Dieser Link ist ungültig. Bitte verwenden Sie den Link aus Ihrer neuesten E-Mail.',
  linkExpired:
    'Dieser Bestätigungslink ist abgelaufen: Links zum Bestätigen einer Benachrichtigung gelten 7 Tage. Es wurde nichts eingerichtet. Wenn Sie weiterhin benachrichtigt werden möchten, richten Sie die Benachrichtigung bitte neu ein.',
  linkExpiredAction: 'Benachrichtigung neu einrichten',
  manageLinkRetired:
    'Zum Schutz Ihrer Daten öffnet sich diese Seite nicht mehr über Links, die Ihre E-Mail-Adresse enthalten. Bitte verwenden Sie den Link aus Ihrer neuesten Benachrichtigungs-E-Mail. Jede Benachrichtigung enthält außerdem einen Link zum Abmelden mit einem Klick.',
  confirmTitle: 'Benachrichtigung bestätigen',
  confirmIntro:
    'Bitte bestätigen Sie, dass Sie eine E-Mail erhalten möchten, sobald dies eintrifft: {label}.',
  confirmButton: 'Benachrichtigung bestätigen',
  confirmedText:
    'Ihre Benachrichtigung ist aktiv. Wir schreiben Ihnen, sobald dies eintrifft: {label}.',
  confirmCancelled:
    'Diese Benachrichtigung wurde abbestellt und kann nicht mehr bestätigt werden. Sie können jederzeit eine neue einrichten.',
  unsubscribeTitle: 'Benachrichtigung abbestellen',
  unsubscribeIntro: 'Sie erhalten keine E-Mails mehr zu: {label}.',
  unsubscribeButton: 'Abbestellen',
  unsubscribedText:
    'Sie sind abgemeldet. Sie erhalten keine E-Mails mehr zu: {label}.',
  manageTitle: 'Ihre Verfügbarkeits-Benachrichtigungen',
  manageIntro: 'Benachrichtigungen für {email}, die neuesten zuerst.',
  manageEmpty: 'Sie haben keine Benachrichtigungen.',
  manageCancelled: 'Die Benachrichtigung ist abbestellt: {label}.',
  statusPending: 'Wartet auf Ihre Bestätigung',
  statusConfirmed: 'Aktiv',
  statusCancelled: 'Abbestellt',
  cancelButton: 'Diese Benachrichtigung abbestellen',
  manageLink: 'Alle Benachrichtigungen ansehen und abbestellen',
  backToShop: 'Zurück zum Shop',
  mailConfirmSubject: 'Bitte bestätigen Sie Ihre Benachrichtigung',
  mailConfirmIntro:
    'Sie haben {shop} gebeten, Ihnen Bescheid zu geben, sobald dies eintrifft: {label}.',
  mailConfirmIntroPlain:
    'Sie haben eine Verfügbarkeits-Benachrichtigung bei {shop} angefordert.',
  mailConfirmAction: 'Benachrichtigung bestätigen',
  mailConfirmExpiry: 'Dieser Link gilt 7 Tage.',
  mailConfirmIgnore:
    'Falls Sie das nicht waren, ignorieren Sie diese E-Mail: Ohne Ihre Bestätigung senden wir nichts.',
  mailAlertSubject: 'Gerade eingetroffen: {title}',
  mailAlertIntro:
    'Eine Uhr, die zu Ihrer Benachrichtigung ({label}) passt, ist gerade bei {shop} eingetroffen:',
  mailAlertIntroPlain:
    'Eine Uhr, die zu Ihrer Benachrichtigung passt, ist gerade bei {shop} eingetroffen:',
  mailAlertView: 'Uhr ansehen',
  mailAlertPrice: 'Preis: {price}',
  mailUnsubscribe: 'Diese Benachrichtigung abbestellen',
  mailFooter:
    'Sie erhalten diese E-Mail, weil Sie bei {shop} eine Verfügbarkeits-Benachrichtigung eingerichtet und bestätigt haben.',
  adminTitle: 'Nachfrage aus Benachrichtigungen',
  adminIntro:
    'Bestätigte Benachrichtigungen je Referenz und je Filter: worauf Sammler warten.',
  adminReferences: 'Je Referenz',
  adminFilters: 'Je Filter',
  adminAlerts: 'Bestätigte Benachrichtigungen',
  adminWhat: 'Gesucht',
  adminNone: 'Noch keine bestätigten Benachrichtigungen.',
  adminUnsent: 'Noch nicht gesendete Nachrichten',
  adminUnsentNone: 'Alle Nachrichten sind versandt.',
  adminRetry: 'Nicht gesendete Nachrichten jetzt erneut senden',
  adminRetried: '{count} Nachrichten erneut versucht.',
  adminAttempts: 'Versuche',
  adminLastError: 'Letzter Fehler',
};
