import type {Locale} from '~/i18n/locale';
import type {SignatureItem} from './contentTypes';
import {signatureTextsDe} from './de/signature';

/*
 * Static samples for the 'Signature Timepieces' carousel on /holy-grails. Watches that are
 * real catalogue products link to their product page ("Learn more") and show the product's
 * live price, so the carousel never contradicts the watch's page; the others are
 * illustrative, have no page to link to and offer an enquiry only.
 */
export const signatureSamples: SignatureItem[] = [
  {
    id: 'patek-aquanaut-luce-minute-repeater',
    brand: 'Patek Philippe',
    model: '5260/1455R-001',
    title: 'Aquanaut Luce Minute Repeater',
    description:
      'A rare meeting of a chiming complication and a sports case: a self-winding minute repeater in rose gold, its bezel set with stones graded through the colours of the rainbow.',
    images: [
      'signature-aquanaut-luce-1',
      'signature-aquanaut-luce-2',
      'signature-aquanaut-luce-3',
    ],
    link: '/products/aquanaut-luce-minute-repeater-rose-gold',
    specs: {
      case: '18ct rose gold, gem-set',
      movement: 'Self-winding minute repeater, calibre R 27 PS',
      diameter: '42.2 mm',
      rarity: 'Made in very small numbers',
    },
    estimatedPrice: 'Price on request',
    keyFeatures: {
      complications: ['Minute repeater'],
      gemSetting: 'Bezel and dial set with gemstones graded in a rainbow',
      craftsmanship: 'Repeater tuned by hand and checked for tone in Geneva',
    },
    tags: ['Aquanaut', 'Minute repeater', 'Gem-set', 'Rose gold'],
    accentColor: '#b76e79',
    status: 'on_request',
  },
  {
    id: 'patek-5208p-grand-complication',
    brand: 'Patek Philippe',
    model: '5208P-001',
    title: 'Grand Complications Minute Repeater Chronograph Perpetual Calendar',
    description:
      'Three of the great complications in one self-winding platinum watch: a minute repeater, a monopusher chronograph and an instantaneous perpetual calendar.',
    images: ['signature-5208p-1', 'signature-5208p-2', 'signature-5208p-3'],
    link: '/products/patek-philippe-grand-complications-minute-repeater-5208p',
    specs: {
      case: 'Platinum',
      movement: 'Self-winding, calibre R CH 27 PS QI',
      diameter: '42 mm',
      rarity: 'Very limited annual production',
    },
    estimatedPrice: 'Price on request',
    keyFeatures: {
      complications: [
        'Minute repeater',
        'Monopusher chronograph',
        'Instantaneous perpetual calendar',
        'Moon phase',
      ],
      gemSetting: 'None',
      craftsmanship: 'More than 700 components, finished and assembled by hand',
    },
    tags: [
      'Grand Complications',
      'Minute repeater',
      'Perpetual calendar',
      'Platinum',
    ],
    accentColor: '#8a9bb0',
    status: 'on_request',
  },
  {
    id: 'rolex-daytona-rainbow',
    brand: 'Rolex',
    model: '126599RBOW',
    title: 'Cosmograph Daytona Rainbow',
    description:
      'Rolex at its most extravagant: a white-gold Daytona whose bezel carries baguette-cut sapphires graded through the spectrum, with diamond-set lugs and a paved dial.',
    images: [
      'signature-daytona-rainbow-1',
      'signature-daytona-rainbow-2',
      'signature-daytona-rainbow-3',
    ],
    link: '/products/rolex-cosmograph-daytona-rainbow-126599rbow',
    specs: {
      case: '18ct white gold, gem-set',
      movement: 'Self-winding chronograph, calibre 4131',
      diameter: '40 mm',
      rarity: 'Small production; rarely offered on the open market',
    },
    estimatedPrice: 'Price on request',
    keyFeatures: {
      complications: ['Chronograph'],
      gemSetting: 'Rainbow sapphire bezel, diamond-set lugs and dial',
      craftsmanship:
        'Stones sorted and set by Rolex gem-setters so each hue follows the last',
    },
    tags: ['Daytona', 'Gem-set', 'White gold', 'Chronograph'],
    accentColor: '#d4a017',
    status: 'on_request',
  },
  {
    id: 'rm-56-02-sapphire',
    brand: 'Richard Mille',
    model: 'RM 56-02',
    title: 'RM 56-02 Tourbillon Sapphire',
    description:
      'A tourbillon movement suspended on a fine steel cable inside a case machined entirely from sapphire, so the whole mechanism appears to float.',
    images: [
      'signature-rm-56-02-1',
      'signature-rm-56-02-2',
      'signature-rm-56-02-3',
    ],
    specs: {
      case: 'Sapphire, machined from solid blocks',
      movement: 'Hand-wound tourbillon, cable-suspended',
      diameter: 'Tonneau, about 43 x 50 mm',
      rarity: 'Limited edition of 10 pieces',
    },
    estimatedPrice: 'From £1,000,000',
    keyFeatures: {
      complications: ['Tourbillon', 'Power reserve indicator'],
      gemSetting: 'None',
      craftsmanship:
        'Hundreds of hours of machining and polishing for each sapphire case',
    },
    tags: ['Tourbillon', 'Sapphire', 'Limited edition'],
    accentColor: '#7fb8d8',
  },
  {
    id: 'ap-royal-oak-5402st',
    brand: 'Audemars Piguet',
    model: '5402ST',
    title: 'Royal Oak Jumbo A-Series',
    description:
      'An early example of the watch that created the luxury steel sports watch in 1972, with the original Petite Tapisserie dial and the ultra-thin calibre 2121.',
    images: ['signature-5402st-1', 'signature-5402st-2', 'signature-5402st-3'],
    specs: {
      case: 'Stainless steel',
      movement: 'Self-winding, calibre 2121',
      diameter: '39 mm',
      rarity: 'A-series, from the first production run',
    },
    estimatedPrice: '£150,000 to £300,000',
    keyFeatures: {
      complications: ['Date'],
      gemSetting: 'None',
      craftsmanship:
        'Hand-finished bevels and alternating brushed and polished surfaces',
    },
    tags: ['Royal Oak', 'Vintage', 'Steel', 'Gérald Genta'],
    accentColor: '#3b5b7a',
  },
  {
    id: 'patek-5711-1a-018',
    brand: 'Patek Philippe',
    model: '5711/1A-018',
    title: 'Nautilus Tiffany Blue',
    description:
      "The final steel 5711, made in 2021 with a Tiffany-blue dial to mark the retailer's long partnership with Patek Philippe, and one of the most talked-about watches of recent years.",
    images: [
      'signature-5711-tiffany-1',
      'signature-5711-tiffany-2',
      'signature-5711-tiffany-3',
    ],
    specs: {
      case: 'Stainless steel',
      movement: 'Self-winding, calibre 26-330 S C',
      diameter: '40 mm',
      rarity: 'Limited edition of 170 pieces',
    },
    estimatedPrice: 'Price on request',
    keyFeatures: {
      complications: ['Date'],
      gemSetting: 'None',
      craftsmanship: 'Embossed dial, Patek Philippe Seal movement finishing',
    },
    tags: ['Nautilus', 'Limited edition', 'Steel'],
    accentColor: '#0abab5',
  },
];

/** The samples with their description and price line in the page's language. */
export function signatureSamplesIn(locale: Locale): SignatureItem[] {
  if (locale === 'en') return signatureSamples;
  return signatureSamples.map((item) => ({
    ...item,
    ...signatureTextsDe[item.id],
  }));
}
