// What the storefront needs from a Shopify store, in one table: the product metafield
// definitions it reads, the collections it opens, the webhooks it consumes and the Admin API
// scopes `store:setup` and `store:check` use. Pure data, shared by both commands and by the
// local shop, which seeds its store from the same table (local-shop/admin/store-setup.ts).

export const ADMIN_API_VERSION = '2026-04';

/** How the storefront uses a key; decides whether setup creates a definition for it. */
export type MetafieldRole =
  /** A watch attribute the pages, lists, filters or feed read. */
  | 'watch'
  /** Kept when a watch sells: the reference pages' market history (decision 040). */
  | 'sold archive'
  /** A free-form specification the product page shows when the dealer fills it in. */
  | 'specification'
  /** The old site's key, read only as a fallback for imported data: no definition is created. */
  | 'old-site fallback';

export interface MetafieldNeed {
  key: string;
  name: string;
  description: string;
  role: MetafieldRole;
  /** The type setup creates. */
  type: string;
  /** Types the storefront reads correctly (the created type first). */
  acceptedTypes: readonly string[];
  validations?: ReadonlyArray<{name: string; value: string}>;
  /** A storefront filter (Search & Discovery) and an admin filter. */
  filter?: boolean;
  /** Used as an automated collection's condition. */
  collectionCondition?: boolean;
}

export const NAMESPACE = 'custom';

const TEXT = 'single_line_text_field';

function watch(
  key: string,
  name: string,
  description: string,
  extra: Partial<MetafieldNeed> = {},
): MetafieldNeed {
  return {
    key,
    name,
    description,
    role: 'watch',
    type: TEXT,
    acceptedTypes: [TEXT],
    ...extra,
  };
}

function spec(key: string, name: string): MetafieldNeed {
  return {
    key,
    name,
    description: `${name}, shown in the product page's specifications when filled in.`,
    role: 'specification',
    type: TEXT,
    acceptedTypes: [TEXT, 'multi_line_text_field'],
  };
}

function fallback(key: string, readAs: string): MetafieldNeed {
  return {
    key,
    name: `${readAs} (old site)`,
    description: `The old site's key, read only when ${readAs.toLowerCase()} is empty.`,
    role: 'old-site fallback',
    type: TEXT,
    acceptedTypes: [TEXT, 'multi_line_text_field'],
  };
}

/**
 * Every `custom` product metafield the storefront's GraphQL documents read (a unit test scans
 * app/ to keep this complete). Text, not numbers or booleans: the storefront's filters offer
 * each value as a list entry (`filter.p.m.custom.year.2019`), which Shopify builds only for
 * text; a number type would become a range filter.
 */
