import {regionName} from '~/domain/regionName';
// The condition report a merchandiser keeps in Shopify admin: one `json` product metafield,
// `custom.condition_report`, read defensively. Whatever part is missing or malformed is left
// out; a report with nothing usable is no report (docs/decisions/102-valuation-and-condition-report.md).
//
// {
//   "parts": {"case": {"grade": "excellent", "note": "Faint hairlines on the clasp"},
//             "bezel": "very good", ...},            // a grade alone is enough
//   "notes": "General remarks",
//   "service": [{"date": "2023-05", "by": "Rolex UK", "work": "Full service"}],
//   "provenance": {"country": "GB", "year": 2019, "documents": ["Warranty card"],
//                  "previousOwners": 1},
//   "authentication": ["Serial checked against the warranty card", ...]
// }
import {
  CONDITION_GRADE_LABEL,
  conditionGrade,
  type ConditionGrade,
} from '~/domain/watch/conditionGrade';
import {translate, type MessageKey} from '~/i18n/translate';
import type {Locale} from '~/i18n/locale';
import '~/i18n/areas/condition';

export const REPORT_PARTS = [
  'case',
  'bezel',
  'bracelet',
  'dial',
  'hands',
  'crystal',
  'movement',
] as const;
export type ReportPart = (typeof REPORT_PARTS)[number];

export const REPORT_PART_LABEL: Record<ReportPart, MessageKey> = {
  case: 'condition.partCase',
  bezel: 'condition.partBezel',
  bracelet: 'condition.partBracelet',
  dial: 'condition.partDial',
  hands: 'condition.partHands',
  crystal: 'condition.partCrystal',
  movement: 'condition.partMovement',
};

/** Other words a merchandiser may use for a part. */
const PART_ALIASES: Record<string, ReportPart> = {
  strap: 'bracelet',
  glass: 'crystal',
};

export interface GradedPart {
  part: ReportPart;
  grade: ConditionGrade | null;
  note: string | null;
}

export interface ServiceEntry {
  /** 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD' as recorded; null when not given. */
  date: string | null;
  by: string | null;
  work: string | null;
}

export interface Provenance {
  /** A two-letter country code (shown as the country's name) or the text recorded. */
  country: string | null;
  year: number | null;
  documents: string[];
  previousOwners: number | null;
}

export interface ConditionReport {
  parts: GradedPart[];
  notes: string | null;
  service: ServiceEntry[];
  provenance: Provenance | null;
  authentication: string[];
}

const MAX_TEXT = 600;
const MAX_ITEMS = 20;

/** A short text or null: control characters out, white space tidied, at most 600 characters. */
function text(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const cleaned = String(value)
    // eslint-disable-next-line no-control-regex -- control characters never belong in a note
    .replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned ? cleaned.slice(0, MAX_TEXT) : null;
}

function texts(value: unknown): string[] {
  const list = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? [value]
      : [];
  return list
    .map(text)
    .filter((item): item is string => item !== null)
    .slice(0, MAX_ITEMS);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function serviceDate(value: unknown): string | null {
  const raw = text(value);
  const match = raw && /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?/.exec(raw);
  if (!match) return null;
  const month = match[2] ? Number(match[2]) : null;
  if (month !== null && (month < 1 || month > 12)) return null;
  return match[0];
}

function wholeNumber(value: unknown, low: number, high: number): number | null {
  const number = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof number === 'number' &&
    Number.isInteger(number) &&
    number >= low &&
    number <= high
    ? number
    : null;
}

function readParts(value: unknown): GradedPart[] {
  if (!isObject(value)) return [];
  const found = new Map<ReportPart, GradedPart>();
  for (const [key, entry] of Object.entries(value)) {
    const name = key.trim().toLowerCase();
    const part = (REPORT_PARTS as readonly string[]).includes(name)
      ? (name as ReportPart)
      : PART_ALIASES[name];
    if (!part || found.has(part)) continue;
    const grade = conditionGrade(
      typeof entry === 'string'
        ? entry
        : isObject(entry)
          ? String(entry.grade ?? '')
          : '',
    );
    const note = isObject(entry) ? text(entry.note) : null;
    if (grade || note) found.set(part, {part, grade, note});
  }
  // The report's own order, whatever order the merchandiser typed.
  return REPORT_PARTS.flatMap((part) => found.get(part) ?? []);
}

function readService(value: unknown): ServiceEntry[] {
  const list = Array.isArray(value) ? value : isObject(value) ? [value] : [];
  return list
    .filter(isObject)
    .map((entry) => ({
      date: serviceDate(entry.date),
      by: text(entry.by),
      work: text(entry.work ?? entry.what),
    }))
    .filter((entry) => entry.date || entry.by || entry.work)
    .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''))
    .slice(0, MAX_ITEMS);
}

