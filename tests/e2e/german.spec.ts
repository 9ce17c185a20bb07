import {expect, test} from '@playwright/test';

test.beforeEach(async ({page}) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('newsletter-popup-seen', 'true'),
  );
});

test('the language switcher keeps the visitor on the same page and remembers the choice', async ({
  page,
  context,
}) => {
  await page.goto('/sourcing');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    'Sourcing A Watch Privately For You',
  );
  await page.getByRole('link', {name: 'Language: Deutsch'}).click();
  await expect(page).toHaveURL(/\/de\/sourcing$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    'Wir suchen Ihre Uhr diskret für Sie',
  );
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('de');
  // The saved choice brings an English address back to German.
  await page.goto('/about');
  await expect(page).toHaveURL(/\/de\/about$/);
  await page.getByRole('link', {name: 'Sprache: English'}).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
});

test('the German home page translates its interface, hero buttons included', async ({
  page,
}) => {
  await page.goto('/de');
  const hero = page.locator('section[aria-labelledby="home-hero-heading"]');
  await expect(
    hero.getByRole('button', {name: 'Anfragen', exact: true}),
  ).toBeVisible();
  await expect(
    hero.getByRole('link', {name: 'Zeitmesser kaufen'}),
  ).toHaveAttribute('href', '/de/products');
  await expect(
    page
      .getByRole('navigation', {name: 'Uhren'})
      .getByRole('link', {name: 'Sofort verfügbar'}),
  ).toHaveAttribute('href', '/de/available');
});

test.describe('first visit with a German browser', () => {
  // A person's browser: headless Chromium announces itself as a bot, and bots are never redirected.
  test.use({
    locale: 'de-DE',
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    extraHTTPHeaders: {'Accept-Language': 'de-DE,de;q=0.9,en;q=0.5'},
  });

  test('lands on the German page and keeps it', async ({page, context}) => {
    await page.goto('/blog');
    await expect(page).toHaveURL(/\/de\/blog$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Neueste Artikel',
    );
    expect(
      (await context.cookies()).find((cookie) => cookie.name === 'lang')?.value,
    ).toBe('de');
    // ?lang=en wins over the browser language.
    await page.goto('/blog?lang=en');
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Latest Articles',
    );
  });

  test('resource routes are never redirected', async ({request}) => {
    const response = await request.get('/blog/rss.xml', {
      headers: {Accept: 'text/html', 'Accept-Language': 'de'},
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
  });
});

test('German pages carry hreflang alternates and German chrome', async ({
  page,
}) => {
  await page.goto('/de/about');
  const alternates = page.locator('link[rel="alternate"][hreflang]');
  await expect(alternates).toHaveCount(3);
  await expect(
    page.locator('link[rel="alternate"][hreflang="en-GB"]'),
  ).toHaveAttribute('href', /\/about$/);
  await expect(
    page.locator('link[rel="alternate"][hreflang="de"]'),
  ).toHaveAttribute('href', /\/de\/about$/);
  const nav = page.getByRole('navigation', {name: 'Hauptnavigation'});
  await expect(nav.getByRole('link', {name: 'Uhr verkaufen'})).toHaveAttribute(
    'href',
    '/de/sell-your-watch',
  );
  await expect(
    page
      .getByRole('navigation', {name: 'Brotkrumennavigation'})
      .getByRole('link', {name: 'Startseite'}),
  ).toHaveAttribute('href', '/de');
  const missing = await page.goto('/de/blog/99');
  expect(missing?.status()).toBe(404);
  await expect(
    page.getByRole('heading', {name: 'Beitrag nicht gefunden'}),
  ).toBeVisible();
  await expect(
    page.getByRole('link', {name: 'Zurück zum Blog'}),
  ).toHaveAttribute('href', '/de/blog');
});
