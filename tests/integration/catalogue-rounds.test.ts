/* eslint-disable @typescript-eslint/no-explicit-any -- loader answers are read loosely in these tests */
// The catalogue loaders ask for everything in one parallel round of Storefront API requests
// (no waterfall), and /products asks no more requests than it needs. Counted, not timed: a
// request issued after an earlier one has been answered starts a new round.
import {describe, expect, it} from 'vitest';
import {routeArgs} from '../support/shopContext';
import {loader as allWatchesLoader} from '~/routes/($locale).products._index';
import {loader as collectionLoader} from '~/routes/($locale).collections.$handle';
import {loader as availableLoader} from '~/routes/tables/statusList';

/** Requests the most /products may ask per render (vocabulary, the price bands, 3 status groups). */
const MOST_REQUESTS_FOR_ALL_WATCHES = 5;

interface Traffic {
  requests: number;
  rounds: number;
}

/** Wraps the storefront client of `args` so it counts requests and sequential rounds. */
function watchTraffic(args: any): Traffic {
  const storefront = args.context.storefront;
  const query = storefront.query.bind(storefront);
  const traffic: Traffic = {requests: 0, rounds: 0};
  let answeredSinceRoundStart = false;
  storefront.query = (...request: unknown[]) => {
    if (traffic.rounds === 0 || answeredSinceRoundStart) {
      traffic.rounds++;
      answeredSinceRoundStart = false;
    }
    traffic.requests++;
    return (query(...request) as Promise<unknown>).finally(() => {
      answeredSinceRoundStart = true;
    });
  };
  return traffic;
}

async function load(
  loader: (args: any) => Promise<any>,
  url: string,
  params: Record<string, string> = {},
) {
  const args = await routeArgs(url, {params});
  const traffic = watchTraffic(args);
  const data = await loader(args);
  return {data, traffic};
}

describe('catalogue request rounds', () => {
  it('loads /products in one round and at most the planned number of requests', async () => {
    const {data, traffic} = await load(allWatchesLoader, '/products');
    expect(data.failed).toBe(false);
    expect(data.page.products.length).toBe(24);
    expect(traffic.rounds).toBe(1);
    expect(traffic.requests).toBeLessThanOrEqual(MOST_REQUESTS_FOR_ALL_WATCHES);
  });

  it('loads /products with a status or brand filter in one round', async () => {
    for (const url of [
      '/products?availability=available',
      '/products?availability=sold&availability=on_request',
      '/products?brand=rolex',
    ]) {
      const {data, traffic} = await load(allWatchesLoader, url);
      expect(data.failed, url).toBe(false);
      expect(data.page.products.length, url).toBeGreaterThan(0);
      expect(traffic.rounds, url).toBe(1);
      // A filtered list's facets are a request of their own (the vocabulary is the unfiltered list's).
      expect(traffic.requests, url).toBeLessThanOrEqual(
        MOST_REQUESTS_FOR_ALL_WATCHES + 1,
      );
    }
  });

  it('loads a brand collection in one round', async () => {
    const {data, traffic} = await load(collectionLoader, '/collections/rolex', {
      handle: 'rolex',
    });
    expect(data.page.products.length).toBeGreaterThan(0);
    expect(data.page.products.every((p: any) => p.vendor === 'Rolex')).toBe(
      true,
    );
    expect(traffic.rounds).toBe(1);
  });

  it('loads a status list in one round', async () => {
    const {data, traffic} = await load(availableLoader, '/available');
    expect(data.page.products.length).toBeGreaterThan(0);
    expect(traffic.rounds).toBe(1);
  });

  it('still takes a second round when the URL needs the catalogue’s own values (a year band)', async () => {
    const {data, traffic} = await load(
      allWatchesLoader,
      '/products?year=2020-present',
    );
    expect(data.failed).toBe(false);
    expect(data.page.products.length).toBeGreaterThan(0);
    expect(traffic.rounds).toBe(2);
  });
});
