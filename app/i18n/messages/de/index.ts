// German interface texts. Imported statically only by the server (app/i18n/serverTexts.ts); the
// browser loads this module as its own chunk, and only on German pages (app/i18n/catalog.ts).
import type {Catalog} from '../../types';
import {chrome} from './chrome';
import {cart} from './cart';
import {watch} from './watch';
import {catalogue} from './catalogue';
import {product} from './product';
import {content} from './content';
import {leads} from './leads';
import {alerts} from './alerts';
import {references} from './references';
import {condition} from './condition';
import {valuation} from './valuation';
import {viewings} from './viewings';

export const de: Catalog = {
  chrome,
  cart,
  watch,
  catalogue,
  product,
  content,
  leads,
  alerts,
  references,
  condition,
  valuation,
  viewings,
};
