// The local shop: Shopify's Storefront API, an Admin API subset, a checkout page, the image CDN
// and the lead services, on one plain node:http server, seeded from the dealer's catalogue.
import {
  createServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type {AddressInfo} from 'node:net';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {ADMIN_PATH, handleAdmin} from './admin/handler';
import {StoreSetup} from './admin/store-setup';
import {ALL_ADMIN_SCOPES} from './admin/store-setup-resolvers';
import {loadCatalogue} from './catalogue';
import type {WatchSeed} from './catalogue/types';
import {CHECKOUT_PATH, handleCheckout} from './checkout/page';
import {handleInvoice, INVOICE_PATH} from './checkout/invoice';
import {DraftOrderBook, paidOrderPayload} from './admin/draftOrders';
import {FaultSwitch, faultsFromEnv, handleFaultControl} from './faults';
import {handleImageRequest, imagesFor} from './images';
import {createLeadServices, type LeadServices} from './leads';
import {StateStore} from './state/store';
import {MarketBook} from './markets/markets';
import {CartBook} from './storefront/carts';
import {storefrontSchema} from './storefront/execute';
import {handleStorefront, STOREFRONT_PATH} from './storefront/handler';
import {readBody, sendHtml, sendJson} from './storefront/http-util';
import {SHOP_NAME} from './storefront/shop';
import {brandSlug, StockBook} from './storefront/stock';
import {WebhookSender} from './webhooks/sender';

export interface LocalShopOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  dataDir?: string;
  reset?: boolean;
  extraProducts?: number;
  publicToken?: string;
  privateToken?: string;
  adminToken?: string;
  /** Access scopes of the admin token (default: every scope the Admin API subset knows). */
  adminScopes?: string[];
  /**
   * Start a store with no metafield definitions, collections or webhook subscriptions (what
   * `npm run store:setup` creates); by default the store holds them all, as after setup.
   */
  emptyStore?: boolean;
  anonKey?: string;
  serviceKey?: string;
  /** Bearer key of the e-mail API stand-in. */
  mailKey?: string;
  /** Where product webhooks go (the storefront's /webhooks/shopify); none = not sent. */
  webhookUrl?: string;
  /** Signs the webhooks (the storefront's SHOPIFY_WEBHOOK_SECRET). */
  webhookSecret?: string;
  quiet?: boolean;
  /** Tests only: seeds instead of the catalogue files. */
  seeds?: WatchSeed[];
  /** Tests only: skip the lead services. */
  withoutLeads?: boolean;
}

export interface LocalShop {
  url: string;
  port: number;
  close(): Promise<void>;
}

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = resolve(HERE, '..');

function envNumber(name: string): number | undefined {
  const v = process.env[name];
  return v === undefined || v === '' ? undefined : Number(v);
}

const envFlag = (name: string) =>
  ['1', 'true', 'yes'].includes(String(process.env[name] ?? '').toLowerCase());

