import {z} from 'zod';
import {parseRateLimit} from '~/server/leads/rateLimit';

/** Where the offline stand-in for Shopify and the lead services listens by default. */
export const LOCAL_SHOP_DEFAULT_ORIGIN = 'http://127.0.0.1:4000';

const LOCAL_DEFAULTS = {
  PUBLIC_STORE_DOMAIN: LOCAL_SHOP_DEFAULT_ORIGIN,
  PUBLIC_STOREFRONT_API_TOKEN: 'local-storefront-public-token',
  PRIVATE_STOREFRONT_API_TOKEN: 'local-storefront-private-token',
  // Only ever used against the local shop: a real store must set its own secret.
  SESSION_SECRET: 'local-shop-development-session-secret',
  SUPABASE_ANON_KEY: 'local-anon-key',
  // The local shop's own keys for its Supabase and e-mail stand-ins, and its webhook secret.
  SUPABASE_SERVICE_ROLE_KEY: 'local-service-role-key',
  SHOPIFY_WEBHOOK_SECRET: 'local-webhook-secret',
  // The local shop's Admin API token: keeps Shopify's availability in step (decision 107).
  SHOPIFY_ADMIN_API_TOKEN: 'local-admin-token',
  MAIL_API_KEY: 'local-mail-key',
  MAIL_FROM: 'Cheshire Watch Exchange <alerts@local-shop.example>',
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

/** An optional whole number (of `unit`, at least `least`), read from its text. */
function wholeNumber(unit: string, least: number) {
  return optionalText
    .refine(
      (value) =>
        value === undefined ||
        (/^\d{1,9}$/.test(value) && Number(value) >= least),
      least > 0
        ? `must be a whole number of ${unit} above 0`
        : `must be a whole number of ${unit}`,
    )
    .transform((value) => (value === undefined ? undefined : Number(value)));
}

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
  // Guessable passwords are refused at start; login attempts are also throttled per address.
  ADMIN_PASSWORD: optionalText.refine(
    (value) => value === undefined || value.length >= 16,
    'must be at least 16 characters',
  ),
  // Canonical, sitemap, feed and redirect URLs are built from this, never from the Host header.
  PUBLIC_SHOP_ORIGIN: optionalText.refine(
    (value) =>
      value === undefined || /^https?:\/\/[a-z0-9.-]+(:\d+)?$/i.test(value),
    'must be an origin such as https://www.example.co.uk (no path)',
  ),
  SUPABASE_SERVICE_ROLE_KEY: optionalText,
  SHOPIFY_WEBHOOK_SECRET: optionalText,
  // Server only: the product webhook takes a sold watch off sale in Shopify itself (decision 107).
  SHOPIFY_ADMIN_API_TOKEN: optionalText,
  MAIL_API_URL: optionalUrl,
  MAIL_API_KEY: optionalText,
  MAIL_FROM: optionalText.refine(
    (value) =>
      value === undefined ||
      /^([^<>]*<)?[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+>?$/.test(value),
    'must be an e-mail address, optionally as "Name <address>"',
  ),
  SHOPIFY_ANALYTICS: z
    .enum(['on', 'off'], {error: 'must be on or off'})
    .optional(),
  PUBLIC_GTM_ID: optionalText.refine(
    (value) => value === undefined || /^GTM-[A-Z0-9]+$/.test(value),
    'must look like GTM-XXXXXXX',
  ),
  LEAD_MIN_SUBMIT_MS: wholeNumber('milliseconds', 0),
  LEAD_SINK_TIMEOUT_MS: wholeNumber('milliseconds', 1),
  LEAD_RATE_LIMIT: optionalText
    .refine(
      (value) => value === undefined || parseRateLimit(value) !== undefined,
      'must be submissions per seconds, such as 5/600 (at most 1000 in 2678400 seconds)',
    )
    .transform((value) => (value ? parseRateLimit(value) : undefined)),
  WARRANTY_MONTHS: wholeNumber('months', 1),
  // What the dealer offers as a share of its selling prices; unset = no indicative offer (decision 102).
  VALUATION_OFFER_PERCENT: optionalText
    .refine(
      (value) =>
        value === undefined ||
        (/^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 100),
      'must be a whole number of percent from 1 to 100, such as 80',
    )
    .transform((value) => (value === undefined ? undefined : Number(value))),
  // Offers below this share of the asking price are refused with a clear message; unset = none (decision 131).
  OFFER_FLOOR_PERCENT: optionalText
    .refine(
      (value) =>
        value === undefined ||
        (/^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= 99),
      'must be a whole number of percent from 1 to 99, such as 70',
    )
    .transform((value) => (value === undefined ? undefined : Number(value))),
  // How long an agreed offer's draft order holds the watch (default 48 hours; decision 131).
  OFFER_RESERVE_HOURS: wholeNumber('hours', 1).refine(
    (value) => value === undefined || value <= 720,
    'must be at most 720 hours (30 days)',
  ),
  // The dealer's details (app/domain/dealer.ts has the defaults).
  DEALER_SHOP_NAME: optionalText,
  DEALER_EMAIL: optionalText.refine(
    (value) => value === undefined || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
    'must be an e-mail address',
  ),
  DEALER_PHONE: optionalText,
  DEALER_WHATSAPP_NUMBER: optionalText.refine(
    (value) => value === undefined || /^\d{6,15}$/.test(value),
    'must be digits only, in international form without + (447700900000)',
  ),
  DEALER_WHATSAPP_HOST: optionalUrl,
  DEALER_INSTAGRAM_URL: optionalUrl,
  DEALER_MARKETPLACE_URL: optionalUrl,
  DEALER_REVIEWS_URL: optionalUrl,
  DEALER_AGENCY_NAME: optionalText,
  DEALER_AGENCY_URL: optionalUrl,
  DEALER_LOCALITY: optionalText,
  DEALER_COUNTRY: optionalText.refine(
    (value) => value === undefined || /^[A-Z]{2}$/.test(value),
    'must be a two-letter country code such as GB',
  ),
});

