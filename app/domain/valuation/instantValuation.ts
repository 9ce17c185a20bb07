// The instant valuation: what the dealer achieved for comparable watches, from its own sales.
// Comparable = the same reference however it is spelt (referenceKey.ts, as the reference pages
// match it), sold in the last 24 months at a published achieved price (custom.sold_price; a
// last asking price is not an achieved price). Pure: the loader fetches, this decides
// (docs/decisions/102-valuation-and-condition-report.md).
import {monthsBefore, type SoldWatch} from '~/domain/references/marketHistory';
import {
  CONDITION_GRADES,
  conditionGrade,
  type ConditionGrade,
} from '~/domain/watch/conditionGrade';
import type {BoxAndPapers} from '~/domain/watch/boxAndPapers';

/** Fewer comparable sales than this: no range, the dealer values the watch by hand. */
export const MIN_SALES = 3;
/** A group (like yours / the others) needs this many sales before it moves the range. */
export const MIN_GROUP_SALES = 3;
export const WINDOW_MONTHS = 24;
/** The longest reference the form takes (the longest the dealer uses is 20 characters). */
export const MAX_REFERENCE_LENGTH = 40;

export const YEAR_BANDS = [
  'before-2000',
  '2000-2009',
  '2010-2014',
  '2015-2019',
  '2020-on',
] as const;
export type YearBand = (typeof YEAR_BANDS)[number];

export const PAPERS_CHOICES: readonly BoxAndPapers[] = [
  'complete-set',
  'box-only',
  'papers-only',
  'watch-only',
];

export interface ValuationInputs {
  /** The reference as typed, tidied (single spaces, no control characters), at most 40. */
  reference: string;
  year: YearBand | null;
  condition: ConditionGrade | null;
  papers: BoxAndPapers | null;
}

/** Control characters out, runs of white space as one space, trimmed. */
function tidy(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- stripping control characters is the point
      .replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029\s]+/g, ' ')
      .trim()
  );
}

function oneOf<T extends string>(
  choices: readonly T[],
  raw: string | null,
): T | null {
  return raw !== null && (choices as readonly string[]).includes(raw)
    ? (raw as T)
    : null;
}

/**
 * What the GET form asked (`?reference=…&year=…&condition=…&papers=…`). Anything odd becomes
 * "not given" rather than an error: an unknown choice is no choice, a long reference is cut.
 */
export function readValuationInputs(
  params: URLSearchParams,
): ValuationInputs | null {
  const raw = params.get('reference');
  if (raw === null) return null;
  return {
    reference: tidy(raw.slice(0, 200)).slice(0, MAX_REFERENCE_LENGTH),
    year: oneOf(YEAR_BANDS, params.get('year')),
    condition: oneOf(CONDITION_GRADES, params.get('condition')),
    papers: oneOf(PAPERS_CHOICES, params.get('papers')),
  };
}

/** The year band a production year falls in. */
export function yearBandOf(year: number): YearBand {
  if (year < 2000) return 'before-2000';
  if (year < 2010) return '2000-2009';
  if (year < 2015) return '2010-2014';
  if (year < 2020) return '2015-2019';
  return '2020-on';
}

export interface ComparableSale {
  price: number;
  soldDate: string;
  condition: ConditionGrade | null;
  papers: BoxAndPapers;
}

/**
 * The sales a valuation rests on: sold in the last 24 months (this month included, as the
 * reference page's numbers) at a published achieved price. `sold` is already one reference's.
 */
export function comparableSales(
  sold: readonly SoldWatch[],
  now: Date,
): ComparableSale[] {
  const since = monthsBefore(now, WINDOW_MONTHS);
  const today = now.toISOString().slice(0, 10);
  return sold.flatMap((sale) =>
    sale.priceKind === 'achieved' &&
    sale.price !== null &&
    sale.soldDate !== null &&
    sale.soldDate >= since &&
    sale.soldDate <= today
      ? [
          {
            price: sale.price,
            soldDate: sale.soldDate,
            condition: conditionGrade(sale.condition),
            papers: sale.boxAndPapers,
          },
        ]
      : [],
  );
}