export const METAFIELDS: readonly MetafieldNeed[] = [
  watch(
    'availability_status',
    'Availability status',
    'available, on_request or sold (decision 071): badge, cart, feed and the status lists.',
    {
      validations: [
        {name: 'choices', value: '["available","on_request","sold"]'},
      ],
      filter: true,
    },
  ),
  watch(
    'reference_number',
    'Reference number',
    'One reference, or several separated by commas (5711/1A-010, 5711/1A).',
  ),
  watch('year', 'Year', 'Four-digit year of production, e.g. 2019.', {
    filter: true,
  }),
  watch('case_size', 'Case size', 'Case diameter with unit, e.g. 41mm.', {
    filter: true,
  }),
  watch('case_material', 'Case material', 'e.g. Oystersteel.'),
  watch('bracelet_material', 'Bracelet material', 'e.g. Oyster bracelet.'),
  watch('movement', 'Movement', 'e.g. Automatic, Rolex calibre 3235.'),
  watch('water_resistance', 'Water resistance', 'e.g. 300m.'),
  watch('crystal', 'Crystal', 'e.g. Sapphire.'),
  watch('condition', 'Condition', 'e.g. Unworn, Excellent, Very good.'),
  watch('dial', 'Dial', 'Dial colour or description.'),
  watch('box', 'Box', 'Yes when the original box comes with the watch.', {
    filter: true,
  }),
  watch('papers', 'Papers', 'Yes when the papers come with the watch.', {
    filter: true,
  }),
  watch(
    'signature_watches',
    'Signature watch',
    'true puts the watch in Signature Watches (tag it not-listed as well).',
    {collectionCondition: true},
  ),
  {
    key: 'sold_date',
    name: 'Sold date',
    description: 'The day the watch sold (YYYY-MM-DD): the reference pages.',
    role: 'sold archive',
    type: 'date',
    acceptedTypes: ['date'],
  },
  {
    key: 'sold_price',
    name: 'Sold price',
    description: 'The achieved price the dealer publishes (optional).',
    role: 'sold archive',
    type: 'number_decimal',
    acceptedTypes: ['number_decimal', 'money'],
  },
  {
    key: 'reserved_until',
    name: 'Reserved until',
    description:
      'Set by the storefront when an offer is agreed (decision 131): until this time the watch shows as reserved. Leave it to the storefront.',
    role: 'watch',
    type: 'date_time',
    acceptedTypes: ['date_time'],
  },
  {
    key: 'condition_report',
    name: 'Condition report',
    description:
      'JSON: graded parts (unworn, excellent, very good, good, fair) with notes, service history, provenance and authentication steps (decision 102). Shown under the specifications; absent = no report.',
    role: 'watch',
    type: 'json',
    acceptedTypes: ['json'],
  },
  spec('power_reserve', 'Power reserve'),
  spec('complications', 'Complications'),
  spec('frequency', 'Frequency'),
  spec('jewels', 'Jewels'),
  spec('lug_width', 'Lug width'),
  spec('thickness', 'Thickness'),
  spec('service_history', 'Service history'),
  spec('calibre', 'Calibre'),
  spec('caliber', 'Caliber'),
  spec('bezel', 'Bezel'),
  spec('clasp', 'Clasp'),
  spec('functions', 'Functions'),
  spec('case_back', 'Case back'),
  spec('dial_colour', 'Dial colour'),
  spec('bracelet_length', 'Bracelet length'),
  fallback('material', 'Case material'),
  fallback('bracelet', 'Bracelet material'),
  fallback('condtion', 'Condition'),
  fallback('conditon', 'Condition'),
];

/** The definitions setup creates (every role but the old site's fallbacks). */
export const DEFINED_METAFIELDS = METAFIELDS.filter(
  (m) => m.role !== 'old-site fallback',
);

export type RuleColumn = 'TAG' | 'VENDOR' | 'PRODUCT_METAFIELD_DEFINITION';
export type RuleRelation = 'EQUALS' | 'NOT_EQUALS';

export interface CollectionRuleNeed {
  column: RuleColumn;
  relation: RuleRelation;
  condition: string;
  /** For PRODUCT_METAFIELD_DEFINITION: the `custom` key whose definition is the condition. */
  metafieldKey?: string;
}

export interface CollectionNeed {
  handle: string;
  title: string;
  descriptionHtml: string;
  appliedDisjunctively: boolean;
  rules: readonly CollectionRuleNeed[];
  /** What breaks without it. */
  usedBy: string;
}

/** The tag that keeps a watch out of the general catalogue (decision 070). */
export const NOT_LISTED_TAG = 'not-listed';

/** The houses the storefront links to even before the dealer has stock of them. */
export const LEADING_HOUSES = [
  'Rolex',
  'Patek Philippe',
  'Audemars Piguet',
  'Richard Mille',
  'Vacheron Constantin',
  'A. Lange & Söhne',
] as const;

export function brandCollection(
  vendor: string,
  handle: string,
): CollectionNeed {
  return {
    handle,
    title: vendor,
    descriptionHtml: `<p>Pre-owned ${vendor} watches.</p>`,
    appliedDisjunctively: false,
    rules: [{column: 'VENDOR', relation: 'EQUALS', condition: vendor}],
    usedBy: `the brand page /collections/${handle}`,
  };
}

/**
 * The collections the storefront opens: all-watches, signature-watches and one per brand (the
 * leading houses and every vendor the store sells), handles by the storefront's slug rule.
 */
