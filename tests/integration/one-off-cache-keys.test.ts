/* eslint-disable @typescript-eslint/no-explicit-any -- loader answers are read loosely in these tests */
// The worker's cache holds only what can be read again: a search text, an unknown path or a
// campaign parameter writes no entry of its own (docs/decisions/068-no-cache-for-one-off-keys.md).
// MiniOxygen's local cache never drops an entry nobody reads, so every one-off key is memory.
import {describe, expect, it} from 'vitest';
import {InMemoryCache} from '@shopify/hydrogen';
import {routeArgs} from '../support/shopContext';
import {loader as searchPanelLoader} from '~/routes/($locale).api.search';
import {loader as allWatchesLoader} from '~/routes/($locale).products._index';
import {loader as homeLoader} from '~/routes/($locale)._index';
import {loader as collectionLoader} from '~/routes/($locale).collections.$handle';
import {urlRedirect} from '~/server/urlRedirects';

/** Hydrogen's in-memory Cache API, recording every key written. */
function recordingCache() {
  const cache = new InMemoryCache();
  const written: string[] = [];
  const put = cache.put.bind(cache);
  cache.put = (request: Request | string, response: Response) => {
    written.push(typeof request === 'string' ? request : request.url);
    return put(request as Request, response);
  };
  return {cache: cache as unknown as Cache, written};
}

/** A loader run as the worker runs it, waiting for the cache writes it leaves behind. */
async function visit(
  cache: Cache,
  loader: (args: any) => Promise<any>,
  url: string,
  params: Record<string, string> = {},
) {
  const pending: Promise<unknown>[] = [];
  const args: any = await routeArgs(url, {
    params,
    subrequestCache: cache,
    waitUntil: (promise) => pending.push(promise),
  });
  const data = await loader(args).catch((error: unknown) => error);
  if (data && typeof data === 'object' && 'newArrivals' in data)
    await data.newArrivals;
  // The page has gone out: the worker lets the held cache writes run.
  args.pageSent();
  // Writes start after the answer (Hydrogen's cache and the last good copies): let them land.
  for (let i = 0; i < 5; i++) {
    await Promise.allSettled(pending);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {data, args};
}

describe('cache entries nobody reads again are not written', () => {
  it('a search in the header panel writes nothing to the worker cache', async () => {
    const {cache, written} = recordingCache();
    const {data} = await visit(
      cache,
      searchPanelLoader,
      '/api/search?q=daytona%201',
    );
    expect(data.status).toBe(200);
    expect(written).toEqual([]);
  });

  it('a search on the all-watches page writes nothing, and still answers from the API', async () => {
    const {cache, written} = recordingCache();
    const first = await visit(
      cache,
      allWatchesLoader,
      '/products?search=rolex',
    );
    expect(first.data.page.total).toBeGreaterThan(0);
    expect(written).toEqual([]);
  });

  it('an unknown path looks for a URL redirect without leaving an entry for that path', async () => {
    const {cache, written} = recordingCache();
    const {args} = await visit(cache, async () => null, '/no-such-page-12345');
    const response = await urlRedirect({
      request: args.request,
      response: new Response('not found', {status: 404}),
      storefront: args.context.storefront,
      readStorefront: args.context.readStorefront,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(response.status).toBe(404);
    expect(written).toEqual([]);
  });

  it('two home visits differing only in campaign parameters write the same entries', async () => {
    const {cache, written} = recordingCache();
    await visit(cache, homeLoader, '/?utm_source=mail&n=1');
    const afterFirst = new Set(written);
    expect(afterFirst.size).toBeGreaterThan(0);
    await visit(cache, homeLoader, '/?utm_source=ads&gclid=abc&n=2');
    expect(new Set(written)).toEqual(afterFirst);
  });

  it('a brand page, read again by every shopper, is still kept (list, sub-requests, last good copies)', async () => {
    const {cache, written} = recordingCache();
    await visit(cache, collectionLoader, '/collections/rolex', {
      handle: 'rolex',
    });
    expect(written.some((url) => url.includes('list-page'))).toBe(true);
    expect(written.some((url) => url.startsWith('https://last-good'))).toBe(
      true,
    );
  });
});
