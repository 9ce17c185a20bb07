import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {
  SITES,
  siteFromPath,
  siteInLanguage,
  sitePath,
} from '~/domain/markets/sitePath';
import {LANGUAGE_CHOICE_SCRIPT} from './languageChoice';

const PERSON =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const GOOGLEBOT =
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

type Browser = {languages?: string[]; userAgent?: string};

/** Runs the <head> line on a URL in a browser; returns where it sent it (if anywhere) and the cookie it wrote. */
function visit(url: string, cookie: string, browser: Browser = {}) {
  const {pathname, search, hash, protocol} = new URL(
    url,
    'https://shop.example',
  );
  let sentTo: string | null = null;
  const document = {cookie};
  const location = {
    pathname,
    search,
    hash,
    protocol,
    replace: (to: string) => (sentTo = to),
  };
  const navigator = {
    languages: browser.languages ?? ['en-GB', 'en'],
    language: (browser.languages ?? ['en-GB'])[0],
    userAgent: browser.userAgent ?? PERSON,
  };
  new Function('document', 'location', 'navigator', LANGUAGE_CHOICE_SCRIPT)(
    document,
    location,
    navigator,
  );
  return {sentTo, cookie: document.cookie === cookie ? null : document.cookie};
}

const landOn = (url: string, cookie: string) => visit(url, cookie).sentTo;

describe('LANGUAGE_CHOICE_SCRIPT, a saved choice', () => {
  it('sends a visitor who chose German from an English page to the same German page', () => {
    expect(landOn('/products?brand=rolex#grid', 'x=1; lang=de')).toBe(
      '/de/products?brand=rolex#grid',
    );
    expect(landOn('/', 'lang=de')).toBe('/de');
  });

  it('sends a visitor who chose English from a German page to the English page', () => {
    expect(landOn('/de/collections/rolex', 'lang=en')).toBe(
      '/collections/rolex',
    );
    expect(landOn('/de', 'lang=en; cart=abc')).toBe('/');
  });

  it('leaves pages alone without a choice, in the chosen language, or with a look-alike cookie', () => {
    expect(landOn('/products', '')).toBeNull();
    expect(landOn('/products', 'cart=1')).toBeNull();
    expect(landOn('/de/products', 'lang=de')).toBeNull();
    expect(landOn('/products', 'lang=en')).toBeNull();
    expect(landOn('/products', 'xlang=de')).toBeNull();
    expect(landOn('/products', 'lang=fr')).toBeNull();
    expect(landOn('/design', 'lang=en')).toBeNull();
  });

  it('agrees with sitePath on every kind of path, staying in the market', () => {
    for (const path of ['/', '/products', '/de', '/de/about', '/design']) {
      for (const locale of ['en', 'de'] as const) {
        const target = sitePath(
          path,
          siteInLanguage(siteFromPath(path), locale)!,
        );
        const sent = landOn(path, `lang=${locale}`);
        expect(sent ?? path).toBe(target);
      }
    }
  });

  it('moves a page of any site only to its own market in the chosen language', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,10}$/);
    fc.assert(
      fc.property(
        fc.constantFrom(...SITES),
        fc.array(segment, {maxLength: 3}),
        fc.constantFrom('en' as const, 'de' as const),
        (site, segments, chosen) => {
          const path = sitePath(`/${segments.join('/')}`, site);
          if (/^\/(de\/)?admin(\/|$)/.test(path)) return;
          const twin = siteInLanguage(site, chosen);
          const sent = landOn(path, `lang=${chosen}`);
          // A market without the chosen language keeps its page; otherwise its twin page.
          expect(sent ?? path).toBe(twin ? sitePath(path, twin) : path);
        },
      ),
      {seed: 53, numRuns: 3000},
    );
  });

  it('never moves the admin pages, which are English only', () => {
    expect(landOn('/admin/alerts', 'lang=de')).toBeNull();
    expect(
      visit('/admin/product-feed', '', {languages: ['de-DE']}).sentTo,
    ).toBeNull();
  });
});

describe('LANGUAGE_CHOICE_SCRIPT, a first visit', () => {
  it('sends a browser that puts German before English to the German page and saves the choice', () => {
    expect(
      visit('/products/rolex-submariner?x=1', '', {
        languages: ['de-DE', 'de', 'en-GB'],
      }),
    ).toEqual({
      sentTo: '/de/products/rolex-submariner?x=1',
      cookie: 'lang=de; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    });
    expect(visit('/', 'cart=1', {languages: ['fr-FR', 'de-CH']}).sentTo).toBe(
      '/de',
    );
  });

  it('keeps English for browsers that put English first or have neither', () => {
    for (const languages of [
      ['en-GB', 'en', 'de'],
      ['en-US'],
      ['fr-FR', 'fr', 'en-US', 'de'],
      ['pl-PL'],
      [],
    ])
      expect(visit('/products', '', {languages})).toEqual({
        sentTo: null,
        cookie: null,
      });
  });

  it('lets a saved English choice win over a German browser', () => {
    expect(
      visit('/products', 'lang=en', {languages: ['de-DE']}).sentTo,
    ).toBeNull();
  });

  it('never moves crawlers, nor a German page', () => {
    expect(
      visit('/', '', {languages: ['de-DE'], userAgent: GOOGLEBOT}).sentTo,
    ).toBeNull();
    expect(visit('/de/about', '', {languages: ['en-GB']}).sentTo).toBeNull();
  });

  it('sends a German browser to the German site of its market, and leaves English-only markets', () => {
    const german = {languages: ['de-DE']};
    expect(visit('/en-eu/products', '', german).sentTo).toBe('/de-eu/products');
    expect(visit('/en-eu', '', german).sentTo).toBe('/de-eu');
    expect(visit('/en-us/products', '', german).sentTo).toBeNull();
    expect(visit('/de-eu', '', {languages: ['en-GB']}).sentTo).toBeNull();
  });
});
