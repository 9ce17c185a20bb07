import {expect, test, type Page} from './support/test';
import {storefrontQuery} from './support/localShop';

const shop = () => process.env.E2E_LOCAL_SHOP_URL!;

/** Opens a page and waits until React has hydrated it (interactions need it). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
}

async function countOf(page: Page) {
  const text = (await page.getByTestId('result-count').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

test('filters, sorts and pages the catalogue through the URL', async ({
  page,
}) => {
  await open(page, '/products');
  await expect(
    page.getByRole('heading', {level: 1, name: 'All Watches'}),
  ).toBeVisible();
  const all = await countOf(page);
  await expect(page.getByTestId('watch-card')).toHaveCount(24);

  await page.getByText(/^Filters/).click();
  await page.getByRole('checkbox', {name: /^Rolex \(\d+\)$/}).check();
  await expect(page).toHaveURL(/brand=rolex/);
  // The URL changes as the navigation starts; the count changes once its results render.
  await expect.poll(() => countOf(page)).toBeLessThan(all);
  for (const card of await page.getByTestId('watch-card').all()) {
    await expect(card.getByText('Rolex', {exact: true})).toBeVisible();
  }

  // One section open at a time.
  await page.getByRole('button', {name: 'Availability'}).click();
  await expect(page.getByRole('checkbox', {name: /^In Stock/})).toBeVisible();
  await expect(page.getByRole('checkbox', {name: /^Rolex/})).toBeHidden();
  await page.getByRole('checkbox', {name: /^In Stock/}).check();
  await expect(page).toHaveURL(/availability=available/);
  for (const card of await page.getByTestId('watch-card').all())
    await expect(card).toHaveAttribute('data-status', 'available');

  // Escape closes the dropdown.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('checkbox', {name: /^In Stock/})).toBeHidden();

  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(page).toHaveURL(/sort=price-asc/);
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=price-asc/);
  await expect(page).toHaveURL(/availability=available/);

  // Load more appends the next page.
  await open(page, '/products');
  await page.getByRole('link', {name: 'Load more'}).click();
  await expect(page.getByTestId('watch-card')).toHaveCount(48);
  const handles = await page
    .getByTestId('watch-card')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-handle')));
  expect(new Set(handles).size).toBe(48);
});

test('shows the empty state and clears filters', async ({page}) => {
  await open(page, '/products?brand=richard-mille&price=under-10000');
  await expect(
    page.getByText('No products match your selected filters'),
  ).toBeVisible();
  await page.getByRole('link', {name: 'Clear Filters'}).first().click();
  await expect(page.getByTestId('watch-card').first()).toBeVisible();
  await expect(page).not.toHaveURL(/brand=/);
});

test('shows the error state when the storefront fails @faults', async ({
  page,
}) => {
  // A few failures only (remaining), so tests running alongside are barely touched; a filter
  // combination no other test uses, so no cached answer hides the failure. If another request
  // takes the failures first, try the next unused combination.
  let shown = false;
  for (const sort of ['newest', 'price-asc', 'price-desc', 'availability']) {
    await fetch(`${shop()}/__local-shop/faults`, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({scope: 'storefront', failRate: 1, remaining: 12}),
    });
    try {
      await page.goto(
        `/products?brand=a-lange-soehne&year=2000-2009&size=over-44&sort=${sort}`,
      );
      if (
        await page
          .getByRole('heading', {name: 'Error Loading Products'})
          .isVisible()
      ) {
        shown = true;
        break;
      }
    } finally {
      await fetch(`${shop()}/__local-shop/faults`, {method: 'DELETE'});
    }
  }
  expect(shown).toBe(true);
  await expect(
    page.getByText(
      "We're having trouble loading the products. Please try again later.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', {name: 'Retry'})).toBeVisible();
});

test('searches from the panel, with live matches and chips', async ({page}) => {
  await open(page, '/products');
  await page.getByRole('link', {name: 'Search watches'}).click();
  const box = page.getByRole('dialog', {name: 'Search'}).getByRole('combobox');
  await expect(box).toBeFocused();
  await expect(page.getByRole('button', {name: 'Rolex Daytona'})).toBeVisible();
  await box.fill('royal oak');
  await expect(
    page.getByRole('heading', {name: /^Search Results \(\d+\)$/}),
  ).toBeVisible();
  await expect(
    page.getByRole('dialog', {name: 'Search'}).getByRole('option').first(),
  ).toContainText('Audemars Piguet');
  await box.fill('zzqqxx');
  await expect(
    page.getByText('No products found matching "zzqqxx"'),
  ).toBeVisible();
  await box.fill('  daytona ');
  // The panel counts what the results page lists (no sold or signature watches).
  const results = page.getByRole('heading', {
    name: /^Search Results \(\d+\)$/,
  });
  await expect(results).toBeVisible();
  const panelCount = Number(
    /\((\d+)\)/.exec((await results.textContent())!)![1],
  );
  await box.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=daytona$/);
  await expect(page.getByTestId('search-summary')).toBeVisible();
  await expect(page.getByTestId('result-count')).toHaveText(
    panelCount === 1 ? '1 watch' : `${panelCount} watches`,
  );
  await expect(page.getByTestId('watch-card').first()).toContainText('Daytona');

  await page.getByRole('link', {name: 'Search watches'}).click();
  await expect(
    page.getByRole('dialog', {name: 'Search'}).getByRole('combobox'),
  ).toHaveValue('');
  await page.getByRole('button', {name: 'Patek Philippe'}).click();
  await expect(page).toHaveURL(
    /search=Patek%20Philippe|search=Patek\+Philippe/,
  );
  await expect(page.getByTestId('watch-card').first()).toContainText(
    'Patek Philippe',
  );
});

test("Shopify's /search?q= address opens the search results, in German too", async ({
  page,
}) => {
  await open(page, '/de/search?q=daytona');
  await expect(page).toHaveURL(/\/de\/products\?search=daytona$/);
  await expect(page.getByTestId('search-summary')).toBeVisible();
  await expect(page.getByTestId('watch-card').first()).toContainText('Daytona');
});

test('saves a watch from a card and removes it in the wishlist panel', async ({
  page,
}) => {
  await open(page, '/available');
  const card = page.getByTestId('watch-card').first();
  const title = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('button', {name: `Add ${title} to wishlist`}).click();
  await expect(
    card.getByRole('button', {name: `Remove ${title} from wishlist`}),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', {name: /^Wishlist/}).click();
  const panel = page.getByRole('dialog', {name: 'Wishlist'});
  await expect(panel.getByText('1 item(s)')).toBeVisible();
  await expect(panel.getByRole('link', {name: title})).toBeVisible();
  await expect(panel.getByText(/^£[\d,]+$/)).toBeVisible();
  await panel
    .getByRole('button', {name: `Remove ${title} from wishlist`})
    .click();
  await expect(panel.getByText('Your wishlist is empty')).toBeVisible();
  await panel.getByRole('button', {name: 'Continue Shopping'}).click();
  await expect(panel).toBeHidden();
});

test("the wishlist panel shows the market's price, as the card does", async ({
  page,
}) => {
  await open(page, '/en-hk/available');
  const card = page.getByTestId('watch-card').first();
  const title = (await card.getByRole('heading').textContent())!.trim();
  const price = (await card.getByText(/^HK\$[\d,]+$/).textContent())!;
  await card.getByRole('button', {name: `Add ${title} to wishlist`}).click();
  await page.getByRole('button', {name: /^Wishlist/}).click();
  const panel = page.getByRole('dialog', {name: 'Wishlist'});
  await expect(panel.getByRole('link', {name: title})).toBeVisible();
  await expect(panel.getByText(price, {exact: true})).toBeVisible();
});

test('a sold watch shows what it sold for in pounds on its page and in the wishlist, on a dollar site', async ({
  page,
}) => {
  const {products} = await storefrontQuery<{
    products: {
      nodes: Array<{
        handle: string;
        title: string;
        soldPrice: {value: string} | null;
      }>;
    };
  }>(`{ products(first: 250) { nodes { handle title
      soldPrice: metafield(namespace: "custom", key: "sold_price") { value } } } }`);
  const watch = products.nodes.find((node) => node.soldPrice?.value)!;
  const shown = `£${Math.round(Number(watch.soldPrice!.value)).toLocaleString('en-GB')} (achieved)`;
  const note =
    'Achieved prices are shown in pounds sterling, the currency they were sold in.';
  await open(page, `/en-us/products/${watch.handle}`);
  await expect(page.getByTestId('product-price')).toHaveText(shown);
  // Under the price, and again by the market history line further down.
  await expect(page.getByText(note, {exact: true}).first()).toBeVisible();
  // Nothing to buy: no word on what a price would include.
  await expect(page.getByTestId('price-includes')).toHaveCount(0);
  await page.getByRole('button', {name: 'Add to wishlist'}).click();
  await page.getByRole('button', {name: /^Wishlist/}).click();
  const panel = page.getByRole('dialog', {name: 'Wishlist'});
  await expect(panel.getByRole('link', {name: watch.title})).toBeVisible();
  await expect(panel.getByText(shown, {exact: true})).toBeVisible();
  await expect(panel.getByText(note, {exact: true})).toBeVisible();
  await expect(panel.getByText(/US\$/)).toHaveCount(0);
});

test('brand pages carry the banner and a one-open FAQ; status lists and signature pages render', async ({
  page,
}) => {
  await open(page, '/collections/rolex');
  await expect(
    page.getByRole('heading', {level: 1, name: 'Rolex Watches'}),
  ).toBeVisible();
  await expect(
    page.getByTestId('sourcing-banner').getByRole('link'),
  ).toHaveAttribute('href', '/sourcing');
  const questions = page.getByTestId('accordion').getByRole('button');
  await questions.nth(0).click();
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await questions.nth(1).click();
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await questions.nth(1).click();
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');

  await open(page, '/recently-sold');
  await expect(
    page.getByRole('heading', {level: 1, name: 'Recently Sold'}),
  ).toBeVisible();
  await expect(page.getByTestId('watch-card').first()).toHaveAttribute(
    'data-status',
    'sold',
  );

  await open(page, '/holy-grails');
  await expect(
    page.getByRole('heading', {level: 1, name: 'Signature Timepieces'}),
  ).toBeVisible();
  await page
    .getByTestId('signature-slide')
    .first()
    .getByRole('button', {name: /^Enquire/})
    .click();
  await expect(page.getByRole('dialog', {name: /enquir/i})).toBeVisible();
});

test("a card's specifications open and close from its toggle", async ({
  page,
}) => {
  await open(page, '/products');
  const card = page.getByTestId('watch-card').first();
  const toggle = card.getByRole('button', {name: 'Show specifications'});
  await expect(card.getByText('Year', {exact: true})).toBeHidden();
  await toggle.click();
  await expect(
    card.getByRole('button', {name: 'Hide specifications'}),
  ).toHaveAttribute('aria-expanded', 'true');
  await expect(card.getByText('Year', {exact: true})).toBeVisible();
  await expect(card.getByText('Condition', {exact: true})).toBeVisible();
  await card.getByRole('button', {name: 'Hide specifications'}).click();
  await expect(card.getByText('Year', {exact: true})).toBeHidden();
});

test('a card is one link: its picture opens the watch, its heart stays its own', async ({
  page,
}) => {
  await open(page, '/products');
  const card = page.getByTestId('watch-card').nth(2);
  const title = card.getByRole('heading', {level: 3}).getByRole('link');
  await expect(card.getByRole('link')).toHaveCount(1);
  const href = await title.getAttribute('href');

  await card.getByRole('button', {name: /to wishlist$/}).click();
  await expect(
    card.getByRole('button', {name: /from wishlist$/}),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/products$/);

  // The picture is decorative (empty alt): found by tag, pressed where a shopper would.
  const picture = card.locator('img').first();
  await picture.scrollIntoViewIfNeeded();
  const box = (await picture.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test("a card's heart and Add to Cart are 44 px touch targets on a phone", async ({
  page,
}) => {
  await page.setViewportSize({width: 360, height: 780});
  await open(page, '/products');
  const card = page.getByTestId('watch-card').first();
  for (const control of [
    card.getByRole('button', {name: /to wishlist$/}),
    card.getByRole('button', {name: 'Add to Cart'}),
  ]) {
    const box = (await control.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
});

test('Apply closes the filter menu on a phone, the results in view and focus on Filters', async ({
  page,
}) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('newsletter-popup-seen', 'true'),
  );
  await page.setViewportSize({width: 390, height: 844});
  await open(page, '/de/products');
  const summary = page.getByText(/^Filter/).first();
  await summary.click();
  await page.getByRole('checkbox', {name: /^Rolex \(\d+\)$/}).check();
  await expect(page).toHaveURL(/brand=rolex/);
  await page.getByRole('button', {name: 'Filter anwenden'}).click();
  await expect(page.getByRole('checkbox', {name: /^Rolex/})).toBeHidden();
  await expect(summary).toBeFocused();
  // The first result takes a tap now that the menu no longer covers it.
  await page
    .getByTestId('watch-card')
    .first()
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/de\/products\/rolex-/);
});

test('Apply after a change adds no history entry: one Back leaves the filtered list', async ({
  page,
}) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('newsletter-popup-seen', 'true'),
  );
  await open(page, '/products');
  const everyWatch = await page.getByTestId('result-count').innerText();
  await page
    .getByText(/^Filters/)
    .first()
    .click();
  await page.getByRole('checkbox', {name: /^Rolex \(\d+\)$/}).check();
  await expect(page).toHaveURL(/brand=rolex/);
  await page.getByRole('button', {name: 'Apply filters'}).click();
  await expect(page.getByRole('checkbox', {name: /^Rolex/})).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByTestId('result-count')).toHaveText(everyWatch);
  await page.goForward();
  await expect(page).toHaveURL(/brand=rolex/);
});
