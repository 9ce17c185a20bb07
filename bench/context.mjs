// What one request's context costs to build: Hydrogen's createHydrogenContext (which the shop
// uses, with the customer-account client it always makes) against a hand-built context holding
// the same storefront client, cart handler and router keys but no customer-account client.
// Run: node bench/context.mjs. Prints microseconds per context, interleaved rounds, medians.
// Decision and numbers: docs/decisions/002-one-request-context.md.
import {RouterContextProvider} from 'react-router';
import {
  cartGetIdDefault,
  cartSetIdDefault,
  createCartHandler,
  createHydrogenContext,
  createStorefrontClient,
  hydrogenContext,
} from '@shopify/hydrogen';

const ROUNDS = Number(process.env.CONTEXT_BENCH_ROUNDS ?? 9);
const PER_ROUND = Number(process.env.CONTEXT_BENCH_PER_ROUND ?? 5000);

const env = {
  PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:4000',
  PUBLIC_STOREFRONT_API_TOKEN: 'local-storefront-public-token',
  PRIVATE_STOREFRONT_API_TOKEN: 'local-storefront-private-token',
  PUBLIC_STOREFRONT_ID: '',
  SESSION_SECRET: 'local-shop-development-session-secret',
};
const i18n = {language: 'EN', country: 'GB'};
const waitUntil = () => {};
const values = new Map();
const session = {
  get: (key) => values.get(key),
  set: (key, value) => values.set(key, value),
  unset: (key) => values.delete(key),
  has: (key) => values.has(key),
  commit: async () => '',
  isPending: false,
};

function request(n) {
  return new Request(`http://localhost:3000/products/watch-${n}`, {
    headers: {cookie: 'cart=abc', 'user-agent': 'bench'},
  });
}

function viaHydrogen(req) {
  return createHydrogenContext({env, request: req, session, waitUntil, i18n});
}

function byHand(req) {
  const {storefront} = createStorefrontClient({
    waitUntil,
    i18n,
    storefrontHeaders: {
      requestGroupId: req.headers.get('request-id'),
      buyerIp: req.headers.get('oxygen-buyer-ip'),
      cookie: req.headers.get('cookie'),
      purpose: req.headers.get('purpose'),
    },
    storeDomain: env.PUBLIC_STORE_DOMAIN,
    publicStorefrontToken: env.PUBLIC_STOREFRONT_API_TOKEN,
    privateStorefrontToken: env.PRIVATE_STOREFRONT_API_TOKEN,
  });
  const cart = createCartHandler({
    storefront,
    getCartId: cartGetIdDefault(req.headers),
    setCartId: cartSetIdDefault(),
  });
  const provider = new RouterContextProvider();
  provider.set(hydrogenContext.storefront, storefront);
  provider.set(hydrogenContext.cart, cart);
  provider.set(hydrogenContext.env, env);
  provider.set(hydrogenContext.session, session);
  return Object.assign(provider, {storefront, cart, session, env});
}

function timeOne(build) {
  const requests = Array.from({length: PER_ROUND}, (_, n) => request(n));
  const start = process.hrtime.bigint();
  for (const req of requests) build(req);
  return Number(process.hrtime.bigint() - start) / 1000 / PER_ROUND;
}

const median = (list) => [...list].sort((a, b) => a - b)[list.length >> 1];

// Warm both paths so the JIT has compiled them before anything is timed.
timeOne(viaHydrogen);
timeOne(byHand);
const hydrogen = [];
const hand = [];
for (let round = 0; round < ROUNDS; round++) {
  if (round % 2) {
    hand.push(timeOne(byHand));
    hydrogen.push(timeOne(viaHydrogen));
  } else {
    hydrogen.push(timeOne(viaHydrogen));
    hand.push(timeOne(byHand));
  }
}
const result = {
  createHydrogenContext: Number(median(hydrogen).toFixed(2)),
  handBuilt: Number(median(hand).toFixed(2)),
  differencePerRequest: Number((median(hydrogen) - median(hand)).toFixed(2)),
  unit: 'µs per context (median of rounds)',
  rounds: ROUNDS,
  perRound: PER_ROUND,
};
console.log(JSON.stringify(result, null, 2));
