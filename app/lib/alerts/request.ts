// What a visitor asks to be alerted about, read from the subscribe form on the server: a
// reference, or a catalogue filter set (the catalogue's own parameters and bands). Label and
// consent wording are made here, in the visitor's language, and stored with the alert.
import {z} from 'zod';
import {
  CASE_SIZE_BAND_LABEL,
  yearBandLabel,
  type PriceBand,
} from '~/lib/catalogue/bands';
import {FILTER_BRANDS} from '~/lib/catalogue/brands';
import {
  parseCatalogueParams,
  type CatalogueState,
} from '~/lib/catalogue/filters';
import {translate, type MessageKey} from '~/i18n/translate';
import type {Locale} from '~/i18n/locale';
import {normalizeReference, REFERENCE_PATTERN} from './watchFacts';
import type {NewAlertRow} from './store';
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

const PRICE_LABEL: Record<PriceBand, MessageKey> = {
  'under-10000': 'catalogue.priceUnder10k',
  '10000-25000': 'catalogue.price10to25k',
  '25000-50000': 'catalogue.price25to50k',
  '50000-100000': 'catalogue.price50to100k',
  'over-100000': 'catalogue.priceOver100k',
};

const emailSchema = z.string().trim().max(254).pipe(z.email());

export function parseAlertEmail(value: unknown): string | null {
  const parsed = emailSchema.safeParse(typeof value === 'string' ? value : '');
  return parsed.success ? parsed.data : null;
}

/** The target from the form's fields; null when the form was tampered with or is empty. */
export function parseAlertTarget(form: FormData): AlertTarget | null {
  const kind = form.get('kind');
  if (kind === 'reference') {
    const reference = normalizeReference(String(form.get('reference') ?? ''));
    if (!REFERENCE_PATTERN.test(reference)) return null;
    const title = String(form.get('title') ?? '')
      .trim()
      .slice(0, 150);
    return {kind, reference, title: title || null};
  }
  if (kind === 'filter') {
    const params = new URLSearchParams();
    for (const [name, value] of form)
      if (typeof value === 'string') params.append(name, value);
    const {brands, years, price, sizes} = parseCatalogueParams(params);
    if (brands.length + years.length + sizes.length === 0 && !price)
      return null;
    return {kind, filters: {brands, years, price, sizes}};
  }
  return null;
}

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
    price ? translate(locale, PRICE_LABEL[price]) : '',
    sizes.map((band) => CASE_SIZE_BAND_LABEL[band]).join(' / '),
  ];
  return parts.filter(Boolean).join(', ').slice(0, 200);
}

export function alertRow({
  id,
  email,
  locale,
  target,
  source,
}: {
  id: string;
  email: string;
  locale: Locale;
  target: AlertTarget;
  source: AlertSource;
}): NewAlertRow {
  const filters = target.kind === 'filter' ? target.filters : null;
  return {
    id,
    email,
    locale,
    kind: target.kind,
    reference: target.kind === 'reference' ? target.reference : null,
    brands: filters?.brands ?? [],
    year_bands: filters?.years ?? [],
    price_band: filters?.price ?? null,
    size_bands: filters?.sizes ?? [],
    source,
    label: alertLabel(locale, target),
    consent_text: translate(locale, 'alerts.consent'),
  };
}
