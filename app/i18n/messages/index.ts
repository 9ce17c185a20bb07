// Every interface text, by area. Add an area file and list it here.
import {chrome} from './chrome';
import {cart} from './cart';
import {watch} from './watch';

export const messages = {chrome, cart, watch};
