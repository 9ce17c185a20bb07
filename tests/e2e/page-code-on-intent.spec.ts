// A link's page code starts loading when the shopper points at, touches or focuses the link,
// all of it at once, and nothing of the page's data (docs/decisions/118-page-code-on-intent.md).
import {expect, test, type Page} from './support/test';
import {gotoHydrated} from './support/localShop';
import {routeManifestEntry} from '../support/reactRouterInternals';

const WATCH_ROUTE = 'routes/($locale).products.$handle';

test.beforeEach(async ({page}) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('newsletter-popup-seen', 'true'),
  );
});

/** The watch page's route module and every script it imports, from React Router's manifest. */
async function watchPageScripts(page: Page) {
  const route = await routeManifestEntry(page, WATCH_ROUTE);
  return [route.module, ...route.imports];
}

/** A route's own module, from React Router's manifest. */
async function routeModule(page: Page, id: string) {
  return (await routeManifestEntry(page, id)).module;
}

/** The scripts the page has been asked to preload, by path. */
async function preloaded(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('link[rel="modulepreload"]')].map(
      (link) => new URL((link as HTMLLinkElement).href).pathname,
    ),
  );
}

test('pointing at a watch card preloads the watch page’s scripts, not its data', async ({
  page,
}) => {
  const dataRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.data'))
      dataRequests.push(request.url());
  });
  await gotoHydrated(page, '/products');
  const scripts = await watchPageScripts(page);
  const before = await preloaded(page);
  expect(before).not.toContain(scripts[0]);
  const card = page.getByRole('main').getByRole('heading', {level: 3}).first();
  const link = card.getByRole('link');
  // The listener starts at the page's first idle moment: point again until it has.
  await expect(async () => {
    await page.mouse.move(0, 0);
    await link.hover();
    expect(await preloaded(page)).toContain(scripts[0]);
  }).toPass({timeout: 10_000});
  // Every script the watch page runs, at once: nothing left for a second round trip.
  expect(await preloaded(page)).toEqual(expect.arrayContaining(scripts));
  expect(dataRequests).toEqual([]);
  // In four files at most: a browser opens six connections to a host over HTTP/1.1, and the
  // page's data, asked for at the click, must find one free (decision 094, 2026-12-04).
  const fetchedForTheTap = scripts.filter((script) => !before.includes(script));
  expect(
    fetchedForTheTap.length,
    fetchedForTheTap.join(' '),
  ).toBeLessThanOrEqual(4);
  // Each preloaded once, however often the shopper points.
  await page.mouse.move(0, 0);
  await link.hover();
  const paths = await preloaded(page);
  expect(paths.length).toBe(new Set(paths).size);

  const moduleRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === scripts[0])
      moduleRequests.push(request.url());
  });
  const title = (await link.textContent())!.trim();
  await link.click();
  await expect(
    page.getByRole('heading', {level: 1, name: title}),
  ).toBeVisible();
  // The click's import found the module already fetched.
  expect(moduleRequests).toEqual([]);
});

test('a keyboard shopper’s focus on a watch card preloads the watch page’s scripts', async ({
  page,
}) => {
  await gotoHydrated(page, '/de/products');
  const watchPage = await routeModule(page, WATCH_ROUTE);
  const link = page
    .getByRole('main')
    .getByRole('heading', {level: 3})
    .first()
    .getByRole('link');
  // Focus moves away and back each try: focusing the focused link again fires no event.
  await expect(async () => {
    await link.blur();
    await link.focus();
    expect(await preloaded(page)).toContain(watchPage);
  }).toPass({timeout: 10_000});
});

test('links to other sites, mail and phone preload nothing', async ({page}) => {
  await gotoHydrated(page, '/');
  const aboutPage = await routeModule(page, 'routes/($locale).about');
  // Wait for the listener, proven on a link to a page, then point at the others.
  const shopLink = page
    .getByRole('contentinfo')
    .getByRole('link', {name: 'About Us'})
    .first();
  await expect(async () => {
    await page.mouse.move(0, 0);
    await shopLink.hover();
    expect(await preloaded(page)).toContain(aboutPage);
  }).toPass({timeout: 10_000});
  const afterShopLink = await preloaded(page);
  const others = page.locator(
    'a[href^="https://"], a[href^="mailto:"], a[href^="tel:"]',
  );
  expect(await others.count()).toBeGreaterThan(2);
  for (const other of await others.all()) {
    if (!(await other.isVisible())) continue;
    await page.mouse.move(0, 0);
    await other.hover();
  }
  expect(await preloaded(page)).toEqual(afterShopLink);
});
