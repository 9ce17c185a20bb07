// The price filter of a market's catalogue, against the run's local shop: a band is the market's
// own figures (HK$, AED …) asked as a Storefront price filter in that currency, and its count is
// what a shopper reaches by paging through it.
import {describe, expect, it} from 'vitest';
import {routeArgs} from '../support/shopContext';
import {loader as allWatchesLoader} from '~/routes/($locale).products._index';
import {marketByHandle} from '~/domain/markets/markets';
import {priceBandRange} from '~/domain/catalogue/bands';

type Money = {amount: string; currencyCode: string};
type Card = {
  handle: string;
  priceRange?: {minVariantPrice: Money};
  selectedOrFirstAvailableVariant?: {price?: Money} | null;
};
type Page = {
  products: Card[];
  counts: {price: Record<string, number>};
  nextCursor: string | null;
};
/** The card's price: the variant's, else the product's range (watchCardData.ts). */
const priceOf = (card: Card) =>
  (card.selectedOrFirstAvailableVariant?.price ??
    card.priceRange?.minVariantPrice)!;

/** Every watch of a list, following "Load more" to the end. */
async function crawl(path: string, locale: string) {
  const pages: Page[] = [];
  let url = new URL(path, 'http://localhost:3000');
  for (let guard = 0; guard < 40; guard++) {
    const data = (await allWatchesLoader(
      await routeArgs(url.pathname + url.search, {params: {locale}}),
    )) as {page: Page};
    pages.push(data.page);
    if (!data.page.nextCursor) break;
    url = new URL(url);
    url.searchParams.set('cursor', data.page.nextCursor);
  }
  return {first: pages[0], products: pages.flatMap((page) => page.products)};
}

describe('price bands in the market currency', () => {
  for (const [handle, band] of [
    ['hk', 'under-10000'],
    ['ae', '10000-25000'],
    ['eu', '25000-50000'],
  ] as const)
    it(`/en-${handle}/products?price=${band}: the band's figures in ${marketByHandle(handle)!.currency}`, async () => {
      const {currency} = marketByHandle(handle)!;
      const {min, max} = priceBandRange(band, currency);
      const inBand = (card: Card) => {
        const amount = Number(priceOf(card).amount);
        return amount >= min && (max === undefined || amount <= max);
      };
      const all = await crawl(`/en-${handle}/products`, `en-${handle}`);
      const expected = all.products.filter(inBand).map((card) => card.handle);
      expect(expected.length).toBeGreaterThan(0);
      const filtered = await crawl(
        `/en-${handle}/products?price=${band}`,
        `en-${handle}`,
      );
      for (const card of filtered.products)
        expect(priceOf(card).currencyCode).toBe(currency);
      expect(filtered.products.map((card) => card.handle).sort()).toEqual(
        expected.sort(),
      );
      expect(filtered.first.counts.price[band]).toBe(expected.length);
    });
});