export function neededCollections(
  vendors: readonly string[],
  slug: (vendor: string) => string,
): CollectionNeed[] {
  const brands = new Map<string, string>();
  for (const vendor of [...LEADING_HOUSES, ...vendors]) {
    const handle = slug(vendor);
    if (handle && !brands.has(handle)) brands.set(handle, vendor.trim());
  }
  return [
    {
      handle: 'all-watches',
      title: 'All Watches',
      descriptionHtml: '<p>Every pre-owned watch in stock.</p>',
      appliedDisjunctively: false,
      rules: [
        {column: 'TAG', relation: 'NOT_EQUALS', condition: NOT_LISTED_TAG},
      ],
      usedBy: 'the home page, /products, the brand pages and the status lists',
    },
    {
      handle: 'signature-watches',
      title: 'Signature Watches',
      descriptionHtml: '<p>Signature timepieces.</p>',
      appliedDisjunctively: true,
      rules: ['true', 'yes'].map((condition) => ({
        column: 'PRODUCT_METAFIELD_DEFINITION' as const,
        relation: 'EQUALS' as const,
        condition,
        metafieldKey: 'signature_watches',
      })),
      usedBy: '/signature-watches and /holy-grails',
    },
    ...[...brands].map(([handle, vendor]) => brandCollection(vendor, handle)),
  ];
}

export type WebhookTopic =
  'PRODUCTS_CREATE' | 'PRODUCTS_UPDATE' | 'ORDERS_PAID';

export interface WebhookNeed {
  topic: WebhookTopic;
  format: 'JSON';
  metafieldNamespaces: readonly string[];
}

/**
 * Stock alerts (decision 050) read the product topics at <PUBLIC_SHOP_ORIGIN>/webhooks/shopify;
 * a paid order of an agreed offer marks its watch sold (decision 135).
 */
export const WEBHOOKS: readonly WebhookNeed[] = [
  {topic: 'PRODUCTS_CREATE', format: 'JSON', metafieldNamespaces: [NAMESPACE]},
  {topic: 'PRODUCTS_UPDATE', format: 'JSON', metafieldNamespaces: [NAMESPACE]},
  {topic: 'ORDERS_PAID', format: 'JSON', metafieldNamespaces: []},
];

export const WEBHOOK_PATH = '/webhooks/shopify';

export function webhookAddress(shopOrigin: string): string {
  return `${shopOrigin.replace(/\/+$/, '')}${WEBHOOK_PATH}`;
}

/** Admin API access scopes: `store:check` needs the read ones, `store:setup` all of them. */
export const SCOPES_TO_READ = ['read_products', 'read_publications'] as const;
export const SCOPES_TO_SET_UP = [
  'write_products',
  'read_products',
  'write_publications',
  'read_publications',
  'write_markets',
  'read_markets',
] as const;

/** The markets of markets.json (decision 134): store:check reads them, store:setup writes them. */
export const SCOPES_FOR_MARKETS = ['read_markets'] as const;

/**
 * What the storefront itself does with the same token (decision 107): a watch whose status may
 * not be sold is taken off sale in Shopify (productVariantsBulkUpdate, inventorySetQuantities).
 */
export const SCOPES_AT_RUN_TIME = [
  'write_products',
  'write_inventory',
] as const;

/** The dealer's answer to an offer makes a draft order at the agreed price (decision 131). */
export const SCOPES_FOR_OFFERS = ['write_draft_orders'] as const;

/** The orders/paid webhook that marks a paid offer's watch sold needs it (decision 135). */
export const SCOPES_FOR_PAID_OFFERS = ['read_orders'] as const;

/** The sales channels a Hydrogen storefront reads from (their publication's name). */
export const STOREFRONT_CHANNEL = /^(hydrogen|headless)/i;

/** Steps no API can do, with the exact place to do them. */
export const MANUAL_STEPS: readonly string[] = [
  'Storefront filters: Shopify admin > Apps > Search & Discovery > Filters > Add filter: Availability, Price, Vendor, Product type, Tag, and the product metafields Availability status (custom.availability_status), Year (custom.year), Case size (custom.case_size), Box (custom.box) and Papers (custom.papers). Save. (Filters are set only in that app; no Admin API mutation exists.)',
  'Storefront API tokens: Shopify admin > Sales channels > Hydrogen (or Headless) > your storefront > Storefront API: copy the public and private tokens into PUBLIC_STOREFRONT_API_TOKEN and PRIVATE_STOREFRONT_API_TOKEN.',
  'Webhook secret: Shopify admin > Settings > Apps and sales channels > Develop apps > your app > API credentials > API secret key: set it as SHOPIFY_WEBHOOK_SECRET (the webhooks setup registers are signed with it).',
  'Products: tag every signature watch and every watch still without photographs not-listed (Shopify admin > Products > the watch > Tags), decision 070.',
];
