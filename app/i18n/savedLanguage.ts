import {LANG_COOKIE} from './detect';

/**
 * The saved language choice, honoured in the browser too. The edge serves a shared page without
 * running the worker (docs/decisions/020-full-page-cache.md), so a visitor who chose German and
 * lands on an English URL is sent on to the German page by this line in <head> instead of by the
 * server. It only reads the `lang` cookie the server set; no choice, no effect.
 */
export const SAVED_LANGUAGE_SCRIPT = `(function(d,l){var m=d.cookie.match(/(?:^|; )${LANG_COOKIE}=(en|de)(?:;|$)/);if(!m)return;var p=l.pathname,de=/^\\/de(\\/|$)/.test(p);if((m[1]==='de')===de)return;var b=p.replace(/^\\/de(?=\\/|$)/,'')||'/';l.replace((m[1]==='de'?(b==='/'?'/de':'/de'+b):b)+l.search+l.hash)})(document,location);`;
