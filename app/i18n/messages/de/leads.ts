import type {Texts} from '../../types';
import type {leads as en} from '../leads';

export const leads: Texts<typeof en> = {
  required: 'Pflichtfeld',
  optional: 'optional',
  submitting: 'Wird gesendet...',
  sending: 'Wird gesendet...',
  subscribing: 'Wird angemeldet...',
  errRequired: 'Bitte füllen Sie dieses Feld aus.',
  errEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  errTooLong: 'Bitte höchstens {max} Zeichen.',
  errChoice: 'Bitte wählen Sie eine der Optionen.',
  errPhotoType:
    'Fotos müssen JPEG-, PNG-, GIF-, WebP- oder HEIC-Bilder sein (SVG wird nicht angenommen).',
  errPhotoSize: 'Jedes Foto darf höchstens 10 MB groß sein.',
  errPhotoCount: 'Bitte höchstens 6 Fotos anhängen.',
  errTooLarge:
    'Die Einsendung ist zu groß. Bitte weniger oder kleinere Fotos anhängen.',
  errBodyTooLong:
    'Das Formular ist zu lang zum Senden. Bitte kürzen Sie Ihre Nachricht.',
  errBadRequest:
    'Das Formular konnte nicht gelesen werden. Bitte versuchen Sie es erneut.',
  confirmSubmit:
    'Bitte prüfen Sie Ihre Angaben und drücken Sie die Schaltfläche erneut, um sie zu senden.',
  rateLimited:
    'Sie haben in kurzer Zeit mehrere Formulare gesendet. Bitte warten Sie einige Minuten oder kontaktieren Sie uns direkt.',
  honeypotLabel: 'Dieses Feld leer lassen',
  fieldName: 'Name',
  fieldFirstName: 'Vorname',
  fieldLastName: 'Nachname',
  fieldEmail: 'E-Mail',
  fieldPhone: 'Telefon',
  fieldPhoneNumber: 'Telefonnummer',
  fieldMessage: 'Nachricht',
  fieldSubject: 'Betreff',
  fieldBrand: 'Marke',
  fieldModel: 'Modell',
  fieldReference: 'Referenznummer',
  fieldBoxPapers: 'Box & Papiere',
  fieldWatchAge: 'Alter der Uhr',
  fieldCondition: 'Zustand',
  fieldCountry: 'Land',
  fieldDialColor: 'Zifferblattfarbe',
  fieldEstimatedValue: 'Geschätzter Wert',
  fieldSaleMethod: 'Bevorzugte Verkaufsart',
  fieldAdditionalNotes: 'Weitere Hinweise',
  fieldPhotos: 'Fotos Ihrer Uhr',
  fieldPhotosHint:
    'Bis zu 6 Bilder (JPEG, PNG, GIF, WebP oder HEIC), je 10 MB.',
  fieldBudget: 'Budget',
  choose: 'Bitte wählen',
  yes: 'Ja',
  no: 'Nein',
  boxOnly: 'Nur Box',
  papersOnly: 'Nur Papiere',
  countryUK: 'Vereinigtes Königreich',
  countryUS: 'Vereinigte Staaten',
  countryEU: 'Europa',
  countryAS: 'Asien',
  saleOutright: 'Direktankauf',
  saleConsignment: 'Kommission',
  salePartExchange: 'Inzahlungnahme',
  saleUnsure: 'Noch unentschieden',
  enquiryTitle: 'Anfrage',
  enquiryDialogTitle: 'Anfrage zu dieser Uhr',
  enquiryIntro:
    'Sprechen Sie direkt mit uns oder senden Sie eine Anfrage – wir antworten umgehend.',
  enquirySubjectDefault: 'Anfrage: {title}',
  enquiryGeneralSubject: 'Allgemeine Anfrage',
  enquiryAbout: 'Betrifft: {title}',
  enquiryReference: 'Ref. {sku}',
  contactPhone: 'Telefon',
  contactWhatsApp: 'WhatsApp',
  contactEmailLabel: 'E-Mail',
  contactPreference: 'Bevorzugter Kontaktweg',
  prefPhone: 'Anruf',
  prefEmail: 'E-Mail',
  prefWhatsapp: 'WhatsApp',
  prefImessage: 'iMessage',
  enquirySubmit: 'Anfrage senden',
  enquirySuccess: 'Vielen Dank für Ihre Anfrage. Wir melden uns in Kürze.',
  enquiryFailure:
    'Die Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  sellSuccess:
    'Vielen Dank für Ihre Angaben. Wir melden uns innerhalb von 24 Stunden.',
  sellQuickFailure:
    'Das Formular konnte nicht gesendet werden. Bitte versuchen Sie es erneut oder schreiben Sie uns direkt an {email}',
  sellFullFailure:
    'Das Formular konnte nicht gesendet werden. Bitte versuchen Sie es erneut oder kontaktieren Sie uns direkt.',
  sellQuickTitle: 'Schnelle Bewertung',
  sellQuickIntro:
    'Erzählen Sie uns von Ihrer Uhr – Sie hören innerhalb von 24 Stunden von uns.',
  sellQuickSubmit: 'Absenden',
  sellFullTitle: 'Uhr verkaufen',
  sellFullPageTitle: 'Uhr verkaufen: Bewertungsformular',
  sellFullIntro:
    'Erzählen Sie uns von Ihrer Uhr. Je mehr wir wissen, desto genauer unser Angebot.',
  sellFullMetaDescription:
    'Verkaufen, in Kommission geben oder in Zahlung geben: Angaben und Fotos senden, Angebot innerhalb von 24 Stunden.',
  sellFullYou: 'Ihre Angaben',
  sellFullWatch: 'Ihre Uhr',
  sellFullSubmit: 'Angaben senden',
  contactTitle: 'Kontakt',
  contactHeading: 'Kontakt aufnehmen',
  contactIntro:
    'Fragen zu einer Uhr, zum Verkauf, zur Suche oder zu einem Besuch? Schreiben Sie uns.',
  contactBreadcrumb: 'Brotkrümelnavigation',
  contactHome: 'Startseite',
  contactSubmit: 'Nachricht senden',
  contactSuccess: 'Vielen Dank für Ihre Nachricht. Wir melden uns in Kürze.',
  contactFailure:
    'Das Formular konnte nicht gesendet werden. Bitte versuchen Sie es erneut oder kontaktieren Sie uns direkt.',
  contactDirect: 'Lieber per E-Mail? Schreiben Sie uns direkt an',
  contactBanner:
    'Besuchen Sie unseren Showroom nach Vereinbarung oder erreichen Sie uns per Telefon und WhatsApp.',
  contactMetaDescription:
    'Kontaktieren Sie unsere Spezialisten für gebrauchte Luxusuhren per Formular, E-Mail, Telefon oder WhatsApp.',
  newsletterTitle: 'Bleiben Sie informiert',
  newsletterText:
    'Neuzugänge, Markteinblicke und private Angebote direkt in Ihr Postfach.',
  newsletterPrivacy:
    'Wir respektieren Ihre Privatsphäre. Abmeldung jederzeit möglich.',
  newsletterEmailLabel: 'E-Mail-Adresse',
  newsletterPlaceholder: 'Ihre E-Mail-Adresse',
  newsletterSubmit: 'Anmelden',
  newsletterSuccess: 'Vielen Dank für Ihre Anmeldung!',
  newsletterFailure:
    'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  newsletterClose: 'Newsletter-Anmeldung schließen',
  footerNewsletterHeading: 'Newsletter',
  sourcingTitle: 'Uhr anfragen',
  sourcingIntro:
    'Sagen Sie uns, was Sie suchen; die Suche ist kostenlos und unverbindlich.',
  sourcingSubmit: 'Anfrage senden',
  sourcingSuccess:
    'Vielen Dank für Ihre Anfrage. Wir melden uns innerhalb von 24 Stunden.',
  sourcingFailure:
    'Das Formular konnte nicht gesendet werden. Bitte versuchen Sie es erneut oder kontaktieren Sie uns direkt.',
  offerTitle: 'Angebot machen',
  offerIntro:
    'Sagen Sie uns, was Sie für diese Uhr zahlen würden. Wir antworten per E-Mail, meist innerhalb von 24 Stunden.',
  offerAsking: 'Preis: {price}',
  fieldOfferAmount: 'Ihr Angebot ({currency})',
  fieldOfferAmountHint: 'In {currency}, unter dem Preis.',
  offerSubmit: 'Angebot senden',
  offerSuccess:
    'Vielen Dank für Ihr Angebot. Wir antworten Ihnen innerhalb von 24 Stunden per E-Mail.',
  offerFailure:
    'Das Angebot konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  errOfferAmount: 'Bitte geben Sie einen Betrag ein, zum Beispiel 12.500.',
  errOfferAtAsking:
    'Ihr Angebot liegt beim oder über dem Preis von {max}. Sie können die Uhr stattdessen zu diesem Preis kaufen.',
  errOfferBelowFloor:
    'Für diese Uhr können wir nur Angebote ab {max} berücksichtigen.',
  offerNotForSale: 'Für diese Uhr nehmen wir derzeit keine Angebote an.',
  offerBack: 'Zurück zur Uhr',
  counterTitle: 'Unser Gegenangebot',
  counterIntro: 'Wir bieten Ihnen die {title} für {amount} an.',
  counterReserve:
    'Wenn Sie annehmen, ist die Uhr für Sie reserviert, während Sie bezahlen.',
  counterAccept: '{amount} annehmen',
  counterAccepted:
    'Vielen Dank. Die Uhr ist bis {until} für Sie reserviert. Den Zahlungslink haben wir Ihnen auch per E-Mail geschickt.',
  counterPay: '{amount} bezahlen',
  counterExpired:
    'Dieser Link ist abgelaufen. Bitte melden Sie sich bei uns, wenn Sie die Uhr noch möchten.',
  counterInvalid: 'Dieser Link ist ungültig.',
  counterAnswered: 'Auf dieses Angebot wurde bereits geantwortet.',
  counterReplaced:
    'Dieses Gegenangebot wurde ersetzt. Unser neuestes Angebot für die {title} beträgt {amount}: Wir haben es Ihnen per E-Mail geschickt, und der Link in dieser E-Mail nimmt es an.',
  counterFailed:
    'Wir konnten die Uhr gerade nicht reservieren. Bitte versuchen Sie es erneut oder kontaktieren Sie uns.',
  pageEnquiryTitle: 'Anfrage senden',
  pageNewsletterTitle: 'Newsletter',
  pageSellTitle: 'Uhr verkaufen',
  pageSourcingTitle: 'Uhrensuche',
  backHome: 'Zurück zum Shop',
};
