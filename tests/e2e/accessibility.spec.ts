// axe-core on every kind of page and every panel, in English and German: no serious or critical
// violation of WCAG 2.2 A/AA.
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from './support/test';
import {
  addThroughCartRoute,
  catalogueWatches,
  gotoHydrated,
} from './support/localShop';

/** The newsletter popup stays away (it has its own test). */
async function popupSeen(page: Page) {
  await page.addInitScript(() =>
    window.localStorage.setItem('newsletter-popup-seen', 'true'),
  );
}

/** The first link in the page's main content whose address starts with `prefix`. */
async function firstLinkUnder(page: Page, prefix: string) {
  const href = await page
    .getByRole('main')
    .locator(`a[href^="${prefix}"]:not([href$=".xml"])`)
    .first()
    .getAttribute('href');
  return href!;
}

/** Serious and critical violations on the page as it is now, one line each. */
async function seriousViolations(page: Page) {
  // Legacy mode runs axe in the page itself: the shop has no frames, and the default mode opens
  // a blank page for each scan to gather the frames' results (half of each scan's time).
  const builder = new AxeBuilder({page})
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    // Only violations are read: axe then keeps one node of each passing rule, not every node.
    .options({resultTypes: ['violations']})
    .setLegacyMode(true);
  // Legacy mode sees one document only: a frame appearing on a page must fail here, not hide.
  expect(page.frames(), 'frames axe would not scan').toHaveLength(1);
  const {violations} = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

/**
 * One page of every kind a shopper reaches (the other status lists and policies share their
 * templates; a detail page of each list is added below).
 */
const PAGES = [
  '/',
  '/products',
  '/products/{watch}',
  '/collections/rolex',
  '/recently-sold',
  '/holy-grails',
  '/sell-your-watch',
  '/sell-your-watch-form',
  '/contact-us',
  '/book-a-viewing?place=wilmslow',
  '/sourcing',
  '/about',
  '/reviews',
  '/terms',
  '/references',
  '/blog',
  '/cart',
  '/no-such-page',
];

/**
 * The German pages scanned too: those whose own controls and labels German changes (forms, the
 * cart, filters, the watch page). The others are the same templates with other words, and each
 * scan costs a CI core seconds (axe's contrast rule reads every text node).
 */
const GERMAN_PAGES = new Set([
  '/',
  '/products',
  '/products/{watch}',
  '/sell-your-watch-form',
  '/contact-us',
  '/book-a-viewing?place=wilmslow',
  '/cart',
  '/no-such-page',
]);

for (const locale of ['en', 'de'] as const) {
  const prefix = locale === 'de' ? '/de' : '';

  // One page walks the list: each address a fresh load, the browser's caches as a returning
  // visitor's (a context per address cost each load a third more CPU).
  test(`${locale}: every kind of page`, async ({page}) => {
    test.slow();
    await popupSeen(page);
    const watch = (await catalogueWatches())[0];
    for (const path of PAGES.filter(
      (path) => locale === 'en' || GERMAN_PAGES.has(path),
    )) {
      const url = `${prefix}${path.replace('{watch}', watch.handle)}`;
      await test.step(url, async () => {
        await gotoHydrated(page, url);
        expect.soft(await seriousViolations(page), url).toEqual([]);
      });
    }
  });

  // One of each kind of detail page, found from its list (in English: the same templates).
  for (const list of locale === 'en' ? ['/references', '/blog'] : [])
    test(`${locale}: the first entry of ${list}`, async ({page}) => {
      await popupSeen(page);
      await gotoHydrated(page, `${prefix}${list}`);
      const detail = await firstLinkUnder(page, `${prefix}${list}/`);
      await gotoHydrated(page, detail);
      expect(await seriousViolations(page), detail).toEqual([]);
    });

  test(`${locale}: the newsletter popup`, async ({page}) => {
    await gotoHydrated(page, `${prefix}/about`);
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page), 'newsletter popup').toEqual([]);
  });

  test(`${locale}: every panel and dialog, open`, async ({page}) => {
    test.slow();
    await popupSeen(page);
    const de = locale === 'de';
    const watch = (await catalogueWatches()).find(
      (w) => w.status === 'available' && w.stock > 0,
    )!;
    await addThroughCartRoute(page.request, watch.variantId);
    await page.addInitScript(
      (handle) =>
        window.localStorage.setItem('wishlist', JSON.stringify([handle])),
      watch.handle,
    );
    await gotoHydrated(page, `${prefix}/products`);
    const banner = page.getByRole('banner');

    await banner
      .getByRole('button', {name: de ? /^Warenkorb/ : /^Cart/})
      .click();
    const cart = page.getByRole('dialog', {
      name: de ? 'Ihr Warenkorb' : 'Your Cart',
    });
    await expect(cart.getByTestId('cart-line')).toHaveCount(1);
    expect(await seriousViolations(page), 'cart').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(cart).toBeHidden();

    await banner
      .getByRole('button', {name: de ? /^Merkliste/ : /^Wishlist/})
      .click();
    const wishlist = page.getByRole('dialog', {
      name: de ? 'Merkliste' : 'Wishlist',
    });
    await expect(wishlist.getByRole('link', {name: watch.title})).toBeVisible();
    expect(await seriousViolations(page), 'wishlist').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(wishlist).toBeHidden();

    await banner
      .getByRole('link', {name: de ? 'Uhren suchen' : 'Search watches'})
      .click();
    const search = page.getByRole('dialog', {name: de ? 'Suche' : 'Search'});
    const box = search.getByRole('combobox');
    await box.fill('rolex');
    await expect(search.getByRole('option').first()).toBeVisible();
    expect(await seriousViolations(page), 'search').toEqual([]);
    // A search field's first Escape clears it, the second closes the panel.
    await box.press('Escape');
    await expect(box).toHaveValue('');
    await box.press('Escape');
    await expect(search).toBeHidden();

    const filters = page.getByText(de ? /^Filter(?! )/ : /^Filters/);
    await filters.click();
    await expect(page.getByRole('checkbox').first()).toBeVisible();
    expect(await seriousViolations(page), 'filters').toEqual([]);
    await filters.click();
    await expect(page.getByRole('checkbox').first()).toBeHidden();

    await gotoHydrated(page, `${prefix}/products/${watch.handle}`);
    await page
      .getByTestId('product-actions')
      .getByRole('link', {name: de ? 'Jetzt anfragen' : 'Enquire Now'})
      .click();
    await expect(
      page.getByRole('dialog').getByRole('textbox').first(),
    ).toBeVisible();
    expect(await seriousViolations(page), 'enquiry').toEqual([]);
    await page.keyboard.press('Escape');

    const more = banner.getByText(de ? /^Mehr\b/ : /^More\b/);
    await more.click();
    await expect(
      banner.getByRole('group').filter({hasText: de ? /^Mehr\b/ : /^More\b/}),
    ).toHaveAttribute('open', '');
    expect(await seriousViolations(page), 'more menu').toEqual([]);
    await more.click();

    // The country selector, the header's other disclosure.
    const countries = banner.getByText(/^GBP\b/);
    await countries.click();
    await expect(
      banner.getByRole('group').filter({hasText: /^GBP\b/}),
    ).toHaveAttribute('open', '');
    expect(await seriousViolations(page), 'country selector').toEqual([]);
    await countries.click();

    await page.setViewportSize({width: 390, height: 844});
    await banner
      .getByRole('button', {name: de ? 'Menü öffnen' : 'Open menu'})
      .click();
    await expect(
      page.getByRole('dialog', {name: de ? 'Menü' : 'Menu'}),
    ).toBeVisible();
    expect(await seriousViolations(page), 'menu').toEqual([]);
    await page.keyboard.press('Escape');

    // The phone header and list at 390 px.
    for (const path of ['/', '/products']) {
      await gotoHydrated(page, `${prefix}${path}`);
      expect(
        await seriousViolations(page),
        `${prefix}${path} at 390 px`,
      ).toEqual([]);
    }
  });
}
