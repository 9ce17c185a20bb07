// Synthetic extra products for load tests and pagination: `extraProducts` of them are appended to
// the dealer's stock. A seeded PRNG keeps them identical from run to run, and the fields cycle so
// every brand, status and filter band is represented even in a small batch.
import type {WatchSeed} from './types';

/** mulberry32: tiny, fast, good enough for test data, and identical on every platform. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FAMILIES: Record<string, string[]> = {
  Rolex: ['Submariner', 'Daytona', 'GMT-Master II', 'Datejust', 'Explorer'],
  'Patek Philippe': ['Nautilus', 'Aquanaut', 'Calatrava', 'Complications'],
  'Audemars Piguet': ['Royal Oak', 'Royal Oak Offshore', 'Code 11.59'],
  'Richard Mille': ['RM 011', 'RM 035', 'RM 67'],
  'Vacheron Constantin': ['Overseas', 'Patrimony', 'Traditionnelle'],
  'A. Lange & Söhne': ['Lange 1', 'Saxonia', 'Datograph'],
  Omega: ['Speedmaster', 'Seamaster'],
  Cartier: ['Santos', 'Tank'],
  Tudor: ['Black Bay', 'Pelagos'],
  IWC: ['Portugieser', 'Pilot'],
  'Jaeger-LeCoultre': ['Reverso', 'Master'],
  'F.P. Journe': ['Chronomètre', 'Octa'],
};
const VENDORS = Object.keys(FAMILIES);
const STATUSES = [
  'available',
  'available',
  'on_request',
  'sold',
  'coming_soon',
];
// One representative per filter band, so any batch of five or more covers each band.
const YEARS = [2023, 2017, 2012, 2004, 1988];
const PRICES = [6500, 18000, 36000, 72000, 240000];
const SIZES = ['34mm', '37mm', '40mm', '43mm', '46mm'];
const BOX_VALUES = ['Yes', 'yes', 'true', 'No', undefined];
const DIALS = [
  '#101214',
  '#1d3b6f',
  '#f1f0ec',
  '#2f6b45',
  '#c9a55a',
  '#6b6f75',
];
const METALS = [
  'steel',
  'yellow-gold',
  'rose-gold',
  'white-gold',
  'platinum',
  'titanium',
];
const STRAPS = ['bracelet', 'leather', 'rubber', 'fabric'];
const LAYOUTS = ['plain', 'date', 'sub-dials', 'skeleton'];

const pick = <T>(list: T[], random: () => number): T =>
  list[Math.floor(random() * list.length)];

export function generatedWatches(count: number, seed = 20240108): WatchSeed[] {
  const random = createRandom(seed);
  const watches: WatchSeed[] = [];
  const from = Date.UTC(2024, 0, 1);
  const span = Date.UTC(2026, 10, 1) - from;
  for (let i = 0; i < count; i++) {
    const number = String(i + 1).padStart(5, '0');
    const vendor = VENDORS[i % VENDORS.length];
    const family = pick(FAMILIES[vendor], random);
    const ref = `G${number}`;
    const status = STATUSES[i % STATUSES.length];
    // Offsets by different strides so bands do not move in lockstep with status.
    const year =
      YEARS[(i + Math.floor(i / 5)) % YEARS.length] + Math.floor(random() * 3);
    const price =
      Math.round(
        (PRICES[(i * 2 + 1) % PRICES.length] * (0.8 + random() * 0.3)) / 50,
      ) * 50;
    const box = BOX_VALUES[i % BOX_VALUES.length];
    const papers =
      BOX_VALUES[
        (i + Math.floor(i / BOX_VALUES.length) + 2) % BOX_VALUES.length
      ];
    const metafields: WatchSeed['metafields'] = {
      availability_status: status,
      reference_number: ref,
      year: String(year),
      case_size: SIZES[(i * 3) % SIZES.length],
      case_material: 'Stainless steel',
      movement: 'Automatic',
      water_resistance: '100m',
      crystal: 'Sapphire',
      condition: random() < 0.5 ? 'Very good' : 'Excellent',
      dial: 'See photographs',
    };
    if (box !== undefined) metafields.box = box;
    if (papers !== undefined) metafields.papers = papers;
    watches.push({
      handle: `generated-watch-${number}`,
      title: `${vendor} ${family} ${ref}`,
      vendor,
      productType: 'Watch',
      tags: [family, 'generated'],
      description: `A generated ${family} for testing.\n\nNot a real listing.`,
      price,
      compareAtPrice: null,
      quantity: status === 'sold' ? 0 : 1,
      createdAt: new Date(
        from + Math.floor((random() * span) / 60000) * 60000,
      ).toISOString(),
      imageCount: 1 + Math.floor(random() * 4),
      look: {
        dial: pick(DIALS, random),
        caseMetal: pick(METALS, random),
        strap: pick(STRAPS, random),
        layout: pick(LAYOUTS, random),
      },
      metafields,
    });
  }
  return watches;
}
