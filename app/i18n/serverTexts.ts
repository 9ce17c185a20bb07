// The server renders every language and area from its first request. server.ts imports this
// module; the browser build never reaches it, so German and the on-demand areas stay in the
// chunks of the code that uses them (a build's script groups follow imports, even server-only ones).
import type {Catalog} from './types';
import {registerArea, registerLanguage} from './catalog';
import {onDemandAreas} from './messages/onDemand';
import {de} from './messages/de';

for (const [area, texts] of Object.entries(onDemandAreas))
  registerArea(area as keyof Catalog, texts);
registerLanguage('de', de);
