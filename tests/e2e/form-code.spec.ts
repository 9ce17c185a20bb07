// Conform and Zod reach the browser only with a form that needs them: not on a page whose only
// form is the footer newsletter (native constraints, server validation), and not before its
// first paint; opening the enquiry panel brings them.
import {expect, test, type Page} from './support/test';
import {catalogueWatches, gotoHydrated} from './support/localShop';

/** Collects the text of every script the page loads. */
function scriptsOf(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      bodies.push(response.text().catch(() => ''));
  });
  return async () => (await Promise.all(bodies)).join('\n');
}

// Zod names its error class; Conform's form state carries this key.
const FORM_LIBRARIES = /ZodError|__conform/;

test('a list page and a watch page load no form library until the enquiry opens', async ({
  page,
}) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('newsletter-popup-seen', 'true'),
  );
  const scripts = scriptsOf(page);
  const watch = (await catalogueWatches()).find(
    (w) => w.status === 'available',
  )!;
  await gotoHydrated(page, '/products');
  await page.waitForLoadState('networkidle');
  await gotoHydrated(page, `/products/${watch.handle}`);
  await page.waitForLoadState('networkidle');
  expect(await scripts()).not.toMatch(FORM_LIBRARIES);

  await page
    .getByTestId('product-actions')
    .getByRole('link', {name: 'Enquire Now'})
    .click();
  await expect(
    page.getByRole('dialog', {name: 'Enquire About This Watch'}),
  ).toBeVisible();
  expect(await scripts()).toMatch(FORM_LIBRARIES);
});

test('the newsletter popup subscribes without a form library', async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await gotoHydrated(page, '/about');
  const popup = page.getByRole('dialog', {name: 'Stay Updated'});
  await expect(popup).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await scripts()).not.toMatch(FORM_LIBRARIES);
  // Native constraints stand in for the library: an address without "@" is never posted.
  const email = popup.getByRole('textbox', {name: 'Email address'});
  await email.fill('not-an-address');
  await popup.getByRole('button', {name: 'Subscribe'}).click();
  expect(
    await email.evaluate((input: HTMLInputElement) => input.validity.valid),
  ).toBe(false);
  await expect(popup).toBeVisible();
});

// A Swiper setting's name: in Swiper's code and nowhere in the shop's.
const CAROUSEL_LIBRARY = /watchOverflow/;

test('home loads the carousel library only once it is interactive, then enhances the carousel in view', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('newsletter-popup-seen', 'true');
    // When the page became interactive, by the page's own clock.
    // (The document, not <html>: this runs before <html> exists.)
    new MutationObserver((_, observer) => {
      if (!document.documentElement?.hasAttribute('data-hydrated')) return;
      (window as unknown as {hydratedAt: number}).hydratedAt =
        performance.now();
      observer.disconnect();
    }).observe(document as unknown as Node, {
      attributes: true,
      subtree: true,
      attributeFilter: ['data-hydrated'],
    });
  });
  const carouselScripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (CAROUSEL_LIBRARY.test(body)) carouselScripts.push(response.url());
  });
  await gotoHydrated(page, '/');
  const arrivals = page.locator('section[aria-labelledby="new-arrivals"]');
  await page.mouse.wheel(0, 800);
  await expect(arrivals.locator('[data-enhanced="swiper"]')).toBeVisible();
  await expect.poll(() => carouselScripts.length).toBeGreaterThan(0);
  // Not among the page's first scripts: requested after the page became interactive.
  const startedAfterHydration = await page.evaluate((urls) => {
    const hydratedAt = (window as unknown as {hydratedAt: number}).hydratedAt;
    return urls.map((url) => {
      const entry = performance.getEntriesByName(url)[0];
      return entry !== undefined && entry.startTime >= hydratedAt;
    });
  }, carouselScripts);
  expect(startedAfterHydration).not.toContain(false);
  expect(startedAfterHydration.length).toBeGreaterThan(0);
});
