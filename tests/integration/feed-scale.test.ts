// A catalogue of 5,000 extra watches: the feed and the sitemap must page past Shopify's
// 250-per-request limit and list every product.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {loadCatalogue} from '../../local-shop/catalogue';
import type {LocalShop} from '../../local-shop/server';
import {startThrowawayLocalShop} from '../support/throwawayLocalShop';
import {routeArgs} from '../support/shopContext';
import {belongsInFeedSeed} from '../support/feedSeeds';
import {childText, childrenNamed, parseXml} from '../support/xml';
import {loader as feedLoader} from '~/routes/tables/feed';
import {loader as childLoader} from '~/routes/sitemap.$type.$page[.xml]';

const EXTRA = 5000;
let shop: LocalShop;

beforeAll(async () => {
  shop = await startThrowawayLocalShop('feed-scale', {
    extraProducts: EXTRA,
    withoutLeads: true,
  });
});

afterAll(async () => {
  await shop?.close();
});

const args = async (url: string, params: Record<string, string> = {}) =>
  routeArgs(url, {env: {PUBLIC_STORE_DOMAIN: shop.url}, params});

describe('with 5,000 extra products', () => {
  const seeds = loadCatalogue({extraProducts: EXTRA});

  it('the feed lists every priced, photographed product of a known status exactly once', async () => {
    const response = (await feedLoader(
      await args('http://shop.test/product-feed.xml'),
    )) as Response;
    const items = childrenNamed(
      parseXml(await response.text()).children[0],
      'item',
    );
    const priced = seeds.filter(belongsInFeedSeed);
    expect(priced.length).toBeGreaterThan(EXTRA / 2);
    const links = items.map((item) => childText(item, 'g:link'));
    expect(new Set(links).size).toBe(links.length);
    expect(links.length).toBe(priced.length);
    const listed = new Set(links);
    for (const seed of priced)
      expect(
        listed.has(`http://shop.test/products/${seed.handle}`),
        seed.handle,
      ).toBe(true);
  });

  it('the sitemap index pages through every product', async () => {
    const index = (await feedLoader(
      await args('http://shop.test/sitemap.xml'),
    )) as Response;
    const children = childrenNamed(parseXml(await index.text()), 'sitemap').map(
      (s) => childText(s, 'loc')!,
    );
    const productMaps = children.filter((loc) =>
      loc.includes('/sitemap/products/'),
    );
    expect(productMaps.length).toBe(Math.ceil(seeds.length / 250));

    const listed = new Set<string>();
    for (const loc of productMaps) {
      const [, type, page] = /\/sitemap\/(\w+)\/(\d+)\.xml$/.exec(loc)!;
      const response = (await childLoader(
        await args(loc, {type, page}),
      )) as Response;
      for (const url of childrenNamed(parseXml(await response.text()), 'url'))
        listed.add(childText(url, 'loc')!);
    }
    // Each watch at each of the default market's sites: English at the root, German under /de.
    expect(listed.size).toBe(seeds.length * 2);
    for (const seed of seeds)
      for (const prefix of ['', '/de'])
        expect(
          listed.has(`http://shop.test${prefix}/products/${seed.handle}`),
          seed.handle,
        ).toBe(true);
  });
});
