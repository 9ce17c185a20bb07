// Field Web Vitals (docs/decisions/109-field-web-vitals.md) in the storefront with analytics on:
// a visitor who has not accepted analytics sends nothing and never fetches the reporter (with
// Google's web-vitals library inside); one who accepts sends LCP, INP and CLS as kind of page,
// metric and value from then on, until consent is withdrawn; the local shop stores them and
// /admin/vitals (on the main storefront, same local shop) shows them.
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from './support/test';
import {standInForTheInternet} from './support/analyticsStandIn';

const ANALYTICS_URL = process.env.E2E_ANALYTICS_URL ?? 'http://localhost:3330';
const LOCAL_SHOP_URL =
  process.env.E2E_LOCAL_SHOP_URL ?? 'http://127.0.0.1:4310';
// The main storefront, which has the admin password; both use the same local shop.
const SHOP_URL = `http://localhost:${Number(process.env.E2E_PORT ?? 3310)}`;
const WATCH = 'rolex-submariner-date-126610ln';
const REPORTER = /\/assets\/fieldVitals-[\w-]+\.js$/;

test.use({baseURL: ANALYTICS_URL});

type Traffic = {readings: string[]; reporter: string[]};

// A request made after a hidden page's readings would have gone: requests leave a page in order,
// so once it is seen, any reading sent on hiding has been seen too.
const SENTINEL = '/favicon.svg?after-hiding';

/** Every reading a page posts and every fetch of the reporter's code. */
function watchTraffic(page: Page): Traffic {
  const traffic: Traffic = {readings: [], reporter: []};
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/vitals')
      traffic.readings.push(request.postData() ?? '');
    if (`${url.pathname}${url.search}` === SENTINEL)
      traffic.readings.push('sentinel');
    if (REPORTER.test(url.pathname)) traffic.reporter.push(url.pathname);
  });
  return traffic;
}

/** A page of the shop, opened in full (a new document: the last one's readings leave now). */
async function land(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
}

/** What a shopper does on a page: a tap on the heading, a key press. */
async function interact(page: Page) {
  // The tap takes 50 ms of the page's time, as on a busy phone: a tap that changes nothing can
  // take under the 16 ms an INP reading needs, and a page with none reports no INP.
  await page.evaluate(() =>
    document.addEventListener(
      'click',
      () => {
        const start = performance.now();
        while (performance.now() - start < 50);
      },
      {once: true},
    ),
  );
  await page.getByRole('heading', {level: 1}).first().click();
  await page.keyboard.press('Tab');
  // The library reads interactions when the page is next idle, as time passes on a real visit.
  // At most 5 s: headless Chromium may find no idle moment for most of a minute (the test's
  // timeout); hiding the page, which the tests do next, makes the library read them anyway.
  await page.evaluate(
    () =>
      new Promise((resolve) => requestIdleCallback(resolve, {timeout: 5000})),
  );
}

/**
 * The tab goes to the background, as when a shopper switches apps: web-vitals sends INP and CLS
 * then. Emulated in the page (as web-vitals' own tests do), so the requests stay observable;
 * a real unload sends them too, but Playwright no longer sees the requests of a page it left.
 */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => 'hidden',
    });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** Hides the page, then waits until everything it sent on hiding has been seen. */
async function hideAndSettle(page: Page, traffic: Traffic) {
  await hide(page);
  const seen = traffic.readings.length;
  await page.evaluate((sentinel) => fetch(sentinel).then(() => null), SENTINEL);
  await expect
    .poll(() => traffic.readings.slice(seen).includes('sentinel'))
    .toBe(true);
}

/** The readings seen, without the sentinels. */
const readingsOf = (traffic: Traffic) =>
  traffic.readings.filter((body) => body !== 'sentinel');

/** Resolves once this document has the reporter's code (from the network or the cache). */
async function reporterLoaded(page: Page) {
  await page.waitForFunction(
    (pattern) =>
      performance
        .getEntriesByType('resource')
        .some((entry) =>
          new RegExp(pattern).test(new URL(entry.name).pathname),
        ),
    REPORTER.source,
  );
  // Fetched is not yet started: the module runs, then the banner's callback registers the
  // observers. A press before that is seen only when slower than 104 ms (the browser's buffer).
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(resolve)),
      ),
  );
}

