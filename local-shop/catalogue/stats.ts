// Helpers that put a seed into the storefront's filter bands, used by the catalogue tests to prove
// every case appears. The storefront has its own filter code; these only describe the data.
import type {WatchSeed} from './types';

export type YearBand =
  '2020-Present' | '2015-2019' | '2010-2014' | '2000-2009' | 'Pre-2000';
export type PriceBand =
  | 'under-10000'
  | '10000-25000'
  | '25000-50000'
  | '50000-100000'
  | 'over-100000';
export type CaseSizeBand = '<36' | '36-38' | '39-41' | '42-44' | '>44';

export function yearBand(year: string | undefined): YearBand | null {
  const value = Number.parseInt(year ?? '', 10);
  if (!Number.isFinite(value)) return null;
  if (value >= 2020) return '2020-Present';
  if (value >= 2015) return '2015-2019';
  if (value >= 2010) return '2010-2014';
  if (value >= 2000) return '2000-2009';
  return 'Pre-2000';
}

/** Lower bounds inclusive; 'over 100,000' is strictly greater, so 100,000 itself is in 50-100k. */
export function priceBand(price: number | null): PriceBand | null {
  if (price === null) return null;
  if (price < 10000) return 'under-10000';
  if (price < 25000) return '10000-25000';
  if (price < 50000) return '25000-50000';
  if (price <= 100000) return '50000-100000';
  return 'over-100000';
}

/** Sizes between bands (e.g. 38.5mm) return null: the storefront must decide, the data tests it. */
export function caseSizeBand(
  caseSize: string | undefined,
): CaseSizeBand | null {
  const size = Number.parseFloat(caseSize ?? '');
  if (!Number.isFinite(size)) return null;
  if (size < 36) return '<36';
  if (size <= 38) return '36-38';
  if (size >= 39 && size <= 41) return '39-41';
  if (size >= 42 && size <= 44) return '42-44';
  if (size > 44) return '>44';
  return null;
}

const isYes = (value: string | undefined) =>
  ['Yes', 'yes', 'true'].includes(value ?? '');

export function boxPapersLabel(seed: WatchSeed): string {
  const box = isYes(seed.metafields.box);
  const papers = isYes(seed.metafields.papers);
  if (box && papers) return 'Complete Set';
  if (box) return 'Box Only';
  if (papers) return 'Papers Only';
  return 'Watch Only';
}

function countBy<T>(
  seeds: WatchSeed[],
  key: (seed: WatchSeed) => T,
): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const seed of seeds) {
    const name = String(key(seed));
    counts[name] = (counts[name] ?? 0) + 1;
  }
  return counts;
}

export function catalogueStats(seeds: WatchSeed[]) {
  return {
    total: seeds.length,
    byVendor: countBy(seeds, (s) => s.vendor),
    byStatus: countBy(seeds, (s) => s.metafields.availability_status),
    byYearBand: countBy(seeds, (s) => yearBand(s.metafields.year)),
    byPriceBand: countBy(seeds, (s) => priceBand(s.price)),
    byCaseSizeBand: countBy(seeds, (s) => caseSizeBand(s.metafields.case_size)),
    byBoxPapers: countBy(seeds, boxPapersLabel),
    withGerman: seeds.filter((s) => s.de).length,
    withoutImages: seeds.filter((s) => s.imageCount === 0).length,
    withoutPrice: seeds.filter((s) => s.price === null).length,
  };
}
