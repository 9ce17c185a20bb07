// Every interface text, by area. Add an area file and list it here.
import {chrome} from './chrome';
import {cart} from './cart';
import {watch} from './watch';
import {catalogue} from './catalogue';
import {product} from './product';
import {content} from './content';
import {leads} from './leads';

export const messages = {chrome, cart, watch, catalogue, product, content, leads};
