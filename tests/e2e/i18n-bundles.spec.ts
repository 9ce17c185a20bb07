import {expect, test, type Page} from './support/test';

// The browser gets German interface texts only on German pages (app/i18n/catalog.ts):
// English pages never download them, German pages have them before hydration, and a
// client-side navigation into German waits for them instead of rendering English first.
const GERMAN_ONLY = 'Ihr Warenkorb ist leer';

test.beforeEach(async ({page}) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('newsletter-popup-seen', 'true'),
  );
});

/** Every script the page downloads (address and text), read once they have arrived. */
function recordScripts(page: Page) {
  const scripts: Promise<{url: string; body: string}>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.text().then(
        (body) => ({url: response.url(), body}),
        () => ({url: response.url(), body: ''}),
      ),
    );
  });
  return async () => Promise.all(scripts);
}

const withText = (scripts: {url: string; body: string}[], text: string) =>
  scripts
    .filter((script) => script.body.includes(text))
    .map((script) => script.url);

// Hydration mismatches (React #418, #423, #425 in production builds) and texts chunks that fail to load.
const LANGUAGE_PROBLEM =
  /#418|#423|#425|hydrat|did not match|dynamically imported module/i;

/** Console errors and uncaught exceptions that mean the page's language went wrong. */
function recordLanguageProblems(page: Page) {
  const problems: string[] = [];
  const note = (text: string) => {
    if (LANGUAGE_PROBLEM.test(text)) problems.push(text);
  };
  page.on('console', (message) => {
    if (message.type() === 'error') note(message.text());
  });
  page.on('pageerror', (error) => note(String(error)));
  return problems;
}

test('an English page downloads no German texts, not even with its cart open', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/about');
  await page.locator('html[data-hydrated]').waitFor({state: 'attached'});
  await page.getByRole('button', {name: /^Cart/}).click();
  await expect(
    page
      .getByRole('dialog', {name: 'Your Cart'})
      .getByText('Your cart is empty'),
  ).toBeVisible();
  const downloaded = await scripts();
  expect(withText(downloaded, 'Your cart is empty')).not.toEqual([]);
  expect(withText(downloaded, GERMAN_ONLY)).toEqual([]);
});

test('a German page hydrates in German, without a mismatch, and stays German', async ({
  page,
}) => {
  const problems = recordLanguageProblems(page);
  const scripts = recordScripts(page);
  await page.goto('/de/sourcing');
  await page.locator('html[data-hydrated]').waitFor({state: 'attached'});
  const nav = page.getByRole('navigation', {name: 'Hauptnavigation'});
  await expect(nav.getByRole('link', {name: 'Uhr verkaufen'})).toBeVisible();
  expect(withText(await scripts(), GERMAN_ONLY)).not.toEqual([]);
  expect(problems).toEqual([]);
  // Code that arrives after hydration (the cart panel) renders with the same German texts.
  await page.getByRole('button', {name: /^Warenkorb/}).click();
  await expect(
    page.getByRole('dialog', {name: 'Ihr Warenkorb'}).getByText(GERMAN_ONLY),
  ).toBeVisible();
});

test('a client-side navigation from English into German renders German on its first render', async ({
  page,
}) => {
  const problems = recordLanguageProblems(page);
  await page.goto('/about');
  await page.locator('html[data-hydrated]').waitFor({state: 'attached'});
  await page.evaluate(() => {
    // Notes the header's language the first time the German page's heading is on screen.
    const seen = window as unknown as {firstGermanRender?: {header: string}};
    new MutationObserver((_records, observer) => {
      if (
        document.querySelector('h1')?.textContent !==
        'Wir suchen Ihre Uhr diskret für Sie'
      )
        return;
      seen.firstGermanRender = {
        header: document.querySelector('header')?.textContent ?? '',
      };
      observer.disconnect();
    }).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    // The router navigates in the page on history traversal (POP) to an address it has not rendered.
    history.pushState(null, '', '/de/sourcing?from=en');
    history.pushState(null, '', '/about?from=de');
    history.back();
  });
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    'Wir suchen Ihre Uhr diskret für Sie',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  // Still the same document (a reload would have dropped the note): the router navigated in the page.
  const first = await page.evaluate(
    () =>
      (window as unknown as {firstGermanRender?: {header: string}})
        .firstGermanRender,
  );
  expect(first).toBeDefined();
  expect(first?.header).toContain('Uhr verkaufen');
  expect(first?.header).not.toContain('Sell Your Watch');
  await expect(
    page
      .getByRole('navigation', {name: 'Hauptnavigation'})
      .getByRole('link', {name: 'Uhr verkaufen'}),
  ).toBeVisible();
  expect(problems).toEqual([]);
});
