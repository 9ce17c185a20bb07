/* eslint-disable @typescript-eslint/no-explicit-any -- loader answers and raw Storefront JSON are read loosely in these tests */
import {describe, expect, it} from 'vitest';
import {routeArgs} from '../support/shopContext';
import {loader as availableLoader} from '~/routes/tables/statusList';
import {loader as soldLoader} from '~/routes/tables/statusList';
import {loader as collectionLoader} from '~/routes/($locale).collections.$handle';
import {loader as signatureLoader} from '~/routes/($locale).signature-watches';
import {loader as watchLoader} from '~/routes/($locale).watch.$id';
import {loader as shopifySearchLoader} from '~/routes/($locale).search';
import {loader as searchLoader} from '~/routes/($locale).api.search';
import {loader as wishlistLoader} from '~/routes/($locale).api.wishlist';
import {SITES, sitePath, sitePrefix} from '~/domain/markets/sitePath';

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('expected a thrown Response');
}

describe('catalogue loaders', () => {
  it('lists only watches of one status on the status pages', async () => {
    const available = (await availableLoader(
      await routeArgs('/available'),
    )) as any;
    expect(available.page.products.length).toBeGreaterThan(0);
    expect(
      available.page.products.every(
        (p: any) => p.status?.value === 'available',
      ),
    ).toBe(true);
    const sold = (await soldLoader(await routeArgs('/recently-sold'))) as any;
    expect(
      sold.page.products.every((p: any) => p.status?.value === 'sold'),
    ).toBe(true);
  });

  it('shows a brand by slug without signature watches, and 404s an unknown one', async () => {
    const rolex = (await collectionLoader(
      await routeArgs('/collections/rolex', {params: {handle: 'rolex'}}),
    )) as any;
    expect(rolex.brand).toBe('Rolex');
    expect(
      rolex.page.products.every(
        (p: any) =>
          p.vendor === 'Rolex' &&
          !/^(true|yes)$/i.test(p.signature?.value ?? ''),
      ),
    ).toBe(true);
    const lange = (await collectionLoader(
      await routeArgs('/collections/a-lange-soehne', {
        params: {handle: 'a-lange-soehne'},
      }),
    )) as any;
    expect(lange.brand).toBe('A. Lange & Söhne');
    expect(lange.page.products.length).toBeGreaterThan(0);
    // Names come from the vendor, never from the slug.
    for (const [handle, name] of [
      ['fp-journe', 'F.P. Journe'],
      ['iwc', 'IWC'],
      ['jaeger-lecoultre', 'Jaeger-LeCoultre'],
    ]) {
      const brandPage = (await collectionLoader(
        await routeArgs(`/collections/${handle}`, {params: {handle}}),
      )) as any;
      expect(brandPage.brand).toBe(name);
      expect(brandPage.page.products.length).toBeGreaterThan(0);
    }
    const missing = await thrown(
      collectionLoader(
        await routeArgs('/collections/nope', {params: {handle: 'nope'}}),
      ),
    );
    expect(missing.status).toBe(404);
  });

  it('lists flagged signature watches', async () => {
    const data = (await signatureLoader(
      await routeArgs('/signature-watches'),
    )) as any;
    expect(data.products.length).toBeGreaterThan(0);
    expect(
      data.products.every((p: any) =>
        /^(true|yes)$/i.test(p.signature?.value.trim()),
      ),
    ).toBe(true);
  });

  it('redirects /watch/{id} permanently and 404s unknown ids', async () => {
    const data = (await signatureLoader(
      await routeArgs('/signature-watches'),
    )) as any;
    const id = String(data.products[0].id).split('/').pop() ?? '';
    const response = (await watchLoader(
      await routeArgs(`/watch/${id}`, {params: {id}}),
    )) as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe(
      `/products/${data.products[0].handle}`,
    );
    expect(
      (
        await thrown(
          watchLoader(
            await routeArgs('/watch/999999', {params: {id: '999999'}}),
          ),
        )
      ).status,
    ).toBe(404);
  });

  it("sends Shopify's /search?q= to all watches searched for the same text, in the page's language", async () => {
    for (const [path, params, location] of [
      ['/search?q=Royal%20Oak', {}, '/products?search=Royal+Oak'],
      [
        '/de/search?q=%20126610LN%20',
        {locale: 'de'},
        '/de/products?search=126610LN',
      ],
      ['/search', {}, '/products'],
    ] as const) {
      const response = shopifySearchLoader(
        await routeArgs(path, {params}),
      ) as Response;
      expect(response.status, path).toBe(301);
      expect(response.headers.get('Location'), path).toBe(location);
    }
  });

  it('searches the whole catalogue case-insensitively, including the reference', async () => {
    const upper = (await (
      await searchLoader(await routeArgs('/api/search?q=ROYAL%20OAK'))
    ).json()) as any;
    expect(upper.total).toBeGreaterThan(0);
    expect(upper.products[0]).toMatchObject({vendor: 'Audemars Piguet'});
    const reference = (await (
      await searchLoader(await routeArgs('/api/search?q=126500LN'))
    ).json()) as any;
    expect(reference.products.map((p: any) => p.handle)).toContain(
      'rolex-cosmograph-daytona-126500ln',
    );
    const none = (await (
      await searchLoader(await routeArgs('/api/search?q=zzzznotawatch'))
    ).json()) as any;
    expect(none.total).toBe(0);
  });

  it('shows a sold watch in the search panel by what it sold for in pounds, never a converted price, on every site', async () => {
    const sold = (await soldLoader(await routeArgs('/recently-sold'))) as any;
    for (const watch of sold.page.products.slice(0, 3)) {
      for (const site of SITES) {
        const path = `${sitePath('/api/search', site)}?q=${encodeURIComponent(watch.title)}`;
        const prefix = sitePrefix(site);
        const answer = (await (
          await searchLoader(
            await routeArgs(path, {params: prefix ? {locale: prefix} : {}}),
          )
        ).json()) as any;
        const match = answer.products.find(
          (p: any) => p.handle === watch.handle,
        );
        expect(match, `${path}: ${watch.handle}`).toBeDefined();
        expect(match.sold?.kind, path).toBeDefined();
        if (site.market.currency === 'GBP') {
          expect(match.sold.kind, path).not.toBe('none');
          expect(match.sold.note, path).toBe(false);
        } else if (match.sold.kind === 'none')
          expect(match.sold.note, path).toBe(false);
        else {
          expect(match.sold.note, path).toBe(true);
          // Pounds the UK site shows for the same watch, never the site's converted figure.
          expect(match.sold.pounds, path).not.toBe(Number(match.price.amount));
        }
      }
    }
  });

  it('gives the wishlist current price and status for saved handles, in order', async () => {
    const result = (await (
      await wishlistLoader(
        await routeArgs(
          '/api/wishlist?handles=rolex-cosmograph-daytona-126500ln,missing-watch',
        ),
      )
    ).json()) as any;
    expect(result.products).toHaveLength(1);
    expect(result.products[0]).toMatchObject({
      handle: 'rolex-cosmograph-daytona-126500ln',
      price: {currencyCode: 'GBP'},
    });
    expect(result.products[0].status.value).toBeTruthy();
  });
});
