// Lead capture in the browser: every form, the popup's timing and flag, the enquiry panel's
// auto-close, a sell submission with photos, and the contact form without JavaScript.
// Forms are filled like a person (typed, not pasted): the server refuses a form sent less
// than 2 s after it was rendered.
import {expect, test, type Page} from './support/test';

// Fault switches are global to the shared local shop: keep this file's tests in one worker.
test.describe.configure({mode: 'default'});

const shop = () => process.env.E2E_LOCAL_SHOP_URL!;
let visitor = 0;

/** Each test is its own visitor (the rate limit counts per address and form). */
async function asNewVisitor(page: Page, {popupSeen = true} = {}) {
  visitor += 1;
  await page.setExtraHTTPHeaders({
    'oxygen-buyer-ip': `203.0.113.${(process.pid % 100) + visitor}`,
  });
  if (popupSeen) {
    await page.addInitScript(() =>
      window.localStorage.setItem('newsletter-popup-seen', 'true'),
    );
  }
}

function unique(label: string) {
  return `${label}-${Math.random().toString(36).slice(2, 10)}@example.com`;
}

async function typeLikeAPerson(
  page: Page,
  label: string,
  text: string,
  within = page.locator('body'),
) {
  const field = within.getByRole('textbox', {name: label, exact: true});
  await field.click();
  // About a person's typing speed; forms refuse what is sent under 2 s after they appear.
  await field.pressSequentially(text, {delay: 80});
}

interface InboxItem {
  kind: string;
  table?: string;
  fields: Record<string, unknown>;
  photos: {key: string}[];
}

async function inboxWith(email: string): Promise<InboxItem[]> {
  const response = await fetch(`${shop()}/inbox.json`);
  const {items} = (await response.json()) as {items: InboxItem[]};
  return items.filter((item) => item.fields.email === email);
}

test('general enquiry panel: contact details, submit, success, auto-close', async ({
  page,
}) => {
  await asNewVisitor(page);
  await page.goto('/');
  await page
    .getByRole('button', {name: 'Enquire', exact: true})
    .first()
    .click();
  const panel = page.getByRole('dialog', {name: 'Enquire'});
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', {name: /@/})).toBeVisible();
  await expect(panel.getByText('WhatsApp:')).toBeVisible();
  const email = unique('e2e-enquiry');
  await panel
    .getByRole('textbox', {name: 'Name', exact: true})
    .fill('Panel Person');
  await panel.getByRole('textbox', {name: 'Email', exact: true}).fill(email);
  await panel
    .getByRole('textbox', {name: 'Phone Number (optional)', exact: true})
    .fill('07700 900456');
  await panel.getByRole('checkbox', {name: 'E-mail', exact: true}).check();
  await typeLikeAPerson(
    page,
    'Message',
    'I would like to hear about new arrivals.',
    panel,
  );
  await panel.getByRole('button', {name: 'Send Enquiry'}).click();
  await expect(
    panel.getByText("Thank you for your enquiry. We'll be in touch shortly."),
  ).toBeVisible();
  // Closes by itself after 3 s, and focus goes back to the page.
  await expect(panel).toBeHidden();
  await expect.poll(async () => (await inboxWith(email)).length).toBe(1);
  const [row] = await inboxWith(email);
  expect(row.fields).toMatchObject({
    name: 'Panel Person',
    phone_number: '07700 900456',
    contact_preference_email: true,
    product_sku: null,
  });
});

test('enquiry dialog from the sourcing page sends code SOURCING', async ({
  page,
}) => {
  await asNewVisitor(page);
  await page.goto('/sourcing');
  // Before hydration the link goes to the enquiry page instead (the no-JavaScript path).
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await page.getByRole('link', {name: 'CONTACT US'}).first().click();
  const dialog = page.getByRole('dialog', {name: 'Enquire About This Watch'});
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByRole('textbox', {name: 'Subject', exact: true}),
  ).toHaveValue('Enquiry: Watch Sourcing');
  const email = unique('e2e-sourcing');
  await dialog
    .getByRole('textbox', {name: 'Name', exact: true})
    .fill('Sourcing Client');
  await dialog.getByRole('textbox', {name: 'Email', exact: true}).fill(email);
  await typeLikeAPerson(
    page,
    'Message',
    'Looking for a Nautilus 5711 in steel.',
    dialog,
  );
  await dialog.getByRole('button', {name: 'Send Enquiry'}).click();
  await expect(
    dialog.getByText("Thank you for your enquiry. We'll be in touch shortly."),
  ).toBeVisible();
  await expect.poll(async () => (await inboxWith(email)).length).toBe(1);
  expect((await inboxWith(email))[0].fields).toMatchObject({
    product_sku: 'SOURCING',
    product_title: 'Watch Sourcing',
    subject: 'Enquiry: Watch Sourcing',
  });
});

