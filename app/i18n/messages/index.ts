// English interface texts, by area: the source of every key (MessageKey) and the fallback.
// German lives in ./de and reaches the browser only on German pages (app/i18n/catalog.ts).
// Add an area file here and its German twin in ./de/index.ts. The lead forms' texts are not in
// the shared set: they travel with the lead forms' code (app/i18n/areas/leads.ts).
import {chrome} from './chrome';
import {cart} from './cart';
import {watch} from './watch';
import {catalogue} from './catalogue';
import {product} from './product';
import {content} from './content';
import {references} from './references';
import type {leads} from './leads';
import type {alerts} from './alerts';
import type {condition} from './condition';
import type {valuation} from './valuation';

/** The texts every page may show. */
export const en = {
  chrome,
  cart,
  watch,
  catalogue,
  product,
  content,
  references,
};

/** Every English area, the on-demand ones included: the shape of MessageKey and of a Catalog. */
export type English = typeof en & {
  leads: typeof leads;
  alerts: typeof alerts;
  condition: typeof condition;
  valuation: typeof valuation;
};
