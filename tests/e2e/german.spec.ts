import {expect, test} from './support/test';
import {gotoHydrated, LOCAL_SHOP_URL} from './support/localShop';
import {slowNetwork} from './support/network';

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

  test('without JavaScript stays on the English page, which offers German', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      locale: 'de-DE',
      userAgent:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    });
    const page = await context.newPage();
    await page.goto('/blog');
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Latest Articles',
    );
    await expect(
      page.getByRole('link', {name: 'Language: Deutsch'}),
    ).toHaveAttribute('href', /lang=de/);
    await context.close();
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

test('a German page fetches its texts beside React, not after it', async ({
  page,
}) => {
  // On a phone's network the browser must not learn of the German texts only once React and
  // the shell have arrived and run: the page cannot hydrate, or answer a tap, before it has them.
  await slowNetwork(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/de');
  // The served page's head names it (scripts the page adds later come after).
  const textsUrl = new URL(
    (await page
      .locator('head link[rel="modulepreload"]')
      .first()
      .getAttribute('href'))!,
    page.url(),
  ).toString();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // The preloaded script is the one holding the German texts, and it is fetched once.
  const script = await page.request.get(textsUrl);
  expect(await script.text()).toContain('Zum Inhalt springen');
  expect(requested.filter((url) => url === textsUrl)).toHaveLength(1);
  // It started before React's own file had finished arriving.
  const timing = await page.evaluate((url) => {
    const entries = performance.getEntriesByType(
      'resource',
    ) as PerformanceResourceTiming[];
    const texts = entries.find((entry) => entry.name === url)!;
    const react = entries.find((entry) =>
      /\/vendor-[^/]+\.js$/.test(entry.name),
    )!;
    return {textsStart: texts.startTime, reactEnd: react.responseEnd};
  }, textsUrl);
  expect(timing.textsStart).toBeLessThan(timing.reactEnd);
  // An English page has no other language's texts to fetch.
  const english = await (await page.request.get('/')).text();
  expect(english.slice(0, english.indexOf('</head>'))).not.toContain(
    'rel="modulepreload"',
  );
});

test('German pages carry hreflang alternates and German chrome', async ({
  page,
}) => {
  await page.goto('/de/about');
  await expect(
    page.locator('link[rel="alternate"][hreflang="en-GB"]'),
  ).toHaveAttribute('href', /\/about$/);
  await expect(
    page.locator('link[rel="alternate"][hreflang="de"]'),
  ).toHaveAttribute('href', /\/de\/about$/);
  await expect(
    page.locator('link[rel="alternate"][hreflang="de-AT"]'),
  ).toHaveAttribute('href', /\/de-eu\/about$/);
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

test('a German collector goes from the home page to sourcing, reads a watch and enquires, all in German', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({
    'oxygen-buyer-ip': `203.0.113.${200 + (process.pid % 50)}`,
  });
  await page.goto('/de');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    'Mit den Augen des Sammlers',
  );
  await expect(
    page.getByRole('heading', {name: 'Nach Marke entdecken'}),
  ).toBeVisible();

  await page
    .getByRole('navigation', {name: 'Hauptnavigation'})
    .getByRole('link', {name: 'Uhrensuche'})
    .click();
  await expect(page).toHaveURL(/\/de\/sourcing$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    'Wir suchen Ihre Uhr diskret für Sie',
  );
  for (const step of ['BERATEN', 'SUCHEN', 'PRÜFEN'])
    await expect(
      page.getByRole('heading', {name: step, exact: true}),
    ).toBeVisible();
  await expect(
    page.getByRole('heading', {name: 'Warum mit uns arbeiten?'}),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', {name: 'Zuletzt für Kunden gefunden'}),
  ).toBeVisible();

  // A watch the dealer has translated in Shopify: its description is German, not marked English.
  // Hydrated first: a click on "Jetzt anfragen" before that follows the link to the enquiry page
  // (the no-JavaScript path), and this journey is about the panel.
  await gotoHydrated(page, '/de/products/rolex-submariner-date-126610ln');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    'Rolex Submariner Date 126610LN',
  );
  await expect(
    page.getByRole('heading', {name: 'Die Referenz im Detail'}),
  ).toBeVisible();
  const description = page.getByTestId('product-description');
  await expect(description).toContainText('41-mm-Gehäuse');
  await expect(description).not.toHaveAttribute('lang', 'en');
  // Its condition is one of the dealer's grades, named in German.
  const condition = page
    .getByTestId('product-facts')
    .getByText('Hervorragend', {exact: true});
  await expect(condition).toBeVisible();
  await expect(condition).not.toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('img', {
      name: 'Rolex Submariner Date 126610LN – Zifferblatt',
    }),
  ).toBeVisible();

  const enquire = page
    .getByRole('button', {name: 'Jetzt anfragen'})
    .or(page.getByRole('link', {name: 'Jetzt anfragen'}))
    .first();
  await enquire.click();
  const dialog = page.getByRole('dialog', {name: 'Anfrage zu dieser Uhr'});
  await expect(dialog).toBeVisible();
  const email = `e2e-german-${Math.random().toString(36).slice(2, 10)}@example.com`;
  await dialog
    .getByRole('textbox', {name: 'Name', exact: true})
    .fill('Friedrich Weber');
  await dialog.getByRole('textbox', {name: 'E-Mail', exact: true}).fill(email);
  const message = dialog.getByRole('textbox', {name: 'Nachricht', exact: true});
  await message.click();
  // About a person's typing speed; forms refuse what is sent under 2 s after they appear.
  await message.pressSequentially('Ist die Uhr noch verfügbar?', {delay: 80});
  await dialog.getByRole('button', {name: 'Anfrage senden'}).click();
  await expect(
    dialog.getByText('Vielen Dank für Ihre Anfrage. Wir melden uns in Kürze.'),
  ).toBeVisible();
  await expect
    .poll(async () => {
      const response = await fetch(`${LOCAL_SHOP_URL}/inbox.json`);
      const {items} = (await response.json()) as {
        items: Array<{fields: Record<string, unknown>}>;
      };
      return items.filter((item) => item.fields.email === email).length;
    })
    .toBe(1);
});

test('German policies are marked as a translation and lead to the binding English text', async ({
  page,
}) => {
  await page.goto('/de/terms');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    'Allgemeine Geschäftsbedingungen',
  );
  await expect(
    page.getByText(
      'Diese Seite ist eine Übersetzung zu Ihrer Information. Rechtlich verbindlich ist allein der englische Text.',
    ),
  ).toBeVisible();
  await page.getByRole('link', {name: 'Englische Fassung lesen'}).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    'Terms of Service',
  );
});
