// store:setup and store:check against a real local shop: from an empty store setup creates
// everything, a second run changes nothing, check passes; a broken store makes check fail
// naming the broken item; bad tokens and unreachable stores get a clear message.
import {execFile} from 'node:child_process';
import {mkdtemp, rm} from 'node:fs/promises';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {type LocalShop, startLocalShop} from '../../local-shop/server';
import {adminClient} from '../../scripts/store/admin-client';
import {runCheck} from '../../scripts/store/check';
import {runSetup} from '../../scripts/store/setup';
import {DEFINED_METAFIELDS} from '../../scripts/store/storefront-needs';

const run = promisify(execFile);
const silent = () => {};
const dirs: string[] = [];
const shops: LocalShop[] = [];

async function shop(options: Parameters<typeof startLocalShop>[0] = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'store-setup-'));
  dirs.push(dataDir);
  const started = await startLocalShop({
    port: 0,
    reset: true,
    quiet: true,
    dataDir,
    ...options,
  });
  shops.push(started);
  return started;
}

/** The storefront's /webhooks/shopify stand-in: what arrives, by topic. */
let receiver: Server;
let shopOrigin = '';
const received: Array<{topic: string; body: string}> = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (req.url === '/webhooks/shopify')
        received.push({topic: String(req.headers['x-shopify-topic']), body});
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((ready) => receiver.listen(0, '127.0.0.1', ready));
  shopOrigin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const s of shops) await s.close();
  receiver.close();
  for (const d of dirs) await rm(d, {recursive: true, force: true});
});

const envFor = (s: LocalShop, extra: Record<string, string> = {}) => ({
  PUBLIC_STORE_DOMAIN: s.url,
  PUBLIC_SHOP_ORIGIN: shopOrigin,
  ...extra,
});

function printed() {
  const lines: string[] = [];
  return {
    lines,
    out: (text: string) => lines.push(text),
    text: () => lines.join('\n'),
  };
}

const DELETE_DEFINITION = `mutation($identifier: MetafieldDefinitionIdentifierInput!) {
  metafieldDefinitionDelete(identifier: $identifier) { deletedDefinitionId userErrors { message } }
}`;
const CREATE_DEFINITION = `mutation($definition: MetafieldDefinitionInput!) {
  metafieldDefinitionCreate(definition: $definition) { createdDefinition { id } userErrors { message } }
}`;

