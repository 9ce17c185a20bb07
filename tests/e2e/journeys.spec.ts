// The shopper journeys, end to end (taps where the project has touch):
// playwright.config.ts runs this file in the desktop, phone (360x780) and tablet (768x1024) projects.
import {expect, test, type Locator, type Page} from './support/test';
import {catalogueWatches, gotoHydrated} from './support/localShop';

test.beforeEach(async ({page}) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('newsletter-popup-seen', 'true'),
  );
});

/** A tap on touch screens, a click elsewhere. */
async function press(locator: Locator, hasTouch: boolean) {
  if (hasTouch) await locator.tap();
  else await locator.click();
}

const card = (page: Page, handle: string) =>
  page.locator(`[data-testid="watch-card"][data-handle="${handle}"]`);

async function availableWatch(index = 0) {
  const watches = (await catalogueWatches()).filter(
    (watch) => watch.status === 'available' && watch.stock > 0,
  );
  return watches[index % watches.length];
}

test('browse, filter, open a watch and come Back to the same place', async ({
  page,
  hasTouch,
}) => {
  await gotoHydrated(page, '/products');
  await press(page.getByText(/^Filters/), hasTouch);
  await press(page.getByRole('checkbox', {name: /^Rolex \(\d+\)$/}), hasTouch);
  await expect(page).toHaveURL(/brand=rolex/);
  await expect(page.getByText(/^Filters \(1\)/)).toBeVisible();
  await press(page.getByText(/^Filters/), hasTouch);
  const cards = page.getByTestId('watch-card');
  await expect(cards.first()).toContainText('Rolex');
  const chosen = cards.nth(4);
  await chosen.scrollIntoViewIfNeeded();
  const handle = (await chosen.getAttribute('data-handle'))!;
  await press(chosen.getByRole('heading').getByRole('link'), hasTouch);
  await expect(page).toHaveURL(new RegExp(`/products/${handle}$`));
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/brand=rolex/);
  await expect(card(page, handle)).toBeInViewport();
  await expect(page.getByText(/^Filters \(1\)/)).toBeVisible();
});

test('search, open the watch, add it to the cart and check out', async ({
  page,
  hasTouch,
}) => {
  const watch = await availableWatch(5);
  await gotoHydrated(page, '/');
  await press(
    page.getByRole('banner').getByRole('link', {name: 'Search watches'}),
    hasTouch,
  );
  const box = page.getByRole('dialog', {name: 'Search'}).getByRole('combobox');
  await expect(box).toBeFocused();
  await box.fill(watch.title);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=/);
  await press(
    card(page, watch.handle).getByRole('heading').getByRole('link'),
    hasTouch,
  );
  await expect(page).toHaveURL(new RegExp(`/products/${watch.handle}$`));
  await press(
    page.getByTestId('product-actions').getByRole('button', {
      name: 'Add to Cart',
    }),
    hasTouch,
  );
  const drawer = page.getByRole('dialog', {name: 'Your Cart'});
  await expect(
    drawer.getByTestId('cart-line').getByRole('link', {name: watch.title}),
  ).toBeVisible();
  // The header's count, once the drawer no longer hides the page; the header opens it again.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  const cartButton = page.getByRole('banner').getByRole('button', {
    name: /^Cart/,
  });
  await expect(cartButton).toHaveAccessibleName(/1/);
  await press(cartButton, hasTouch);
  await press(drawer.getByRole('button', {name: 'Checkout'}), hasTouch);
  await expect(page).toHaveURL(/\/checkouts\/cn\//);
  await expect(page.getByText(watch.title)).toBeVisible();
});

test('save a watch with its heart and find it in the wishlist', async ({
  page,
  hasTouch,
}) => {
  await gotoHydrated(page, '/available');
  const first = page.getByTestId('watch-card').first();
  const title = (await first.getByRole('heading').textContent())!.trim();
  await press(
    first.getByRole('button', {name: `Add ${title} to wishlist`}),
    hasTouch,
  );
  const wishlist = page
    .getByRole('banner')
    .getByRole('button', {name: /^Wishlist/});
  await expect(wishlist).toHaveAccessibleName(/1/);
  await press(wishlist, hasTouch);
  const panel = page.getByRole('dialog', {name: 'Wishlist'});
  await press(panel.getByRole('link', {name: title}), hasTouch);
  await expect(page.getByRole('heading', {level: 1})).toContainText(title);
});

test('ask about a watch from its page', async ({page, hasTouch}, testInfo) => {
  // Each project is its own visitor (the rate limit counts per address and form).
  await page.setExtraHTTPHeaders({
    'oxygen-buyer-ip': `198.51.100.${10 + testInfo.parallelIndex + 20 * ['desktop', 'phone', 'tablet'].indexOf(testInfo.project.name)}`,
  });
  const watch = await availableWatch(7);
  await gotoHydrated(page, `/products/${watch.handle}`);
  await press(
    page.getByTestId('product-actions').getByRole('link', {
      name: 'Enquire Now',
    }),
    hasTouch,
  );
  const dialog = page.getByRole('dialog', {name: 'Enquire About This Watch'});
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole('textbox', {name: 'Name', exact: true})
    .fill('Journey Person');
  await dialog
    .getByRole('textbox', {name: 'Email', exact: true})
    .fill(`journey-${Date.now()}@example.com`);
  const message = dialog.getByRole('textbox', {name: 'Message', exact: true});
  await message.click();
  // A person's typing speed: the server refuses a form sent under 2 s after it appeared.
  await message.pressSequentially('Is the box included?', {delay: 80});
  await press(dialog.getByRole('button', {name: 'Send Enquiry'}), hasTouch);
  await expect(
    dialog.getByText("Thank you for your enquiry. We'll be in touch shortly."),
  ).toBeVisible();
});

test('in German: the list, a watch and the cart', async ({page, hasTouch}) => {
  const watch = await availableWatch(9);
  await gotoHydrated(page, '/de/products');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Alle Uhren');
  await page.goto(`/de/products/${watch.handle}`);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await press(
    page.getByTestId('product-actions').getByRole('button', {
      name: 'In den Warenkorb',
    }),
    hasTouch,
  );
  const drawer = page.getByRole('dialog', {name: 'Ihr Warenkorb'});
  await expect(
    drawer.getByTestId('cart-line').getByRole('link', {name: watch.title}),
  ).toBeVisible();
  await expect(drawer.getByRole('button', {name: 'Zur Kasse'})).toBeVisible();
});
