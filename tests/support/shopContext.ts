import {createHydrogenContext} from '@shopify/hydrogen';
import {inject} from 'vitest';
import {ShopSession} from '~/lib/session';
import {readShopEnv} from '~/lib/env';
import {dealerDetails} from '~/lib/dealer';
import {CART_QUERY_FRAGMENT} from '~/graphql/cart';
import {localeFromPath, storefrontI18n} from '~/i18n/locale';

/** The local shop that globalSetup started for this run. */
export function localShopUrl(): string {
  return inject('localShopUrl');
}

/**
 * The same context the worker builds (storefront, cart, session, env, dealer), pointed
 * at the test run's local shop, so loaders and actions can be called directly.
 */
export async function createTestContext(
  url: string,
  init: RequestInit & {env?: Record<string, string>} = {},
) {
  const request = new Request(new URL(url, 'http://localhost:3000'), init);
  const rawEnv = {PUBLIC_STORE_DOMAIN: localShopUrl(), ...(init.env ?? {})};
  const shopEnv = readShopEnv(rawEnv);
  const locale = localeFromPath(new URL(request.url).pathname);
  const session = await ShopSession.init(request, [shopEnv.SESSION_SECRET]);
  const context = createHydrogenContext(
    {
      env: {...rawEnv, ...shopEnv} as unknown as Env,
      request,
      session,
      waitUntil: () => {},
      i18n: storefrontI18n(locale),
      cart: {queryFragment: CART_QUERY_FRAGMENT},
    },
    {shopEnv, dealer: dealerDetails(rawEnv), locale},
  );
  return {context, request};
}

/** Route args for calling a loader or action directly. */
export async function routeArgs(
  url: string,
  init: RequestInit & {
    env?: Record<string, string>;
    params?: Record<string, string>;
  } = {},
) {
  const {context, request} = await createTestContext(url, init);
  return {
    context,
    request,
    params: init.params ?? {},
    unstable_pattern: '',
    unstable_url: new URL(request.url),
  } as never;
}
