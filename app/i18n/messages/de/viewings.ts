import type {Texts} from '../../types';
import type {viewings as en} from '../viewings';

export const viewings: Texts<typeof en> = {
  title: 'Besichtigung buchen',
  metaDescription:
    'Sehen Sie eine Uhr persönlich in Wilmslow, London oder Surrey oder per Videoanruf: Wählen Sie einen freien Termin, wir bestätigen ihn per E-Mail.',
  heading: 'Besichtigung buchen',
  intro:
    'Sehen Sie eine Uhr persönlich, bevor Sie sich entscheiden, oder sprechen Sie mit uns über Ihre Sammlung. Wählen Sie einen Ort und einen freien Termin; wir bestätigen sofort per E-Mail.',
  watchIntro: 'Sie buchen eine Besichtigung von {watch}.',
  bookAction: 'Besichtigung buchen',
  stepPlace: '1. Ort wählen',
  stepDay: '2. Tag wählen',
  stepTime: '3. Uhrzeit wählen und Ihre Angaben',
  showDays: 'Freie Tage zeigen',
  changePlace: 'Anderen Ort wählen',
  noDays:
    'An diesem Ort ist in den nächsten Wochen kein Termin frei. Bitte wählen Sie einen anderen Ort oder kontaktieren Sie uns.',
  noSlots:
    'An diesem Tag ist kein Termin mehr frei. Bitte wählen Sie einen anderen Tag.',
  timesIn: 'Uhrzeiten in britischer Zeit ({zone}).',
  fieldSlot: 'Uhrzeit',
  fieldName: 'Name',
  fieldEmail: 'E-Mail',
  fieldPhone: 'Telefon',
  fieldMessage: 'Nachricht (optional)',
  submit: 'Diesen Termin buchen',
  booking: 'Wird gebucht...',
  errSlot: 'Bitte wählen Sie einen der freien Termine.',
  errPlace: 'Bitte wählen Sie einen der Orte.',
  errTaken:
    'Leider wurde dieser Termin gerade gebucht. Bitte wählen Sie einen anderen der freien Termine unten.',
  errTooMany:
    'Für diese E-Mail-Adresse sind bereits drei Besichtigungen gebucht. Bitte sagen Sie zuerst eine ab oder kontaktieren Sie uns direkt.',
  failure:
    'Ihre Besichtigung konnte gerade nicht gebucht werden. Bitte versuchen Sie es gleich noch einmal oder kontaktieren Sie uns direkt.',
  watchNotAvailable:
    'Diese Uhr kann derzeit nicht besichtigt werden. Sie können trotzdem einen allgemeinen Termin buchen.',
  bookedHeading: 'Ihre Besichtigung ist gebucht',
  bookedText:
    'Wir freuen uns auf Sie am {when} ({place}). Eine Bestätigung mit Kalendereinladung ist unterwegs zu Ihrer E-Mail-Adresse.',
  manageTitle: 'Ihre Besichtigung',
  manageIntro: 'Ihre Besichtigung am {when} ({place}).',
  manageWatch: 'Uhr: {watch}',
  manageCancelled: 'Diese Besichtigung ist abgesagt.',
  cancelAction: 'Besichtigung absagen',
  cancelledText:
    'Ihre Besichtigung ist abgesagt. Wir haben Ihnen eine Bestätigung geschickt.',
  moveHeading: 'Anderen Termin wählen',
  moveAction: 'Auf diesen Termin verlegen',
  movedText:
    'Ihre Besichtigung ist auf {when} verlegt. Wir haben Ihnen eine neue Einladung geschickt.',
  moveTaken:
    'Leider wurde dieser Termin gerade gebucht. Ihre Besichtigung behält ihren Termin; bitte wählen Sie einen anderen.',
  linkExpired:
    'Dieser Link ist abgelaufen. Bitte nutzen Sie den Link in Ihrer letzten E-Mail zu dieser Besichtigung oder kontaktieren Sie uns direkt.',
  linkInvalid:
    'Dieser Link ist ungültig. Bitte nutzen Sie den Link in Ihrer E-Mail zu dieser Besichtigung oder kontaktieren Sie uns direkt.',
  linkHelp: 'Kontakt',
  mailBookedSubject: 'Ihre Besichtigung bei {shop}: {when}',
  mailBookedIntro: 'Ihre Besichtigung ist gebucht für {when}.',
  mailMovedSubject: 'Ihre Besichtigung bei {shop} ist verlegt: {when}',
  mailMovedIntro: 'Ihre Besichtigung ist verlegt auf {when}.',
  mailCancelledSubject: 'Ihre Besichtigung bei {shop} ist abgesagt',
  mailCancelledIntro: 'Ihre Besichtigung am {when} ist abgesagt.',
  mailCancelledByDealer:
    'Es tut uns leid: Wir mussten Ihre Besichtigung am {when} absagen. Bitte buchen Sie einen anderen Termin oder kontaktieren Sie uns.',
  mailReminderSubject: 'Morgen: Ihre Besichtigung bei {shop}',
  mailReminderIntro: 'Zur Erinnerung: Ihre Besichtigung ist morgen, {when}.',
  mailPlace: 'Ort: {place}',
  mailWatch: 'Uhr: {watch}',
  mailInvite:
    'Mit der angehängten Einladung tragen Sie den Termin in Ihren Kalender ein.',
  mailManage: 'Besichtigung absagen oder verlegen',
  mailManageNote: 'Dieser Link gilt bis zum Beginn der Besichtigung.',
  mailBookAgain: 'Besichtigung buchen',
  mailFooter:
    'Sie erhalten diese E-Mail, weil mit dieser Adresse eine Besichtigung bei {shop} gebucht wurde.',
  inviteSummary: 'Besichtigung bei {shop}',
  inviteSummaryWatch: 'Besichtigung bei {shop}: {watch}',
};
