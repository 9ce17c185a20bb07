import {describe, expect, it} from 'vitest';
import {canonicalUrl, pageMeta, truncate} from './seo';

describe('canonicalUrl', () => {
  it('drops trailing slashes and tracking parameters', () => {
    expect(canonicalUrl('https://shop.test', '/products/')).toBe(
      'https://shop.test/products',
    );
    expect(
      canonicalUrl(
        'https://shop.test',
        '/products',
        new URLSearchParams('utm_source=x&page=2&gclid=y'),
      ),
    ).toBe('https://shop.test/products?page=2');
    expect(canonicalUrl('https://shop.test', '/')).toBe('https://shop.test/');
  });
});

describe('pageMeta', () => {
  it('gives title, description, canonical, Open Graph and hreflang', () => {
    const meta = pageMeta({
      title: 'All Watches',
      description: 'Pre-owned watches.',
      url: 'https://shop.test/de/products/?utm_campaign=a',
      locale: 'de',
      hasGerman: true,
    });
    expect(meta).toContainEqual({title: 'All Watches'});
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://shop.test/de/products',
    });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'en-GB',
      href: 'https://shop.test/products',
    });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'de',
      href: 'https://shop.test/de/products',
    });
    expect(meta).toContainEqual({property: 'og:locale', content: 'de_DE'});
  });
});

describe('og:locale', () => {
  it("names the market's country for English pages and keeps de_DE for German ones", () => {
    const ogLocale = (url: string, locale: 'en' | 'de') =>
      pageMeta({title: 'x', description: 'y', url, locale}).find(
        (tag) => 'property' in tag && tag.property === 'og:locale',
      );
    expect(ogLocale('https://shop.test/en-us/about', 'en')).toEqual({
      property: 'og:locale',
      content: 'en_US',
    });
    expect(ogLocale('https://shop.test/about', 'en')).toEqual({
      property: 'og:locale',
      content: 'en_GB',
    });
    expect(ogLocale('https://shop.test/de-eu/about', 'de')).toEqual({
      property: 'og:locale',
      content: 'de_DE',
    });
  });
});

describe('product price tags', () => {
  it("names a watch's price in its own currency, and nothing without a price", () => {
    const tags = (price: {amount: string; currencyCode: string} | null) =>
      pageMeta({
        title: 'x',
        description: 'y',
        url: 'https://shop.test/en-hk/products/x',
        locale: 'en',
        type: 'product',
        price,
      }).filter(
        (tag) =>
          'property' in tag && String(tag.property).startsWith('product:'),
      );
    expect(tags({amount: '118000.0', currencyCode: 'HKD'})).toEqual([
      {property: 'product:price:amount', content: '118000.00'},
      {property: 'product:price:currency', content: 'HKD'},
    ]);
    expect(tags({amount: '0.0', currencyCode: 'HKD'})).toEqual([]);
    expect(tags(null)).toEqual([]);
  });
});

describe('truncate', () => {
  it('keeps short text and cuts long text at a word to at most the limit', () => {
    expect(truncate('Short  text', 160)).toBe('Short text');
    const long = 'word '.repeat(60);
    const cut = truncate(long, 160);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
  });
});
