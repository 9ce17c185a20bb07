import {LANG_COOKIE} from './detect';
import {SITES, sitePrefix, siteInLanguage} from '~/domain/markets/sitePath';

const ONE_YEAR = 60 * 60 * 24 * 365;

// Each site's prefix -> the prefix of its other-language twin in the same market, or 0 for a
// market in one language (its pages are never moved). A German site's prefix starts with 'de'.
const TWINS = Object.fromEntries(
  SITES.map((site) => {
    const twin = siteInLanguage(site, site.language === 'de' ? 'en' : 'de');
    return [sitePrefix(site), twin ? sitePrefix(twin) : 0];
  }),
);

/**
 * The visitor's language, chosen in the browser (docs/decisions/110-language-choice-in-the-browser.md):
 * the edge serves one copy of each page to everyone (Vary: Accept-Encoding only), so this line in
 * <head> does what the worker cannot do for a page it never sees. A saved choice (`lang` cookie)
 * sends the visitor to the same page in that language on the same market's site; with no choice, a
 * browser whose languages put German before English is sent to the German page and the choice is
 * saved, as the worker's first-visit redirect did. Crawlers, German pages, markets in one language
 * and admin pages are left alone.
 */
export const LANGUAGE_CHOICE_SCRIPT = `(function(d,l,n,T){var p=l.pathname,s=(p.match(/^\\/([a-z]{2}(?:-[a-z]{2})?)(?=\\/|$)/)||[])[1]||'';if(!(s in T))s='';var o=T[s],de=s.slice(0,2)==='de',m=d.cookie.match(/(?:^|; )${LANG_COOKIE}=(en|de)(?:;|$)/),w=m&&m[1],a=n.languages||[n.language],i,t;if(/^\\/(de\\/)?admin(\\/|$)/.test(p)||o===0)return;if(!w){if(de||/bot|crawl|spider|slurp|headless/i.test(n.userAgent))return;for(i=0;i<a.length&&!w;i++){t=String(a[i]).toLowerCase().split('-')[0];if(t==='en'||t==='de')w=t}if(w!=='de')return;d.cookie='${LANG_COOKIE}=de; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax'+(l.protocol==='https:'?'; Secure':'')}if((w==='de')===de)return;var b=s?p.slice(s.length+1)||'/':p;l.replace((o?'/'+o+(b==='/'?'':b):b)+l.search+l.hash)})(document,location,navigator,${JSON.stringify(TWINS)});`;