describe('store:setup and store:check on an empty store', () => {
  let empty: LocalShop;
  beforeAll(async () => {
    empty = await shop({emptyStore: true});
  });

  it('check fails on the empty store, naming what is missing', async () => {
    const p = printed();
    const result = await runCheck(envFor(empty), p.out);
    expect(result.exitCode).toBe(1);
    expect(p.text()).toMatch(
      /✗ custom\.availability_status \(watch\) is missing/,
    );
    expect(p.text()).toMatch(/✗ all-watches is missing/);
    expect(p.text()).toMatch(/✗ PRODUCTS_UPDATE is not sent to/);
    expect(p.text()).toMatch(
      /✗ market eu \(Euro area, EUR\) is missing: its shoppers would see and pay the default market's prices/,
    );
    expect(p.text()).not.toMatch(
      /market uk \(United Kingdom, GBP\) is missing/,
    );
  });

  it('setup creates everything, a second run changes nothing, check passes', async () => {
    const first = printed();
    const created = await runSetup(envFor(empty), first.out);
    expect(created.exitCode, first.text()).toBe(0);
    // Definitions, all-watches, signature-watches, at least the six houses, two webhooks.
    expect(created.created).toBeGreaterThanOrEqual(
      DEFINED_METAFIELDS.length + 8 + 2,
    );
    expect(first.text()).toMatch(/\+ definition custom\.sold_date/);
    expect(first.text()).toMatch(/\+ collection a-lange-soehne/);
    expect(first.text()).toMatch(/Search & Discovery > Filters/);
    for (const handle of ['eu', 'us', 'hk', 'sg', 'ae'])
      expect(first.text()).toMatch(new RegExp(`\\+ market ${handle} \\(`));
    // The primary market gains the Crown Dependencies markets.json lists.
    expect(first.text()).toMatch(
      /~ market uk \(United Kingdom, GBP\): countries \+ IM, JE, GG/,
    );

    const second = printed();
    const again = await runSetup(envFor(empty), second.out);
    expect(again).toMatchObject({exitCode: 0, created: 0, updated: 0});
    expect(second.text()).toMatch(
      /No change: the store already holds all \d+ items/,
    );

    const check = printed();
    const result = await runCheck(envFor(empty), check.out);
    expect(result.exitCode, check.text()).toBe(0);
    expect(check.text()).toMatch(
      /✓ custom\.sold_date \(sold archive\): date, storefront PUBLIC_READ/,
    );
    expect(check.text()).toMatch(/✓ signature-watches: [1-9]\d* watch/);
    expect(check.text()).toMatch(
      /✓ schema version \d+_\w+ \(all \d+ migrations applied\)/,
    );
    expect(check.text()).toMatch(
      /✓ market hk \(Hong Kong, HKD\): 1 country, taxes included, duties included/,
    );
    expect(check.text()).toMatch(/Everything the storefront needs is in place/);
  });

  it('prices the markets setup created in their currencies on the Storefront API', async () => {
    const res = await fetch(`${empty.url}/api/2026-04/graphql.json`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Shopify-Storefront-Access-Token': 'local-storefront-public-token',
      },
      body: JSON.stringify({
        query:
          'query @inContext(country: SG) { localization { country { currency { isoCode } } market { handle } } }',
      }),
    });
    const {data} = (await res.json()) as {
      data: {localization: Record<string, unknown>};
    };
    expect(data.localization).toEqual({
      country: {currency: {isoCode: 'SGD'}},
      market: {handle: 'sg'},
    });
  });

  it('check names a market that differs from markets.json; setup brings it back', async () => {
    const admin = adminClient(empty.url, 'local-admin-token');
    const {markets} = await admin.query<{
      markets: {nodes: Array<{id: string; handle: string}>};
    }>('{ markets(first: 50) { nodes { id handle } } }');
    const eu = markets.nodes.find((m) => m.handle === 'eu')!;
    const changed = await admin.query<{
      marketUpdate: {userErrors: Array<{message: string}>};
    }>(
      `mutation($id: ID!) { marketUpdate(id: $id, input: {
        conditions: {conditionsToDelete: {regionsCondition: {regions: [{countryCode: AT}]}}},
        priceInclusions: {taxPricingStrategy: INCLUDES_TAXES_IN_PRICE}
      }) { userErrors { message } } }`,
      {id: eu.id},
    );
    expect(changed.marketUpdate.userErrors).toEqual([]);
    const check = printed();
    expect((await runCheck(envFor(empty), check.out)).exitCode).toBe(1);
    expect(check.text()).toMatch(
      /✗ market eu \(Euro area, EUR\) differs: countries \+ AT; taxes INCLUDES_TAXES_IN_PRICE -> ADD_TAXES_AT_CHECKOUT/,
    );
    const setup = printed();
    const fixed = await runSetup(envFor(empty), setup.out);
    expect(fixed, setup.text()).toMatchObject({
      exitCode: 0,
      created: 0,
      updated: 1,
    });
    const again = printed();
    expect((await runCheck(envFor(empty), again.out)).exitCode).toBe(0);
  });

  it('delivers product webhooks to the subscriptions setup made', async () => {
    const admin = adminClient(empty.url, 'local-admin-token');
    const {productByHandle} = await admin.query<{
      productByHandle: {id: string};
    }>('{ productByHandle(handle: "rolex-submariner-date-126610ln") { id } }');
    received.length = 0;
    await admin.query(
      `mutation($m: [MetafieldsSetInput!]!) { metafieldsSet(metafields: $m) { userErrors { message } } }`,
      {
        m: [
          {
            ownerId: productByHandle.id,
            namespace: 'custom',
            key: 'condition',
            value: 'Unworn',
            type: 'single_line_text_field',
          },
        ],
      },
    );
    await expect
      .poll(() => received.length, {timeout: 5000})
      .toBeGreaterThan(0);
    expect(received[0].topic).toBe('products/update');
    expect(
      (JSON.parse(received[0].body) as {metafields: unknown[]}).metafields,
    ).toContainEqual(
      expect.objectContaining({key: 'condition', value: 'Unworn'}),
    );
  });
});

describe('a broken store', () => {
  it('check names a removed definition and a mistyped one; setup stops on the type and changes nothing', async () => {
    const broken = await shop({emptyStore: true});
    expect((await runSetup(envFor(broken), silent)).exitCode).toBe(0);
    const admin = adminClient(broken.url, 'local-admin-token');
    await admin.query(DELETE_DEFINITION, {
      identifier: {ownerType: 'PRODUCT', namespace: 'custom', key: 'year'},
    });
    const removed = printed();
    expect((await runCheck(envFor(broken), removed.out)).exitCode).toBe(1);
    expect(removed.text()).toMatch(
      /✗ custom\.year \(watch\) is missing\n\s+fix: Run npm run store:setup/,
    );
    expect(removed.text()).toMatch(
      /1 problem would break the shop: custom\.year/,
    );

    // Mistyped: box as a number.
    await admin.query(DELETE_DEFINITION, {
      identifier: {ownerType: 'PRODUCT', namespace: 'custom', key: 'box'},
    });
    await admin.query(CREATE_DEFINITION, {
      definition: {
        name: 'Box',
        namespace: 'custom',
        key: 'box',
        type: 'number_integer',
        ownerType: 'PRODUCT',
        access: {storefront: 'PUBLIC_READ'},
      },
    });
    const mistyped = printed();
    expect((await runCheck(envFor(broken), mistyped.out)).exitCode).toBe(1);
    expect(mistyped.text()).toMatch(
      /✗ custom\.box exists with type number_integer; the storefront reads single_line_text_field/,
    );

    const stopped = printed();
    const setup = await runSetup(envFor(broken), stopped.out);
    expect(setup).toMatchObject({exitCode: 1, created: 0, updated: 0});
    expect(stopped.text()).toMatch(/Setup stopped before changing anything/);
    expect(stopped.text()).toMatch(/Delete definition/);
    // custom.year was not recreated: nothing changed.
    const after = printed();
    await runCheck(envFor(broken), after.out);
    expect(after.text()).toMatch(/✗ custom\.year \(watch\) is missing/);
  });

  it('the npm command exits 1 and names the missing collection', async () => {
    const broken = await shop({emptyStore: true});
    expect((await runSetup(envFor(broken), silent)).exitCode).toBe(0);
    const admin = adminClient(broken.url, 'local-admin-token');
    const {collectionByHandle} = await admin.query<{
      collectionByHandle: {id: string};
    }>('{ collectionByHandle(handle: "signature-watches") { id } }');
    await admin.query(
      'mutation($id: ID!) { collectionDelete(input: {id: $id}) { deletedCollectionId } }',
      {
        id: collectionByHandle.id,
      },
    );
    const failed = await run(
      'node',
      ['--import', 'tsx', 'scripts/store/check.ts'],
      {
        env: {PATH: process.env.PATH, ...envFor(broken)},
      },
    ).then(
      () => null,
      (error: {code: number; stdout: string}) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stdout).toMatch(
      /✗ signature-watches is missing \(\/signature-watches and \/holy-grails\)/,
    );
  });
});

