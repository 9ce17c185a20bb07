import {createHydrogenContext} from '@shopify/hydrogen';
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
const settingsByEnv = new WeakMap<object, {shopEnv: ShopEnv; dealer: ReturnType<typeof dealerDetails>}>();

function shopSettings(env: Env) {
  let settings = settingsByEnv.get(env);
  if (!settings) {
    const raw = env as unknown as Record<string, unknown>;
    settings = {shopEnv: readShopEnv(raw), dealer: dealerDetails(raw)};
    settingsByEnv.set(env, settings);
  }
  return settings;
}

/** Builds everything a loader or action can reach: storefront, cart, session, env, dealer. */
export async function createShopContext(request: Request, env: Env, executionContext: ExecutionContext) {
  const {shopEnv, dealer} = shopSettings(env);
  const locale = localeFromPath(new URL(request.url).pathname);
  const [cache, session] = await Promise.all([
    caches.open('hydrogen'),
    ShopSession.init(request, [shopEnv.SESSION_SECRET]),
  ]);

  const additions: ShopAdditions = {shopEnv, dealer, locale};

  return createHydrogenContext(
    {
      // Hydrogen reads the store's domain and tokens from env; hand it the checked values.
      env: {...env, ...shopEnv} as Env,
      request,
      cache,
      waitUntil: executionContext.waitUntil.bind(executionContext),
      session,
      i18n: storefrontI18n(locale),
      cart: {queryFragment: CART_QUERY_FRAGMENT},
    },
    additions,
  );
}
