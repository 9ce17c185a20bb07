// The catalogue's filter bands: year, price (GBP) and case size. The business rule
// for each band lives here once; routes map facet values to bands and bands to Storefront filters.
import type {Locale} from '~/i18n/locale';
import {translate, type MessageKey} from '~/i18n/translate';
import {formatPrice} from '~/domain/money';

export const YEAR_BANDS = [
  '2020-present',
  '2015-2019',
  '2010-2014',
  '2000-2009',
  'pre-2000',
] as const;
export type YearBand = (typeof YEAR_BANDS)[number];

export const PRICE_BANDS = [
  'under-10000',
  '10000-25000',
  '25000-50000',
  '50000-100000',
  'over-100000',
] as const;
export type PriceBand = (typeof PRICE_BANDS)[number];

export const CASE_SIZE_BANDS = [
  'under-36',
  '36-38',
  '39-41',
  '42-44',
  'over-44',
] as const;
export type CaseSizeBand = (typeof CASE_SIZE_BANDS)[number];

/** The year bands' labels: numbers read the same in every language, the open ends do not. */
export const YEAR_BAND_LABEL: Record<
  YearBand,
  string | {key: 'catalogue.yearBandSince2020' | 'catalogue.yearBandBefore2000'}
> = {
  '2020-present': {key: 'catalogue.yearBandSince2020'},
  '2015-2019': '2015-2019',
  '2010-2014': '2010-2014',
  '2000-2009': '2000-2009',
  'pre-2000': {key: 'catalogue.yearBandBefore2000'},
};

/** A year band's label in the visitor's language. */
export function yearBandLabel(band: YearBand, locale: Locale): string {
  const label = YEAR_BAND_LABEL[band];
  return typeof label === 'string' ? label : translate(locale, label.key);
}

/** The price filter's label of each band (a message key: the label is translated). */
export const PRICE_BAND_LABEL: Record<PriceBand, MessageKey> = {
  'under-10000': 'catalogue.priceUnder10k',
  '10000-25000': 'catalogue.price10to25k',
  '25000-50000': 'catalogue.price25to50k',
  '50000-100000': 'catalogue.price50to100k',
  'over-100000': 'catalogue.priceOver100k',
};

export const CASE_SIZE_BAND_LABEL: Record<CaseSizeBand, string> = {
  'under-36': '<36 mm',
  '36-38': '36-38 mm',
  '39-41': '39-41 mm',
  '42-44': '42-44 mm',
  'over-44': '>44 mm',
};

/** A year as the merchandiser typed it ('2019', ' 2019 ', 'c. 1990'); the first four-digit number wins. */
export function parseYear(
  raw: string | number | null | undefined,
): number | null {
  if (typeof raw === 'number') return Number.isInteger(raw) ? raw : null;
  const match = /\b(1[89]\d\d|2\d\d\d)\b/.exec(raw ?? '');
  return match ? Number(match[1]) : null;
}

export function yearBandOf(
  raw: string | number | null | undefined,
): YearBand | null {
  const year = parseYear(raw);
  if (year === null) return null;
  if (year >= 2020) return '2020-present';
  if (year >= 2015) return '2015-2019';
  if (year >= 2010) return '2010-2014';
  if (year >= 2000) return '2000-2009';
  return 'pre-2000';
}

/** '41mm', '36.5 mm', '40,5 mm', '41' -> millimetres; anything without a number -> null. */
export function parseCaseSize(
  raw: string | number | null | undefined,
): number | null {
  if (typeof raw === 'number')
    return Number.isFinite(raw) && raw > 0 ? raw : null;
  const match = /(\d+(?:[.,]\d+)?)/.exec(raw ?? '');
  if (!match) return null;
  const size = Number(match[1].replace(',', '.'));
  return Number.isFinite(size) && size > 0 ? size : null;
}

/**
 * The specified bands (<36, 36-38, 39-41, 42-44, >44) leave gaps for half sizes. Rule: a size
 * belongs to the band of its whole millimetres, so 38.5 and 38.7 are 36-38, 41.9 is 39-41 and
 * 35.9 is <36. Only '>44' is open: 44.0 is 42-44 while 44.2 is >44 (strictly greater).
 */
export function caseSizeBandOf(
  raw: string | number | null | undefined,
): CaseSizeBand | null {
  const size = parseCaseSize(raw);
  if (size === null) return null;
  if (size < 36) return 'under-36';
  if (size < 39) return '36-38';
  if (size < 42) return '39-41';
  if (size <= 44) return '42-44';
  return 'over-44';
}

