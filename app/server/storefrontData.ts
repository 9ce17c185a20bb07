// The one way a loader reads the Storefront API (docs/decisions/103-one-visible-data-layer.md).
// Hydrogen's storefront.query throws on an HTTP error but hands back `{errors}` beside (or
// instead of) data when Shopify answers 200 with errors, which a loader would read as "no such
// product" or "0 watches". So every read names, at its call, what it accepts: Hydrogen's cache
// strategy, whether the last good copy may answer during an outage, and what an answer with
// errors is. The client itself is never patched.
import type {CachingStrategy, Storefront} from '@shopify/hydrogen';
// Hydrogen's cache strategies, named where a read is asked for (routes import them from here).
export {CacheCustom, CacheLong, CacheNone, CacheShort} from '@shopify/hydrogen';
import {
  lastGoodCopy,
  outageResponse,
  queryNumber,
  type LastGoodStore,
} from './lastGoodCopy';

export type ReadPolicy = {
  /** Hydrogen's sub-request cache: CacheShort() for status and price, CacheNone() for one-off keys. */
  cache: CachingStrategy;
  /**
   * When Shopify cannot answer: 'last-good-copy' answers with the last good answer to the same
   * query (kept a day) if there is one, else the outage; 'fail' is the outage at once (a 503 the
   * page renders as its error page; a caller with its own copy, like the lists, catches it).
   */
  outage: 'last-good-copy' | 'fail';
  /**
   * An answer that carries GraphQL errors: 'outage' reads it as an outage; 'keep-data' returns
   * the data when there is some (errors dropped) and is an outage only without data.
   */
  partialErrors: 'outage' | 'keep-data';
};

// Hydrogen's own signature, so a document's variables and result stay typed by codegen.
declare const _storefront: Storefront;
type Query<R, Q extends string> = typeof _storefront.query<R, Q>;
type QueryOptions<R, Q extends string> = NonNullable<
  Parameters<Query<R, Q>>[1]
>;

export type ReadStorefront = <R = never, Q extends string = string>(
  query: Q,
  options: Omit<QueryOptions<R, Q>, 'cache'> & ReadPolicy,
) => ReturnType<Query<R, Q>>;

function errorsOf(result: unknown): unknown[] {
  const errors = (result as {errors?: unknown} | null)?.errors;
  if (Array.isArray(errors)) return errors;
  return errors ? [errors] : [];
}

function hasData(result: unknown): boolean {
  const data = result as Record<string, unknown> | null;
  if (!data) return false;
  return Object.entries(data).some(
    ([key, value]) => key !== 'errors' && value !== null && value !== undefined,
  );
}

/**
 * A reader over one request's storefront. `scope` tells last good copies apart that differ by
 * more than the query text and variables (the store, the language and country Hydrogen adds).
 */
export function storefrontReader(
  client: Pick<Storefront, 'query'>,
  {
    store,
    waitUntil,
    scope,
  }: {
    store: LastGoodStore;
    waitUntil: (promise: Promise<unknown>) => void;
    scope: string;
  },
): ReadStorefront {
  const read = async (
    query: string,
    {outage, partialErrors, ...options}: {variables?: unknown} & ReadPolicy,
  ) => {
    let result: unknown;
    try {
      result = await (client.query as (q: string, o: unknown) => unknown)(
        query,
        options,
      );
    } catch (error) {
      console.error('[storefront] query failed', error);
      result = undefined;
    }
    const copy =
      outage === 'last-good-copy'
        ? lastGoodCopy(store, waitUntil, [
            scope,
            query,
            options.variables ?? null,
          ])
        : undefined;
    const errors = errorsOf(result);
    const usable =
      result !== undefined &&
      (errors.length === 0 ||
        (partialErrors === 'keep-data' && hasData(result)));
    if (usable) {
      // A partial answer is served, never kept as the good copy.
      if (errors.length === 0)
        copy?.save(
          `${scope}|${queryNumber(query)}|${JSON.stringify(options.variables ?? null)}`,
          result,
        );
      return result;
    }
    if (errors.length)
      console.error(
        '[storefront] answered with errors',
        JSON.stringify(errors).slice(0, 500),
      );
    const stale = copy ? await copy.read() : undefined;
    if (stale) return stale;
    throw outageResponse();
  };
  return read as ReadStorefront;
}
