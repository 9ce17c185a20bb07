// `npm run bench:alerts`: one product update matched against 100,000 stock alerts.
// Builds the alert tables from supabase/migrations in an embedded PostgreSQL (PGlite, the local
// shop's database), fills them with 100,000 confirmed alerts shaped like real ones (most for a
// reference, the rest filter sets over brand, year, price and case size), then times
//   - match_stock_alerts(product) in SQL (median of several products),
//   - the same call through the local shop's Supabase REST RPC (/rest/v1/rpc/match_stock_alerts),
//   - queue_stock_alert_deliveries(product), which matches and claims in one statement,
// prints the plan's index use (docs/decisions/051-stock-alert-match-keys.md) and writes bench/results/alerts.{json,md}. A benchmark: it never
// fails on a number. ALERTS=<n> changes the count.
import {mkdtempSync, rmSync, writeFileSync, mkdirSync} from 'node:fs';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {loadavg, tmpdir} from 'node:os';
import {join} from 'node:path';
import {performance} from 'node:perf_hooks';
import {createLeadServices} from '../local-shop/leads';

const ALERTS = Number(process.env.ALERTS ?? 100_000);
const ROUNDS = Number(process.env.ROUNDS ?? 15);
const BRANDS = [
  'rolex',
  'patek-philippe',
  'audemars-piguet',
  'vacheron-constantin',
  'a-lange-soehne',
  'richard-mille',
];
const YEARS = [
  '2020-present',
  '2015-2019',
  '2010-2014',
  '2000-2009',
  'pre-2000',
];
const PRICES = [
  'under-10000',
  '10000-25000',
  '25000-50000',
  '50000-100000',
  'over-100000',
];
const SIZES = ['under-36', '36-38', '39-41', '42-44', 'over-44'];
const REFERENCES = 20_000;

// A small deterministic generator, so every run fills the same table.
let seed = 42;
function random() {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
}
const pick = <T>(list: readonly T[]) =>
  list[Math.floor(random() * list.length)];
const reference = (i: number) => `R${String(i).padStart(6, '0')}`;

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-alerts-'));
const services = await createLeadServices({
  dataDir,
  reset: true,
  anonKey: 'bench-anon',
  serviceKey: 'bench-service',
});
// SQL timings go straight to the database (services.sql), REST timings over HTTP.
const server = createServer((req, res) => {
  void services.handle(req, res, new URL(req.url ?? '/', 'http://127.0.0.1'));
});
// Longer than undici's idle sockets live, so a reused connection is never reset under us.
server.keepAliveTimeout = 60_000;
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function rpc<T>(name: string, body: unknown): Promise<T> {
  const response = await fetch(`${base}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: 'bench-service',
      Authorization: 'Bearer bench-service',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${name}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

console.log(`Filling ${ALERTS} confirmed alerts (${dataDir})...`);
const fillStart = performance.now();
// Rows go in with one INSERT ... SELECT (fast on a loaded machine), shaped as the storefront
// writes them: 70 % reference alerts over 20,000 references, 30 % filter sets.
await services.sql(
  `insert into public.stock_alerts
     (id, email, locale, kind, reference, brands, year_bands, price_band, size_bands, source, label, consent_text)
   select gen_random_uuid(), 'collector' || i || '@example.com',
     case when i % 5 = 0 then 'de' else 'en' end,
     case when i % 10 < 7 then 'reference' else 'filter' end,
     case when i % 10 < 7 then 'R' || lpad(((i * 7919) % ${REFERENCES})::text, 6, '0') end,
     case when i % 10 < 7 then '{}'::text[] when i % 4 = 0 then '{}'::text[]
       else array[($1::text[])[1 + (i / 10) % 6]] end,
     case when i % 10 < 7 or i % 3 = 0 then '{}'::text[] else array[($2::text[])[1 + (i / 7) % 5]] end,
     case when i % 10 < 7 or i % 2 = 0 then null else ($3::text[])[1 + (i / 3) % 5] end,
     case when i % 10 < 7 or i % 3 = 1 then '{}'::text[] else array[($4::text[])[1 + (i / 11) % 5]] end,
     case when i % 10 < 7 then 'product' else 'catalogue' end, 'bench', 'Bench consent wording.'
   from generate_series(1, ${ALERTS}) i`,
  [BRANDS, YEARS, PRICES, SIZES],
);
const fillMs = performance.now() - fillStart;

// Confirm every alert in one statement, as the database owner.
await services.sql(
  `update public.stock_alerts set status = 'confirmed', confirmed_at = now()`,
);
await services.sql('analyze public.stock_alerts');
await services.sql('analyze public.alert_deliveries');

function product(i: number) {
  return {
    id: `gid://shopify/Product/${900_000 + i}`,
    handle: `bench-${i}`,
    title: `Bench watch ${i}`,
    references: [reference(Math.floor(random() * REFERENCES))],
    brand: pick(BRANDS),
    year_band: pick(YEARS),
    price_band: pick(PRICES),
    size_band: pick(SIZES),
    price: '12500.00',
  };
}

