// A shopper on a mid-range phone (the 'throttled' project: 2x slower CPU, touch, 390 px) on a
// 4G-like network taps the search icon and types a reference at once, at any moment from the
// first paint on. Every character must reach the box, on every kind of page, whether the
// page's scripts have run yet or not.
import {expect, test, type Page} from './support/test';
import {catalogueWatches} from './support/localShop';
import {slowNetwork} from './support/network';

const REFERENCE = '126610LN';

type PageKind = {kind: string; path: () => Promise<string>; german?: boolean};

const PAGE_KINDS: PageKind[] = [
  {kind: 'home', path: async () => '/'},
  {kind: 'all watches', path: async () => '/products'},
  {kind: 'brand', path: async () => '/collections/rolex'},
  {
    kind: 'watch',
    path: async () => {
      const watches = await catalogueWatches();
      return `/products/${watches.find((w) => w.status === 'available')!.handle}`;
    },
  },
  {kind: 'reference', path: async () => '/references/126610ln'},
  {kind: 'article', path: async () => '/blog/4'},
  {kind: 'sell form', path: async () => '/sell-your-watch'},
  {kind: 'German home', path: async () => '/de', german: true},
];

/** Taps the header's search icon and types straight after it, as a thumb and a keyboard do. */
async function tapSearchAndType(page: Page, german: boolean) {
  await page
    .getByRole('banner')
    .getByRole('link', {name: german ? 'Uhren suchen' : 'Search watches'})
    .tap();
  await page.keyboard.type(REFERENCE);
}

async function expectEverythingTyped(page: Page, german: boolean) {
  const panel = page.getByRole('dialog', {name: german ? 'Suche' : 'Search'});
  const box = panel.getByRole('combobox', {
    name: german ? 'Uhren suchen' : 'Search watches',
  });
  await expect(box).toHaveValue(REFERENCE);
  await expect(box).toBeFocused();
  // The page's code saw it too: the live matches are for the whole reference.
  await page.locator('html[data-hydrated]').waitFor({state: 'attached'});
  await expect(
    panel.getByRole('heading', {
      name: german ? /^Suchergebnisse \(\d+\)$/ : /^Search Results \(\d+\)$/,
    }),
  ).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]search=${REFERENCE}$`));
}

test.beforeEach(async ({page}) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('newsletter-popup-seen', 'true'),
  );
  await slowNetwork(page);
});

for (const {kind, path, german = false} of PAGE_KINDS) {
  test.describe(`${kind}: tap search and type at once`, () => {
    test('at the first paint, before the page is interactive', async ({
      page,
    }) => {
      await page.goto(await path(), {waitUntil: 'commit'});
      await tapSearchAndType(page, german);
      await expectEverythingTyped(page, german);
    });

    test('as soon as the page is interactive', async ({page}) => {
      await page.goto(await path(), {waitUntil: 'commit'});
      await page.locator('html[data-hydrated]').waitFor({state: 'attached'});
      await tapSearchAndType(page, german);
      await expectEverythingTyped(page, german);
    });
  });
}
