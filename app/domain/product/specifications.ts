// Turns the product's `custom` metafields into what the detail page shows: header facts,
// the fixed technical rows, and every further free-form specification.
import type {MessageKey} from '~/i18n/translate';
import '~/i18n/areas/product';

/** Raw metafield values by key, as read from the Storefront API (missing keys absent). */
export type WatchSpecs = Record<string, string>;

/**
 * Keys the product query asks for. The Storefront API cannot list a product's metafields,
 * so free-form specifications the dealer uses are named here too; the old site's aliases
 * (material, bracelet) and its misspelt condition keys are read as fallbacks only.
 */
export const SPEC_KEYS = [
  'availability_status',
  'reference_number',
  'year',
  'case_size',
  'case_material',
  'bracelet_material',
  'movement',
  'water_resistance',
  'crystal',
  'condition',
  'dial',
  'box',
  'papers',
  'signature_watches',
  // Fallback aliases from the old site.
  'material',
  'bracelet',
  'condtion',
  'conditon',
  // Free-form specifications.
  'power_reserve',
  'complications',
  'frequency',
  'jewels',
  'lug_width',
  'thickness',
  'service_history',
  'calibre',
  'caliber',
  'bezel',
  'clasp',
  'functions',
  'case_back',
  'dial_colour',
  'bracelet_length',
  // A sold watch's achieved price in pounds (app/domain/watch/soldPrice.ts), not a spec row.
  'sold_price',
  // The condition report (a json metafield, app/domain/product/conditionReport.ts).
  'condition_report',
] as const;

/** Identifiers for `metafields(identifiers: ...)`. */
export const SPEC_IDENTIFIERS = SPEC_KEYS.map((key) => ({
  namespace: 'custom',
  key,
}));

type MetafieldLike = {key: string; value: string | null} | null | undefined;

/** Metafields list (nulls for absent ones) to a map of non-blank values. */
export function specsFromMetafields(
  metafields: ReadonlyArray<MetafieldLike>,
): WatchSpecs {
  const specs: WatchSpecs = {};
  for (const field of metafields) {
    if (!field || field.value == null) continue;
    const value = field.value.trim();
    if (value) specs[field.key] = value;
  }
  return specs;
}

const pick = (specs: WatchSpecs, ...keys: string[]) =>
  keys.map((key) => specs[key]).find(Boolean);

/** The condition text, from the proper key or the old site's misspelt one. */
export function conditionText(specs: WatchSpecs): string | undefined {
  return pick(specs, 'condition', 'condtion', 'conditon');
}

export type TechnicalLabel =
  'movement' | 'caseSize' | 'material' | 'strap' | 'waterResistance';

/** The five named rows, in the specified order, each only when present. */
export const TECHNICAL_ROWS: ReadonlyArray<{
  label: TechnicalLabel;
  keys: string[];
}> = [
  {label: 'movement', keys: ['movement']},
  {label: 'caseSize', keys: ['case_size']},
  {label: 'material', keys: ['case_material', 'material']},
  {label: 'strap', keys: ['bracelet_material', 'bracelet']},
  {label: 'waterResistance', keys: ['water_resistance']},
];

/** Keys never listed as 'other' specifications: header facts, internal flags, the named rows and aliases. */
const NOT_OTHER = new Set<string>([
  'availability_status',
  'sold_price',
  'reference_number',
  'signature_watches',
  'condition',
  'condtion',
  'conditon',
  'year',
  'box',
  'papers',
  'condition_report',
  ...TECHNICAL_ROWS.flatMap((row) => row.keys),
]);

/** Labels of the free-form specifications the dealer uses, translated like the named rows. */
const OTHER_LABELS: Record<string, MessageKey> = {
  crystal: 'product.specCrystal',
  dial: 'product.specDial',
  power_reserve: 'product.specPowerReserve',
  complications: 'product.specComplications',
  frequency: 'product.specFrequency',
  jewels: 'product.specJewels',
  lug_width: 'product.specLugWidth',
  thickness: 'product.specThickness',
  service_history: 'product.specServiceHistory',
  calibre: 'product.specCalibre',
  caliber: 'product.specCalibre',
  bezel: 'product.specBezel',
  clasp: 'product.specClasp',
  functions: 'product.specFunctions',
  case_back: 'product.specCaseBack',
  dial_colour: 'product.specDialColour',
  bracelet_length: 'product.specBraceletLength',
};

/** 'strap_length' -> 'Strap Length': a key nobody has labelled yet, shown as words. */
export function humaniseKey(key: string): string {
  return key
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export type SpecificationRow =
  | {kind: 'named'; label: MessageKey; key: string; value: string}
  | {kind: 'other'; label: string; key: string; value: string};

/** Rows of the 'Technical Specifications' list. */
export function technicalSpecifications(specs: WatchSpecs): SpecificationRow[] {
  const rows: SpecificationRow[] = [];
  for (const row of TECHNICAL_ROWS) {
    const key = row.keys.find((candidate) => specs[candidate]);
    if (key)
      rows.push({
        kind: 'named',
        label: `product.${row.label}`,
        key,
        value: specs[key]!,
      });
  }
  for (const [key, value] of Object.entries(specs)) {
    if (NOT_OTHER.has(key) || !value) continue;
    const label = OTHER_LABELS[key];
    rows.push(
      label
        ? {kind: 'named', label, key, value}
        : {kind: 'other', label: humaniseKey(key), key, value},
    );
  }
  return rows;
}

/** Condition, Year, Box and Papers for the header, each only when present. */
export function headerFacts(specs: WatchSpecs) {
  return {
    condition: conditionText(specs),
    year: specs.year,
    box: specs.box,
    papers: specs.papers,
  };
}
