// The watch page's English texts travel with its code (see ./leads.ts for why).
import {registerArea} from '../catalog';
import {product} from '../messages/product';

registerArea('product', product);
