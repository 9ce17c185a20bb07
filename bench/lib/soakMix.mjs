// The soak's request mixes (docs/decisions/069-soak-beside-the-starter.md): the shop's
// shopper's mix, and the same ten kinds of request mapped onto the routes Hydrogen's starter
// has, so both storefronts meet the same traffic under the same runtime.

const BRANDS = ['rolex', 'patek-philippe', 'audemars-piguet', 'omega'];
const YEARS = ['2020-present', '2015-2019', '2010-2014', 'pre-2000'];
const PRICES = ['under-10000', '10000-25000', '25000-50000'];

const pick = (list, i) => list[i % list.length];
const filters = (i) =>
  `brand=${pick(BRANDS, i)}&year=${YEARS[(i >> 2) % 4]}&price=${PRICES[(i >> 3) % 3]}`;

/** Request `i` of the shop's mix: mostly pages a shopper opens, plus what makes every request new to a cache. */
export function shopRequest(i, productHandles) {
  const de = i % 5 === 0 ? '/de' : '';
  switch (i % 10) {
    case 0:
    case 1:
      return `${de}/products/${pick(productHandles, i)}`;
    case 2:
      return `${de}/products?${filters(i)}`;
    case 3:
      // A new search each time: the worst case for anything keyed by the query.
      return `/api/search?q=${encodeURIComponent(`watch ${i}`)}`;
    case 4:
      return `${de}/search?q=${encodeURIComponent(`${pick(BRANDS, i)} ${i}`)}`;
    case 5:
      return '/api/lead-token';
    case 6:
      return `${de}/cart.data`;
    case 7:
      return `${de}/collections/${pick(BRANDS, i)}?page=${i % 7}`;
    case 8:
      return `/no-such-page-${i}`;
    default:
      return `${de}/?utm_source=soak&n=${i}`;
  }
}

/**
 * Request `i` of the starter's mix: the same kind of request as the shop's request `i`, on the
 * starter's nearest route. It has no German pages (no /de), no filtered all-watches list (its
 * all-products list, the filters ignored), predictive search as /search's data request with
 * `predictive`, and no lead token (its nearest small data request, the cart's).
 */
export function starterRequest(i, productHandles) {
  switch (i % 10) {
    case 0:
    case 1:
      return `/products/${pick(productHandles, i)}`;
    case 2:
      return `/collections/all?${filters(i)}`;
    case 3:
      // What its search box's fetcher asks: only the search route's loader.
      return `/search.data?q=${encodeURIComponent(`watch ${i}`)}&limit=5&predictive=true&_routes=routes%2Fsearch`;
    case 4:
      return `/search?q=${encodeURIComponent(`${pick(BRANDS, i)} ${i}`)}`;
    case 5:
    case 6:
      return '/cart.data';
    case 7:
      return `/collections/${pick(BRANDS, i)}?page=${i % 7}`;
    case 8:
      return `/no-such-page-${i}`;
    default:
      return `/?utm_source=soak&n=${i}`;
  }
}

/** end / start to two places, or null when either is missing. */
export const ratioOf = (end, start) =>
  start && end ? Math.round((end / start) * 100) / 100 : null;

/** One storefront's series reduced to its figures after `baselineAt` requests and at the end. */
export function seriesSummary(samples, baselineAt) {
  const base = samples.find((s) => s.requests === baselineAt);
  const last = samples.at(-1);
  return {
    requestsDone: last?.requests ?? 0,
    workerMbAfter1000: base?.workerMb ?? null,
    workerMbAtEnd: last?.workerMb ?? null,
    ratio: ratioOf(last?.workerMb, base?.workerMb),
    heapMbAfter1000: base?.heapMb ?? null,
    heapMbAtEnd: last?.heapMb ?? null,
    heapRatio: ratioOf(last?.heapMb, base?.heapMb),
  };
}
