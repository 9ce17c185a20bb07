// The server's way in to the German texts: app/i18n/catalog.ts imports this module only for its
// SSR branch, so the client build drops it, and ./index stays a chunk of its own that the browser
// loads on demand. (Importing ./index statically there would merge German into the shared chunk.)
export {de} from './index';