/** The p-th percentile (0-1) of sorted values, linearly interpolated (Excel's PERCENTILE.INC). */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return NaN;
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below] + (sorted[above] - sorted[below]) * (position - below);
}

const ascending = (values: number[]) => [...values].sort((a, b) => a - b);
const medianOf = (values: number[]) => percentile(ascending(values), 0.5);

/** Prices are shown to the nearest £50, as the dealer prices. */
export const roundTo50 = (value: number) => Math.round(value / 50) * 50;

export type Factor = 'condition' | 'papers';

export interface FactorEffect {
  factor: Factor;
  /** The seller's choice the sales were split by. */
  value: string;
  like: number;
  other: number;
  /** Median of like-yours against the others, -0.12 = 12 % less; null when a group is too small. */
  effect: number | null;
  /** Whether it moved the range (both groups at least MIN_GROUP_SALES). */
  applied: boolean;
}

export type Valuation =
  | {
      kind: 'estimate';
      count: number;
      /** The middle half of all comparable sales (25th to 75th percentile), to £50. */
      range: {low: number; high: number};
      /** The middle half moved for the seller's condition and box and papers; null when neither applies. */
      adjusted: {low: number; high: number} | null;
      effects: FactorEffect[];
      /** The indicative offer, only when the dealer has set how offers relate to selling prices. */
      offer: {low: number; high: number; percent: number} | null;
    }
  | {kind: 'too-few'; count: number};

function factorEffect(
  sales: ComparableSale[],
  factor: Factor,
  value: string,
): {effect: FactorEffect; ratio: number | null} {
  const isLike = (sale: ComparableSale) =>
    (factor === 'condition' ? sale.condition : sale.papers) === value;
  const like = sales.filter(isLike).map((sale) => sale.price);
  const other = sales.filter((sale) => !isLike(sale)).map((s) => s.price);
  const applied =
    like.length >= MIN_GROUP_SALES && other.length >= MIN_GROUP_SALES;
  const likeMedian = medianOf(like);
  return {
    effect: {
      factor,
      value,
      like: like.length,
      other: other.length,
      effect: applied ? likeMedian / medianOf(other) - 1 : null,
      applied,
    },
    // Like-yours against every comparable sale: the share of the middle half a watch like this takes.
    ratio: applied ? likeMedian / medianOf(sales.map((s) => s.price)) : null,
  };
}

/**
 * The valuation for one reference's sold watches. `offerPercent` is VALUATION_OFFER_PERCENT:
 * what the dealer offers as a share of its selling prices; without it there is no offer.
 */
export function valuate(
  sold: readonly SoldWatch[],
  inputs: Pick<ValuationInputs, 'condition' | 'papers'>,
  now: Date,
  offerPercent?: number | null,
): Valuation {
  const sales = comparableSales(sold, now);
  if (sales.length < MIN_SALES) return {kind: 'too-few', count: sales.length};
  const prices = ascending(sales.map((sale) => sale.price));
  const low = percentile(prices, 0.25);
  const high = percentile(prices, 0.75);

  const effects: FactorEffect[] = [];
  let ratio = 1;
  for (const [factor, value] of [
    ['condition', inputs.condition],
    ['papers', inputs.papers],
  ] as const) {
    if (!value) continue;
    const result = factorEffect(sales, factor, value);
    effects.push(result.effect);
    if (result.ratio !== null) ratio *= result.ratio;
  }
  const moved = effects.some((effect) => effect.applied);
  const base = moved ? {low: low * ratio, high: high * ratio} : {low, high};
  const percent =
    offerPercent && offerPercent > 0 && offerPercent <= 100
      ? offerPercent
      : null;
  return {
    kind: 'estimate',
    count: sales.length,
    range: {low: roundTo50(low), high: roundTo50(high)},
    adjusted: moved
      ? {low: roundTo50(base.low), high: roundTo50(base.high)}
      : null,
    effects,
    offer: percent
      ? {
          low: roundTo50((base.low * percent) / 100),
          high: roundTo50((base.high * percent) / 100),
          percent,
        }
      : null,
  };
}
