import {z} from 'zod';

/** Where the offline stand-in for Shopify and the lead services listens by default. */
export const LOCAL_SHOP_DEFAULT_ORIGIN = 'http://127.0.0.1:4000';

const LOCAL_DEFAULTS = {
  PUBLIC_STORE_DOMAIN: LOCAL_SHOP_DEFAULT_ORIGIN,
  PUBLIC_STOREFRONT_API_TOKEN: 'local-storefront-public-token',
  PRIVATE_STOREFRONT_API_TOKEN: 'local-storefront-private-token',
  // Only ever used against the local shop: a real store must set its own secret.
  SESSION_SECRET: 'local-shop-development-session-secret',
  SUPABASE_ANON_KEY: 'local-anon-key',
} as const;

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const optionalUrl = optionalText.refine(
  (value) => value === undefined || /^https?:\/\/[^\s/]+/.test(value),
  'must be an absolute http(s) URL',
);

const envSchema = z.object({
  PUBLIC_STORE_DOMAIN: z
    .string()
    .trim()
    .min(1, 'is required')
    .refine(
      (value) => /^(https?:\/\/)?[a-z0-9.-]+(:\d+)?$/i.test(value),
      'must be a shop domain such as my-shop.myshopify.com or a local origin such as http://127.0.0.1:4000',
    ),
  PUBLIC_STOREFRONT_API_TOKEN: z.string().trim().min(1, 'is required'),
  PRIVATE_STOREFRONT_API_TOKEN: optionalText,
  PUBLIC_STOREFRONT_ID: optionalText,
  PUBLIC_CHECKOUT_DOMAIN: optionalText,
  SESSION_SECRET: z.string().min(16, 'must be at least 16 characters'),
  SUPABASE_URL: optionalUrl,
  SUPABASE_ANON_KEY: optionalText,
  FORMS_ENDPOINT: optionalUrl,
  LEAD_PRIMARY_SINK: z.enum(['supabase', 'forms']).optional(),
  ADMIN_PASSWORD: optionalText,
  PUBLIC_GTM_ID: optionalText.refine(
    (value) => value === undefined || /^GTM-[A-Z0-9]+$/.test(value),
    'must look like GTM-XXXXXXX',
  ),
  WARRANTY_MONTHS: optionalText.refine(
    (value) => value === undefined || /^\d{1,3}$/.test(value),
    'must be a whole number of months',
  ),
});

export type ShopEnv = z.infer<typeof envSchema> & {
  /** True when the storefront talks to the local shop rather than a real Shopify store. */
  usesLocalShop: boolean;
  /** Origin of the local shop when used (images, checkout and leads are served from it). */
  localShopOrigin?: string;
};

export class EnvironmentError extends Error {
  constructor(public problems: string[]) {
    super(
      `The shop's environment is not usable:\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
        'See README.md "Environment variables" and .env.example.',
    );
    this.name = 'EnvironmentError';
  }
}

function isLoopbackOrigin(domain: string) {
  return /^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/i.test(
    domain,
  );
}

/**
 * Reads and checks the worker's environment. With no store configured at all the
 * shop runs against the local shop, so `npm run dev` needs no .env on a fresh machine.
 */
export function readShopEnv(raw: Record<string, unknown>): ShopEnv {
  const source: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'string' && value.trim() !== '') source[key] = value;
  }

  const storeConfigured = typeof source.PUBLIC_STORE_DOMAIN === 'string';
  const storeDomain = storeConfigured
    ? String(source.PUBLIC_STORE_DOMAIN)
    : String(source.LOCAL_SHOP_ORIGIN ?? LOCAL_DEFAULTS.PUBLIC_STORE_DOMAIN);
  const usesLocalShop = isLoopbackOrigin(storeDomain);

  const withDefaults: Record<string, unknown> = {
    ...source,
    PUBLIC_STORE_DOMAIN: storeDomain,
  };
  if (usesLocalShop) {
    for (const [key, value] of Object.entries(LOCAL_DEFAULTS)) {
      if (key !== 'PUBLIC_STORE_DOMAIN' && withDefaults[key] === undefined)
        withDefaults[key] = value;
    }
    // Offline, both lead sinks are the local shop unless told otherwise.
    withDefaults.SUPABASE_URL ??= storeDomain;
    withDefaults.FORMS_ENDPOINT ??= `${storeDomain}/forms/enquiries`;
  }

  const parsed = envSchema.safeParse(withDefaults);
  if (!parsed.success) {
    throw new EnvironmentError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.') || 'environment';
        const missing = withDefaults[name] === undefined;
        return missing ? `${name} is missing` : `${name} ${issue.message}`;
      }),
    );
  }
  if (parsed.data.SUPABASE_URL && !parsed.data.SUPABASE_ANON_KEY) {
    throw new EnvironmentError([
      'SUPABASE_ANON_KEY is missing (needed because SUPABASE_URL is set)',
    ]);
  }
  return {
    ...parsed.data,
    usesLocalShop,
    localShopOrigin: usesLocalShop ? storeDomain : undefined,
  };
}