export type ShopEnv = z.infer<typeof envSchema> & {
  /** True when the storefront talks to the local shop rather than a real Shopify store. */
  usesLocalShop: boolean;
  /** Origin of the local shop when used (images, checkout and leads are served from it). */
  localShopOrigin?: string;
  /** Shopify analytics and the Customer Privacy API: on for a real store unless switched off. */
  shopifyAnalytics: boolean;
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

/** The dealer details a real store must set: their defaults are placeholders. */
const DEALER_REQUIRED_LIVE = [
  'DEALER_EMAIL',
  'DEALER_PHONE',
  'DEALER_WHATSAPP_NUMBER',
  'DEALER_AGENCY_URL',
] as const;

/** Values that are stand-ins, never a dealer's own: example domains, 000000, drama numbers. */
export function isPlaceholderValue(value: string): boolean {
  return (
    /(^|[@./])example\.(com|co\.uk|org|net)(\/|$)/i.test(value) ||
    /\.example(\/|$)/i.test(value) ||
    /000000/.test(value.replace(/\s/g, '')) ||
    // Ofcom's range for drama: 07700 900000-900999.
    /^\+?(44|0)7700900\d{3}$/.test(value.replace(/[\s()-]/g, ''))
  );
}

/** What keeps a real store from starting: placeholder dealer details or the local session secret. */
function liveStoreProblems(env: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  for (const name of DEALER_REQUIRED_LIVE)
    if (!env[name])
      problems.push(
        `${name} is missing (a real store must show the dealer's own; the default is a placeholder)`,
      );
  for (const [name, value] of Object.entries(env))
    if (
      name.startsWith('DEALER_') &&
      typeof value === 'string' &&
      isPlaceholderValue(value)
    )
      problems.push(`${name} is a placeholder (${value})`);
  if (env.SESSION_SECRET === LOCAL_DEFAULTS.SESSION_SECRET)
    problems.push(
      'SESSION_SECRET is the local development secret; set a secret of your own',
    );
  return problems;
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
    withDefaults.MAIL_API_URL ??= `${storeDomain}/mail/emails`;
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
  if (!usesLocalShop) {
    const problems = liveStoreProblems(parsed.data);
    if (!parsed.data.PUBLIC_SHOP_ORIGIN)
      problems.unshift(
        'PUBLIC_SHOP_ORIGIN is missing (the public address of the shop, e.g. https://www.example.co.uk)',
      );
    if (problems.length) throw new EnvironmentError(problems);
  }
  if (parsed.data.SUPABASE_URL && !parsed.data.SUPABASE_ANON_KEY) {
    throw new EnvironmentError([
      'SUPABASE_ANON_KEY is missing (needed because SUPABASE_URL is set)',
    ]);
  }
  if (parsed.data.MAIL_API_URL && !parsed.data.MAIL_API_KEY) {
    throw new EnvironmentError([
      'MAIL_API_KEY is missing (needed because MAIL_API_URL is set)',
    ]);
  }
  // Offline Shopify's consent script (a fixed CDN address) cannot load: off unless asked for.
  const shopifyAnalytics =
    parsed.data.SHOPIFY_ANALYTICS === 'on' ||
    (parsed.data.SHOPIFY_ANALYTICS === undefined && !usesLocalShop);
  if (shopifyAnalytics && !parsed.data.PUBLIC_CHECKOUT_DOMAIN) {
    throw new EnvironmentError([
      'PUBLIC_CHECKOUT_DOMAIN is missing (needed for Shopify analytics and consent; set SHOPIFY_ANALYTICS=off to run without them)',
    ]);
  }
  return {
    ...parsed.data,
    usesLocalShop,
    localShopOrigin: usesLocalShop ? storeDomain : undefined,
    shopifyAnalytics,
  };
}
