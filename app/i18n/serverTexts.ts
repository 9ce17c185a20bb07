// The server renders every language and area from its first request. server.ts imports this
// module; the browser build never reaches it, so German and the on-demand areas stay in the
// chunks of the code that uses them (a build's script groups follow imports, even server-only ones).
import {registerArea, registerLanguage} from './catalog';
import {leads} from './messages/leads';
import {alerts} from './messages/alerts';
import {product} from './messages/product';
import {references} from './messages/references';
import {condition} from './messages/condition';
import {valuation} from './messages/valuation';
import {de} from './messages/de';

registerArea('leads', leads);
registerArea('alerts', alerts);
registerArea('product', product);
registerArea('references', references);
registerArea('condition', condition);
registerArea('valuation', valuation);
registerLanguage('de', de);
