// Leaving a page of cards costs React Router one update, not one per card: every add-to-cart
// button shares the layout's fetcher (docs/decisions/121-one-cart-fetcher-per-page.md).
import {expect, test} from './support/test';
import {gotoHydrated} from './support/localShop';
import {
  recordedRouterUpdates,
  recordRouterUpdates,
} from '../support/reactRouterInternals';

test.beforeEach(async ({page}) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('newsletter-popup-seen', 'true'),
  );
});

for (const [kind, path] of [
  ['all watches', '/products'],
  ['a brand page', '/collections/rolex'],
] as const) {
  test(`opening a watch from ${kind} changes the router's state only for the navigation`, async ({
    page,
  }) => {
    await gotoHydrated(page, path);
    const grid = page.getByTestId('watch-grid');
    const buttons = grid.getByRole('button', {name: 'Add to Cart'});
    expect(await buttons.count()).toBeGreaterThan(1);

    // What each router update changed, in order.
    await recordRouterUpdates(page);

    const card = grid.getByTestId('watch-card').first();
    const title = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('heading').getByRole('link').click();
    await expect(
      page.getByRole('heading', {level: 1, name: title}),
    ).toBeVisible();
    const updates = await recordedRouterUpdates(page);
    expect(updates.map((changed) => changed.join(' '))).toEqual([
      'navigation',
      expect.stringContaining('location'),
    ]);
  });
}

test.describe('adding from a card, then from the watch page', () => {
  // The cart refuses a second unit with a 400, which the browser logs.
  test.use({expectedConsoleErrors: [/400 \(Bad Request\).*\/cart\.data/]});

  test("a card's add opens the cart, and the next page's button gets its own answer", async ({
    page,
  }) => {
    await gotoHydrated(page, '/products');
    const firstCard = page.getByTestId('watch-card').first();
    const title = (await firstCard.getByRole('heading').textContent())!.trim();
    await firstCard.getByRole('button', {name: 'Add to Cart'}).click();
    const drawer = page.getByRole('dialog', {name: 'Your Cart'});
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText(title)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // The fetcher outlives the list: the watch page's button shares it, and the cart's refusal
    // of a second unit shows under that button only.
    await firstCard.getByRole('heading').getByRole('link').click();
    await expect(
      page.getByRole('heading', {level: 1, name: title}),
    ).toBeVisible();
    const actions = page.getByTestId('product-actions');
    await actions.getByRole('button', {name: 'Add to Cart'}).click();
    // The drawer opened on that answer too; behind it, the page keeps the answer.
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(actions.getByRole('alert')).toHaveText(
      'Only 1 unit(s) available',
    );
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(1);

    // An answer stays with its page: Back on the list, neither the card nor the drawer repeats it.
    await page.goBack();
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText(title);
    await expect(firstCard).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', {name: /^Cart/}).click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText(title)).toBeVisible();
    await expect(drawer.getByRole('alert')).toHaveCount(0);
  });
});
