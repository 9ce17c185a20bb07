// Booking a viewing as a collector meets it: from an available watch's page, in English and in
// German, and without JavaScript (plain links and one plain form), then cancelling it from the
// signed link in the confirmation e-mail.
import {expect, test, type Page} from './support/test';
import {LOCAL_SHOP_URL, catalogueWatches} from './support/localShop';

let visitor = 0;
async function asNewVisitor(page: Page) {
  visitor += 1;
  await page.setExtraHTTPHeaders({
    'oxygen-buyer-ip': `203.0.113.${(process.pid % 100) + visitor}`,
  });
  await page.addInitScript(() =>
    window.localStorage.setItem('newsletter-popup-seen', 'true'),
  );
}

const unique = (label: string) =>
  `${label}-${Math.random().toString(36).slice(2, 10)}@example.com`;

interface Mail {
  kind: string;
  mail?: {to: string[]; subject: string; text: string};
}

async function mailTo(address: string) {
  await expect
    .poll(
      async () => {
        const response = await fetch(`${LOCAL_SHOP_URL}/inbox.json`);
        const {items} = (await response.json()) as {items: Mail[]};
        return items.filter(
          (item) => item.kind === 'email' && item.mail?.to.includes(address),
        ).length;
      },
      {timeout: 20_000},
    )
    .toBe(1);
  const response = await fetch(`${LOCAL_SHOP_URL}/inbox.json`);
  const {items} = (await response.json()) as {items: Mail[]};
  return items.find((item) => item.mail?.to.includes(address))!.mail!;
}

/** About a person's typing speed; forms refuse what is sent under 2 s after they appear. */
async function typeInto(page: Page, label: string, text: string) {
  const field = page.getByRole('textbox', {name: label, exact: true});
  await field.click();
  await field.pressSequentially(text, {delay: 80});
}

async function chooseDayAndTime(page: Page, place: string) {
  await page.getByRole('link', {name: new RegExp(`^${place}`)}).click();
  const days = page.getByRole('region', {name: /^2\. /}).getByRole('link');
  await days.nth(1).click();
  await expect(days.nth(1)).toHaveAttribute('aria-current', 'date');
  await page.getByRole('radio').first().check();
}

test.describe('book a viewing', () => {
  test.beforeEach(async ({page}) => asNewVisitor(page));

  test('from a watch page, in English', async ({page}) => {
    const watch = (await catalogueWatches()).find(
      (entry) => entry.status?.toLowerCase() === 'available',
    )!;
    await page.goto(`/products/${watch.handle}`);
    await page.getByRole('link', {name: 'Book a viewing'}).click();
    await expect(
      page.getByRole('heading', {level: 1, name: 'Book a viewing'}),
    ).toBeVisible();
    await expect(page.getByTestId('viewing-watch')).toContainText(
      'You are booking a viewing of',
    );
    await chooseDayAndTime(page, 'London');
    await expect(
      page.getByText(/^Times are UK time \((GMT|BST)\)\.$/),
    ).toBeVisible();
    const address = unique('e2e-viewing');
    await typeInto(page, 'Name', 'Alex Collector');
    await typeInto(page, 'Email', address);
    await typeInto(page, 'Phone', '+44 7700 900123');
    await page.getByRole('button', {name: 'Book this time'}).click();
    const status = page
      .getByRole('status')
      .filter({hasText: 'Your viewing is booked'});
    await expect(status).toContainText('(London)');
    const mail = await mailTo(address);
    expect(mail.subject).toMatch(/^Your viewing at Cheshire Watch Exchange: /);
  });

  test('in German', async ({page}) => {
    await page.goto('/de/book-a-viewing');
    await expect(
      page.getByRole('heading', {level: 1, name: 'Besichtigung buchen'}),
    ).toBeVisible();
    await chooseDayAndTime(page, 'Videoanruf');
    await expect(
      page.getByText(/^Uhrzeiten in britischer Zeit \((GMT|BST)\)\.$/),
    ).toBeVisible();
    const address = unique('e2e-besichtigung');
    await typeInto(page, 'Name', 'Kim Sammler');
    await typeInto(page, 'E-Mail', address);
    await typeInto(page, 'Telefon', '+49 30 1234567');
    await page.getByRole('button', {name: 'Diesen Termin buchen'}).click();
    await expect(
      page.getByRole('heading', {name: 'Ihre Besichtigung ist gebucht'}),
    ).toBeVisible();
    const mail = await mailTo(address);
    expect(mail.subject).toMatch(
      /^Ihre Besichtigung bei Cheshire Watch Exchange: /,
    );
  });

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});

    test('books with plain links and a form, then cancels from the e-mail link', async ({
      page,
    }) => {
      await page.goto('/book-a-viewing');
      await chooseDayAndTime(page, 'Surrey');
      const address = unique('e2e-nojs-viewing');
      await typeInto(page, 'Name', 'Sam Plain');
      await typeInto(page, 'Email', address);
      await typeInto(page, 'Phone', '+44 7700 900456');
      await page.getByRole('button', {name: 'Book this time'}).click();
      await expect(
        page.getByRole('heading', {name: 'Your viewing is booked'}),
      ).toBeVisible();
      const mail = await mailTo(address);
      const link = /https?:\/\/\S+\/viewings\/manage\?\S+/.exec(mail.text)![0];
      const manage = new URL(link);
      await page.goto(`${manage.pathname}${manage.search}`);
      await expect(page.getByTestId('viewing-summary')).toContainText(
        '(Surrey)',
      );
      await page.getByRole('button', {name: 'Cancel this viewing'}).click();
      await expect(
        page.getByText(
          'Your viewing is cancelled. We have sent you a confirmation.',
        ),
      ).toBeVisible();
    });
  });
});