async function storedRows(
  request: import('@playwright/test').APIRequestContext,
) {
  const response = await request.get(
    `${LOCAL_SHOP_URL}/rest/v1/web_vitals?select=page_kind,metric,value,recorded_on`,
    {
      headers: {
        apikey: 'local-service-role-key',
        Authorization: 'Bearer local-service-role-key',
      },
    },
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as Array<{
    page_kind: string;
    metric: string;
    value: number;
    recorded_on: string;
  }>;
}

/** The ISO week of a day, as the admin page writes it (2026-W48). */
function isoWeek(day: Date): string {
  const date = new Date(
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()),
  );
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

test('a visitor who has not accepted analytics sends nothing and never fetches the reporter', async ({
  page,
}) => {
  await standInForTheInternet(page);
  const traffic = watchTraffic(page);
  await land(page, '/');
  const banner = page.getByRole('region', {name: 'Cookies and analytics'});
  await expect(banner).toBeVisible();
  await interact(page);
  await hideAndSettle(page, traffic);
  await land(page, '/products');
  await interact(page);
  // Rejected: still nothing.
  await banner.getByRole('button', {name: 'Reject'}).click();
  await expect(banner).toBeHidden();
  await interact(page);
  await hideAndSettle(page, traffic);
  expect(readingsOf(traffic)).toEqual([]);
  expect(traffic.reporter).toEqual([]);
});

test('after “Accept analytics” each page sends LCP, INP and CLS as kind of page, metric and value; /admin/vitals shows them', async ({
  page,
  request,
}) => {
  // Three pages, their readings stored, and the admin page: more than one page's budget.
  test.slow();
  await standInForTheInternet(page);
  const traffic = watchTraffic(page);

  await land(page, '/');
  const banner = page.getByRole('region', {name: 'Cookies and analytics'});
  await banner.getByRole('button', {name: 'Accept analytics'}).click();
  const pages: Array<[string, string]> = [
    ['/', 'home'],
    ['/products', 'list'],
    [`/products/${WATCH}`, 'product'],
  ];
  for (const [path, kind] of pages) {
    if (path !== '/') await land(page, path);
    await reporterLoaded(page);
    await interact(page);
    await hideAndSettle(page, traffic);
    const sent = readingsOf(traffic).map(
      (body) => JSON.parse(body) as Record<string, unknown>,
    );
    // INP needs a press the library saw: on the landing page the only ones before it loaded
    // (the banner's) count only when slower than 40 ms, so its INP may not come.
    const metrics = kind === 'home' ? ['LCP', 'CLS'] : ['LCP', 'INP', 'CLS'];
    expect(
      sent.filter((reading) => reading.page === kind).map((r) => r.metric),
    ).toEqual(expect.arrayContaining(metrics));
  }
  for (const body of readingsOf(traffic)) {
    const reading = JSON.parse(body) as Record<string, unknown>;
    // Nothing but the three fields: no address, no id, no time.
    expect(Object.keys(reading).sort()).toEqual(['metric', 'page', 'value']);
    expect(typeof reading.value).toBe('number');
  }

  // Stored as kind of page, metric, value and today's date, nothing more.
  const today = new Date().toISOString().slice(0, 10);
  await expect
    .poll(async () =>
      (await storedRows(request))
        .filter((row) => ['home', 'list', 'product'].includes(row.page_kind))
        .map((row) => `${row.page_kind} ${row.metric}`),
    )
    .toEqual(
      expect.arrayContaining(
        pages.flatMap(([, kind]) =>
          ['LCP', 'INP', 'CLS']
            .filter((metric) => kind !== 'home' || metric !== 'INP')
            .map((metric) => `${kind} ${metric}`),
        ),
      ),
    );
  for (const row of await storedRows(request)) {
    expect(Object.keys(row).sort()).toEqual([
      'metric',
      'page_kind',
      'recorded_on',
      'value',
    ]);
    expect(row.recorded_on).toBe(today);
  }

  // The dealer's page, on the main storefront over the same local shop.
  await page.setExtraHTTPHeaders({
    Authorization: `Basic ${Buffer.from('dealer:e2e-admin-password').toString('base64')}`,
  });
  await page.goto(`${SHOP_URL}/admin/vitals`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', {level: 1})).toHaveText(
    'Web Vitals from visitors',
  );
  await expect(main.getByRole('heading', {level: 2})).toHaveText([
    'LCP: Largest Contentful Paint',
    'INP: Interaction to Next Paint',
    'CLS: Cumulative Layout Shift',
  ]);
  const week = isoWeek(new Date());
  const cellText = {
    LCP: /^\d+(\.\d+)? s \(\d+\)$/,
    INP: /^\d+ ms \(\d+\)$/,
    CLS: /^\d+(\.\d+)? \(\d+\)$/,
  };
  for (const metric of ['LCP', 'INP', 'CLS'] as const) {
    const table = page.getByRole('table', {
      name: `${metric}, 75th percentile by kind of page and week (samples)`,
    });
    await expect(table.getByRole('columnheader')).toHaveText(['Page', week]);
    const kinds =
      metric === 'INP' ? ['list', 'product'] : ['home', 'list', 'product'];
    await expect(table.getByRole('rowheader')).toContainText(kinds);
    for (const kind of kinds)
      await expect(
        table
          .getByRole('row', {name: new RegExp(`^${kind} `)})
          .getByRole('cell'),
      ).toHaveText(cellText[metric]);
    await expect(
      page.getByRole('img', {
        name: new RegExp(`^${metric} \\(.+\\), 75th percentile per week`),
      }),
    ).toBeVisible();
  }
  // Readable by everyone, on a desktop and on a phone.
  for (const viewport of [
    {width: 1366, height: 900},
    {width: 390, height: 844},
  ]) {
    await page.setViewportSize(viewport);
    const {violations} = await new AxeBuilder({page})
      .include('main')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  }
});

test('withdrawn consent stops the readings from then on', async ({page}) => {
  await standInForTheInternet(page);
  const traffic = watchTraffic(page);
  await land(page, '/privacy');
  const banner = page.getByRole('region', {name: 'Cookies and analytics'});
  await banner.getByRole('button', {name: 'Accept analytics'}).click();
  await reporterLoaded(page);
  // A press ends LCP: it is sent while consent holds.
  await interact(page);
  await expect.poll(() => readingsOf(traffic).length).toBeGreaterThan(0);
  await page.getByRole('button', {name: 'Cookie settings'}).click();
  await banner.getByRole('button', {name: 'Reject'}).click();
  await expect(banner).toBeHidden();
  const sentBefore = readingsOf(traffic);
  await interact(page);
  // Hidden is when INP and CLS would go.
  await hideAndSettle(page, traffic);
  expect(readingsOf(traffic)).toEqual(sentBefore);
});
