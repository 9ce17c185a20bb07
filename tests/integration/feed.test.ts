// The feed and its admin download against the run's local shop (real Storefront API schema).
import {describe, expect, it} from 'vitest';
import {loadCatalogue} from '../../local-shop/catalogue';
import {routeArgs} from '../support/shopContext';
import {childText, childrenNamed, parseXml} from '../support/xml';
import {belongsInFeedSeed} from '../support/feedSeeds';
import {loader as feedLoader} from '~/routes/tables/feed';
import {loader as adminLoader} from '~/routes/admin.product-feed';
import {loader as reportLoader} from '~/routes/admin.product-feed.report';
import {loader as marketFeedLoader} from '~/routes/product-feed.$market[.xml]';
import {MARKETS} from '~/domain/markets/markets';
import {convertFromShop} from '../../local-shop/markets/presentment';

const REQUIRED = [
  'g:id',
  'g:title',
  'g:description',
  'g:link',
  'g:price',
  'g:brand',
  'g:identifier_exists',
  'g:condition',
  'g:availability',
  'g:google_product_category',
];
const basic = (password: string) =>
  `Basic ${Buffer.from(`merchant:${password}`).toString('base64')}`;

async function fetchFeed() {
  const response = (await feedLoader(
    await routeArgs('http://shop.test/product-feed.xml'),
  )) as Response;
  return {response, xml: await response.text()};
}