describe('the default local shop', () => {
  it('already holds what setup creates, so npm run dev needs no setup', async () => {
    const seeded = await shop({webhookUrl: `${shopOrigin}/webhooks/shopify`});
    const check = printed();
    expect(
      (await runCheck(envFor(seeded), check.out)).exitCode,
      check.text(),
    ).toBe(0);
    const setup = await runSetup(envFor(seeded), silent);
    expect(setup).toMatchObject({exitCode: 0, created: 0, updated: 0});
  });
});

describe('bad input', () => {
  it('a missing token for a real store', async () => {
    const p = printed();
    const result = await runSetup(
      {
        PUBLIC_STORE_DOMAIN: 'cheshire-watches.myshopify.com',
        PUBLIC_SHOP_ORIGIN: 'https://www.example.co.uk',
      },
      p.out,
    );
    expect(result.exitCode).toBe(1);
    expect(p.text()).toMatch(/SHOPIFY_ADMIN_API_TOKEN is missing/);
    expect(p.text()).toMatch(
      /write_products, read_products, write_publications, read_publications, write_inventory, write_draft_orders and read_orders/,
    );
  });

  it('a wrong token', async () => {
    const s = await shop({emptyStore: true, withoutLeads: true});
    const p = printed();
    const result = await runSetup(
      envFor(s, {SHOPIFY_ADMIN_API_TOKEN: 'shpat_wrong'}),
      p.out,
    );
    expect(result.exitCode).toBe(1);
    expect(p.text()).toMatch(
      /The store refused the Admin API token \(HTTP 401\)/,
    );
  });

  it('an under-scoped token', async () => {
    const s = await shop({
      emptyStore: true,
      withoutLeads: true,
      adminScopes: ['read_products'],
    });
    const setup = printed();
    expect((await runSetup(envFor(s), setup.out)).exitCode).toBe(1);
    expect(setup.text()).toMatch(
      /lacks the scopes write_products, write_publications, read_publications, write_markets, read_markets \(it has read_products\)/,
    );
    const check = printed();
    expect((await runCheck(envFor(s), check.out)).exitCode).toBe(1);
    expect(check.text()).toMatch(
      /the token lacks read_publications: the store cannot be checked/,
    );
  });

  it('a token the storefront cannot take a sold watch off sale with', async () => {
    const s = await shop({
      withoutLeads: true,
      adminScopes: [
        'write_products',
        'read_products',
        'write_publications',
        'read_publications',
      ],
    });
    const check = printed();
    expect((await runCheck(envFor(s), check.out)).exitCode).toBe(1);
    expect(check.text()).toMatch(
      /the token lacks write_inventory: the storefront cannot take a watch marked sold off sale in Shopify/,
    );
    expect(check.text()).toMatch(
      /the token lacks read_orders: Shopify cannot send the storefront orders\/paid, so a paid offer's watch is not marked sold/,
    );
  });

  it('an unreachable store', async () => {
    const closed = createServer();
    await new Promise<void>((ready) => closed.listen(0, '127.0.0.1', ready));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((done) => closed.close(done));
    const p = printed();
    const result = await runSetup(
      {
        PUBLIC_STORE_DOMAIN: `http://127.0.0.1:${port}`,
        PUBLIC_SHOP_ORIGIN: shopOrigin,
      },
      p.out,
    );
    expect(result.exitCode).toBe(1);
    expect(p.text()).toMatch(
      /Cannot reach the store's Admin API at http:\/\/127\.0\.0\.1:\d+\/admin\/api\/2026-04\/graphql\.json \(ECONNREFUSED\)/,
    );
  });
});