/**
 * Price bands as Storefront price filters (GBP; Shopify's min and max are both inclusive).
 * Edge rule: lower bounds are inclusive, upper bounds exclusive, except that 'over 100,000' is
 * strictly greater, so exactly £100,000 is in 50,000-100,000, exactly £10,000 in 10,000-25,000
 * and exactly £25,000 in 25,000-50,000. Prices are whole pounds here; the .99 steps express
 * "below" with Shopify's inclusive max:
 *   under 10,000     -> min 0.01        max 9,999.99
 *   10,000-25,000    -> min 10,000      max 24,999.99
 *   25,000-50,000    -> min 25,000      max 49,999.99
 *   50,000-100,000   -> min 50,000      max 100,000
 *   over 100,000     -> min 100,000.01
 * Every band, and the unfiltered catalogue, keeps a min of 0.01 so unpriced watches (variant
 * price 0) never enter the general catalogue.
 */
export const PRICE_BAND_RANGE: Record<PriceBand, {min: number; max?: number}> =
  {
    'under-10000': {min: 0.01, max: 9999.99},
    '10000-25000': {min: 10000, max: 24999.99},
    '25000-50000': {min: 25000, max: 49999.99},
    '50000-100000': {min: 50000, max: 100000},
    'over-100000': {min: 100000.01},
  };

export const MIN_LISTED_PRICE = 0.01;

/**
 * The four bounds of the price bands in each market's currency, in round figures that read
 * naturally there (a Hong Kong collector thinks in HK$100,000s, not in converted pounds). The
 * bands keep their names (the address's ?price=) and the edge rule above in every currency.
 */
export const PRICE_BAND_BOUNDS: Record<
  string,
  readonly [number, number, number, number]
> = {
  GBP: [10000, 25000, 50000, 100000],
  EUR: [10000, 30000, 60000, 120000],
  USD: [10000, 30000, 60000, 125000],
  HKD: [100000, 250000, 500000, 1000000],
  SGD: [15000, 40000, 80000, 150000],
  AED: [50000, 100000, 250000, 500000],
};

function boundsOf(currency: string) {
  return PRICE_BAND_BOUNDS[currency] ?? PRICE_BAND_BOUNDS.GBP;
}

/** A band as a Storefront price filter in the currency the list is priced in. */
export function priceBandRange(
  band: PriceBand,
  currency: string,
): {min: number; max?: number} {
  const [first, second, third, fourth] = boundsOf(currency);
  const below = (bound: number) => Math.round((bound - 0.01) * 100) / 100;
  switch (band) {
    case 'under-10000':
      return {min: MIN_LISTED_PRICE, max: below(first)};
    case '10000-25000':
      return {min: first, max: below(second)};
    case '25000-50000':
      return {min: second, max: below(third)};
    case '50000-100000':
      return {min: third, max: fourth};
    case 'over-100000':
      return {min: fourth + 0.01};
  }
}

/** A band's label in the currency and language: 'Under HK$100,000', 'Über 120.000 €'. */
export function priceBandLabel(
  band: PriceBand,
  currency: string,
  locale: Locale,
): string {
  // The pound bands keep their written labels.
  if (currency === 'GBP') return translate(locale, PRICE_BAND_LABEL[band]);
  const [first, second, third, fourth] = boundsOf(currency);
  const money = (amount: number) =>
    formatPrice({amount, currencyCode: currency}, locale);
  const between = (low: number, high: number) =>
    translate(locale, 'catalogue.priceBandBetween', {
      low: money(low),
      high: money(high),
    });
  switch (band) {
    case 'under-10000':
      return translate(locale, 'catalogue.priceBandUnder', {
        price: money(first),
      });
    case '10000-25000':
      return between(first, second);
    case '25000-50000':
      return between(second, third);
    case '50000-100000':
      return between(third, fourth);
    case 'over-100000':
      return translate(locale, 'catalogue.priceBandOver', {
        price: money(fourth),
      });
  }
}

/**
 * The band a price in `currency` falls in under the rule above, with that currency's bounds
 * (null for a missing or zero price).
 */
export function priceBandOf(
  amount: number | string | null | undefined,
  currency = 'GBP',
): PriceBand | null {
  const price = Number(amount);
  if (
    amount === null ||
    amount === undefined ||
    amount === '' ||
    !Number.isFinite(price) ||
    price < MIN_LISTED_PRICE
  )
    return null;
  for (const band of PRICE_BANDS) {
    const {min, max} = priceBandRange(band, currency);
    if (price >= min && (max === undefined || price <= max)) return band;
  }
  return null;
}

export function isYearBand(value: string): value is YearBand {
  return (YEAR_BANDS as readonly string[]).includes(value);
}
export function isPriceBand(value: string): value is PriceBand {
  return (PRICE_BANDS as readonly string[]).includes(value);
}
export function isCaseSizeBand(value: string): value is CaseSizeBand {
  return (CASE_SIZE_BANDS as readonly string[]).includes(value);
}
