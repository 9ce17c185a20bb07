// Reference pages in the browser: from a product page to its market history and on to the
// "Alert me" enquiry, on a laptop and on a phone; without JavaScript; in German; and a sale in
// the admin moving a watch from stock to the archive within 60 s.
import {expect, test, type Page} from '@playwright/test';
import {setProduct} from '../../local-shop/admin/set-command';
import {gotoHydrated, LOCAL_SHOP_URL} from './support/localShop';

const PRODUCT = 'rolex-submariner-date-126610ln';
const ADMIN_TOKEN = 'local-admin-token';

let visitor = 0;
/** Each test is its own visitor (lead forms rate-limit per address), popup already seen. */
async function asNewVisitor(page: Page) {
  visitor += 1;
  await page.setExtraHTTPHeaders({
    'oxygen-buyer-ip': `198.51.100.${(process.pid % 100) + visitor}`,
  });
  await page.addInitScript(() =>
    window.localStorage.setItem('newsletter-popup-seen', 'true'),
  );
}

async function inboxWith(email: string) {
  const response = await fetch(`${LOCAL_SHOP_URL}/inbox.json`);
  const {items} = (await response.json()) as {
    items: Array<{fields: Record<string, unknown>}>;
  };
  return items.filter((item) => item.fields.email === email);
}

async function journey(page: Page, press: 'click' | 'tap') {
  await asNewVisitor(page);
  await gotoHydrated(page, `/products/${PRODUCT}`);
  const line = page.getByRole('link', {
    name: /^Market history for 126610LN: \d+ sold since \w+ \d{4}, £[\d,]+–£[\d,]+$/,
  });
  await line[press]();
  await expect(page).toHaveURL(/\/references\/126610ln$/);
  await expect(
    page.getByRole('heading', {level: 1, name: 'Rolex 126610LN'}),
  ).toBeVisible();

  const stock = page.getByRole('list', {name: 'In stock now'});
  await expect(
    stock.getByRole('link', {name: 'Rolex Submariner Date 126610LN'}).first(),
  ).toBeVisible();
  await expect(
    page.getByRole('img', {name: /^Each dot is one sale: \d+ sales from/}),
  ).toBeVisible();
  const archive = page.getByRole('table', {
    name: 'Every 126610LN we have sold, latest first',
  });
  await expect(archive.getByRole('row')).not.toHaveCount(0);
  await expect(
    page.getByTestId('last-two-years').getByText('Median'),
  ).toBeVisible();

  await page.getByRole('button', {name: 'Alert me when one arrives'})[press]();
  const panel = page.getByRole('dialog', {name: 'Enquire'});
  await expect(panel).toBeVisible();
  await expect(
    panel.getByRole('textbox', {name: 'Subject', exact: true}),
  ).toHaveValue('Alert me when a 126610LN arrives');
  const email = `e2e-refs-${Math.random().toString(36).slice(2, 10)}@example.com`;
  await panel
    .getByRole('textbox', {name: 'Name', exact: true})
    .fill('Ref Collector');
  await panel.getByRole('textbox', {name: 'Email', exact: true}).fill(email);
  const message = panel.getByRole('textbox', {name: 'Message', exact: true});
  await message.click();
  // Typed like a person: the server refuses a form sent under 2 s after it appeared.
  await message.pressSequentially(
    'Please tell me when the next one comes in.',
    {
      delay: 60,
    },
  );
  await panel.getByRole('button', {name: 'Send Enquiry'})[press]();
  await expect(
    panel.getByText("Thank you for your enquiry. We'll be in touch shortly."),
  ).toBeVisible();
  await expect.poll(async () => (await inboxWith(email)).length).toBe(1);
  const [row] = await inboxWith(email);
  expect(row.fields).toMatchObject({
    product_sku: '126610LN',
    subject: 'Alert me when a 126610LN arrives',
  });
}

