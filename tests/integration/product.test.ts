import {describe, expect, it} from 'vitest';
import {routeArgs} from '../support/shopContext';
import {loader as rootLoader} from '~/root';
import {
  loader as productLoader,
  meta as productMeta,
} from '~/routes/($locale).products.$handle';
import {loader as recentlyViewedLoader} from '~/routes/($locale).api.recently-viewed';

const SIGNATURE = 'aquanaut-luce-minute-repeater-rose-gold';

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('expected the loader to throw a Response');
}

describe('product loader', () => {
  it('names the condition report’s provenance country on the server, in the page’s language', async () => {
    const handle = 'rolex-submariner-124060';
    const english = await productLoader(
      await routeArgs(`/products/${handle}`, {params: {handle}}),
    );
    const german = await productLoader(
      await routeArgs(`/de/products/${handle}`, {params: {handle}}),
    );
    const code = (
      JSON.parse(english.specs.condition_report!) as {
        provenance: {country: string};
      }
    ).provenance.country;
    expect(english.provenanceCountry).toBe(
      new Intl.DisplayNames(['en-GB'], {type: 'region'}).of(code),
    );
    expect(german.provenanceCountry).toBe(
      new Intl.DisplayNames(['de'], {type: 'region'}).of(code),
    );
    expect(german.provenanceCountry).not.toBe(english.provenanceCountry);
  });

  it('loads a watch with its specifications, reference, breadcrumb and metadata', async () => {
    const data = await productLoader(
      await routeArgs(`/products/${SIGNATURE}`, {params: {handle: SIGNATURE}}),
    );
    expect(data.product.title).toBe(
      'Patek Philippe Aquanaut Luce Minute Repeater 5260/1455R',
    );
    expect(data.status).toBe('on_request');
    expect(data.reference).toBe('5260/1455R-001');
    expect(data.signature).toBe(true);
    expect(data.product.images).toHaveLength(8);
    expect(data.crumbs.map((crumb) => crumb.name)).toEqual([
      'Home',
      'Signature Watches',
      'Patek Philippe',
      'Patek Philippe Aquanaut Luce Minute Repeater 5260/1455R',
    ]);
    // The shop's name joins the title in meta, from the root data (as in the shop).
    const pathname = `/products/${SIGNATURE}`;
    const meta = productMeta({
      data,
      loaderData: data,
      location: {pathname, search: '', hash: '', state: null, key: ''},
      params: {handle: SIGNATURE},
      matches: [
        {id: 'root', data: await rootLoader(await routeArgs(pathname))},
      ] as never,
    } as never);
    expect(meta).toContainEqual({
      title:
        'Patek Philippe Aquanaut Luce Minute Repeater 5260/1455R | Patek Philippe | Cheshire Watch Exchange',
    });
    expect(data.seo.description.length).toBeLessThanOrEqual(160);
    expect(data.product.description.split('\n\n')).toHaveLength(3);
    const jsonLd = data.seo.jsonLd[0] as {
      offers: Record<string, string>;
      sku: string;
      mpn: string;
    };
    expect(jsonLd.sku).toBe('5260/1455R-001');
    expect(jsonLd.mpn).toBe('5260/1455R-001');
    expect(jsonLd.offers.availability).toBe('https://schema.org/PreOrder');
    expect(jsonLd.offers.itemCondition).toBe('https://schema.org/NewCondition');
    expect(jsonLd.offers.priceCurrency).toBe('GBP');
  });

  it('reads German texts under /de', async () => {
    const data = await productLoader(
      await routeArgs(`/de/products/${SIGNATURE}`, {
        params: {locale: 'de', handle: SIGNATURE},
      }),
    );
    expect(data.product.title).toBe(
      'Patek Philippe Aquanaut Luce Minutenrepetition 5260/1455R',
    );
    expect(data.crumbs[0]!.url).toMatch(/\/de$/);
    // Translated by the merchant: description and alt texts are German, so nothing is marked English.
    expect(data.englishOnly.description).toBe(false);
    expect(data.englishOnly.imageAlts).toEqual([]);
    expect(data.product.images[0]!.altText).toMatch(/ – Zifferblatt$/);
    // Metafield values have no German translation in the catalogue: those are marked.
    expect(data.englishOnly.specKeys).toContain('dial');
  });

  it('marks what the catalogue has not translated, and gives German search results a German summary', async () => {
    const handle = 'rolex-submariner-5513';
    const german = await productLoader(
      await routeArgs(`/de/products/${handle}`, {
        params: {locale: 'de', handle},
      }),
    );
    expect(german.englishOnly.description).toBe(true);
    expect(german.englishOnly.imageAlts).toHaveLength(
      german.product.images.length,
    );
    expect(german.seo.description).toMatch(/^Rolex Submariner 5513 bei /);
    const english = await productLoader(
      await routeArgs(`/products/${handle}`, {params: {handle}}),
    );
    expect(english.englishOnly.description).toBe(false);
    expect(english.seo.description).toMatch(/^The 5513 was/);
  });

  it('answers 404 for an unknown handle', async () => {
    const response = await thrown(
      productLoader(
        await routeArgs('/products/not-a-watch', {
          params: {handle: 'not-a-watch'},
        }),
      ),
    );
    expect(response.status).toBe(404);
  });

  it('answers an unreachable storefront with 503 and Retry-After, not a detour to /products', async () => {
    const response = await thrown(
      productLoader(
        await routeArgs(`/products/${SIGNATURE}`, {
          params: {handle: SIGNATURE},
          env: {PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:9'},
        }),
      ),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toMatch(/^\d+$/);
  });
});

describe('recently viewed resource route', () => {
  it('returns fresh cards for up to three handles, in the order asked, skipping unknown ones', async () => {
    const handles = [
      'rolex-explorer-214270',
      'no-such-watch',
      SIGNATURE,
      'rolex-submariner-date-126610ln',
      'rolex-milgauss-116400gv',
    ];
    const response = await recentlyViewedLoader(
      await routeArgs(`/api/recently-viewed?handles=${handles.join(',')}`),
    );
    // JSON for the browser's plain fetch, private to the visitor for half a minute.
    expect(response.headers.get('Cache-Control')).toBe('private, max-age=30');
    const {products} = (await response.json()) as {
      products: Array<{handle: string; status: {value: string} | null}>;
    };
    expect(products.map((product) => product.handle)).toEqual([
      'rolex-explorer-214270',
      SIGNATURE,
    ]);
    expect(products[1]!.status?.value).toBe('on_request');
  });
});