describe('/product-feed.xml', () => {
  it('is well-formed, public, cached briefly and lists every priced, photographed watch of a known status with all fields', async () => {
    const {response, xml} = await fetchFeed();
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe(
      'application/xml; charset=utf-8',
    );
    expect(response.headers.get('Cache-Control')).toBe(
      'public, max-age=30, stale-while-revalidate=15',
    );

    const channel = parseXml(xml).children[0];
    const items = childrenNamed(channel, 'item');
    const seeds = loadCatalogue();
    const priced = seeds.filter(belongsInFeedSeed);
    expect(priced.some((seed) => seed.handle === 'rolex-air-king-116900')).toBe(
      false,
    );
    expect(items.length).toBe(priced.length);

    const links = new Set(items.map((item) => childText(item, 'g:link')));
    for (const seed of priced)
      expect(
        links.has(`http://shop.test/products/${seed.handle}`),
        seed.handle,
      ).toBe(true);
    for (const seed of seeds.filter((s) => !priced.includes(s))) {
      expect(
        links.has(`http://shop.test/products/${seed.handle}`),
        `${seed.handle} has no price, image or known status`,
      ).toBe(false);
    }

    const bySeed = new Map(
      priced.map((seed) => [`http://shop.test/products/${seed.handle}`, seed]),
    );
    for (const item of items) {
      for (const name of REQUIRED)
        expect(
          childText(item, name)?.trim(),
          `${name} of ${childText(item, 'g:link')}`,
        ).toBeTruthy();
      const seed = bySeed.get(childText(item, 'g:link')!)!;
      expect(childText(item, 'g:price')).toBe(`${seed.price!.toFixed(2)} GBP`);
      expect(childText(item, 'g:brand')).toBe(seed.vendor);
      expect(childText(item, 'g:title')).toBe(seed.title);
      expect(childText(item, 'g:google_product_category')).toBe('201');
      // Brand and MPN are both given, so identifiers exist.
      expect(childText(item, 'g:mpn')).toBeTruthy();
      expect(childText(item, 'g:identifier_exists')).toBe('yes');
      expect(childText(item, 'g:description')!.length).toBeLessThanOrEqual(
        5000,
      );
      expect(
        childrenNamed(item, 'g:additional_image_link').length,
      ).toBeLessThanOrEqual(10);
      expect(childText(item, 'g:image_link')).toMatch(/^https?:\/\//);
      const expectedAvailability = {
        available: 'in stock',
        on_request: 'preorder',
        sold: 'out of stock',
      }[seed.metafields.availability_status?.trim().toLowerCase() as 'sold'];
      expect(childText(item, 'g:availability'), seed.handle).toBe(
        expectedAvailability,
      );
    }
  });

  it('carries the condition report as product_detail entries, and none for a watch without one', async () => {
    const {xml} = await fetchFeed();
    const items = childrenNamed(parseXml(xml).children[0], 'item');
    const itemOf = (handle: string) =>
      items.find(
        (item) =>
          childText(item, 'g:link') === `http://shop.test/products/${handle}`,
      )!;
    const details = (handle: string) =>
      childrenNamed(itemOf(handle), 'g:product_detail').map((detail) =>
        [
          childText(detail, 'g:section_name'),
          childText(detail, 'g:attribute_name'),
          childText(detail, 'g:attribute_value'),
        ].join(' | '),
      );

    const seeds = loadCatalogue();
    const seedOf = (handle: string) =>
      seeds.find((seed) => seed.handle === handle)!;
    expect(
      seedOf('rolex-submariner-124060').metafields.condition_report,
    ).toBeTruthy();
    expect(details('rolex-submariner-124060')).toEqual([
      'Condition report | Case | Good (Light desk-diving marks)',
      'Condition report | Bezel | Excellent',
      'Condition report | Bracelet or strap | Excellent',
      'Condition report | Dial | Good',
      'Condition report | Hands | Excellent',
      'Condition report | Crystal | Good',
      'Condition report | Movement | Good',
      'Service history | Last service | 2024-09, our Cheshire watchmaker, Movement overhaul and timing',
      'Provenance | First sold | Germany, 2021',
      'Provenance | Documents | Warranty card',
      'Provenance | Previous owners | 1',
      'Authentication | Step 1 | Serial and reference checked against the warranty card',
      'Authentication | Step 2 | Case back opened and the calibre checked against the reference',
      'Authentication | Step 3 | Dial, hands and bezel checked under magnification for replacement parts',
      'Authentication | Step 4 | Bracelet codes and clasp matched to the production year',
      'Authentication | Step 5 | Timegrapher reading taken',
    ]);

    const hulk = seedOf('rolex-submariner-date-hulk-116610lv');
    expect(belongsInFeedSeed(hulk)).toBe(true);
    expect(hulk.metafields.condition_report).toBeUndefined();
    expect(itemOf(hulk.handle)).toBeDefined();
    expect(details(hulk.handle)).toEqual([]);

    // Every listed watch: entries exactly when its seed holds a report.
    for (const seed of seeds.filter(belongsInFeedSeed))
      expect(details(seed.handle).length > 0, seed.handle).toBe(
        Boolean(seed.metafields.condition_report),
      );
  });

  it('keeps signature watches in the feed', async () => {
    const {xml} = await fetchFeed();
    const signature = loadCatalogue().filter(
      (seed) =>
        ['true', 'yes'].includes(
          String(seed.metafields.signature_watches ?? '').toLowerCase(),
        ) && belongsInFeedSeed(seed),
    );
    expect(signature.length).toBeGreaterThan(0);
    for (const seed of signature)
      expect(xml).toContain(`/products/${seed.handle}</g:link>`);
  });
});

describe('/product-feed/{market}.xml', () => {
  async function marketFeed(market: string) {
    const response = (await marketFeedLoader(
      await routeArgs(`http://shop.test/product-feed/${market}.xml`, {
        params: {market},
      }),
    )) as Response;
    const items = childrenNamed(
      parseXml(await response.text()).children[0],
      'item',
    );
    return {response, items};
  }

  it("lists each market's watches in its currency, linking its own pages", async () => {
    const seeds = loadCatalogue().filter(belongsInFeedSeed);
    for (const market of MARKETS.slice(1)) {
      const {response, items} = await marketFeed(market.handle);
      expect(response.headers.get('Cache-Control')).toBe(
        'public, max-age=30, stale-while-revalidate=15',
      );
      const byLink = new Map(
        items.map((item) => [childText(item, 'g:link'), item]),
      );
      // A watch the market does not sell is absent; every other one is there.
      const sold = seeds.filter(
        (seed) => !(seed.notSoldIn ?? []).includes(market.handle),
      );
      expect(items.length, market.handle).toBe(sold.length);
      for (const seed of sold) {
        const item = byLink.get(
          `http://shop.test/en-${market.handle}/products/${seed.handle}`,
        );
        expect(item, `${market.handle}: ${seed.handle}`).toBeDefined();
        const amount =
          seed.marketPrices?.[market.handle] ??
          convertFromShop(seed.price!, market.currency);
        expect(childText(item!, 'g:price')).toBe(
          `${amount.toFixed(2)} ${market.currency}`,
        );
      }
    }
    // The Cartier Tank's strap cannot enter the US: out of that feed only.
    const tank = loadCatalogue().find((seed) =>
      (seed.notSoldIn ?? []).includes('us'),
    )!;
    expect(belongsInFeedSeed(tank)).toBe(true);
    const link = (market: string) =>
      `http://shop.test/en-${market}/products/${tank.handle}`;
    const us = (await marketFeed('us')).items.map((i) =>
      childText(i, 'g:link'),
    );
    const hk = (await marketFeed('hk')).items.map((i) =>
      childText(i, 'g:link'),
    );
    expect(us).not.toContain(link('us'));
    expect(hk).toContain(link('hk'));
  });

  it('answers 404 for the default market (it keeps /product-feed.xml) and unknown ones', async () => {
    for (const market of ['uk', 'xx', 'de-eu']) {
      const error = await marketFeedLoader(
        await routeArgs(`http://shop.test/product-feed/${market}.xml`, {
          params: {market},
        }),
      ).then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect((error as Response).status, market).toBe(404);
    }
  });
});

describe('/admin/product-feed', () => {
  it('answers 404 when no admin password is configured', async () => {
    const response = (await adminLoader(
      await routeArgs('http://shop.test/admin/product-feed', {
        headers: {Authorization: basic('anything')},
      }),
    )) as Response;
    expect(response.status).toBe(404);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('answers 401 with a Basic challenge without or with a wrong password', async () => {
    for (const headers of [
      {},
      {Authorization: basic('wrong-password')},
    ] as Array<Record<string, string>>) {
      const response = (await adminLoader(
        await routeArgs('http://shop.test/admin/product-feed', {
          headers,
          env: {ADMIN_PASSWORD: 'feed-secret-of-16+chars'},
        }),
      )) as Response;
      expect(response.status).toBe(401);
      expect(response.headers.get('WWW-Authenticate')).toMatch(/^Basic /);
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      expect(await response.text()).not.toContain('<rss');
    }
  });

  it('downloads product-feed.xml with the password, never cached publicly', async () => {
    const response = (await adminLoader(
      await routeArgs('http://shop.test/admin/product-feed', {
        headers: {Authorization: basic('feed-secret-of-16+chars')},
        env: {ADMIN_PASSWORD: 'feed-secret-of-16+chars'},
      }),
    )) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="product-feed.xml"',
    );
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const rss = parseXml(await response.text());
    expect(childrenNamed(rss.children[0], 'item').length).toBeGreaterThan(0);
  });

  it("downloads a market's feed by ?market=, and 404 for an unknown one", async () => {
    const download = async (market: string) =>
      (await adminLoader(
        await routeArgs(
          `http://shop.test/admin/product-feed?market=${market}`,
          {
            headers: {Authorization: basic('feed-secret-of-16+chars')},
            env: {ADMIN_PASSWORD: 'feed-secret-of-16+chars'},
          },
        ),
      ).catch((thrown: unknown) => thrown)) as Response;
    const response = await download('hk');
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="product-feed-hk.xml"',
    );
    expect(await response.text()).toMatch(/<g:price>[\d.]+ HKD<\/g:price>/);
    expect((await download('xx')).status).toBe(404);
  });
});

describe('/admin/product-feed/report', () => {
  it('lists the watches left out of the feed and why, behind the password', async () => {
    const denied = (await reportLoader(
      await routeArgs('http://shop.test/admin/product-feed/report', {
        env: {ADMIN_PASSWORD: 'feed-secret-of-16+chars'},
      }),
    )) as Response;
    expect(denied.status).toBe(401);

    const response = (await reportLoader(
      await routeArgs('http://shop.test/admin/product-feed/report', {
        headers: {Authorization: basic('feed-secret-of-16+chars')},
        env: {ADMIN_PASSWORD: 'feed-secret-of-16+chars'},
      }),
    )) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toMatch(
      /Rolex Air-King 116900<\/a><\/td><td>No image: Google disapproves items without one\./,
    );
    expect(html).toContain(
      'Status is not available, on_request or sold: it cannot be bought.',
    );
    const left = loadCatalogue().filter((seed) => !belongsInFeedSeed(seed));
    expect(html).toContain(`; ${left.length} are left out.`);
    const listed = loadCatalogue().filter(belongsInFeedSeed);
    const reported = listed.filter(
      (seed) => seed.metafields.condition_report,
    ).length;
    expect(reported).toBeGreaterThan(0);
    expect(reported).toBeLessThan(listed.length);
    expect(html).toContain(
      `${reported} of the ${listed.length} watches in the feed carry a condition report (sent as product_detail).`,
    );
  });
});
