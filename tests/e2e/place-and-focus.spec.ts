// Back and Forward keep the shopper's place; the keyboard's focus stays on the control used.
import {expect, test, type Page} from './support/test';
import {catalogueWatches, gotoHydrated} from './support/localShop';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test.describe('Back and Forward', () => {
  test('Back after Load more brings back every card, at the place the shopper left', async ({
    page,
  }) => {
    await gotoHydrated(page, '/products');
    const cards = page.getByTestId('watch-card');
    await page.getByRole('link', {name: 'Load more'}).click();
    await expect(cards).toHaveCount(48);
    const chosen = cards.nth(40);
    await chosen.scrollIntoViewIfNeeded();
    const handle = await chosen.getAttribute('data-handle');
    const left = await scrollY(page);
    expect(left).toBeGreaterThan(1000);

    await chosen.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/products/${handle}$`));
    // A new page opens at the top.
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/products\?cursor=/);
    await expect(cards).toHaveCount(48);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(left - 40);
    expect(await scrollY(page)).toBeLessThan(left + 40);

    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`/products/${handle}$`));
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.goBack();
    await expect(cards).toHaveCount(48);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(left - 40);
  });

  // What decided against Hydrogen's Pagination (decision 149): its Load more replaces the history
  // entry, so Back left the list, and a reload kept only the last page's cards.
  test('each Load more is a step Back undoes, and a reload keeps every card', async ({
    page,
  }) => {
    await gotoHydrated(page, '/products');
    const cards = page.getByTestId('watch-card');
    await expect(cards).toHaveCount(24);
    await page.getByRole('link', {name: 'Load more'}).click();
    await expect(cards).toHaveCount(48);

    await page.reload();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect(cards).toHaveCount(48);

    await page.goBack();
    await expect(page).toHaveURL(/\/products$/);
    await expect(cards).toHaveCount(24);
    await page.goForward();
    await expect(page).toHaveURL(/\/products\?cursor=/);
    await expect(cards).toHaveCount(48);
  });

  test('Back to a list keeps its position; a link from the footer opens at the top', async ({
    page,
  }) => {
    await gotoHydrated(page, '/products');
    const card = page.getByTestId('watch-card').nth(12);
    await card.scrollIntoViewIfNeeded();
    const left = await scrollY(page);
    expect(left).toBeGreaterThan(1000);
    await card.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/products\/[^/?]+$/);
    await expect.poll(() => scrollY(page)).toBe(0);
    // A new page starts the focus at its heading (decision 122), Back included, without scrolling.
    await expect(page.getByRole('heading', {level: 1})).toBeFocused();
    await page.goBack();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', {level: 1})).toBeFocused();
    await expect.poll(() => scrollY(page)).toBe(left);

    await page
      .getByRole('contentinfo')
      .getByRole('link', {name: 'About Us'})
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});

test.describe('keyboard focus', () => {
  test('a filter box toggled with Space keeps the focus while the list reloads', async ({
    page,
  }) => {
    await gotoHydrated(page, '/products');
    await page.getByText(/^Filters/).click();
    const rolex = page.getByRole('checkbox', {name: /^Rolex \(\d+\)$/});
    await rolex.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/brand=rolex/);
    await expect(
      page.getByRole('checkbox', {name: /^Rolex \(\d+\)$/}),
    ).toBeChecked();
    await expect(
      page.getByRole('checkbox', {name: /^Rolex \(\d+\)$/}),
    ).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page).not.toHaveURL(/brand=rolex/);
    await expect(
      page.getByRole('checkbox', {name: /^Rolex \(\d+\)$/}),
    ).not.toBeChecked();
    await expect(
      page.getByRole('checkbox', {name: /^Rolex \(\d+\)$/}),
    ).toBeFocused();
  });

  test('arrow keys on the sort only browse; Enter applies and the focus stays', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await gotoHydrated(page, '/products');
    const sort = page.getByLabel('Sort by');
    await sort.focus();
    // Availability & Price -> Price: Low to High -> Price: High to Low, without applying.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(sort).toHaveValue('price-desc');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect(page.getByLabel('Sort by')).toBeFocused();
    await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
    expect(requested.filter((url) => url.includes('sort=price-asc'))).toEqual(
      [],
    );
  });

  test('Escape from the drawer Add to cart opened gives the focus back to Add to cart; quantity keeps it', async ({
    page,
  }) => {
    const watch = (await catalogueWatches()).find(
      (w) => w.status === 'available' && w.stock >= 3,
    );
    expect(watch, 'an available watch with stock 3 or more').toBeTruthy();
    await gotoHydrated(page, `/products/${watch!.handle}`);
    const add = page
      .getByTestId('product-actions')
      .getByRole('button', {name: 'Add to Cart'});
    await add.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', {name: 'Your Cart'});
    await expect(drawer).toBeVisible();
    const increase = drawer.getByRole('button', {
      name: `Increase quantity of ${watch!.title}`,
    });
    await increase.focus();
    await page.keyboard.press('Enter');
    await expect(drawer.getByTestId('line-quantity')).toHaveText('2');
    await expect(increase).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(add).toBeFocused();
  });

  test('the heart keeps the focus as it saves a watch', async ({page}) => {
    await gotoHydrated(page, '/available');
    const card = page.getByTestId('watch-card').first();
    const title = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('button', {name: `Add ${title} to wishlist`}).focus();
    await page.keyboard.press('Enter');
    const saved = card.getByRole('button', {
      name: `Remove ${title} from wishlist`,
    });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await expect(saved).toBeFocused();
  });
});
