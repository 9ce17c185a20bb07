// The five shopper journeys of tests/e2e/journeys.spec.ts again, on an iPhone-sized 390x844
// layout, in WebKit (WebKitGTK through its WebDriver; Safari is most UK phone shoppers' browser)
// or Firefox (through WebDriver BiDi), as JOURNEY_ENGINE says. scripts/journeys.mjs starts the
// servers (and WebKit's driver), then runs this file.
import {afterAll, afterEach, beforeEach, test} from 'vitest';
import {catalogueWatches} from '../e2e/support/localShop';
import {Keys} from './support/browserSession';
import {ShopPage} from './support/shopPage';
import {FirefoxSession, stopFirefox} from './support/firefox';
import {WebKitSession} from './support/webkit';

const driverUrl = process.env.WEBKIT_WEBDRIVER_URL ?? 'http://127.0.0.1:4444';
const baseUrl = process.env.JOURNEY_STOREFRONT_URL ?? 'http://localhost:3350';
const startSession = () =>
  process.env.JOURNEY_ENGINE === 'firefox'
    ? FirefoxSession.start()
    : WebKitSession.start(driverUrl);

let page: ShopPage;

// Each try's failure once: a retry's hook adds its handler beside the first try's.
const reported = new Set<string>();

beforeEach(async ({onTestFailed}) => {
  // A journey that passes on its retry in CI is printed only as passed: say why the try failed.
  onTestFailed(({task}) => {
    const attempt = (task.result?.retryCount ?? 0) + 1;
    if (reported.has(`${task.id} ${attempt}`)) return;
    reported.add(`${task.id} ${attempt}`);
    for (const error of task.result?.errors ?? [])
      console.error(`"${task.name}" failed (try ${attempt}): ${error.message}`);
  });
  page = await ShopPage.open(await startSession(), baseUrl);
});

afterEach(async () => {
  try {
    // The last document's problems, after the journey's last step.
    await page.assertNoProblems();
  } finally {
    await page.close();
  }
});

afterAll(stopFirefox);

const card = (handle: string) =>
  page.locator(`[data-testid="watch-card"][data-handle="${handle}"]`);

async function availableWatch(index = 0) {
  const watches = (await catalogueWatches()).filter(
    (watch) => watch.status === 'available' && watch.stock > 0,
  );
  return watches[index % watches.length];
}

test('browse, filter, open a watch and come Back to the same place', async () => {
  await page.gotoHydrated('/products');
  await page.press(page.getByText(/^Filters/));
  await page.press(page.getByRole('checkbox', {name: /^Rolex \(\d+\)$/}));
  await page.expectUrl(/brand=rolex/);
  await page.expectVisible(page.getByText(/^Filters \(1\)/));
  await page.press(page.getByText(/^Filters/));
  const cards = page.getByTestId('watch-card');
  await page.expectContainsText(cards.first(), 'Rolex');
  const chosen = cards.nth(4);
  await chosen.scrollIntoView();
  const handle = (await chosen.getAttribute('data-handle'))!;
  await page.press(chosen.getByRole('heading').getByRole('link'));
  await page.expectUrl(new RegExp(`/products/${handle}$`));
  // A new page starts the focus at its heading (decision 122), Back included.
  await page.expectFocused(page.getByRole('heading', {level: 1}));

  await page.back();
  await page.expectUrl(/brand=rolex/);
  await page.expectFocused(page.getByRole('heading', {level: 1}));
  await page.expectInViewport(card(handle));
  await page.expectVisible(page.getByText(/^Filters \(1\)/));
});

