import * as serverBuild from 'virtual:react-router/server-build';
import {createRequestHandler} from '@shopify/hydrogen';
import {
  createShopContext,
  workerShopEnv,
  type ShopContext,
} from '~/server/context';
import {withShopOrigin} from '~/server/shopOrigin';
import {isOutage, OUTAGE_RETRY_AFTER_SECONDS} from '~/server/lastGoodCopy';
import {EnvironmentError} from '~/server/env';
import {applySecurityHeaders} from '~/server/securityHeaders';
import {applyPageCache, isPersonal} from '~/server/pageCache';
import {languageRedirect} from '~/i18n/detect';
// Every language and text area, before the first request renders (app/i18n/serverTexts.ts).
import '~/i18n/serverTexts';
import {trailingSlashRedirect} from '~/server/trailingSlash';
import {urlRedirect} from '~/server/urlRedirects';
import {createListMemo} from '~/server/catalogue/listCache';
import {createCacheWriteGate, openAfterBody} from '~/server/cacheWriteGate';

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

export default {
  async fetch(
    incoming: Request,
    env: Env,
    executionContext: ExecutionContext,
  ): Promise<Response> {
    // Cache writes wait until the page is sent (docs/decisions/099-cache-writes-after-the-page.md).
    const writeGate = createCacheWriteGate();
    try {
      // Every absolute URL the shop writes comes from its configured origin, never from Host.
      const request = withShopOrigin(
        incoming,
        workerShopEnv(env).PUBLIC_SHOP_ORIGIN,
      );
      // One address per page before anything else: '/products/' -> '/products'.
      const slash = trailingSlashRedirect(request);
      if (slash) return applyPageCache(request, applySecurityHeaders(slash));
      const redirectToLanguage = languageRedirect(request);
      if (redirectToLanguage) return applySecurityHeaders(redirectToLanguage);
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
        // Shopify admin redirects (URL redirects) get a chance before a 404 stands.
        response = await urlRedirect({
          request,
          response,
          storefront: context.storefront,
          readStorefront: context.readStorefront,
        });
      }
      if (response.status === 503 && !response.headers.has('Retry-After')) {
        // An outage page: tell browsers and crawlers when to come back.
        response.headers.set('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
      }
      // Pages that carry nothing personal are shared from the edge (Oxygen's full-page cache).
      return openAfterBody(
        applyPageCache(request, applySecurityHeaders(response), {
          personal: isPersonal(context),
        }),
        writeGate,
      );
    } catch (error) {
      writeGate.open();
      // A 503 thrown outside a loader (the URL-redirect lookup during an outage).
      if (isOutage(error)) return applySecurityHeaders(error);
      if (error instanceof EnvironmentError) {
        console.error(error.message);
        return new Response(error.message, {
          status: 500,
          headers: {'Content-Type': 'text/plain; charset=utf-8'},
        });
      }
      console.error(error);
      return new Response('An unexpected error occurred', {status: 500});
    }
  },
};
