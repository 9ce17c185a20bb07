import {inject} from 'vitest';
import {createShopContext} from '~/server/context';

/** The local shop that globalSetup started for this run. */
export function localShopUrl(): string {
  return inject('localShopUrl');
}

/**
 * The worker's own context (storefront, cart, session, env, dealer), built by the same
 * function, pointed at the test run's local shop, so loaders and actions can be called directly.
 */
export async function createTestContext(
  url: string,
  init: RequestInit & {
    env?: Record<string, string>;
    subrequestCache?: Cache;
    /** Gets the work a response leaves running (cache writes); dropped unless given. */
    waitUntil?: (promise: Promise<unknown>) => void;
  } = {},
) {
  const {subrequestCache, waitUntil, env: extraEnv, ...requestInit} = init;
  const request = new Request(
    new URL(url, 'http://localhost:3000'),
    requestInit,
  );
  const env = {
    PUBLIC_STORE_DOMAIN: localShopUrl(),
    ...(extraEnv ?? {}),
  } as unknown as Env;
  // No Cache API under Node: every query goes to the local shop, as a cold worker's would,
  // unless a test checks cache behaviour and passes one (e.g. Hydrogen's InMemoryCache).
  const context = await createShopContext(request, env, {
    cache: subrequestCache,
    waitUntil: waitUntil ?? (() => {}),
  });
  return {context, request};
}

/** Route args for calling a loader or action directly. */
export async function routeArgs(
  url: string,
  init: RequestInit & {
    env?: Record<string, string>;
    params?: Record<string, string>;
    subrequestCache?: Cache;
    waitUntil?: (promise: Promise<unknown>) => void;
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
