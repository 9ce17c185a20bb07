// A list page's scripts are asked for only once its first contentful paint is on screen
// (docs/decisions/100-scripts-after-the-first-paint.md): the list paints from its HTML and inline
// stylesheet, then loads what makes it interactive. Home and a watch's page ask for theirs at once.
import {expect, test} from './support/test';
import {catalogueWatches, gotoHydrated} from './support/localShop';

test('all watches, a brand, a status list and a German list ask for their scripts after the first contentful paint, then hydrate', async ({
  page,
  request,
}) => {
  for (const path of [
    '/products',
    '/collections/rolex',
    '/available',
    '/de/products',
  ]) {
    // In the HTML, every module preload and the route modules' script sit in the inert template.
    const html = await (await request.get(path)).text();
    const template = html.match(
      /<template id="page-scripts">([\s\S]*?)<\/template>/,
    );
    expect(template, path).not.toBeNull();
    const outside = html.replace(template![0], '');
    expect(outside, path).not.toMatch(/rel="modulepreload"/);
    expect(outside, path).not.toMatch(/<script[^>]*type="module"/);
    expect(template![1], path).toMatch(/rel="modulepreload"/);

    await gotoHydrated(page, path);
    const timing = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName(
        'first-contentful-paint',
      )[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^?]+\.js$/.test(entry.name))
        .map((entry) => ({name: entry.name, startTime: entry.startTime})),
    }));
    expect(timing.firstContentfulPaint, path).toBeGreaterThan(0);
    expect(timing.scripts.length, path).toBeGreaterThan(0);
    for (const script of timing.scripts)
      expect(
        script.startTime,
        `${path}: ${script.name}`,
      ).toBeGreaterThanOrEqual(timing.firstContentfulPaint!);
  }
});

test('home and a watch page ask for their scripts at once, and keep them after a list', async ({
  page,
  request,
}) => {
  const watch = (await catalogueWatches()).find(
    (w) => w.status === 'available',
  )!;
  for (const path of ['/', `/products/${watch.handle}`]) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('<template id="page-scripts">');
    expect(html, path).toMatch(/<link rel="modulepreload"/);
    expect(html, path).toMatch(/<script[^>]*type="module"/);
  }
  // From a list to a watch in the app and back: the list's template stays the document's choice.
  await gotoHydrated(page, '/products');
  const moduleScripts = page.locator('script[type="module"]');
  await expect(moduleScripts).toHaveCount(1);
  await page
    .getByTestId('watch-card')
    .first()
    .getByRole('heading')
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/products\/[^/?]+$/);
  await expect(page.locator('#page-scripts')).toHaveCount(1);
  await expect(moduleScripts).toHaveCount(1);
  await page.goBack();
  await expect(page.getByTestId('watch-card').first()).toBeVisible();
  await expect(page.locator('#page-scripts')).toHaveCount(1);
});

test('the page works once hydrated: the cart opens and a watch opens in the app', async ({
  page,
}) => {
  await gotoHydrated(page, '/products');
  await page.getByRole('button', {name: /^Cart/}).click();
  await expect(page.getByRole('dialog', {name: 'Your Cart'})).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', {name: 'Your Cart'})).toBeHidden();
  const card = page.getByTestId('watch-card').first();
  const title = (await card.getByRole('heading').textContent())!.trim();
  // A client-side navigation keeps the document: a marker set on window survives it.
  await page.evaluate(() => ((window as never as {marker: number}).marker = 1));
  await card.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
  expect(
    await page.evaluate(() => (window as never as {marker?: number}).marker),
  ).toBe(1);
});

test('a list whose first paint is never reported loads its scripts on the first key press, or after three seconds without one', async ({
  page,
}) => {
  // A browser without paint timing whose frames never come (as in a tab that is never drawn).
  await page.addInitScript(() => {
    Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', {
      get: () => [],
    });
    window.requestAnimationFrame = () => 0;
  });
  const assetRequests = () =>
    page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/assets/')).length,
    );
  await page.goto('/products', {waitUntil: 'load'});
  await expect(page.getByTestId('watch-card').first()).toBeVisible();
  expect(await assetRequests()).toBe(0);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  expect(await assetRequests()).toBeGreaterThan(0);

  // No press at all: the backstop loads them.
  await page.goto('/collections/rolex', {waitUntil: 'load'});
  await expect(page.locator('html[data-hydrated]')).toBeAttached({
    timeout: 10_000,
  });
});
