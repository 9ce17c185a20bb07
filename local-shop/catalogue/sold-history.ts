// The dealer's sold archive: watches sold over the 36 months before the catalogue's last
// listing, each still a product (status `sold`, no stock) with the sale recorded in
// `custom.sold_date` and, where the dealer publishes it, `custom.sold_price`. Generated from the
// in-stock watch of the same reference so facts stay consistent, and from a seeded PRNG so every
// run holds the same history.
import {createRandom} from './generated';
import {hashString} from './define';
import type {WatchSeed} from './types';

/** The last sale is no later than this day (the catalogue's newest listing is 2026-11-14). */
export const SOLD_HISTORY_UNTIL = Date.UTC(2026, 10, 12);
export const SOLD_HISTORY_MONTHS = 36;

/** Sales per reference (first reference of the in-stock watch they are drawn from). */
const SALES_PER_REFERENCE: ReadonlyArray<[reference: string, sales: number]> = [
  ['126610LN', 9],
  ['124060', 8],
  ['116610LV', 6],
  ['126500LN', 10],
  ['116500LN', 8],
  ['126710BLRO', 9],
  ['126720VTNR', 5],
  ['124300', 5],
  ['126334', 6],
  ['226570', 5],
  ['126660', 4],
  ['16610LV', 4],
  ['5711/1A-010', 8],
  ['5712/1A-001', 5],
  ['5167A-001', 7],
  ['5726/1A-014', 4],
  ['5196G-001', 3],
  ['15500ST.OO.1220ST.01', 7],
  ['15202ST.OO.1240ST.01', 6],
  ['26331ST.OO.1220ST.03', 5],
  ['310.30.42.50.01.001', 8],
  ['210.30.42.20.03.001', 6],
  ['M79010SG-0001', 6],
  ['4500V/110A-B128', 5],
  ['WSSA0018', 6],
];

// The shop moved to Shopify on this day and imported the watches it had listed then.
const SHOPIFY_IMPORT = Date.UTC(2024, 0, 8, 9, 0, 0);

const CONDITIONS = ['Excellent', 'Very good', 'Excellent', 'Unworn', 'Good'];
const DAY = 86_400_000;
const MONTH = 30.44 * DAY;

const roundTo50 = (value: number) => Math.round(value / 50) * 50;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Shopify's suffix for a repeated title: the second "Rolex Submariner 124060" is `…-124060-1`. */
function soldHandle(base: string, index: number) {
  return `${base}-${index + 1}`;
}

function salesOf(base: WatchSeed, sales: number): WatchSeed[] {
  const reference = base.metafields.reference_number;
  const random = createRandom(hashString(`sold:${reference}`));
  // Each reference drifts on its own: -6 % to +10 % a year, seen from the latest sale backwards.
  const driftPerYear = -0.06 + random() * 0.16;
  const latestPrice = base.price ?? 10_000;
  const baseYear = Number.parseInt(base.metafields.year ?? '2018', 10);
  const span = SOLD_HISTORY_MONTHS * MONTH - 7 * DAY;
  const soldTimes = Array.from(
    {length: sales},
    () => SOLD_HISTORY_UNTIL - Math.floor(random() * span),
  ).sort((a, b) => a - b);

  return soldTimes.map((soldAt, index) => {
    const yearsBack = (SOLD_HISTORY_UNTIL - soldAt) / (12 * MONTH);
    const noise = 0.95 + random() * 0.08;
    const asking = roundTo50(
      (latestPrice / (1 + driftPerYear) ** yearsBack) * noise,
    );
    // The dealer publishes the achieved price for about two sales in three.
    const published = random() < 0.65;
    const achieved = roundTo50(asking * (0.95 + random() * 0.04));
    const soldYear = new Date(soldAt).getUTCFullYear();
    const year = Math.min(soldYear, baseYear - 2 + Math.floor(random() * 5));
    const condition = CONDITIONS[Math.floor(random() * CONDITIONS.length)];
    const box = random() < 0.8 ? 'Yes' : 'No';
    const papers = random() < 0.7 ? 'Yes' : 'No';
    const listedAt = Math.max(
      SHOPIFY_IMPORT,
      soldAt - Math.floor((10 + random() * 80) * DAY),
    );
    const metafields: WatchSeed['metafields'] = {
      ...base.metafields,
      availability_status: 'sold',
      year: String(year),
      condition,
      box,
      papers,
      sold_date: isoDay(soldAt),
    };
    delete metafields.signature_watches;
    if (published) metafields.sold_price = achieved.toFixed(2);
    const month = new Date(soldAt).toLocaleString('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return {
      handle: soldHandle(base.handle, index),
      title: base.title,
      vendor: base.vendor,
      productType: base.productType,
      tags: base.tags,
      description: [
        `A ${year} example, sold in ${month}.`,
        `${condition} condition; ${box === 'Yes' ? 'with' : 'without'} its box, ${papers === 'Yes' ? 'with' : 'without'} papers. Kept on the site as part of our sold archive.`,
      ].join('\n\n'),
      price: asking,
      compareAtPrice: null,
      quantity: 0,
      createdAt: new Date(listedAt).toISOString(),
      imageCount: 1 + (hashString(`${base.handle}:${index}`) % 3),
      look: base.look,
      metafields,
    };
  });
}

/** The sold archive drawn from the dealer's stock (references missing from it are skipped). */
export function soldHistory(stock: readonly WatchSeed[]): WatchSeed[] {
  const history: WatchSeed[] = [];
  for (const [reference, sales] of SALES_PER_REFERENCE) {
    const base = stock.find(
      (seed) =>
        seed.metafields.reference_number.split(',')[0].trim() === reference &&
        seed.price !== null,
    );
    if (base) history.push(...salesOf(base, sales));
  }
  return history;
}
