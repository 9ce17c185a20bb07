// Where the store commands point and with which token, from the same environment the storefront
// reads, validated by the storefront's own environment module (found wherever app/ keeps it).
import {readdirSync, readFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {StoreProblem} from './admin-client';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const LOCAL_SHOP_ORIGIN = 'http://127.0.0.1:4000';
/** The storefront's address under `npm run dev` when PUBLIC_SHOP_ORIGIN is not set. */
const LOCAL_STOREFRONT_ORIGIN = 'http://localhost:3000';

/** The fields of the storefront's validated environment the commands read. */
export interface ShopEnvLike {
  PUBLIC_STORE_DOMAIN: string;
  PUBLIC_STOREFRONT_API_TOKEN: string;
  PUBLIC_SHOP_ORIGIN?: string;
  SUPABASE_URL?: string;
  SUPABASE_ANON_KEY?: string;
  SUPABASE_SERVICE_ROLE_KEY?: string;
  SHOPIFY_WEBHOOK_SECRET?: string;
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  FORMS_ENDPOINT?: string;
  usesLocalShop: boolean;
  [name: string]: unknown;
}

interface EnvModule {
  readShopEnv(raw: Record<string, unknown>): ShopEnvLike;
}

function findEnvModule(dir: string): string | undefined {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      const found = findEnvModule(path);
      if (found) return found;
    } else if (
      entry.name === 'env.ts' &&
      /export function readShopEnv\(/.test(readFileSync(path, 'utf8'))
    )
      return path;
  }
  return undefined;
}

let envModule: Promise<EnvModule> | undefined;

/** The storefront's environment module (app/…/env.ts exporting readShopEnv). */
export function storefrontEnvModule(): Promise<EnvModule> {
  envModule ??= (async () => {
    const path = findEnvModule(join(REPO_ROOT, 'app'));
    if (!path)
      throw new Error(
        'The storefront environment module (an env.ts exporting readShopEnv) is not under app/',
      );
    return (await import(pathToFileURL(path).href)) as EnvModule;
  })();
  return envModule;
}

export interface StoreSettings {
  /** PUBLIC_STORE_DOMAIN: a myshopify.com domain, or a local origin offline. */
  storeDomain: string;
  usesLocalShop: boolean;
  adminToken: string | undefined;
  /** The storefront's public origin: webhooks are addressed to it. */
  shopOrigin: string;
  /** The validated environment, or null with the problems the storefront would stop on. */
  env: ShopEnvLike | null;
  envProblems: string[];
  raw: Record<string, string | undefined>;
}

const isLoopback = (domain: string) =>
  /^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/i.test(domain);

export async function readSettings(
  raw: Record<string, string | undefined> = process.env,
): Promise<StoreSettings> {
  const {readShopEnv} = await storefrontEnvModule();
  let env: ShopEnvLike | null = null;
  let envProblems: string[] = [];
  try {
    env = readShopEnv(raw);
  } catch (error) {
    const problems = (error as {problems?: string[]}).problems;
    if (!problems) throw error;
    envProblems = problems;
  }
  const given = raw.PUBLIC_STORE_DOMAIN?.trim();
  const storeDomain =
    env?.PUBLIC_STORE_DOMAIN ??
    (given || raw.LOCAL_SHOP_ORIGIN || LOCAL_SHOP_ORIGIN);
  const usesLocalShop = env?.usesLocalShop ?? isLoopback(storeDomain);
  const adminToken =
    raw.SHOPIFY_ADMIN_API_TOKEN?.trim() ||
    (usesLocalShop
      ? raw.LOCAL_SHOP_ADMIN_TOKEN?.trim() || 'local-admin-token'
      : undefined);
  const shopOrigin =
    env?.PUBLIC_SHOP_ORIGIN ??
    (raw.PUBLIC_SHOP_ORIGIN?.trim() ||
      (usesLocalShop ? LOCAL_STOREFRONT_ORIGIN : ''));
  return {
    storeDomain,
    usesLocalShop,
    adminToken,
    shopOrigin,
    env,
    envProblems,
    raw,
  };
}

/** The Admin API token, or a problem saying where to get one. */
export function requireAdminToken(settings: StoreSettings): string {
  if (settings.adminToken) return settings.adminToken;
  throw new StoreProblem(
    `SHOPIFY_ADMIN_API_TOKEN is missing (needed to read ${settings.storeDomain}).`,
    'Create a custom app (Shopify admin > Settings > Apps and sales channels > Develop apps > Create an app), give it the Admin API scopes write_products, read_products, write_publications, read_publications, write_inventory, write_draft_orders and read_orders, install it and set its Admin API access token as SHOPIFY_ADMIN_API_TOKEN.',
  );
}
