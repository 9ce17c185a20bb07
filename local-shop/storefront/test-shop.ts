// Starts a local shop on a free port with the fixture catalogue, for the local shop's own tests.
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {startLocalShop, type LocalShop, type LocalShopOptions} from '../server';
import {fixtureSeeds} from './test-fixtures';

export const PUBLIC_TOKEN = 'local-storefront-public-token';
export const ADMIN_TOKEN = 'local-admin-token';

export interface TestShop extends LocalShop {
  dataDir: string;
  gql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{data?: T; errors?: any[]}>;
  admin<T = any>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{data?: T; errors?: any[]}>;
  dispose(): Promise<void>;
}

export async function startTestShop(
  options: LocalShopOptions = {},
): Promise<TestShop> {
  const dataDir =
    options.dataDir ?? mkdtempSync(join(tmpdir(), 'local-shop-test-'));
  const shop = await startLocalShop({
    port: 0,
    seeds: fixtureSeeds(),
    withoutLeads: true,
    quiet: true,
    reset: true,
    ...options,
    dataDir,
  });
  const post = async (
    path: string,
    headers: Record<string, string>,
    body: unknown,
  ) => {
    const res = await fetch(shop.url + path, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', ...headers},
      body: JSON.stringify(body),
    });
    return (await res.json()) as any;
  };
  return {
    ...shop,
    dataDir,
    gql: (query, variables = {}, headers = {}) =>
      post(
        '/api/2026-04/graphql.json',
        {'X-Shopify-Storefront-Access-Token': PUBLIC_TOKEN, ...headers},
        {query, variables},
      ),
    admin: (query, variables = {}) =>
      post(
        '/admin/api/2026-04/graphql.json',
        {'X-Shopify-Access-Token': ADMIN_TOKEN},
        {query, variables},
      ),
    async dispose() {
      await shop.close();
      if (!options.dataDir) rmSync(dataDir, {recursive: true, force: true});
    },
  };
}
