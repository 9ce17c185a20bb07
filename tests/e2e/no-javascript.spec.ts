// A shopper without JavaScript: search, "Enquire Now" from a watch, and a refused photo all
// work on the first press, as plain links and form posts.
import {expect, test, type Page} from './support/test';

test.use({javaScriptEnabled: false});

const ON_REQUEST = 'aquanaut-luce-minute-repeater-rose-gold';
const WATCH_NAME = 'Patek Philippe Aquanaut Luce Minute Repeater 5260/1455R';
let visitor = 0;

/** Each test is its own visitor (the rate limit counts per address and form). */
async function asNewVisitor(page: Page) {
  visitor += 1;
  await page.setExtraHTTPHeaders({
    'oxygen-buyer-ip': `198.51.100.${(process.pid % 100) + visitor}`,
  });
}

async function typeLikeAPerson(page: Page, label: string, text: string) {
  const field = page.getByRole('textbox', {name: label, exact: true});
  await field.click();
  // Forms refuse what is sent under 2 s after they appear: type at a person's speed.
  await field.pressSequentially(text, {delay: 60});
}

/** How far the search box's label lies below the sticky header (negative: under it). */
async function labelClearOfHeader(page: Page, label: string) {
  const header = await page.getByRole('banner').boundingBox();
  const text = await page
    .getByRole('search')
    .getByText(label, {exact: true})
    .boundingBox();
  return text!.y - (header!.y + header!.height);
}

