// What a visitor asks to be alerted about, read from the subscribe form on the server: a
// reference, or a catalogue filter set (the catalogue's own parameters and bands). Label and
// consent wording are made here, in the visitor's language, and stored with the alert.
import {z} from 'zod';
import {parseCatalogueParams} from '~/domain/catalogue/filters';
import {translate} from '~/i18n/translate';
import {normalizeReference, REFERENCE_PATTERN} from './watchFacts';
import type {NewAlertRow} from '../../server/alerts/alertStore';
import {leadSiteFacts} from '~/domain/markets/leadSite';
import type {Site} from '~/domain/markets/sitePath';
import '~/i18n/areas/alerts';

export {
  ALERT_SOURCES,
  alertLabel,
  parseAlertSource,
  referenceFromSearch,
  type AlertSource,
  type AlertTarget,
} from './label';
import {alertLabel, type AlertSource, type AlertTarget} from './label';

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

export function alertRow({
  id,
  email,
  site,
  target,
  source,
}: {
  id: string;
  email: string;
  /** The request's own site: the alert's e-mails link there and its band is in its currency. */
  site: Site;
  target: AlertTarget;
  source: AlertSource;
}): NewAlertRow {
  const locale = site.language;
  const currency = site.market.currency;
  const filters = target.kind === 'filter' ? target.filters : null;
  return {
    id,
    email,
    kind: target.kind,
    reference: target.kind === 'reference' ? target.reference : null,
    brands: filters?.brands ?? [],
    year_bands: filters?.years ?? [],
    price_band: filters?.price ?? null,
    size_bands: filters?.sizes ?? [],
    ...leadSiteFacts(site),
    currency,
    source,
    label: alertLabel(locale, target, currency),
    consent_text: translate(locale, 'alerts.consent'),
  };
}
