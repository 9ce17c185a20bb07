import {describe, expect, it} from 'vitest';
import {localizePath} from './locale';
import {SAVED_LANGUAGE_SCRIPT} from './savedLanguage';

/** Runs the <head> line against a cookie and a URL; returns where it sent the browser, if anywhere. */
function landOn(url: string, cookie: string): string | null {
  const {pathname, search, hash} = new URL(url, 'https://shop.example');
  let replacedWith: string | null = null;
  const location = {
    pathname,
    search,
    hash,
    replace: (to: string) => (replacedWith = to),
  };
  new Function('document', 'location', SAVED_LANGUAGE_SCRIPT)(
    {cookie},
    location,
  );
  return replacedWith;
}

describe('SAVED_LANGUAGE_SCRIPT', () => {
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

  it('agrees with localizePath on every kind of path', () => {
    for (const path of ['/', '/products', '/de', '/de/about', '/design']) {
      for (const locale of ['en', 'de'] as const) {
        const target = localizePath(path, locale);
        const sent = landOn(path, `lang=${locale}`);
        expect(sent ?? path).toBe(target);
      }
    }
  });
});
