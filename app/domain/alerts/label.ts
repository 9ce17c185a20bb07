// What an alert is about and how it is named, shared by the subscribe forms in the browser and
// the server (no validation library here, so the forms stay light).
import {
  CASE_SIZE_BAND_LABEL,
  PRICE_BAND_LABEL,
  yearBandLabel,
} from '~/domain/catalogue/bands';
import {FILTER_BRANDS} from '~/domain/catalogue/brands';
import type {CatalogueState} from '~/domain/catalogue/filters';
import {translate} from '~/i18n/translate';
import type {Locale} from '~/i18n/locale';
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

/** 'Rolex Submariner (reference 126610LN)' or 'Rolex, 2020-Present, Under £10,000'. */
export function alertLabel(locale: Locale, target: AlertTarget): string {
  if (target.kind === 'reference') {
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
    price ? translate(locale, PRICE_BAND_LABEL[price]) : '',
    sizes.map((band) => CASE_SIZE_BAND_LABEL[band]).join(' / '),
  ];
  return parts.filter(Boolean).join(', ').slice(0, 200);
}