test.describe('contact form without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('posts the page and shows the success banner', async ({page}) => {
    await asNewVisitor(page, {popupSeen: false});
    await page.goto('/contact-us');
    await expect(
      page.getByRole('heading', {name: 'Get In Touch'}),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', {name: 'Breadcrumb'}),
    ).toContainText('Contact Us');
    const email = unique('e2e-nojs');
    await page
      .getByRole('textbox', {name: 'Name', exact: true})
      .fill('No Script');
    await page.getByRole('textbox', {name: 'Email', exact: true}).fill(email);
    await typeLikeAPerson(
      page,
      'Message',
      'Written without JavaScript, posted as a page.',
    );
    await page.getByRole('button', {name: 'Send Message'}).click();
    await expect(
      page.getByText(
        'Thank you for your message. We will be in touch shortly.',
      ),
    ).toBeVisible();
    expect(await inboxWith(email)).toHaveLength(1);
  });
});

test.describe('contact form under a lead-service fault', () => {
  // The failed post is answered 5xx on purpose; the browser logs that response.
  test.use({
    expectedConsoleErrors: [
      /Failed to load resource: the server responded with a status of 5\d\d/,
    ],
  });

  test('contact form: failure keeps the input, a retry stores one copy and clears the form @faults', async ({
    page,
  }) => {
    await asNewVisitor(page);
    await page.goto('/contact-us');
    const email = unique('e2e-contact');
    await page
      .getByRole('textbox', {name: 'Name', exact: true})
      .fill('Retry Visitor');
    await page.getByRole('textbox', {name: 'Email', exact: true}).fill(email);
    await typeLikeAPerson(
      page,
      'Message',
      'First try fails, second try works.',
    );
    await fetch(`${shop()}/__local-shop/faults`, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({scope: 'leads', failRate: 1}),
    });
    try {
      await page.getByRole('button', {name: 'Send Message'}).click();
      await expect(
        page.getByText(
          'Failed to submit form. Please try again or contact us directly.',
        ),
      ).toBeVisible();
      await expect(
        page.getByRole('textbox', {name: 'Message', exact: true}),
      ).toHaveValue('First try fails, second try works.');
    } finally {
      await fetch(`${shop()}/__local-shop/faults`, {method: 'DELETE'});
    }
    await page.getByRole('button', {name: 'Send Message'}).click();
    await expect(
      page.getByText(
        'Thank you for your message. We will be in touch shortly.',
      ),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Failed to submit form. Please try again or contact us directly.',
      ),
    ).toBeHidden();
    await expect(
      page.getByRole('textbox', {name: 'Message', exact: true}),
    ).toHaveValue('');
    expect(await inboxWith(email)).toHaveLength(1);
  });
});

test('newsletter popup appears, subscribes, closes and remembers', async ({
  page,
}) => {
  await asNewVisitor(page, {popupSeen: false});
  await page.goto('/about');
  const popup = page.getByRole('dialog', {name: 'Stay Updated'});
  await expect(popup).toBeVisible();
  await expect(
    popup.getByText('We respect your privacy. Unsubscribe at any time.'),
  ).toBeVisible();
  expect(
    await page.evaluate(() =>
      window.localStorage.getItem('newsletter-popup-seen'),
    ),
  ).toBeNull();
  const email = unique('e2e-popup');
  await typeLikeAPerson(page, 'Email address', email, popup);
  await popup.getByRole('button', {name: 'Subscribe'}).click();
  await expect(popup.getByText('Thank you for subscribing!')).toBeVisible();
  await expect(popup).toBeHidden();
  expect(
    await page.evaluate(() =>
      window.localStorage.getItem('newsletter-popup-seen'),
    ),
  ).toBe('true');
  await expect
    .poll(async () => (await inboxWith(email))[0]?.fields.source)
    .toBe('popup');
});

test('closing the newsletter popup sets the flag', async ({page}) => {
  await asNewVisitor(page, {popupSeen: false});
  await page.goto('/about');
  const popup = page.getByRole('dialog', {name: 'Stay Updated'});
  await popup.getByRole('button', {name: 'Close newsletter sign-up'}).click();
  await expect(popup).toBeHidden();
  expect(
    await page.evaluate(() =>
      window.localStorage.getItem('newsletter-popup-seen'),
    ),
  ).toBe('true');
});

