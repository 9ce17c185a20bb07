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
