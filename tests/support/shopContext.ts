import {inject} from 'vitest';
import {createShopContext, forgetIsolateMemory} from '~/server/context';
import {createListMemo} from '~/server/catalogue/listCache';
import {createCacheWriteGate} from '~/server/cacheWriteGate';

/** The local shop that globalSetup started for this run. */
let ownLocalShop: string | undefined;

/**
 * Points this test file at a local shop of its own: a file that adds watches or moves the shop's
 * clock would change what every other file counts on the run's shared shop.
 */
export function useOwnLocalShop(url: string | undefined) {
  ownLocalShop = url;
}

export function localShopUrl(): string {
  return ownLocalShop ?? inject('localShopUrl');
}

// One memo per test file, as the worker keeps one per isolate.
let isolateListMemo = createListMemo();

/** Starts a test file as a fresh isolate: setupFiles call it before each file. */
export function startAsFreshIsolate() {
  isolateListMemo = createListMemo();
  forgetIsolateMemory();
}

type TestInit = RequestInit & {
  env?: Record<string, string>;
  subrequestCache?: Cache;
  /** Gets the work a response leaves running (cache writes); dropped unless given. */
  waitUntil?: (promise: Promise<unknown>) => void;
};

/**
 * The worker's own context (storefront, cart, session, env, dealer), built by the same function
 * with the same runtime as server.ts (an isolate's list memo, a write gate held until the page
 * is sent), pointed at the test run's local shop, so loaders and actions can be called directly.
 * `pageSent()` is the worker's "the page has gone out": held cache writes run then.
 */
export async function createTestContext(url: string, init: TestInit = {}) {
  const {subrequestCache, waitUntil, env: extraEnv, ...requestInit} = init;
  const request = new Request(
    new URL(url, 'http://localhost:3000'),
    requestInit,
  );
  const env = {
    PUBLIC_STORE_DOMAIN: localShopUrl(),
    ...(extraEnv ?? {}),
  } as unknown as Env;
  const writeGate = createCacheWriteGate();
  // No Cache API under Node: every query goes to the local shop, as a cold worker's would,
  // unless a test checks cache behaviour and passes one (e.g. Hydrogen's InMemoryCache).
  const context = await createShopContext(request, env, {
    cache: subrequestCache,
    waitUntil: waitUntil ?? (() => {}),
    listMemo: isolateListMemo,
    writeGate,
  });
  return {context, request, pageSent: () => writeGate.open()};
}

/** Route args for calling a loader or action directly, and the worker's `pageSent()`. */
export async function routeArgs(
  url: string,
  init: TestInit & {params?: Record<string, string>} = {},
) {
  const {context, request, pageSent} = await createTestContext(url, init);
  return {
    context,
    request,
    params: init.params ?? {},
    unstable_pattern: '',
    unstable_url: new URL(request.url),
    pageSent,
  } as never;
}

/**
 * A visit as the worker makes it: the loader runs, its page is sent (held cache writes run),
 * and the work it left running settles before the answer is returned.
 */
export async function visitRoute<T>(
  loader: (args: never) => Promise<T>,
  url: string,
  init: TestInit & {params?: Record<string, string>} = {},
): Promise<T> {
  const pending: Promise<unknown>[] = [];
  const args = await routeArgs(url, {
    ...init,
    waitUntil: (promise) => {
      pending.push(promise);
      init.waitUntil?.(promise);
    },
  });
  try {
    return await loader(args);
  } finally {
    (args as {pageSent: () => void}).pageSent();
    await Promise.allSettled(pending);
  }
}
