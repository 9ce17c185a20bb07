// A page's first Intl formatter loads the browser's locale or time-zone data, a long task on a
// phone: catalogue, home and watch pages write prices and the UK clock without one.
import {expect, test} from './support/test';
import {catalogueWatches, gotoHydrated} from './support/localShop';

declare global {
  interface Window {
    intlBuilt?: string[];
  }
}

/** Counts every Intl number or date formatter the page builds, in window.intlBuilt. */
function countIntlFormatters() {
  window.intlBuilt = [];
  for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
    const Original = Intl[name];
    const Counted = new Proxy(Original, {
      construct(target, args) {
        window.intlBuilt!.push(`${name} ${JSON.stringify(args)}`);
        return Reflect.construct(target, args);
      },
    });
    Object.defineProperty(Intl, name, {value: Counted, configurable: true});
  }
  window.localStorage.setItem('newsletter-popup-seen', 'true');
}

test('home, lists and a watch page show prices and the UK clock without building an Intl formatter', async ({
  page,
}) => {
  await page.addInitScript(countIntlFormatters);
  const watch = (await catalogueWatches()).find(
    (w) => w.status === 'available',
  )!;
  for (const [path, price] of [
    ['/', /£[\d,]+/],
    ['/products', /£[\d,]+/],
    [`/products/${watch.handle}`, /£[\d,]+/],
    ['/de/products', /[\d.]+\u00a0£/],
  ] as const) {
    await gotoHydrated(page, path);
    await expect(
      page.getByText(price).filter({visible: true}).first(),
    ).toBeVisible();
    await expect(page.getByTestId('uk-clock-time')).toHaveText(/^\d\d:\d\d$/);
    await expect(page.getByTestId('uk-clock-zone')).toHaveText(/^(GMT|BST)$/);
    expect(
      await page.evaluate(() => window.intlBuilt),
      `Intl formatters built on ${path}`,
    ).toEqual([]);
  }
});

test('policy pages write their date without building an Intl formatter, in both languages', async ({
  page,
}) => {
  await page.addInitScript(countIntlFormatters);
  for (const [path, date] of [
    ['/terms', 'Last updated 20 May 2024'],
    ['/de/privacy', 'Zuletzt aktualisiert am 20. Mai 2024'],
  ] as const) {
    await gotoHydrated(page, path);
    await expect(page.getByText(date)).toBeVisible();
    expect(
      await page.evaluate(() => window.intlBuilt),
      `Intl formatters built on ${path}`,
    ).toEqual([]);
  }
});
