/* eslint-disable @typescript-eslint/no-explicit-any -- loader answers are read loosely in these tests */
import {describe, expect, it} from 'vitest';
import {routeArgs} from '../support/shopContext';
import {loader as allWatchesLoader} from '~/routes/($locale).products._index';
import {loader as collectionLoader} from '~/routes/($locale).collections.$handle';
import {loader as searchPanelLoader} from '~/routes/($locale).api.search';

const PAGE_SIZE = 24;

/** Follows the "next page" cursor to the end, as a shopper pressing "Load more" would. */
async function crawl(path: string, load = allWatchesLoader, params = {}) {
  const pages: any[] = [];
  let url = new URL(path, 'http://localhost:3000');
  for (let guard = 0; guard < 40; guard++) {
    const data = (await load(
      await routeArgs(url.pathname + url.search, {params}),
    )) as any;
    pages.push(data.page);
    if (!data.page.nextCursor) break;
    url = new URL(url);
    url.searchParams.set('cursor', data.page.nextCursor);
  }
  const handles = pages.flatMap((page) =>
    page.products.map((product: any) => product.handle),
  );
  return {first: pages[0], pages, handles};
}

function expectFullPages(pages: any[]) {
  for (const page of pages.slice(0, -1))
    expect(page.products).toHaveLength(PAGE_SIZE);
}

describe('the general catalogue counts what a shopper can reach', () => {
  it('all watches: the total, the brand and status counts equal a full crawl', async () => {
    const all = await crawl('/products');
    expect(new Set(all.handles).size).toBe(all.handles.length);
    expect(all.first.total).toBe(all.handles.length);
    expectFullPages(all.pages);
    expect(all.handles).not.toContain('rolex-air-king-116900');
    expect(all.handles).not.toContain(
      'rolex-cosmograph-daytona-rainbow-126599rbow',
    );

    const rolex = await crawl('/products?brand=rolex');
    expect(all.first.counts.brand.rolex).toBe(rolex.handles.length);
    expect(rolex.first.total).toBe(rolex.handles.length);
    expectFullPages(rolex.pages);

    const available = await crawl('/products?availability=available');
    expect(all.first.counts.status.available).toBe(available.handles.length);
    expect(available.first.total).toBe(available.handles.length);
    expectFullPages(available.pages);
  });

  it('a brand page counts and pages only its listed watches', async () => {
    const rolex = await crawl('/collections/rolex', collectionLoader as never, {
      handle: 'rolex',
    });
    expect(rolex.first.total).toBe(rolex.handles.length);
    expectFullPages(rolex.pages);
    expect(rolex.handles).not.toContain('rolex-air-king-116900');
  });

  it('search: the total and the facet counts leave out the signature watches', async () => {
    const daytona = await crawl('/products?search=daytona');
    expect(daytona.handles.length).toBeGreaterThan(0);
    expect(daytona.handles).not.toContain(
      'rolex-cosmograph-daytona-rainbow-126599rbow',
    );
    expect(daytona.first.total).toBe(daytona.handles.length);
    expect(daytona.first.counts.brand.rolex).toBe(daytona.handles.length);

    const everything = await crawl('/products?search=watch');
    expect(everything.first.total).toBe(everything.handles.length);
    expectFullPages(everything.pages);
  });

  it("the header's live search shows and counts what the results page shows", async () => {
    const panel = async (words: string) =>
      (await (
        await searchPanelLoader(
          await routeArgs(`/api/search?q=${encodeURIComponent(words)}`),
        )
      ).json()) as any;
    for (const words of ['daytona', 'air-king', 'nautilus']) {
      const live = await panel(words);
      const results = await crawl(
        `/products?search=${encodeURIComponent(words)}`,
      );
      expect(live.total, words).toBe(results.first.total);
      expect(
        live.products.map((product: any) => product.handle),
        words,
      ).toEqual(results.handles.slice(0, 10));
    }
    const daytona = await panel('daytona');
    expect(
      daytona.products.map((product: any) => product.handle),
    ).not.toContain('rolex-cosmograph-daytona-rainbow-126599rbow');
    expect((await panel('air-king')).total).toBe(0);
  });
});