export async function startLocalShop(
  opts: LocalShopOptions = {},
): Promise<LocalShop> {
  const port = opts.port ?? envNumber('LOCAL_SHOP_PORT') ?? 4000;
  const host = opts.host ?? process.env.LOCAL_SHOP_HOST ?? '127.0.0.1';
  const dataDir = resolve(
    opts.dataDir ??
      process.env.LOCAL_SHOP_DATA_DIR ??
      join(REPO_ROOT, '.local-shop-data'),
  );
  const reset = opts.reset ?? envFlag('LOCAL_SHOP_RESET');
  const extraProducts =
    opts.extraProducts ?? envNumber('LOCAL_SHOP_EXTRA_PRODUCTS') ?? 0;
  const tokens = {
    publicToken:
      opts.publicToken ??
      process.env.LOCAL_SHOP_PUBLIC_TOKEN ??
      'local-storefront-public-token',
    privateToken:
      opts.privateToken ??
      process.env.LOCAL_SHOP_PRIVATE_TOKEN ??
      'local-storefront-private-token',
  };
  const adminToken =
    opts.adminToken ??
    process.env.LOCAL_SHOP_ADMIN_TOKEN ??
    'local-admin-token';
  const adminScopes = opts.adminScopes ??
    process.env.LOCAL_SHOP_ADMIN_SCOPES?.split(',')
      .map((scope) => scope.trim())
      .filter(Boolean) ?? [...ALL_ADMIN_SCOPES];
  const emptyStore = opts.emptyStore ?? envFlag('LOCAL_SHOP_EMPTY_STORE');
  const anonKey =
    opts.anonKey ?? process.env.LOCAL_SHOP_ANON_KEY ?? 'local-anon-key';
  const serviceKey =
    opts.serviceKey ??
    process.env.LOCAL_SHOP_SERVICE_KEY ??
    'local-service-role-key';
  const mailKey =
    opts.mailKey ?? process.env.LOCAL_SHOP_MAIL_KEY ?? 'local-mail-key';
  const webhookUrl = opts.webhookUrl ?? process.env.LOCAL_SHOP_WEBHOOK_URL;
  const webhookSecret =
    opts.webhookSecret ??
    process.env.LOCAL_SHOP_WEBHOOK_SECRET ??
    'local-webhook-secret';
  const log = opts.quiet ? () => {} : (m: string) => console.log(m);

  // The lead store (an embedded database) boots while the schema and catalogue load.
  const leadsStarting: Promise<LeadServices | null> = opts.withoutLeads
    ? Promise.resolve(null)
    : createLeadServices({dataDir, reset, anonKey, serviceKey, mailKey});
  leadsStarting.catch(() => {});
  storefrontSchema();
  const seeds = opts.seeds ?? loadCatalogue({extraProducts});

  const store = new StateStore(dataDir);
  if (reset) store.reset();
  const saved = store.load();
  const stock = new StockBook(
    seeds,
    imagesFor,
    saved.changes,
    saved.created ?? [],
  );
  // The store's set-up: none in an empty store, else as saved, else as store:setup leaves it.
  const setup = emptyStore
    ? StoreSetup.empty()
    : saved.storeSetup
      ? new StoreSetup(saved.storeSetup)
      : StoreSetup.seeded(
          [...new Set(stock.watches.map((w) => w.vendor))],
          brandSlug,
        );
  // Markets: the primary one alone in an empty store, else as saved, else as store:setup leaves them.
  const markets = emptyStore
    ? MarketBook.primaryOnly()
    : saved.markets
      ? new MarketBook(saved.markets.markets)
      : MarketBook.seeded();
  markets.onChange = () => store.scheduleSave();
  // Draft orders are priced and paid in the shop's currency or an enabled market's.
  const drafts = new DraftOrderBook(stock, saved.draftOrders ?? [], markets);
  const carts = new CartBook(stock, saved.carts, markets);
  if (webhookUrl && !emptyStore) setup.subscribeConfigured(webhookUrl);
  setup.onChange = () => store.scheduleSave();
  store.source(() => ({
    version: 1,
    changes: stock.savedChanges(),
    carts: carts.all(),
    created: stock.createdSeeds(),
    storeSetup: setup.saved(),
    draftOrders: drafts.all(),
    markets: markets.saved(),
  }));
  // Product webhooks go where the store's subscriptions say, as Shopify delivers them.
  const webhooks = new WebhookSender({
    subscriptions: (topic) => setup.targets(topic),
    secret: webhookSecret,
    shopDomain: 'local-shop.myshopify.com',
    log: (m) => console.warn(m),
  });
  stock.onChange = (watch) => {
    store.scheduleSave();
    webhooks.notify('products/update', watch);
  };
  stock.onCreate = (watch) => {
    store.scheduleSave();
    webhooks.notify('products/create', watch);
  };
  carts.onChange = () => store.scheduleSave();
  drafts.onChange = () => store.scheduleSave();
  drafts.onPaid = (draft) =>
    webhooks.orderPaid(paidOrderPayload(drafts, draft));
  // Reservations lapse on time even when nobody asks (then the product webhook tells the shop).
  const lapses = setInterval(() => drafts.sweep(), 1000);
  lapses.unref();

  const leads = await leadsStarting;

  const faults = new FaultSwitch(faultsFromEnv());
  let origin = '';
  const findSeed = (handle: string) => stock.find(handle)?.seed;

  async function route(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', origin);
    const path = url.pathname;
    if (path === '/__local-shop/health') return sendJson(res, 200, {ok: true});
    if (path === '/__local-shop/faults')
      return handleFaultControl(req, res, faults, () => readBody(req));
    if (path === '/__local-shop/clock') return handleClock(req, res, drafts);
    if (path.startsWith('/cdn/')) {
      if (await handleImageRequest(req, res, url, findSeed)) return;
      return sendJson(res, 404, {errors: 'Not Found'});
    }
    // A reservation whose time has passed is over before anyone reads the stock.
    drafts.sweep();
    if (STOREFRONT_PATH.test(path)) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
          'Access-Control-Allow-Headers':
            'Content-Type, X-Shopify-Storefront-Access-Token, Shopify-Storefront-Private-Token, X-SDK-Variant, X-SDK-Version, X-SDK-Variant-Source, X-Local-Shop-Fault, X-Local-Shop-Latency',
        });
        return res.end();
      }
      if (await faults.apply(req, res, 'storefront')) return;
      return handleStorefront(req, res, tokens, {
        stock,
        carts,
        markets,
        origin,
      });
    }
    if (ADMIN_PATH.test(path))
      return handleAdmin(req, res, adminToken, {
        stock,
        drafts,
        origin,
        store: setup,
        markets,
        scopes: adminScopes,
      });
    const invoice = INVOICE_PATH.exec(path);
    if (invoice)
      return handleInvoice(req, res, invoice[1], {drafts, shopName: SHOP_NAME});
    const checkout = CHECKOUT_PATH.exec(path);
    if (checkout)
      return handleCheckout(req, res, checkout[1], {
        carts,
        stock,
        markets,
        shopName: SHOP_NAME,
      });
    if (leads) {
      const isLeadEndpoint = /^\/(rest\/v1|storage\/v1|forms|mail)(\/|$)/.test(
        path,
      );
      if (isLeadEndpoint && (await faults.apply(req, res, 'leads'))) return;
      if (await leads.handle(req, res, url)) return;
    }
    if (path === '/') return sendHtml(res, 200, indexPage(origin));
    sendJson(res, 404, {errors: 'Not Found'});
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error) => {
      console.error('[local-shop]', error);
      if (!res.headersSent)
        sendJson(res, 500, {errors: 'Internal error in the local shop'});
      else res.destroy();
    });
  });
  // Idle connections stay open longer than any client keeps them: a client reusing a socket the
  // server is closing at that moment gets ECONNRESET (seen under load in the integration tests).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  await new Promise<void>((ready, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ready());
  });
  const actualPort = (server.address() as AddressInfo).port;
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;
  stock.origin = origin;
  log(
    `Local shop ready on ${origin} (${stock.watches.length} products, data in ${dataDir})`,
  );

  return {
    url: origin,
    port: actualPort,
    async close() {
      clearInterval(lapses);
      store.saveNow();
      await webhooks.close();
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      await leads?.close();
    },
  };
}

