// Stock alerts as a collector meets them: subscribe on a sold watch's page, confirm from the
// e-mail in the local shop's inbox, the dealer marks a watch of that reference available
// through the Admin API (the local shop sends Shopify's signed webhook), exactly one alert
// e-mail arrives, its link opens the watch and its unsubscribe link works. Also: without
// JavaScript, in German, and "new watches like these" on a filtered catalogue.
import {expect, test, type Page} from './support/test';
import {setProduct} from '../../local-shop/admin/set-command';
import {LOCAL_SHOP_URL} from './support/localShop';
import {pressUntilShown} from './support/noJavaScriptForms';

const ADMIN_TOKEN = 'local-admin-token';
// Sold in the catalogue; no other spec touches it.
const HULK = 'rolex-submariner-date-hulk-116610lv';

let visitor = 0;
async function asNewVisitor(page: Page) {
  visitor += 1;
  await page.setExtraHTTPHeaders({
    'oxygen-buyer-ip': `198.51.100.${(process.pid % 100) + visitor}`,
  });
  await page.addInitScript(() =>
    window.localStorage.setItem('newsletter-popup-seen', 'true'),
  );
}

function unique(label: string) {
  return `${label}-${Math.random().toString(36).slice(2, 10)}@example.com`;
}

interface Mail {
  kind: string;
  url?: string;
  mail?: {to: string[]; subject: string};
}

async function mailsTo(address: string): Promise<Mail[]> {
  const response = await fetch(`${LOCAL_SHOP_URL}/inbox.json`);
  const {items} = (await response.json()) as {items: Mail[]};
  return items.filter(
    (item) => item.kind === 'email' && item.mail?.to.includes(address),
  );
}

async function waitForMail(address: string, subject: RegExp) {
  await expect
    .poll(
      async () =>
        (await mailsTo(address)).filter((m) => subject.test(m.mail!.subject))
          .length,
      {timeout: 20_000},
    )
    .toBe(1);
  return (await mailsTo(address)).find((m) => subject.test(m.mail!.subject))!;
}

/** Types like a person: the server refuses a form sent under 2 s after it appeared. */
async function typeEmail(page: Page, region: string, email: string) {
  const field = page
    .getByRole('region', {name: region})
    .getByRole('textbox', {name: /e-mail/i});
  await field.click();
  await field.pressSequentially(email, {delay: 60});
}

test('sold watch: subscribe, confirm from the inbox, exactly one alert when one arrives, working link and unsubscribe', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await asNewVisitor(page);
  const email = unique('collector');
  const region = 'Alert me when one arrives';
  // A retry starts seconds after the last try made the watch available again: the storefront's
  // short cache may still say so for a few seconds (docs/caching.md).
  await expect(async () => {
    await page.goto(`/products/${HULK}`);
    await expect(page.getByRole('region', {name: region})).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({timeout: 30_000});
  // The watch is named once: its title already carries the brand and the reference.
  await expect(
    page
      .getByRole('region', {name: region})
      .getByText(
        'Leave your e-mail address and we will tell you as soon as a Rolex Submariner Date "Hulk" 116610LV arrives.',
        {exact: true},
      ),
  ).toBeVisible();
  await typeEmail(page, region, email);
  await page
    .getByRole('region', {name: region})
    .getByRole('button', {name: 'Alert me'})
    .click();
  await expect(
    page.getByText(
      `Nearly done: please confirm your alert with the link we have sent to ${email}. Nothing is sent until you do.`,
    ),
  ).toBeVisible();

  // The opt-in e-mail, opened in the local shop's inbox; its link leads back to the shop.
  const confirmation = await waitForMail(email, /^Please confirm/);
  await page.goto(`${LOCAL_SHOP_URL}${confirmation.url}`);
  await page.getByRole('link', {name: 'Confirm my alert'}).click();
  await expect(
    page.getByRole('heading', {level: 1, name: 'Confirm your stock alert'}),
  ).toBeVisible();
  await page.getByRole('button', {name: 'Confirm my alert'}).click();
  await expect(page.getByText(/^Your alert is active\./)).toBeVisible();

  try {
    // The dealer: the watch of this reference is available again (Admin API -> webhook).
    await setProduct(LOCAL_SHOP_URL, ADMIN_TOKEN, HULK, [
      'custom.availability_status=available',
      'quantity=1',
    ]);
    const alert = await waitForMail(email, /^Just arrived/);
    // Exactly one alert, however many webhooks the change produced.
    expect(
      (await mailsTo(email)).filter((m) =>
        /^Just arrived/.test(m.mail!.subject),
      ),
    ).toHaveLength(1);

    await page.goto(`${LOCAL_SHOP_URL}${alert.url}`);
    await page.getByRole('link', {name: 'View the watch'}).click();
    await expect(
      page.getByRole('heading', {level: 1, name: /Hulk/}),
    ).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/products/${HULK}`);

    await page.goto(`${LOCAL_SHOP_URL}${alert.url}`);
    await page.getByRole('link', {name: 'Unsubscribe from this alert'}).click();
    await page.getByRole('button', {name: 'Unsubscribe'}).click();
    await expect(
      page.getByText(
        /^You are unsubscribed\. You will get no more e-mails about/,
      ),
    ).toBeVisible();
  } finally {
    await setProduct(LOCAL_SHOP_URL, ADMIN_TOKEN, HULK, [
      'custom.availability_status=sold',
    ]);
  }
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('a German visitor subscribes to new watches like these from a filtered catalogue', async ({
    page,
  }) => {
    await asNewVisitor(page);
    const email = unique('ohne-js');
    await page.goto('/de/products?brand=rolex&size=39-41');
    const region = 'Bei neuen Uhren wie diesen benachrichtigen';
    await expect(page.getByRole('region', {name: region})).toBeVisible();
    await typeEmail(page, region, email);
    await page
      .getByRole('region', {name: region})
      .getByRole('button', {name: 'Benachrichtigen'})
      .click();
    // Without JavaScript there is no render token yet: the server asks once more, keeping
    // the address, and the second press is stored.
    await expect(
      page.getByText(
        'Bitte prüfen Sie Ihre E-Mail-Adresse und drücken Sie die Schaltfläche noch einmal, um die Benachrichtigung einzurichten.',
      ),
    ).toBeVisible();
    await expect(
      page.getByRole('textbox', {name: 'Ihre E-Mail-Adresse', exact: true}),
    ).toHaveValue(email);
    await pressUntilShown(
      page.getByRole('button', {name: 'Benachrichtigen', exact: true}),
      page.getByText(
        /^Fast geschafft: Bitte bestätigen Sie Ihre Benachrichtigung/,
      ),
    );
    const mail = await waitForMail(email, /^Bitte bestätigen/);
    expect(mail.mail!.subject).toBe(
      'Bitte bestätigen Sie Ihre Benachrichtigung',
    );
  });
});
