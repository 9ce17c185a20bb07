// A reference's market history from its watches: what is in stock, what sold when and for how
// much, and the last 24 months in four numbers. Pure: the loader fetches, this decides.
import {availabilityStatus, isPurchasable} from '~/domain/watch/availability';
import {boxAndPapers, type BoxAndPapers} from '~/domain/watch/boxAndPapers';
import {matchesReference} from './referenceKey';
import type {MoneyLike} from '~/domain/money';
import {derivedPounds, type Pounds} from '~/domain/pounds';
import {soldFigure, type SoldPriceKind} from '~/domain/watch/soldPrice';

/** The fields of one watch the market history reads (flattened from the Storefront answer). */
export interface ReferenceWatch {
  id: string;
  handle: string;
  title: string;
  vendor: string;
  sku: string | null;
  referenceNumber: string | null;
  status: string | null;
  availableForSale: boolean;
  /** The last asking price (variant price) in the currency the query was asked in. */
  askingPrice: MoneyLike;
  soldDate: string | null;
  soldPrice: string | null;
  year: string | null;
  condition: string | null;
  box: string | null;
  papers: string | null;
  caseSize: string | null;
  caseMaterial: string | null;
  movement: string | null;
}

export interface SoldWatch {
  handle: string;
  title: string;
  /** 'YYYY-MM', or null when the merchandiser has not recorded the sale date. */
  soldMonth: string | null;
  /** Day of the sale ('YYYY-MM-DD') for ordering and the chart. */
  soldDate: string | null;
  /** The published achieved price, else the last asking price if in pounds (app/domain/watch/soldPrice.ts). */
  price: Pounds | null;
  priceKind: SoldPriceKind;
  year: string | null;
  condition: string | null;
  boxAndPapers: BoxAndPapers;
}

export interface ReferenceFacts {
  vendor: string;
  model: string;
  caseSize: string | null;
  caseMaterial: string | null;
  movement: string | null;
  /** Earliest and latest production year among the watches handled. */
  years: {from: number; to: number} | null;
}

export interface PriceStats {
  count: number;
  lowest: Pounds;
  median: Pounds;
  highest: Pounds;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The sale day as 'YYYY-MM-DD' from an ISO date or date-time; null if it is not one. */
export function saleDay(raw: string | null | undefined): string | null {
  const match = ISO_DAY.exec((raw ?? '').trim());
  if (!match) return null;
  const [, y, m, d] = match;
  const time = Date.UTC(Number(y), Number(m) - 1, Number(d));
  return Number.isNaN(time) || Number(m) < 1 || Number(m) > 12
    ? null
    : `${y}-${m}-${d}`;
}

export function soldWatchOf(watch: ReferenceWatch): SoldWatch {
  const day = saleDay(watch.soldDate);
  const figure = soldFigure(watch);
  return {
    handle: watch.handle,
    title: watch.title,
    soldDate: day,
    soldMonth: day ? day.slice(0, 7) : null,
    price: figure?.pounds ?? null,
    priceKind: figure?.kind ?? 'asking',
    year: watch.year,
    condition: watch.condition,
    boxAndPapers: boxAndPapers(watch.box, watch.papers),
  };
}

export interface MarketHistory {
  /** Watches offered now (available or on request, and for sale), newest listing order kept. */
  stockIds: string[];
  /** Sold watches, latest sale first; undated ones last. */
  sold: SoldWatch[];
  facts: ReferenceFacts;
}

function mostCommon(values: Array<string | null>): string | null {
  const counts = new Map<string, number>();
  for (const value of values) {
    const text = value?.trim();
    if (text) counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  let best: string | null = null;
  let bestCount = 0;
  for (const [value, count] of counts)
    if (count > bestCount) [best, bestCount] = [value, count];
  return best;
}

export function referenceFacts(watches: ReferenceWatch[]): ReferenceFacts {
  const years = watches
    .map((watch) => Number.parseInt(watch.year ?? '', 10))
    .filter((year) => Number.isFinite(year) && year > 1800);
  return {
    vendor: mostCommon(watches.map((w) => w.vendor)) ?? '',
    model: mostCommon(watches.map((w) => w.title)) ?? '',
    caseSize: mostCommon(watches.map((w) => w.caseSize)),
    caseMaterial: mostCommon(watches.map((w) => w.caseMaterial)),
    movement: mostCommon(watches.map((w) => w.movement)),
    years: years.length
      ? {from: Math.min(...years), to: Math.max(...years)}
      : null,
  };
}

/**
 * The market history of one reference from the watches a search returned (already narrowed or
 * not: anything that does not carry the reference is left out here).
 */
export function marketHistory(
  watches: ReferenceWatch[],
  reference: string,
): MarketHistory {
  const own = watches.filter((watch) => matchesReference(watch, reference));
  const stockIds = own
    .filter((watch) =>
      isPurchasable(availabilityStatus(watch.status), watch.availableForSale),
    )
    .map((watch) => watch.id);
  const sold = own
    .filter((watch) => availabilityStatus(watch.status) === 'sold')
    .map(soldWatchOf)
    .sort(
      (a, b) =>
        (b.soldDate ?? '').localeCompare(a.soldDate ?? '') ||
        a.handle.localeCompare(b.handle),
    );
  return {stockIds, sold, facts: referenceFacts(own)};
}

/** The first day of the month `months` before `now` (UTC), as 'YYYY-MM-DD'. */
export function monthsBefore(now: Date, months: number): string {
  const start = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months + 1, 1),
  );
  return start.toISOString().slice(0, 10);
}

export type PricedSale = SoldWatch & {soldDate: string; price: Pounds};

/** Sales with a date and a price, oldest first: what the chart, table and numbers show. */
export function pricedSales(sold: SoldWatch[], since?: string): PricedSale[] {
  return sold
    .filter(
      (sale): sale is PricedSale =>
        sale.soldDate !== null &&
        sale.price !== null &&
        (since === undefined || sale.soldDate >= since),
    )
    .sort(
      (a, b) =>
        a.soldDate.localeCompare(b.soldDate) ||
        a.handle.localeCompare(b.handle),
    );
}

export function median(sorted: number[]): number {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[middle]
    : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Count, lowest, median and highest of the priced sales in the last 24 months (this month included). */
export function lastTwoYears(sold: SoldWatch[], now: Date): PriceStats | null {
  const prices = pricedSales(sold, monthsBefore(now, 24))
    .map((sale) => sale.price)
    .sort((a, b) => a - b);
  if (!prices.length) return null;
  return {
    count: prices.length,
    lowest: prices[0],
    median: derivedPounds(median(prices)),
    highest: prices[prices.length - 1],
  };
}

/** The product page's line: how many sold since when, and the price range. */
export interface HistorySummary {
  count: number;
  /** 'YYYY-MM' of the first dated sale, or null. */
  since: string | null;
  lowest: Pounds | null;
  highest: Pounds | null;
}

export function historySummary(sold: SoldWatch[]): HistorySummary | null {
  if (!sold.length) return null;
  const dated = sold
    .map((sale) => sale.soldMonth)
    .filter((month): month is string => month !== null)
    .sort();
  const prices = sold
    .map((sale) => sale.price)
    .filter((price): price is Pounds => price !== null);
  return {
    count: sold.length,
    since: dated[0] ?? null,
    lowest: prices.length ? derivedPounds(Math.min(...prices)) : null,
    highest: prices.length ? derivedPounds(Math.max(...prices)) : null,
  };
}
