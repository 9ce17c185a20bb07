// Each site (a market in one of its languages) is asked of Shopify in its own country and
// language, answers 404 for prefixes that are no site, and redirects within itself.
import {describe, expect, it} from 'vitest';
import {
  SITES,
  siteFromSegment,
  sitePath,
  sitePrefix,
  storefrontContext,
} from '~/domain/markets/sitePath';
import {languageRedirect} from '~/i18n/detect';
import {loader as siteLayoutLoader} from '~/routes/($locale)';
import {loader as searchLoader} from '~/routes/($locale).search';
import {loader as searchPanelLoader} from '~/routes/($locale).api.search';
import {createTestContext, routeArgs} from '../support/shopContext';

const named = (site: (typeof SITES)[number]) =>
  `/${sitePrefix(site)} (${site.market.handle}, ${site.language})`;

describe('the request context of a site', () => {
  for (const site of SITES)
    it(`asks the Storefront API in ${named(site)}'s country and language`, async () => {
      const {context} = await createTestContext(sitePath('/products', site));
      expect(context.site).toEqual(site);
      expect(context.locale).toBe(site.language);
      expect(context.storefront.i18n).toEqual(storefrontContext(site));
    });

  it("keeps the UK market, in English and German, at today's addresses", async () => {
    for (const [path, language] of [
      ['/products', 'EN'],
      ['/de/products', 'DE'],
    ] as const) {
      const {context} = await createTestContext(path);
      expect(context.storefront.i18n).toEqual({country: 'GB', language});
    }
  });
});

describe('addresses that name no site', () => {
  const notSites = ['en', 'en-uk', 'de-uk', 'de-us', 'fr', 'fr-eu', 'en-xx'];

  it('are 404 pages and 404 answers of the API', async () => {
    for (const segment of notSites) {
      expect(siteFromSegment(segment)).toBeUndefined();
      const path = `/${segment}/api/search?q=rolex`;
      await expect(
        siteLayoutLoader(await routeArgs(path, {params: {locale: segment}})),
      ).rejects.toMatchObject({status: 404});
      await expect(
        searchPanelLoader(await routeArgs(path, {params: {locale: segment}})),
      ).rejects.toMatchObject({status: 404});
    }
  });

  it('let every site through', async () => {
    for (const site of SITES) {
      const segment = sitePrefix(site);
      const params: Record<string, string> = segment ? {locale: segment} : {};
      await expect(
        siteLayoutLoader(await routeArgs(sitePath('/', site), {params})),
      ).resolves.toBeNull();
    }
  });
});

describe('redirects', () => {
  it('stay on the site they were asked on', async () => {
    for (const site of SITES) {
      const response = (await searchLoader(
        await routeArgs(`${sitePath('/search', site)}?q=rolex`),
      )) as Response;
      expect(response.headers.get('location')).toBe(
        `${sitePath('/products', site)}?search=rolex`,
      );
    }
  });

  it('of a saved language keep the market, and leave a market without that language alone', () => {
    const page = (path: string, cookie: string) =>
      new Request(`http://127.0.0.1:3404${path}`, {
        headers: {accept: 'text/html', cookie},
      });
    expect(
      languageRedirect(page('/en-eu/products', 'lang=de'))?.headers.get(
        'location',
      ),
    ).toBe('/de-eu/products');
    expect(
      languageRedirect(page('/de-eu', 'lang=en'))?.headers.get('location'),
    ).toBe('/en-eu');
    expect(languageRedirect(page('/en-us/products', 'lang=de'))).toBeNull();
    expect(
      languageRedirect(page('/en-hk/about?lang=de', ''))?.headers.get(
        'location',
      ),
    ).toBe('/en-hk/about');
  });
});