test('footer newsletter clears the field after subscribing', async ({page}) => {
  await asNewVisitor(page);
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  const email = unique('e2e-footer');
  await typeLikeAPerson(page, 'Email address', email, footer);
  await footer.getByRole('button', {name: 'Subscribe'}).click();
  await expect(footer.getByText('Thank you for subscribing!')).toBeVisible();
  await expect(
    footer.getByRole('textbox', {name: 'Email address', exact: true}),
  ).toHaveValue('');
  await expect
    .poll(async () => (await inboxWith(email))[0]?.fields.source)
    .toBe('footer');
});

test.describe('footer newsletter without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  for (const [path, label, button, thanks] of [
    ['/about', 'Email address', 'Subscribe', 'Thank you for subscribing!'],
    [
      '/de/about',
      'E-Mail-Adresse',
      'Anmelden',
      'Vielen Dank für Ihre Anmeldung!',
    ],
  ] as const) {
    test(`subscribes on the first press (${path})`, async ({page}) => {
      await asNewVisitor(page);
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      const email = unique('e2e-footer-nojs');
      await typeLikeAPerson(page, label, email, footer);
      await footer.getByRole('button', {name: button}).click();
      await expect(page.getByText(thanks)).toBeVisible();
      await expect
        .poll(async () => (await inboxWith(email))[0]?.fields.source)
        .toBe('footer');
    });
  }
});

test('small sell form', async ({page}) => {
  await asNewVisitor(page);
  await page.goto('/api/sell');
  const email = unique('e2e-quick');
  await page
    .getByRole('textbox', {name: 'Name', exact: true})
    .fill('Quick Seller');
  await page.getByRole('textbox', {name: 'Email', exact: true}).fill(email);
  await page
    .getByRole('textbox', {name: 'Phone', exact: true})
    .fill('07700 900789');
  await page
    .getByRole('combobox', {name: 'Box & Papers (optional)', exact: true})
    .selectOption('yes');
  await typeLikeAPerson(page, 'Brand', 'Audemars Piguet Royal Oak');
  await page.getByRole('button', {name: 'Submit'}).click();
  await expect(
    page.getByText(
      'Thank you for your submission. We will be in touch within 24 hours.',
    ),
  ).toBeVisible();
  await expect.poll(async () => (await inboxWith(email)).length).toBe(1);
  expect((await inboxWith(email))[0].fields).toMatchObject({
    brand: 'Audemars Piguet Royal Oak',
    box_papers: 'yes',
  });
});

test('full sell form with photos', async ({page}) => {
  await asNewVisitor(page);
  await page.goto('/sell-your-watch-form');
  const email = unique('e2e-sell');
  await page
    .getByRole('textbox', {name: 'First Name', exact: true})
    .fill('Photo');
  await page
    .getByRole('textbox', {name: 'Last Name', exact: true})
    .fill('Seller');
  await page.getByRole('textbox', {name: 'Email', exact: true}).fill(email);
  await page
    .getByRole('textbox', {name: 'Phone', exact: true})
    .fill('01625 000002');
  await page
    .getByRole('combobox', {name: 'Country (optional)', exact: true})
    .selectOption('EU');
  await page.getByRole('textbox', {name: 'Brand', exact: true}).fill('Rolex');
  await page
    .getByRole('textbox', {name: 'Model (optional)', exact: true})
    .fill('GMT-Master II');
  await page
    .getByRole('combobox', {
      name: 'Preferred Sale Method (optional)',
      exact: true,
    })
    .selectOption('Part Exchange');
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  // A real 1x1 JPEG: photos are checked by content.
  const jpeg = Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  );
  await page.locator('input[type=file][name=photos]').setInputFiles([
    {name: 'dial.png', mimeType: 'image/png', buffer: png},
    {name: 'caseback.jpg', mimeType: 'image/jpeg', buffer: jpeg},
  ]);
  await typeLikeAPerson(
    page,
    'Additional Notes (optional)',
    'Full set, serviced last year.',
  );
  await page.getByRole('button', {name: 'Submit Watch Details'}).click();
  await expect(
    page.getByText(
      'Thank you for your submission. We will be in touch within 24 hours.',
    ),
  ).toBeVisible();
  await expect(
    page.getByRole('textbox', {name: 'First Name', exact: true}),
  ).toHaveValue('');
  await expect.poll(async () => (await inboxWith(email)).length).toBe(1);
  const [row] = await inboxWith(email);
  expect(row.fields).toMatchObject({
    country: 'EU',
    sale_method: 'Part Exchange',
    additional_notes: 'Full set, serviced last year.',
  });
  // Named by place and by what their bytes are, never by the visitor's file names.
  expect(row.photos.map((p) => p.key.split('/').pop())).toEqual([
    'photo-1.png',
    'photo-2.jpg',
  ]);
});