test('searches the catalogue from the header', async ({page}) => {
  await page.goto('/');
  await page.getByRole('link', {name: 'Search watches'}).click();
  await expect(page).toHaveURL(/\/products#catalogue-search$/);
  expect(
    await labelClearOfHeader(page, 'Search watches'),
  ).toBeGreaterThanOrEqual(0);
  const search = page.getByRole('search');
  await search.getByRole('searchbox', {name: 'Search watches'}).fill('daytona');
  await search.getByRole('button', {name: 'Search'}).click();
  await expect(page).toHaveURL(/\/products\?search=daytona$/);
  await expect(page.getByText('Results for “daytona”')).toBeVisible();
  const cards = page.getByTestId('watch-card');
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  await expect(page.getByTestId('result-count')).toHaveText(
    count === 1 ? '1 watch' : `${count} watches`,
  );
});

test.describe('on a phone', () => {
  test.use({
    viewport: {width: 390, height: 844},
    isMobile: true,
    hasTouch: true,
  });

  test('the search icon lands on the box with its label in view', async ({
    page,
  }) => {
    await page.goto('/de');
    await page.getByRole('link', {name: 'Uhren suchen'}).tap();
    await expect(page).toHaveURL(/\/de\/products#catalogue-search$/);
    expect(
      await labelClearOfHeader(page, 'Uhren suchen'),
    ).toBeGreaterThanOrEqual(0);
  });
});

test('a search keeps the chosen filters and sort', async ({page}) => {
  await page.goto(
    '/products?brand=rolex&availability=available&sort=price-asc',
  );
  const search = page.getByRole('search');
  await search.getByRole('searchbox', {name: 'Search watches'}).fill('daytona');
  await search.getByRole('button', {name: 'Search'}).click();
  await expect(page).toHaveURL(
    /\/products\?search=daytona&brand=rolex&availability=available&sort=price-asc$/,
  );
  await expect(page.getByText('Results for “daytona”')).toBeVisible();
  const cards = page.getByTestId('watch-card');
  expect(await cards.count()).toBeGreaterThan(0);
  for (const card of await cards.all())
    await expect(card.getByText('Rolex', {exact: true})).toBeVisible();
});

/** Fills the enquiry form at a person's pace, sends it, and returns the one copy the inbox got. */
async function sendEnquiry(
  page: Page,
  labels: {
    name: string;
    email: string;
    message: string;
    send: string;
    thanks: string;
  },
  text: {name: string; message: string; emailLabel: string},
) {
  await typeLikeAPerson(page, labels.name, text.name);
  const email = `e2e-nojs-${text.emailLabel}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page
    .getByRole('textbox', {name: labels.email, exact: true})
    .fill(email);
  await typeLikeAPerson(page, labels.message, text.message);
  await page.getByRole('button', {name: labels.send}).click();
  await expect(page.getByText(labels.thanks)).toBeVisible();
  const inbox = (await (
    await fetch(`${process.env.E2E_LOCAL_SHOP_URL}/inbox.json`)
  ).json()) as {items: Array<{fields: Record<string, unknown>}>};
  const sent = inbox.items.filter((item) => item.fields.email === email);
  expect(sent).toHaveLength(1);
  return JSON.stringify(sent[0].fields);
}

test('"Enquire Now" on a watch opens the enquiry page prefilled, and sends it', async ({
  page,
}) => {
  await asNewVisitor(page);
  await page.goto(`/products/${ON_REQUEST}`);
  await page.getByRole('link', {name: 'Enquire Now'}).click();
  await expect(
    page.getByRole('heading', {name: 'Send an Enquiry'}),
  ).toBeVisible();
  await expect(
    page.getByRole('textbox', {name: 'Subject', exact: true}),
  ).toHaveValue(`Enquiry: ${WATCH_NAME}`);
  const fields = await sendEnquiry(
    page,
    {
      name: 'Name',
      email: 'Email',
      message: 'Message',
      send: 'Send Enquiry',
      thanks: "Thank you for your enquiry. We'll be in touch shortly.",
    },
    {
      name: 'No Script',
      message: 'Is it still available?',
      emailLabel: 'enquiry',
    },
  );
  expect(fields).toContain(WATCH_NAME);
  expect(fields).toContain('5260/1455R-001');
});

test('CONTACT US on the sourcing page opens the enquiry about the service, and sends it', async ({
  page,
}) => {
  await asNewVisitor(page);
  await page.goto('/de/sourcing');
  await page.getByRole('main').getByRole('link', {name: 'KONTAKT'}).click();
  await expect(
    page.getByRole('textbox', {name: 'Betreff', exact: true}),
  ).toHaveValue('Anfrage: Watch Sourcing');
  const fields = await sendEnquiry(
    page,
    {
      name: 'Name',
      email: 'E-Mail',
      message: 'Nachricht',
      send: 'Anfrage senden',
      thanks: 'Vielen Dank für Ihre Anfrage. Wir melden uns in Kürze.',
    },
    {
      name: 'Ohne Skript',
      message: 'Ich suche eine Uhr.',
      emailLabel: 'sourcing',
    },
  );
  expect(fields).toContain('SOURCING');
});

test('a refused photo says why and keeps the rest of the sell form', async ({
  page,
}) => {
  await asNewVisitor(page);
  await page.goto('/sell-your-watch-form');
  await typeLikeAPerson(page, 'First Name', 'Ada');
  const form = page.getByRole('main');
  await form.getByRole('textbox', {name: 'Last Name'}).fill('Lovelace');
  await form
    .getByRole('textbox', {name: 'Email', exact: true})
    .fill('ada@example.com');
  await form
    .getByRole('textbox', {name: 'Phone', exact: true})
    .fill('01625 123456');
  await form.getByRole('textbox', {name: 'Brand', exact: true}).fill('Rolex');
  await page.getByLabel(/Photos of your watch/).setInputFiles({
    name: 'watch.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await page.getByRole('button', {name: 'Submit Watch Details'}).click();
  await expect(
    page.getByText(
      'Photos must be JPEG, PNG, GIF, WebP or HEIC images (SVG is not accepted).',
    ),
  ).toBeVisible();
  await expect(
    page.getByRole('textbox', {name: 'First Name', exact: true}),
  ).toHaveValue('Ada');
  await expect(page.getByRole('textbox', {name: 'Brand'})).toHaveValue('Rolex');
});

test('Add to Cart on a German list page lands on the German cart with the watch', async ({
  page,
}) => {
  await page.goto('/de/products');
  const card = page.getByTestId('watch-card').first();
  const title = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('button', {name: 'In den Warenkorb'}).click();
  await expect(page).toHaveURL(/\/de\/cart$/);
  await expect(
    page.getByRole('heading', {level: 1, name: 'Ihr Warenkorb'}),
  ).toBeVisible();
  await expect(page.getByText(title).first()).toBeVisible();
});

test('carousels show whole slides, as many as fit, without Swiper', async ({
  page,
}) => {
  const carousels = [
    ['/', 'Explore By Brand', [2, 4]],
    ['/holy-grails', 'Signature Timepieces', [2, 3]],
  ] as const;
  for (const width of [800, 1280, 1920]) {
    await page.setViewportSize({width, height: 900});
    for (const [path, name, [narrow, wide]] of carousels) {
      await page.goto(path);
      const row = page
        .getByRole('region', {name})
        .locator(':scope > div.flex, ul')
        .first();
      const {edge, slides} = await row.evaluate((element) => ({
        edge: element.getBoundingClientRect().right,
        slides: [...element.children].map((slide) => [
          slide.getBoundingClientRect().left,
          slide.getBoundingClientRect().right,
        ]),
      }));
      const shown = slides.filter(([left]) => left < edge);
      // Every slide that starts inside the row ends inside it: none is cut at the edge.
      expect(shown, `${name} at ${width} px`).toHaveLength(
        width >= 1024 ? wide : narrow,
      );
      for (const [, right] of shown)
        expect(right, `${name} at ${width} px`).toBeLessThanOrEqual(edge + 0.5);
    }
  }
});