/**
 * POST /__local-shop/clock {"advanceMs": n} moves the shop's clock on (reservations that are due
 * lapse at once); DELETE puts it back. Answers the shop's time.
 */
async function handleClock(
  req: IncomingMessage,
  res: ServerResponse,
  drafts: DraftOrderBook,
) {
  if (req.method === 'POST') {
    let advanceMs = 0;
    try {
      advanceMs = Number(
        (
          JSON.parse((await readBody(req)).toString('utf8') || '{}') as {
            advanceMs?: unknown;
          }
        ).advanceMs ?? 0,
      );
    } catch {
      return sendJson(res, 400, {errors: 'Invalid JSON in request body'});
    }
    if (!Number.isFinite(advanceMs) || advanceMs < 0)
      return sendJson(res, 400, {
        errors: 'advanceMs must be a number of milliseconds',
      });
    drafts.advanceClock(advanceMs);
  } else if (req.method === 'DELETE') drafts.resetClock();
  else if (req.method !== 'GET')
    return sendJson(res, 405, {errors: 'Method not allowed'});
  sendJson(res, 200, {now: new Date(drafts.now()).toISOString()});
}

function indexPage(origin: string) {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Local shop</title></head>
<body style="font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto">
<h1>Local shop</h1>
<ul>
<li>Storefront API: <code>POST ${origin}/api/2026-04/graphql.json</code></li>
<li>Admin API: <code>POST ${origin}/admin/api/2026-04/graphql.json</code></li>
<li>Health: <a href="/__local-shop/health">/__local-shop/health</a>; faults: <code>/__local-shop/faults</code></li>
<li>Lead inbox: <a href="/inbox">/inbox</a></li>
</ul>
</body></html>`;
}
