import type {Texts} from '../../types';
import type {condition as en} from '../condition';

export const condition: Texts<typeof en> = {
  gradeUnwornMeaning:
    'Nie getragen; Schutzfolien oder im Auslieferungszustand.',
  gradeExcellentMeaning:
    'Mit großer Sorgfalt getragen: feinste Spuren, nur unter der Lupe sichtbar.',
  gradeVeryGoodMeaning: 'Leichte Tragespuren, auf Armlänge sichtbar.',
  gradeGoodMeaning: 'Deutliche Tragespuren, ohne Einfluss auf die Funktion.',
  gradeFairMeaning:
    'Starke Tragespuren, Dellen oder Kratzer; ein Fall für eine Aufarbeitung.',
  reportHeading: 'Zustandsbericht',
  reportIntro:
    'Jedes Teil von uns geprüft und auf einer fünfstufigen Skala bewertet.',
  scaleHeading: 'So bewerten wir',
  partCase: 'Gehäuse',
  partBezel: 'Lünette',
  partBracelet: 'Armband',
  partDial: 'Zifferblatt',
  partHands: 'Zeiger',
  partCrystal: 'Glas',
  partMovement: 'Uhrwerk',
  gradeOf: '{part}: {grade}',
  dealerNotes: 'Unsere Anmerkungen',
  serviceHeading: 'Servicehistorie',
  serviceBy: 'durch {by}',
  provenanceHeading: 'Herkunft',
  firstSold: 'Erstverkauf',
  firstSoldIn: '{country}, {year}',
  documents: 'Dokumente',
  previousOwners: 'Vorbesitzer',
  authenticationHeading: 'So haben wir die Echtheit dieser Uhr geprüft',
};
