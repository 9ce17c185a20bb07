// The shopper's side of an offer (decision 131): "Make an Offer" on a watch page opens the offer
// panel, the offer is sent and confirmed, in English and in German; without JavaScript the same
// button is a link to the watch's offer page, whose form posts and answers as a page.
// Forms are filled like a person: the server refuses a form sent under 2 s after it appeared.
import {expect, test, type Locator, type Page} from './support/test';
import {catalogueWatches, storefrontQuery} from './support/localShop';

let visitor = 0;

/** Each test is its own visitor (the rate limit counts per address and form). */
async function asNewVisitor(page: Page) {
  visitor += 1;
  await page.setExtraHTTPHeaders({
    'oxygen-buyer-ip': `192.0.2.${(process.pid % 100) + visitor}`,
  });
  await page.addInitScript(() =>
    window.localStorage.setItem('newsletter-popup-seen', 'true'),
  );
}

/** A watch that can be bought, and its price in pounds. */
async function offerWatch() {
  const watches = (await catalogueWatches()).filter(
    (watch) => watch.status === 'available' && watch.stock > 0,
  );
  const watch = watches[watches.length - 3];
  const {product} = await storefrontQuery<{
    product: {variants: {nodes: Array<{price: {amount: string}}>}};
  }>(
    `query($h: String!) { product(handle: $h) { variants(first: 1) { nodes { price { amount } } } } }`,
    {h: watch.handle},
  );
  return {...watch, price: Number(product.variants.nodes[0].price.amount)};
}

async function typeLikeAPerson(within: Locator, label: string, text: string) {
  const field = within.getByRole('textbox', {name: label, exact: true});
  await field.click();
  await field.pressSequentially(text, {delay: 80});
}

async function offersFrom(email: string) {
  const response = await fetch(`${process.env.E2E_LOCAL_SHOP_URL}/inbox.json`);
  const {items} = (await response.json()) as {
    items: Array<{table?: string; fields: Record<string, unknown>}>;
  };
  return items.filter(
    (item) => item.table === 'offers' && item.fields.email === email,
  );
}

const unique = (label: string) =>
  `e2e-offer-${label}-${Math.random().toString(36).slice(2, 8)}@example.com`;

