// English interface texts, by area: the source of every key (MessageKey) and the fallback.
// German lives in ./de and reaches the browser only on German pages (app/i18n/catalog.ts).
// Add an area file here and its German twin in ./de/index.ts. An area only some pages show
// travels with the code that shows it (app/i18n/areas): of the lead texts only the ones every
// page may show are in the shared set.
import {chrome} from './chrome';
import {cart} from './cart';
import {watch} from './watch';
import {catalogue} from './catalogue';
import type {product} from './product';
import {content} from './content';
import type {references} from './references';
import type {leads} from './leads';
import {leadsEveryPage} from './leadsEveryPage';
import type {alerts} from './alerts';
import type {condition} from './condition';
import type {valuation} from './valuation';
import type {viewings} from './viewings';

/** The texts every page may show. */
export const en = {
  chrome,
  cart,
  watch,
  catalogue,
  content,
  leads: leadsEveryPage,
};

/** Every English area, the on-demand ones included: the shape of MessageKey and of a Catalog. */
export type English = Omit<typeof en, 'leads'> & {
  leads: typeof leads;
  product: typeof product;
  references: typeof references;
  alerts: typeof alerts;
  condition: typeof condition;
  valuation: typeof valuation;
  viewings: typeof viewings;
};
