import * as serverBuild from 'virtual:react-router/server-build';
import {createRequestHandler} from '@shopify/hydrogen';
import {
  createShopContext,
  workerShopEnv,
  type ShopContext,
} from '~/server/context';
import {withShopOrigin} from '~/server/shopOrigin';
import {OUTAGE_RETRY_AFTER_SECONDS} from '~/server/lastGoodCopy';
import {withoutFollowedRedirects} from '~/server/redirectGate';
import {failureAnswer, leaveShop} from '~/server/doors';
import {languageRedirect} from '~/i18n/detect';
import {marketChoiceRedirect} from '~/domain/markets/marketChoice';
import {checkMarketsFile} from '~/domain/markets/marketsConfig';
// Every language and text area, before the first request renders (app/i18n/serverTexts.ts).
import '~/i18n/serverTexts';
import {
  malformedPathAnswer,
  trailingSlashRedirect,
} from '~/server/trailingSlash';
import {urlRedirect} from '~/server/urlRedirects';
import {createListMemo} from '~/server/catalogue/listCache';
import {
  createCacheWriteGate,
  openAfterBody,
  type CacheWriteGate,
} from '~/server/cacheWriteGate';

// The dealer's markets file keeps its rules, or the worker does not start (a wrong price never shows).
checkMarketsFile();

// Lists this isolate has just read: back-to-back renders share them (docs/decisions/024-lighter-list-pages.md).
const listMemo = createListMemo();

// Each request's context, for the one request handler below.
const contexts = new WeakMap<Request, ShopContext>();

// Built once per worker, not per request: React Router derives its route tree (matching tables
// for every route) when a handler first runs, and that work is the same for every request.
const handleRequest = createRequestHandler({
  build: serverBuild,
  mode: process.env.NODE_ENV,
  getLoadContext: (request: Request) => {
    const context = contexts.get(request);
    if (!context) throw new Error('No shop context for this request');
    return context;
  },
});

/** The shop's answer to one request, before it passes the doors every answer leaves by. */
async function answer(
  request: Request,
  env: Env,
  executionContext: ExecutionContext,
  writeGate: CacheWriteGate,
): Promise<Response> {
  const malformed = malformedPathAnswer(request);
  if (malformed) return malformed;
  // One address per page before anything else: '/products/' -> '/products'.
  const slash = trailingSlashRedirect(request);
  if (slash) return slash;
  const redirectToLanguage = languageRedirect(request);
  if (redirectToLanguage) return redirectToLanguage;
  const savedMarket = marketChoiceRedirect(request);
  if (savedMarket) return savedMarket;
  const context = await createShopContext(request, env, {
    cache: caches.open('hydrogen'),
    waitUntil: executionContext.waitUntil.bind(executionContext),
    listMemo,
    writeGate,
  });
  contexts.set(request, context);
  let response = await handleRequest(request);
  if (context.session.isPending) {
    response.headers.append('Set-Cookie', await context.session.commit());
  }
  if (response.status === 404) {
    // Shopify admin redirects (URL redirects) get a chance before a 404 stands; never the
    // ?redirect= or ?return_to= a visitor's link carries.
    response = await urlRedirect({
      request: withoutFollowedRedirects(request),
      response,
      storefront: context.storefront,
      readStorefront: context.readStorefront,
    });
  }
  if (response.status === 503 && !response.headers.has('Retry-After')) {
    // An outage page: tell browsers and crawlers when to come back.
    response.headers.set('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
  }
  return response;
}

export default {
  async fetch(
    incoming: Request,
    env: Env,
    executionContext: ExecutionContext,
  ): Promise<Response> {
    // Cache writes wait until the page is sent (docs/decisions/099-cache-writes-after-the-page.md).
    const writeGate = createCacheWriteGate();
    let request = incoming;
    let checkoutHosts: Array<string | undefined> = [];
    let response: Response;
    try {
      const shopEnv = workerShopEnv(env);
      // Every absolute URL the shop writes comes from its configured origin, never from Host.
      request = withShopOrigin(incoming, shopEnv.PUBLIC_SHOP_ORIGIN);
      // The cart's checkout lives on Shopify's checkout host (the local shop offline).
      checkoutHosts = [
        shopEnv.PUBLIC_CHECKOUT_DOMAIN,
        shopEnv.PUBLIC_STORE_DOMAIN,
      ];
      response = await answer(request, env, executionContext, writeGate);
    } catch (error) {
      writeGate.open();
      response = failureAnswer(error);
    }
    return openAfterBody(
      leaveShop(request, response, checkoutHosts),
      writeGate,
    );
  },
};
