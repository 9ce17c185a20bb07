import {LANG_COOKIE} from './detect';

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * The visitor's language, chosen in the browser (docs/decisions/110-language-choice-in-the-browser.md):
 * the edge serves one copy of each page to everyone (Vary: Accept-Encoding only), so this line in
 * <head> does what the worker cannot do for a page it never sees. A saved choice (`lang` cookie)
 * sends the visitor to the same page in that language; with no choice, a browser whose languages
 * put German before English is sent to the German page and the choice is saved, as the worker's
 * first-visit redirect did. Crawlers, German pages and admin pages are left alone.
 */
export const LANGUAGE_CHOICE_SCRIPT = `(function(d,l,n){var p=l.pathname,de=/^\\/de(\\/|$)/.test(p),m=d.cookie.match(/(?:^|; )${LANG_COOKIE}=(en|de)(?:;|$)/),w=m&&m[1],a=n.languages||[n.language],i,t;if(/^\\/(de\\/)?admin(\\/|$)/.test(p))return;if(!w){if(de||/bot|crawl|spider|slurp|headless/i.test(n.userAgent))return;for(i=0;i<a.length&&!w;i++){t=String(a[i]).toLowerCase().split('-')[0];if(t==='en'||t==='de')w=t}if(w!=='de')return;d.cookie='${LANG_COOKIE}=de; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax'+(l.protocol==='https:'?'; Secure':'')}if((w==='de')===de)return;var b=p.replace(/^\\/de(?=\\/|$)/,'')||'/';l.replace((w==='de'?(b==='/'?'/de':'/de'+b):b)+l.search+l.hash)})(document,location,navigator);`;