test('search, open the watch, add it to the cart and check out', async () => {
  const watch = await availableWatch(5);
  await page.gotoHydrated('/');
  await page.press(
    page.getByRole('banner').getByRole('link', {name: 'Search watches'}),
  );
  const box = page.getByRole('dialog', {name: 'Search'}).getByRole('combobox');
  await page.expectFocused(box);
  await page.fill(box, watch.title);
  await box.press(Keys.Enter);
  await page.expectUrl(/\/products\?search=/);
  await page.expectFocused(page.getByRole('heading', {level: 1}));
  await page.press(card(watch.handle).getByRole('heading').getByRole('link'));
  await page.expectUrl(new RegExp(`/products/${watch.handle}$`));
  await page.press(
    page
      .getByTestId('product-actions')
      .getByRole('button', {name: 'Add to Cart'}),
  );
  const drawer = page.getByRole('dialog', {name: 'Your Cart'});
  await page.expectVisible(
    drawer.getByTestId('cart-line').getByRole('link', {name: watch.title}),
  );
  // Behind the open drawer (a modal dialog) the page is out of everyone's reach, a screen
  // reader's too (Firefox leaves it out of its accessibility tree): the count is read with the
  // drawer closed, and the cart button opens it again.
  await page.press(drawer.getByRole('button', {name: 'Close'}));
  const cart = page.getByRole('banner').getByRole('button', {name: /^Cart/});
  await page.expectAccessibleName(cart, /1/);
  await page.press(cart);
  await page.press(drawer.getByRole('button', {name: 'Checkout'}));
  await page.expectUrl(/\/checkouts\/cn\//);
  await page.expectVisible(page.getByText(watch.title));
});

test('save a watch with its heart and find it in the wishlist', async () => {
  await page.gotoHydrated('/available');
  const first = page.getByTestId('watch-card').first();
  const title = (await first.getByRole('heading').textContent()).trim();
  await page.press(
    first.getByRole('button', {name: `Add ${title} to wishlist`}),
  );
  const wishlist = page
    .getByRole('banner')
    .getByRole('button', {name: /^Wishlist/});
  await page.expectAccessibleName(wishlist, /1/);
  await page.press(wishlist);
  const panel = page.getByRole('dialog', {name: 'Wishlist'});
  await page.press(panel.getByRole('link', {name: title}));
  await page.expectContainsText(page.getByRole('heading', {level: 1}), title);
});

test('ask about a watch from its page', async () => {
  const watch = await availableWatch(7);
  await page.gotoHydrated(`/products/${watch.handle}`);
  await page.press(
    page
      .getByTestId('product-actions')
      .getByRole('link', {name: 'Enquire Now'}),
  );
  const dialog = page.getByRole('dialog', {name: 'Enquire About This Watch'});
  await page.expectVisible(dialog);
  await page.fill(
    dialog.getByRole('textbox', {name: 'Name', exact: true}),
    'Journey Person',
  );
  await page.fill(
    dialog.getByRole('textbox', {name: 'Email', exact: true}),
    `journey-${Date.now()}@example.com`,
  );
  const message = dialog.getByRole('textbox', {name: 'Message', exact: true});
  await page.press(message);
  // A person's typing speed: the server refuses a form sent under 2 s after it appeared.
  await message.typeLikeAPerson('Is the box included?', 80);
  await page.press(dialog.getByRole('button', {name: 'Send Enquiry'}));
  await page.expectVisible(
    dialog.getByText("Thank you for your enquiry. We'll be in touch shortly.", {
      exact: true,
    }),
  );
});

test('in German: the list, a watch and the cart', async () => {
  const watch = await availableWatch(9);
  await page.gotoHydrated('/de/products');
  await page.expectText(page.getByRole('heading', {level: 1}), 'Alle Uhren');
  await page.gotoHydrated(`/de/products/${watch.handle}`);
  await page.press(
    page
      .getByTestId('product-actions')
      .getByRole('button', {name: 'In den Warenkorb'}),
  );
  const drawer = page.getByRole('dialog', {name: 'Ihr Warenkorb'});
  await page.expectVisible(
    drawer.getByTestId('cart-line').getByRole('link', {name: watch.title}),
  );
  await page.expectVisible(drawer.getByRole('button', {name: 'Zur Kasse'}));
});

// Hydration errors are one class across engines: every kind of page, in both languages, loads,
// hydrates and reports no problem (the collector's page errors, console errors, CSP violations).
test('every kind of page loads and hydrates without a problem, in English and German', async () => {
  const watch = await availableWatch(3);
  const paths = [
    '/',
    '/products',
    `/products/${watch.handle}`,
    `/products/${watch.handle}/offer`,
    '/collections/rolex',
    '/available',
    '/recently-sold',
    '/products?search=rolex',
    '/references',
    '/references/126610ln',
    '/blog',
    '/blog/4',
    '/sell-your-watch',
    '/sell-your-watch-form',
    '/sourcing',
    '/contact-us',
    '/about',
    '/holy-grails',
    '/cart',
    '/book-a-viewing?place=wilmslow',
  ];
  // English first: a German page may save the language choice for the visits after it.
  for (const prefix of ['', '/de'])
    for (const path of paths) {
      const address = `${prefix}${path === '/' && prefix ? '' : path}`;
      await page.gotoHydrated(address);
      // Still the page asked for: not moved to the other language.
      await page.expectUrl(
        new RegExp(`^https?://[^/]+${address.replace(/[?]/g, '\\?')}$`),
      );
      await page.expectVisible(page.getByRole('heading', {level: 1}));
    }
});
