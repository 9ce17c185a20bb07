import type {SignatureItem} from '../contentTypes';

/** What the signature carousel shows of each sample, in German, by sample id. */
export const signatureTextsDe: Record<
  string,
  Pick<SignatureItem, 'description' | 'estimatedPrice'>
> = {
  'patek-aquanaut-luce-minute-repeater': {
    description:
      'Eine seltene Verbindung von Schlagwerk und sportlichem Gehäuse: eine Minutenrepetition mit automatischem Aufzug in Roségold, die Lünette mit Steinen in den Farben des Regenbogens besetzt.',
    estimatedPrice: 'Preis auf Anfrage',
  },
  'patek-5208p-grand-complication': {
    description:
      'Drei der großen Komplikationen in einer automatischen Uhr aus Platin: Minutenrepetition, Monodrücker-Chronograph und springender ewiger Kalender.',
    estimatedPrice: 'Preis auf Anfrage',
  },
  'rolex-daytona-rainbow': {
    description:
      'Rolex in ihrer extravagantesten Form: eine Daytona aus Weißgold, deren Lünette Saphire im Baguetteschliff im Farbverlauf des Spektrums trägt, mit diamantbesetzten Bandanstößen und pavéiertem Zifferblatt.',
    estimatedPrice: 'Preis auf Anfrage',
  },
  'rm-56-02-sapphire': {
    description:
      'Ein Tourbillonwerk, an einem feinen Stahlseil aufgehängt in einem vollständig aus Saphir gefrästen Gehäuse – der gesamte Mechanismus scheint zu schweben.',
    estimatedPrice: 'Ab 1.000.000 £',
  },
  'ap-royal-oak-5402st': {
    description:
      'Ein frühes Exemplar der Uhr, die 1972 die luxuriöse Sportuhr aus Stahl begründete, mit dem originalen Petite-Tapisserie-Zifferblatt und dem ultraflachen Kaliber 2121.',
    estimatedPrice: '150.000 £ bis 300.000 £',
  },
  'patek-5711-1a-018': {
    description:
      'Die letzte 5711 aus Stahl, 2021 mit Tiffany-blauem Zifferblatt gefertigt, um die lange Partnerschaft des Juweliers mit Patek Philippe zu würdigen – eine der meistdiskutierten Uhren der letzten Jahre.',
    estimatedPrice: 'Preis auf Anfrage',
  },
};
