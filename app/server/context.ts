import {cartSetIdDefault, createHydrogenContext} from '@shopify/hydrogen';
import {secureCookies, ShopSession} from '~/server/session';
import {CART_QUERY_FRAGMENT} from '~/graphql/cartFragments';
import {
  cacheLastGood,
  forgetSavedCopies,
  memoryLastGood,
} from '~/server/lastGoodCopy';
import {storefrontReader, type ReadStorefront} from '~/server/storefrontData';
import {readShopEnv, type ShopEnv} from '~/server/env';
import {dealerDetails} from '~/domain/dealer';
import type {Locale} from '~/i18n/locale';
import {
  siteFromPath,
  sitePrefix,
  storefrontContext,
  type Site,
} from '~/domain/markets/sitePath';
import {
  shopifyAnalyticsNotice,
  shopifyAnalyticsSetup,
  type ShopifyAnalyticsSetup,
} from '~/server/shopifyAnalytics';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {
  createListCache,
  type ListCache,
  type ListMemo,
} from '~/server/catalogue/listCache';
import type {CacheWriteGate} from '~/server/cacheWriteGate';

type ShopAdditions = {
  shopEnv: ShopEnv;
  dealer: ReturnType<typeof dealerDetails>;
  /** The page's language (the site's): texts, dates, number formats. */
  locale: Locale;
  /** The market and language the address names: prices, currency and every link the shop writes. */
  site: Site;
  /** Shopify analytics for the page, or null when off; asked for by the root loader only. */
  shopifyAnalytics: () => ShopifyAnalyticsSetup;
  /** Assembled list pages, kept a few seconds (one cache read instead of ten). */
  listCache: ListCache;
  /** The Storefront API as loaders read it: each call names its cache and outage policy. */
  readStorefront: ReadStorefront;
};

declare global {
  // Augmenting Hydrogen's interfaces is how its context and cart get our types.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HydrogenAdditionalContext extends ShopAdditions {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HydrogenCustomCartFragment extends CartApiQueryFragment {}
}

// The worker receives the same env object for every request: check it once, not per request.
type ShopSettings = {
  shopEnv: ShopEnv;
  dealer: ReturnType<typeof dealerDetails>;
  hydrogenEnv: Env;
};
const settingsByEnv = new WeakMap<object, ShopSettings>();
// Said once per worker, not once per environment object (tests make many).
let noticeShown = false;

function shopSettings(env: Env) {
  let settings = settingsByEnv.get(env);
  if (!settings) {
    const shopEnv = readShopEnv(env as unknown as Record<string, unknown>);
    const notice = shopifyAnalyticsNotice(shopEnv);
    if (notice && !noticeShown) console.info(notice);
    noticeShown ||= Boolean(notice);
    // Hydrogen reads the store's domain and tokens from env; hand it the checked values.
    settings = {
      shopEnv,
      dealer: dealerDetails(shopEnv),
      hydrogenEnv: {
        ...env,
        PUBLIC_STORE_DOMAIN: shopEnv.PUBLIC_STORE_DOMAIN,
        PUBLIC_STOREFRONT_API_TOKEN: shopEnv.PUBLIC_STOREFRONT_API_TOKEN,
        PRIVATE_STOREFRONT_API_TOKEN:
          shopEnv.PRIVATE_STOREFRONT_API_TOKEN ?? '',
        PUBLIC_STOREFRONT_ID: shopEnv.PUBLIC_STOREFRONT_ID ?? '',
        SESSION_SECRET: shopEnv.SESSION_SECRET,
      },
    };
    settingsByEnv.set(env, settings);
  }
  return settings;
}

// Without the Cache API (tests under Node), last good answers stay in this bounded map.
let inMemoryLastGood = memoryLastGood();

/**
 * What this isolate keeps between requests, forgotten: the test files that share one module
 * graph each start as a fresh isolate does (the worker itself never calls this).
 */
export function forgetIsolateMemory() {
  inMemoryLastGood = memoryLastGood();
  forgetSavedCopies();
}

/** The checked environment of this worker (the same object every request sees). */
export function workerShopEnv(env: Env): ShopEnv {
  return shopSettings(env).shopEnv;
}

/** What the runtime gives a request besides the request itself; the worker and tests alike. */
export interface RequestRuntime {
  /** Hydrogen's sub-request cache; the worker opens the Cache API, Node tests may pass none. */
  cache?: Cache | Promise<Cache>;
  waitUntil: (promise: Promise<unknown>) => void;
  /** Lists this isolate read a moment ago (one per isolate: createListMemo). */
  listMemo: ListMemo;
  /** Holds this request's cache writes until its page has been sent (createCacheWriteGate). */
  writeGate: CacheWriteGate;
}

/**
 * Builds everything a loader or action can reach: storefront, cart, session, env, dealer.
 * Hydrogen's own context (docs/decisions/002-one-request-context.md): the worker and every
 * integration test build it here.
 */
export async function createShopContext(
  request: Request,
  env: Env,
  {cache, waitUntil, listMemo, writeGate}: RequestRuntime,
) {
  const {shopEnv, dealer, hydrogenEnv} = shopSettings(env);
  const site = siteFromPath(new URL(request.url).pathname);
  const locale = site.language;
  const secure = secureCookies(request, shopEnv);
  const [runtimeCache, session] = await Promise.all([
    cache,
    ShopSession.init(request, [shopEnv.SESSION_SECRET], {secure}),
  ]);
  const openedCache = runtimeCache && writeGate.hold(runtimeCache);
  // Last good answers are per site: another market's copy has another currency.
  const scope = `${shopEnv.PUBLIC_STORE_DOMAIN} ${sitePrefix(site) || locale}`;
  const lastGood = openedCache ? cacheLastGood(openedCache) : inMemoryLastGood;
  const additions: ShopAdditions = {
    shopEnv,
    dealer,
    locale,
    site,
    shopifyAnalytics: () =>
      shopifyAnalyticsSetup({storefront: context.storefront, shopEnv, locale}),
    listCache: createListCache({
      cache: openedCache,
      waitUntil,
      request,
      site: sitePrefix(site),
      memo: listMemo,
      lastGood: {store: lastGood, scope},
    }),
    readStorefront: (query, options) => reader(query, options),
  };
  const context = createHydrogenContext(
    {
      env: hydrogenEnv,
      request,
      cache: openedCache,
      waitUntil,
      session,
      i18n: storefrontContext(site),
      // A new cart is priced in the site's market; cartInMarket moves an older one over.
      buyerIdentity: {countryCode: storefrontContext(site).country},
      cart: {
        queryFragment: CART_QUERY_FRAGMENT,
        // Only the server reads the cart cookie: HttpOnly, Lax, Secure outside local development.
        setId: cartSetIdDefault({
          path: '/',
          samesite: 'Lax',
          httponly: true,
          secure,
        }),
      },
    },
    additions,
  );
  // An outage is never a 404 or an empty list: the reader's policy says what stands in.
  const reader = storefrontReader(context.storefront, {
    store: lastGood,
    waitUntil,
    scope,
  });
  return context;
}

export type ShopContext = Awaited<ReturnType<typeof createShopContext>>;
