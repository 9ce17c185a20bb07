import {describe, expect, it} from 'vitest';
import {languageRedirect, readLangCookie} from '~/i18n/detect';
import {
  consentFromCookie,
  mayLoadTagManager,
  tagManagerUrl,
} from '~/components/consent/consent';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const GOOGLEBOT =
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

function page(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
) {
  return new Request(`http://127.0.0.1:3404${path}`, {
    method,
    headers: {
      accept: 'text/html,application/xhtml+xml',
      'user-agent': BROWSER,
      ...headers,
    },
  });
}

describe('languageRedirect', () => {
  it('never sends a visitor to another host, whatever the path looks like', () => {
    for (const path of [
      '//evil.example/x?lang=en',
      '/\\evil.example/x?lang=en',
      '/de//evil.example/x?lang=en',
      '/%2F%2Fevil.example/x?lang=de',
    ]) {
      const location = languageRedirect(page(path))!.headers.get('location')!;
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, 'https://shop.example').host).toBe(
        'shop.example',
      );
    }
  });

  it('?lang=de moves to the German page, drops the parameter and remembers the choice', () => {
    const response = languageRedirect(page('/sourcing?lang=de&x=1'))!;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/de/sourcing?x=1');
    expect(response.headers.get('set-cookie')).toMatch(
      /^lang=de; Path=\/; Max-Age=31536000; SameSite=Lax/,
    );
  });

  it('?lang=en on a German page goes back to English and saves it', () => {
    const response = languageRedirect(
      page('/de/blog/4?lang=en', {cookie: 'lang=de'}),
    )!;
    expect(response.headers.get('location')).toBe('/blog/4');
    expect(response.headers.get('set-cookie')).toContain('lang=en');
  });

  it('?lang on a page already in that language only saves the choice (no loop)', () => {
    const first = languageRedirect(page('/de?lang=de'))!;
    expect(first.headers.get('location')).toBe('/de');
    // Following the redirect with the cookie is served as is.
    expect(languageRedirect(page('/de', {cookie: 'lang=de'}))).toBeNull();
  });

  it('an unknown ?lang value is dropped without a cookie', () => {
    const response = languageRedirect(page('/about?lang=fr'))!;
    expect(response.headers.get('location')).toBe('/about');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('the saved choice wins over the browser language', () => {
    expect(
      languageRedirect(
        page('/about', {
          cookie: 'lang=en',
          'accept-language': 'de-DE,de;q=0.9',
        }),
      ),
    ).toBeNull();
    const response = languageRedirect(
      page('/about', {cookie: 'other=1; lang=de', 'accept-language': 'en-GB'}),
    )!;
    expect(response.headers.get('location')).toBe('/de/about');
  });

  it('never reads Accept-Language: the edge shares one copy of a page with every browser', () => {
    for (const user of [BROWSER, GOOGLEBOT])
      for (const language of [
        'de-CH,de;q=0.9,en;q=0.8',
        'de-DE',
        'en-GB,en;q=0.9,de;q=0.8',
        'fr-FR',
      ])
        expect(
          languageRedirect(
            page('/products?search=rolex', {
              'accept-language': language,
              'user-agent': user,
            }),
          ),
        ).toBeNull();
    expect(
      languageRedirect(page('/de/sourcing', {'accept-language': 'en-GB'})),
    ).toBeNull();
  });

  it('a redirect for a saved choice varies on the cookie alone', () => {
    const response = languageRedirect(page('/about', {cookie: 'lang=de'}))!;
    expect(response.headers.get('vary')).toBe('Cookie');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('only GET document requests: never data, assets, resource routes or APIs', () => {
    const de = {'accept-language': 'de', cookie: 'lang=de'};
    expect(languageRedirect(page('/about', de, 'POST'))).toBeNull();
    expect(languageRedirect(page('/about.data', de))).toBeNull();
    expect(languageRedirect(page('/_root.data', de))).toBeNull();
    expect(languageRedirect(page('/blog/rss.xml', de))).toBeNull();
    expect(
      languageRedirect(page('/images/content/hero-1a-480.webp', de)),
    ).toBeNull();
    expect(languageRedirect(page('/api/enquiry', de))).toBeNull();
    expect(languageRedirect(page('/admin/product-feed', de))).toBeNull();
    expect(
      languageRedirect(
        new Request('http://127.0.0.1:3404/about', {
          headers: {accept: 'application/json', cookie: 'lang=de'},
        }),
      ),
    ).toBeNull();
  });

  it('parses the saved choice', () => {
    expect(readLangCookie('a=1; lang=de')).toBe('de');
    expect(readLangCookie('lang=fr')).toBeNull();
  });
});

describe('analytics consent', () => {
  it('loads the tag manager only when configured and accepted', () => {
    expect(mayLoadTagManager('GTM-ABC123', 'granted')).toBe(true);
    expect(mayLoadTagManager('GTM-ABC123', 'denied')).toBe(false);
    expect(mayLoadTagManager('GTM-ABC123', null)).toBe(false);
    expect(mayLoadTagManager(null, 'granted')).toBe(false);
    expect(mayLoadTagManager('not-an-id', 'granted')).toBe(false);
    expect(tagManagerUrl('GTM-ABC123')).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
    );
  });

  it('reads the remembered choice from the cookie', () => {
    expect(consentFromCookie('x=1; analytics_consent=granted')).toBe('granted');
    expect(consentFromCookie('analytics_consent=maybe')).toBeNull();
    expect(consentFromCookie(null)).toBeNull();
  });
});