const sqlTimes: number[] = [];
const restTimes: number[] = [];
const queueTimes: number[] = [];
const matchCounts: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  const watch = product(i);
  let t = performance.now();
  const rows = await services.sql<{n: number}>(
    'select count(*)::int as n from public.match_stock_alerts($1::jsonb)',
    [JSON.stringify(watch)],
  );
  sqlTimes.push(performance.now() - t);
  matchCounts.push(rows[0].n);
  t = performance.now();
  await rpc<unknown[]>('match_stock_alerts', {product: watch});
  restTimes.push(performance.now() - t);
  t = performance.now();
  await rpc<unknown[]>('queue_stock_alert_deliveries', {product: watch});
  queueTimes.push(performance.now() - t);
}
// The candidate scan as match_stock_alerts plans it: the product's keys are not known when
// the statement is planned (a sub-select stands in for the function's parameter).
const plan = await services.sql<{'QUERY PLAN': string}>(
  `explain (analyze, costs off) select a.id from public.stock_alerts a
   where a.status = 'confirmed'
     and a.match_keys && (select public.stock_alert_product_keys($1::jsonb))`,
  [JSON.stringify(product(ROUNDS))],
);

const result = {
  date: new Date().toISOString(),
  database: 'PGlite (the local shop’s embedded PostgreSQL)',
  // Times on a shared machine move with its load: recorded beside them.
  loadAverage: loadavg().map((value) => Math.round(value * 10) / 10),
  alerts: ALERTS,
  rounds: ROUNDS,
  fillSeconds: Math.round(fillMs / 100) / 10,
  matchedPerUpdate: {
    median: median(matchCounts),
    max: Math.max(...matchCounts),
  },
  matchSqlMs: {
    median: Math.round(median(sqlTimes) * 10) / 10,
    max: Math.round(Math.max(...sqlTimes) * 10) / 10,
  },
  matchRestRpcMs: {
    median: Math.round(median(restTimes) * 10) / 10,
    max: Math.round(Math.max(...restTimes) * 10) / 10,
  },
  queueRestRpcMs: {
    median: Math.round(median(queueTimes) * 10) / 10,
    max: Math.round(Math.max(...queueTimes) * 10) / 10,
  },
  plan: plan.map((row) => row['QUERY PLAN']),
};
console.log(JSON.stringify(result, null, 2));
mkdirSync(new URL('./results/', import.meta.url), {recursive: true});
writeFileSync(
  new URL('./results/alerts.json', import.meta.url),
  `${JSON.stringify(result, null, 2)}\n`,
);
writeFileSync(
  new URL('./results/alerts.md', import.meta.url),
  `# Stock alerts: one product update against ${ALERTS.toLocaleString('en-GB')} alerts\n\n` +
    `${result.date}, ${result.database}, ${ROUNDS} product updates, machine load average ${result.loadAverage.join(' / ')} (1 / 5 / 15 min).\n\n` +
    `| measure | median | max |\n|---|---|---|\n` +
    `| match_stock_alerts in SQL | ${result.matchSqlMs.median} ms | ${result.matchSqlMs.max} ms |\n` +
    `| match_stock_alerts over REST RPC | ${result.matchRestRpcMs.median} ms | ${result.matchRestRpcMs.max} ms |\n` +
    `| queue_stock_alert_deliveries over REST RPC | ${result.queueRestRpcMs.median} ms | ${result.queueRestRpcMs.max} ms |\n` +
    `| alerts matched per update | ${result.matchedPerUpdate.median} | ${result.matchedPerUpdate.max} |\n\n` +
    `Plan of the candidate scan:\n\n\`\`\`\n${result.plan.join('\n')}\n\`\`\`\n`,
);
server.closeAllConnections();
server.close();
await services.close();
rmSync(dataDir, {recursive: true, force: true});