for (const {locale, path, labels} of [
  {
    locale: 'en',
    path: '',
    labels: {
      button: 'Make an Offer',
      amount: 'Your offer (GBP)',
      name: 'Name',
      email: 'Email',
      message: 'Message (optional)',
      send: 'Send Offer',
      thanks:
        'Thank you for your offer. We will reply by e-mail within 24 hours.',
    },
  },
  {
    locale: 'de',
    path: '/de',
    labels: {
      button: 'Angebot machen',
      amount: 'Ihr Angebot (GBP)',
      name: 'Name',
      email: 'E-Mail',
      message: 'Nachricht (optional)',
      send: 'Angebot senden',
      thanks:
        'Vielen Dank für Ihr Angebot. Wir antworten Ihnen innerhalb von 24 Stunden per E-Mail.',
    },
  },
] as const) {
  test(`makes an offer from the watch page's panel (${locale})`, async ({
    page,
  }) => {
    await asNewVisitor(page);
    const watch = await offerWatch();
    await page.goto(`${path}/products/${watch.handle}`);
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    const opener = page.getByRole('link', {name: labels.button});
    await opener.click();
    const panel = page.getByRole('dialog', {name: labels.button});
    await expect(panel).toBeVisible();
    const email = unique(locale);
    await typeLikeAPerson(panel, labels.amount, String(watch.price - 500));
    await typeLikeAPerson(panel, labels.name, 'Panel Collector');
    await panel
      .getByRole('textbox', {name: labels.email, exact: true})
      .fill(email);
    await typeLikeAPerson(panel, labels.message, 'Happy to collect.');
    await panel.getByRole('button', {name: labels.send}).click();
    await expect(panel.getByText(labels.thanks, {exact: true})).toBeVisible();
    await expect.poll(async () => (await offersFrom(email)).length).toBe(1);
    expect((await offersFrom(email))[0].fields).toMatchObject({
      product_handle: watch.handle,
      amount: watch.price - 500,
      asking_price: watch.price,
      locale,
      status: 'open',
    });
    // Closed with Escape, focus goes back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(opener).toBeFocused();
  });
}

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the offer page takes an offer, refusing one at the asking price in German first', async ({
    page,
  }) => {
    await asNewVisitor(page);
    const watch = await offerWatch();
    await page.goto(`/de/products/${watch.handle}`);
    await page.getByRole('link', {name: 'Angebot machen'}).click();
    await expect(page).toHaveURL(
      new RegExp(`/de/products/${watch.handle}/offer$`),
    );
    await expect(
      page.getByRole('heading', {level: 1, name: 'Angebot machen'}),
    ).toBeVisible();
    const main = page.locator('main');
    const email = unique('nojs');
    await typeLikeAPerson(main, 'Ihr Angebot (GBP)', String(watch.price));
    await typeLikeAPerson(main, 'Name', 'Ohne Skript');
    await main.getByRole('textbox', {name: 'E-Mail', exact: true}).fill(email);
    await main.getByRole('button', {name: 'Angebot senden'}).click();
    const asking = `${String(watch.price).replace(/\B(?=(\d{3})+$)/g, '.')}\u00a0£`;
    await expect(
      main.getByText(
        `Ihr Angebot liegt beim oder über dem Preis von ${asking}. Sie können die Uhr stattdessen zu diesem Preis kaufen.`,
        {exact: true},
      ),
    ).toBeVisible();
    expect(await offersFrom(email)).toEqual([]);

    const amount = main.getByRole('textbox', {
      name: 'Ihr Angebot (GBP)',
      exact: true,
    });
    await amount.fill('');
    await typeLikeAPerson(
      main,
      'Ihr Angebot (GBP)',
      String(watch.price - 1000),
    );
    await main.getByRole('button', {name: 'Angebot senden'}).click();
    await expect(
      main.getByText(
        'Vielen Dank für Ihr Angebot. Wir antworten Ihnen innerhalb von 24 Stunden per E-Mail.',
        {exact: true},
      ),
    ).toBeVisible();
    await expect.poll(async () => (await offersFrom(email)).length).toBe(1);
    expect((await offersFrom(email))[0].fields).toMatchObject({
      amount: watch.price - 1000,
      locale: 'de',
    });
  });
  test('the offer page of the euro site shows and takes the offer in euros', async ({
    page,
  }) => {
    await asNewVisitor(page);
    const watch = await offerWatch();
    await page.goto(`/de-eu/products/${watch.handle}/offer`);
    const main = page.locator('main');
    const asking = (await main.getByTestId('offer-asking').textContent())!;
    expect(asking).toMatch(/^Preis: [\d.]+\s€$/);
    const euros = Number(asking.replace(/\D/g, ''));
    // The euro market's own price, not the pounds.
    expect(euros).toBeGreaterThan(watch.price);
    const email = unique('euro');
    await typeLikeAPerson(main, 'Ihr Angebot (EUR)', String(euros));
    await typeLikeAPerson(main, 'Name', 'Euro Kunde');
    await main.getByRole('textbox', {name: 'E-Mail', exact: true}).fill(email);
    await main.getByRole('button', {name: 'Angebot senden'}).click();
    // Refused at the euro price, named in euros.
    await expect(
      main.getByText(
        `Ihr Angebot liegt beim oder über dem Preis von ${asking.slice('Preis: '.length)}. Sie können die Uhr stattdessen zu diesem Preis kaufen.`,
        {exact: true},
      ),
    ).toBeVisible();
    const amount = main.getByRole('textbox', {
      name: 'Ihr Angebot (EUR)',
      exact: true,
    });
    await amount.fill('');
    await typeLikeAPerson(main, 'Ihr Angebot (EUR)', String(euros - 1000));
    await main.getByRole('button', {name: 'Angebot senden'}).click();
    await expect(
      main.getByText(
        'Vielen Dank für Ihr Angebot. Wir antworten Ihnen innerhalb von 24 Stunden per E-Mail.',
        {exact: true},
      ),
    ).toBeVisible();
    await expect.poll(async () => (await offersFrom(email)).length).toBe(1);
    expect((await offersFrom(email))[0].fields).toMatchObject({
      amount: euros - 1000,
      asking_price: euros,
      currency: 'EUR',
      country: 'DE',
      locale: 'de',
    });
  });
});
