import {RouterContextProvider} from 'react-router';
import {
  cartGetIdDefault,
  cartSetIdDefault,
  createCartHandler,
  createStorefrontClient,
  hydrogenContext,
  type HydrogenRouterContextProvider,
} from '@shopify/hydrogen';
import {getStorefrontHeaders} from '@shopify/hydrogen/oxygen';
import {ShopSession} from '~/lib/session';
import {CART_QUERY_FRAGMENT} from '~/graphql/cart';
import {readShopEnv, type ShopEnv} from '~/lib/env';
import {dealerDetails} from '~/lib/dealer';
import {localeFromPath, storefrontI18n} from '~/i18n/locale';
import type {CartApiQueryFragment} from 'storefrontapi.generated';

type ShopAdditions = {
  shopEnv: ShopEnv;
  dealer: ReturnType<typeof dealerDetails>;
  locale: ReturnType<typeof localeFromPath>;
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

function shopSettings(env: Env) {
  let settings = settingsByEnv.get(env);
  if (!settings) {
    const raw = env as unknown as Record<string, unknown>;
    const shopEnv = readShopEnv(raw);
    // Hydrogen reads the store's domain and tokens from env; hand it the checked values.
    settings = {
      shopEnv,
      dealer: dealerDetails(raw),
      hydrogenEnv: {...env, ...shopEnv} as Env,
    };
    settingsByEnv.set(env, settings);
  }
  return settings;
}

/** Builds everything a loader or action can reach: storefront, cart, session, env, dealer. */
export async function createShopContext(
  request: Request,
  env: Env,
  executionContext: ExecutionContext,
) {
  const {shopEnv, dealer, hydrogenEnv} = shopSettings(env);
  const locale = localeFromPath(new URL(request.url).pathname);
  const [cache, session] = await Promise.all([
    caches.open('hydrogen'),
    ShopSession.init(request, [shopEnv.SESSION_SECRET]),
  ]);

  const waitUntil = executionContext.waitUntil.bind(executionContext);
  const {storefront} = createStorefrontClient({
    cache,
    waitUntil,
    i18n: storefrontI18n(locale),
    // Buyer IP, request id and cookies, as Shopify expects them from a storefront on Oxygen.
    storefrontHeaders: getStorefrontHeaders(request),
    storeDomain: shopEnv.PUBLIC_STORE_DOMAIN,
    publicStorefrontToken: shopEnv.PUBLIC_STOREFRONT_API_TOKEN,
    privateStorefrontToken: shopEnv.PRIVATE_STOREFRONT_API_TOKEN,
    storefrontId: shopEnv.PUBLIC_STOREFRONT_ID,
  });
  const cart = createCartHandler({
    storefront,
    getCartId: cartGetIdDefault(request.headers),
    setCartId: cartSetIdDefault(),
    cartQueryFragment: CART_QUERY_FRAGMENT,
  });
  const additions: ShopAdditions = {shopEnv, dealer, locale};
  // What createHydrogenContext builds, less the customer-account client this shop has no use for
  // (Hydrogen makes one on every request, parsing its auth URLs each time).
  const provider = new RouterContextProvider();
  // Hydrogen's middleware-era APIs read these keys; loaders read the properties.
  provider.set(hydrogenContext.storefront, storefront);
  provider.set(hydrogenContext.cart, cart);
  provider.set(hydrogenContext.env, hydrogenEnv);
  provider.set(hydrogenContext.session, session);
  provider.set(hydrogenContext.waitUntil, waitUntil);
  const context = Object.assign(provider, {
    storefront,
    cart,
    session,
    env: hydrogenEnv,
    waitUntil,
    ...additions,
  });
  return context as unknown as HydrogenRouterContextProvider;
}
