// What an alert is about and how it is named, shared by the subscribe forms in the browser and
// the server (no validation library here, so the forms stay light).
import {
  CASE_SIZE_BAND_LABEL,
  CASE_SIZE_BANDS,
  PRICE_BANDS,
  priceBandLabel,
  YEAR_BANDS,
  yearBandLabel,
  type CaseSizeBand,
  type PriceBand,
  type YearBand,
} from '~/domain/catalogue/bands';
import {FILTER_BRANDS} from '~/domain/catalogue/brandNames';
import type {CatalogueState} from '~/domain/catalogue/filters';
import {translate} from '~/i18n/translate';
import type {Locale} from '~/i18n/locale';
import {namesReference} from '~/domain/watch/watchName';
import {normalizeReference, REFERENCE_PATTERN} from './watchFacts';
import '~/i18n/areas/alerts';

export const ALERT_SOURCES = [
  'product',
  'reference',
  'search',
  'catalogue',
] as const;
export type AlertSource = (typeof ALERT_SOURCES)[number];

export type AlertTarget =
  | {kind: 'reference'; reference: string; title: string | null}
  | {
      kind: 'filter';
      filters: Pick<CatalogueState, 'brands' | 'years' | 'price' | 'sizes'>;
    };

/** A search text that reads as a reference ('126610LN', '5711/1A-010'), normalised; else null. */
export function referenceFromSearch(text: string): string | null {
  const reference = normalizeReference(text);
  return REFERENCE_PATTERN.test(reference) &&
    reference.length >= 4 &&
    /\d/.test(reference)
    ? reference
    : null;
}

export function parseAlertSource(value: unknown): AlertSource {
  return (ALERT_SOURCES as readonly unknown[]).includes(value)
    ? (value as AlertSource)
    : 'product';
}

/**
 * 'Rolex Submariner (reference 126610LN)', 'Rolex Submariner Date 126610LN' (a title that names
 * its reference is not followed by it again) or 'Rolex, 2020-Present, Under £10,000'. A price
 * band reads in the currency of the site's list it was chosen from ('Under US$10,000').
 */
export function alertLabel(
  locale: Locale,
  target: AlertTarget,
  currency = 'GBP',
): string {
  if (target.kind === 'reference') {
    if (target.title && namesReference(target.title, target.reference))
      return target.title;
    return target.title
      ? translate(locale, 'alerts.labelReferenceTitled', {
          title: target.title,
          reference: target.reference,
        })
      : translate(locale, 'alerts.labelReference', {
          reference: target.reference,
        });
  }
  const {brands, years, price, sizes} = target.filters;
  const parts = [
    brands.length
      ? brands
          .map(
            (slug) =>
              FILTER_BRANDS.find((b) => b.slug === slug)?.vendor ?? slug,
          )
          .join(' / ')
      : translate(locale, 'alerts.labelAnyBrand'),
    years.map((band) => yearBandLabel(band, locale)).join(' / '),
    price ? priceBandLabel(price, currency, locale) : '',
    sizes.map((band) => CASE_SIZE_BAND_LABEL[band]).join(' / '),
  ];
  return parts.filter(Boolean).join(', ').slice(0, 200);
}

/** What an alert is, as stored: the shop's own values, never the label or a typed title. */
export interface AlertFacts {
  kind: 'reference' | 'filter' | string;
  reference: string | null;
  brands?: string[] | null;
  year_bands?: string[] | null;
  price_band?: string | null;
  size_bands?: string[] | null;
  /** The price band's currency; pounds for alerts made before markets. */
  currency?: string | null;
}

/**
 * A reference fit to repeat in an e-mail to an address nobody has confirmed: 3-24 characters
 * of letters, digits, '/', '-' and '.', at least one digit, no run of more than five letters
 * (no words), and a dot only between digits (no domain names), as Omega's '210.30.42.20.01.001'.
 */
export function mailSafeReference(reference: string | null): string | null {
  if (!reference) return null;
  const normalised = normalizeReference(reference);
  return /^[A-Z0-9][A-Z0-9./-]{2,23}$/.test(normalised) &&
    /\d/.test(normalised) &&
    !/[A-Z]{6}/.test(normalised) &&
    !/(^|[^0-9])\.|\.($|[^0-9])/.test(normalised)
    ? normalised
    : null;
}

/**
 * The alert in the shop's words, for its e-mails (docs/decisions/106-alert-mail-safety.md):
 * 'reference 126610LN', or the catalogue's own brand and band labels. Values the shop does not
 * know are left out; null when nothing is left (the e-mail then says "a stock alert").
 */
export function alertDescription(
  locale: Locale,
  facts: AlertFacts,
): string | null {
  if (facts.kind === 'reference') {
    const reference = mailSafeReference(facts.reference);
    return reference
      ? translate(locale, 'alerts.labelReference', {reference})
      : null;
  }
  if (facts.kind !== 'filter') return null;
  const brands = (facts.brands ?? []).flatMap((slug) =>
    FILTER_BRANDS.filter((brand) => brand.slug === slug).map(
      (brand) => brand.vendor,
    ),
  );
  const years = (facts.year_bands ?? []).flatMap((band) =>
    (YEAR_BANDS as readonly string[]).includes(band)
      ? [yearBandLabel(band as YearBand, locale)]
      : [],
  );
  const price =
    facts.price_band &&
    (PRICE_BANDS as readonly string[]).includes(facts.price_band)
      ? priceBandLabel(
          facts.price_band as PriceBand,
          facts.currency ?? 'GBP',
          locale,
        )
      : '';
  const sizes = (facts.size_bands ?? []).flatMap((band) =>
    (CASE_SIZE_BANDS as readonly string[]).includes(band)
      ? [CASE_SIZE_BAND_LABEL[band as CaseSizeBand]]
      : [],
  );
  if (!brands.length && !years.length && !price && !sizes.length) return null;
  return [
    brands.length
      ? brands.join(' / ')
      : translate(locale, 'alerts.labelAnyBrand'),
    years.join(' / '),
    price,
    sizes.join(' / '),
  ]
    .filter(Boolean)
    .join(', ');
}
