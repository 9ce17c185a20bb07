import {describe, expect, it} from 'vitest';
import {siteOf} from '~/domain/markets/sitePath';
import {privatePageMeta} from './pageMeta';

const info = {
  url: 'https://shop.example/de/cart',
  locale: 'de' as const,
  site: siteOf('uk', 'de'),
  shopName: 'Cheshire Watch Exchange',
};

describe('privatePageMeta', () => {
  it("titles the page in the reader's language, with the shop, and keeps it out of search", () => {
    expect(privatePageMeta(info, 'cart.title')).toEqual([
      {title: 'Ihr Warenkorb | Cheshire Watch Exchange'},
      {name: 'robots', content: 'noindex'},
    ]);
    expect(
      privatePageMeta(
        {...info, locale: 'en', site: siteOf('uk', 'en')},
        'product.notFoundTitle',
      ),
    ).toEqual([
      {title: 'Product Not Found | Cheshire Watch Exchange'},
      {name: 'robots', content: 'noindex'},
    ]);
  });

  it('falls back to the English title alone on an error page without root data', () => {
    expect(privatePageMeta(undefined, 'alerts.pageTitle')[0]).toEqual({
      title: 'Stock alert',
    });
  });
});