test.describe('reference pages', () => {
  test('journey on a laptop: product page, market history, alert enquiry', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 900});
    await journey(page, 'click');
  });

  test.describe('on a phone', () => {
    test.use({
      viewport: {width: 390, height: 844},
      hasTouch: true,
      isMobile: true,
    });
    test('journey on a phone (touch): product page, market history, alert enquiry', async ({
      page,
    }) => {
      await journey(page, 'tap');
    });
  });

  test('without JavaScript the alert opens the enquiry form in place, prefilled', async ({
    browser,
  }) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/references/126610LN');
    await expect(page).toHaveURL(/\/references\/126610ln$/);
    await page.getByRole('button', {name: 'Alert me when one arrives'}).click();
    await expect(page).toHaveURL(/\/references\/126610ln\?alert=1#alert$/);
    await expect(
      page.getByRole('textbox', {name: 'Subject', exact: true}),
    ).toHaveValue('Alert me when a 126610LN arrives');
    await expect(
      page.getByRole('button', {name: 'Send Enquiry'}),
    ).toBeVisible();
    await context.close();
  });

  test('the index finds a reference by any spelling; German pages are German', async ({
    page,
  }) => {
    await page.goto('/references');
    await expect(
      page.getByRole('heading', {level: 1, name: 'Reference Market History'}),
    ).toBeVisible();
    await expect(
      page
        .getByRole('region', {name: 'Patek Philippe'})
        .getByRole('link', {name: /5711\/1A-010/}),
    ).toBeVisible();
    await page
      .getByRole('searchbox', {name: 'Search for a reference'})
      .fill('5711/1a 010');
    await page.getByRole('button', {name: 'Search', exact: true}).click();
    await expect(page).toHaveURL(/\/references\/5711-1a-010$/);
    await page.goto('/de/references/126610ln');
    await expect(
      page.getByRole('heading', {name: 'Verkaufsarchiv'}),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', {name: 'Preise im Zeitverlauf'}),
    ).toBeVisible();
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
      'href',
      /\/de\/references\/126610ln$/,
    );
  });

  test('a watch sold in the admin moves from stock to the archive and the chart within 60 s', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const handle = 'cartier-santos-de-cartier-large-wssa0018';
    const url = '/references/wssa0018';
    const stock = page.getByRole('list', {name: 'In stock now'});
    const archive = page.getByRole('table', {
      name: 'Every WSSA0018 we have sold, latest first',
    });
    const soldWatch = page.locator(`a[href$="/products/${handle}"]`);
    const archiveLink = archive.locator(soldWatch);
    const month = new Date().toLocaleString('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    // Before: in stock, not in the archive (warms the caches the change has to get through).
    await page.goto(url);
    await expect(
      stock.locator(`a[href$="/products/${handle}"]`).first(),
    ).toBeVisible();
    await expect(archiveLink).toHaveCount(0);
    const dotsBefore = await page
      .getByTestId('price-chart')
      .locator('circle')
      .count();
    const today = new Date().toISOString().slice(0, 10);
    try {
      await setProduct(LOCAL_SHOP_URL, ADMIN_TOKEN, handle, [
        'custom.availability_status=sold',
        `custom.sold_date=${today}`,
        'custom.sold_price=5800',
        'quantity=0',
      ]);
      const changedAt = Date.now();
      await expect(async () => {
        await page.goto(url);
        await expect(
          page.getByText('None in stock at the moment.'),
        ).toBeVisible({timeout: 2_000});
        await expect(archiveLink).toHaveCount(1, {timeout: 2_000});
      }).toPass({timeout: 60_000});
      expect(Date.now() - changedAt).toBeLessThan(60_000);
      const row = archive.getByRole('row').filter({has: soldWatch});
      await expect(row.getByRole('cell').first()).toHaveText(month);
      await expect(row).toContainText('£5,800 (achieved)');
      await expect(
        page.getByTestId('price-chart').locator('circle'),
      ).toHaveCount(dotsBefore + 1);
      await expect(
        page.getByTestId('price-chart').locator(`circle[data-sold="${today}"]`),
      ).toHaveAttribute('data-price', '5800');
    } finally {
      await setProduct(LOCAL_SHOP_URL, ADMIN_TOKEN, handle, [
        'custom.availability_status=available',
        'custom.sold_date=',
        'custom.sold_price=',
        'quantity=1',
      ]);
    }
  });
});
