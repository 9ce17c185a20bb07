// English interface texts, by area: the source of every key (MessageKey) and the fallback.
// German lives in ./de and reaches the browser only on German pages (app/i18n/catalog.ts).
// Add an area file here and its German twin in ./de/index.ts.
import {chrome} from './chrome';
import {cart} from './cart';
import {watch} from './watch';
import {catalogue} from './catalogue';
import {product} from './product';
import {content} from './content';
import {leads} from './leads';

export const en = {chrome, cart, watch, catalogue, product, content, leads};