function readProvenance(value: unknown, now: Date): Provenance | null {
  if (!isObject(value)) return null;
  const country = text(value.country ?? value.firstSaleCountry);
  const provenance: Provenance = {
    country:
      country && /^[a-z]{2}$/i.test(country) ? country.toUpperCase() : country,
    year: wholeNumber(
      value.year ?? value.firstSaleYear,
      1800,
      now.getUTCFullYear(),
    ),
    documents: texts(value.documents),
    previousOwners: wholeNumber(value.previousOwners, 0, 99),
  };
  return provenance.country ||
    provenance.year !== null ||
    provenance.documents.length ||
    provenance.previousOwners !== null
    ? provenance
    : null;
}

/** The report in a metafield's value, or null when there is none worth showing. */
export function parseConditionReport(
  raw: string | null | undefined,
  now: Date = new Date(),
): ConditionReport | null {
  if (!raw || raw.length > 20_000) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(data)) return null;
  const report: ConditionReport = {
    parts: readParts(data.parts),
    notes: text(data.notes),
    service: readService(data.service),
    provenance: readProvenance(data.provenance, now),
    authentication: texts(data.authentication),
  };
  return report.parts.length ||
    report.notes ||
    report.service.length ||
    report.provenance ||
    report.authentication.length
    ? report
    : null;
}

const GRADE_WORDS: Record<ConditionGrade, string> = {
  unworn: 'Unworn',
  excellent: 'Excellent',
  'very-good': 'Very good',
  good: 'Good',
  fair: 'Fair',
};
const PART_WORDS: Record<ReportPart, string> = {
  case: 'Case',
  bezel: 'Bezel',
  bracelet: 'Bracelet or strap',
  dial: 'Dial',
  hands: 'Hands',
  crystal: 'Crystal',
  movement: 'Movement',
};

/**
 * The report as name/value pairs where a structured format has a place for them (schema.org
 * Product `additionalProperty`): the grades, the latest service and the first sale, in the
 * page's language like the rest of its structured data.
 */
export function conditionReportProperties(
  report: ConditionReport | null,
  locale: Locale,
): Array<{name: string; value: string}> {
  if (!report) return [];
  const t = (key: MessageKey) => translate(locale, key);
  const pairs = report.parts.flatMap((part) =>
    part.grade
      ? [
          {
            name: `${t('condition.reportHeading')}: ${t(REPORT_PART_LABEL[part.part])}`,
            value: t(CONDITION_GRADE_LABEL[part.grade]),
          },
        ]
      : [],
  );
  const latest = report.service[0];
  if (latest)
    pairs.push({
      name: t('condition.serviceHeading'),
      value: [latest.date, latest.by, latest.work].filter(Boolean).join(', '),
    });
  const first = report.provenance;
  if (first && (first.country || first.year !== null))
    pairs.push({
      name: t('condition.firstSold'),
      value: [first.country, first.year].filter((v) => v !== null).join(' '),
    });
  return pairs;
}

/** One detail of the report under a section heading (Merchant Center's `product_detail`). */
export interface ConditionReportDetail {
  section: string;
  name: string;
  value: string;
}

/**
 * The report as sectioned details in English, for a feed with a place for them (Google Merchant
 * Center's `product_detail`): each part's grade (with its note), the latest service, the
 * provenance and the authentication steps. Nothing for no report.
 */
export function conditionReportDetails(
  report: ConditionReport | null,
): ConditionReportDetail[] {
  if (!report) return [];
  const details: ConditionReportDetail[] = report.parts.flatMap((part) => {
    const value = part.grade
      ? GRADE_WORDS[part.grade] + (part.note ? ` (${part.note})` : '')
      : part.note;
    return value
      ? [{section: 'Condition report', name: PART_WORDS[part.part], value}]
      : [];
  });
  const latest = report.service[0];
  if (latest)
    details.push({
      section: 'Service history',
      name: 'Last service',
      value: [latest.date, latest.by, latest.work].filter(Boolean).join(', '),
    });
  const provenance = report.provenance;
  if (provenance) {
    const firstSold = [
      provenance.country && regionName(provenance.country, 'en'),
      provenance.year,
    ].filter((part) => part !== null && part !== '');
    if (firstSold.length)
      details.push({
        section: 'Provenance',
        name: 'First sold',
        value: firstSold.join(', '),
      });
    if (provenance.documents.length)
      details.push({
        section: 'Provenance',
        name: 'Documents',
        value: provenance.documents.join(', '),
      });
    if (provenance.previousOwners !== null)
      details.push({
        section: 'Provenance',
        name: 'Previous owners',
        value: String(provenance.previousOwners),
      });
  }
  report.authentication.forEach((step, index) =>
    details.push({
      section: 'Authentication',
      name: `Step ${index + 1}`,
      value: step,
    }),
  );
  return details;
}

/**
 * The provenance country's name in the page's language, or null: for the loader, so the page
 * shows the server's name (app/domain/regionName.ts).
 */
export function provenanceCountryName(
  raw: string | null | undefined,
  locale: Locale,
): string | null {
  const country = parseConditionReport(raw)?.provenance?.country;
  return country ? regionName(country, locale) : null;
}
