// A mid-range phone (2x slower CPU, the 'throttled' project): what the shopper does while the page
// is painted but not yet interactive is not lost, and no page logs a hydration error (the fixture
// fails on React #418, #421, #423 and #425 like on any page error).
import {expect, openNotYetInteractive, test} from './support/test';
import {catalogueWatches, gotoHydrated} from './support/localShop';

test.beforeEach(async ({page}) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('newsletter-popup-seen', 'true'),
  );
});

test.describe('taps before the page is interactive', () => {
  test('the menu, the cart and the wishlist open once it is', async ({
    page,
  }) => {
    let interactive = await openNotYetInteractive(page, '/');
    await page.getByRole('button', {name: 'Open menu'}).tap();
    await interactive();
    await expect(page.getByRole('dialog', {name: 'Menu'})).toBeVisible();

    await page.unrouteAll();
    interactive = await openNotYetInteractive(page, '/about');
    await page.getByRole('button', {name: /^Cart/}).tap();
    await interactive();
    await expect(page.getByRole('dialog', {name: 'Your Cart'})).toBeVisible();

    await page.unrouteAll();
    interactive = await openNotYetInteractive(page, '/sourcing');
    await page.getByRole('button', {name: /^Wishlist/}).tap();
    await interactive();
    await expect(page.getByRole('dialog', {name: 'Wishlist'})).toBeVisible();
  });

  test("a card's heart saves the watch once it is", async ({page}) => {
    const interactive = await openNotYetInteractive(page, '/available');
    const first = page.getByTestId('watch-card').first();
    const title = (await first.getByRole('heading').textContent())!.trim();
    await first.getByRole('button', {name: `Add ${title} to wishlist`}).tap();
    await interactive();
    await expect(
      first.getByRole('button', {name: `Remove ${title} from wishlist`}),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByRole('banner').getByRole('button', {name: /^Wishlist/}),
    ).toHaveAccessibleName(/1/);
  });

  test('a filter ticked early applies once the page is interactive', async ({
    page,
  }) => {
    const interactive = await openNotYetInteractive(page, '/products');
    await page.getByText(/^Filters/).tap();
    await page.getByRole('checkbox', {name: /^Rolex \(\d+\)$/}).tap();
    await interactive();
    await expect(page).toHaveURL(/brand=rolex/);
    await expect(page.getByText(/^Filters \(1\)/)).toBeVisible();
  });

  test('the filters opened early stay open, every section with them, once the page is interactive', async ({
    page,
  }) => {
    const interactive = await openNotYetInteractive(page, '/products');
    await page.getByText(/^Filters/).tap();
    await page.getByRole('radio', {name: /^Under £10,000/}).tap();
    await interactive();
    await expect(page).toHaveURL(/price=under-10000/);
    // The shopper is still in the dropdown: nothing closes or folds away under their finger.
    await expect(
      page.getByRole('button', {name: 'Apply filters'}),
    ).toBeVisible();
    await expect(
      page.getByRole('radio', {name: /^Under £10,000/}),
    ).toBeChecked();
    await expect(page.getByRole('checkbox', {name: /^Rolex/})).toBeVisible();
    await page.getByRole('checkbox', {name: /^Rolex/}).tap();
    await expect(page).toHaveURL(/brand=rolex/);
    await page.getByRole('button', {name: 'Apply filters'}).tap();
    await expect(
      page.getByRole('button', {name: 'Apply filters'}),
    ).toBeHidden();
    await expect(page.getByText(/^Filters \(2\)/)).toBeVisible();
  });

  test('Add to Cart pressed early still puts the watch in the cart', async ({
    page,
  }) => {
    const watch = (await catalogueWatches()).filter(
      (w) => w.status === 'available' && w.stock > 0,
    )[11];
    const interactive = await openNotYetInteractive(
      page,
      `/products/${watch.handle}`,
    );
    await page
      .getByTestId('product-actions')
      .getByRole('button', {name: 'Add to Cart'})
      .tap();
    await interactive();
    // Without scripts the button posts the form: the cart page answers with the watch in it.
    await expect(page).toHaveURL(/\/cart$/);
    await expect(
      page.getByRole('main').getByRole('link', {name: watch.title}),
    ).toBeVisible();
  });
});

// The sell form was posted half filled with no press of its submit (decision 133): the form's
// validation library checks a field on blur by submitting the form with a hidden button of its
// own, and React, not yet given presses, could not stop that post. Before the page is
// interactive only the shopper posts a form: its visible submit, or Enter in a field.
test('before the page is interactive, only the shopper posts the sell form', async ({
  page,
}) => {
  const interactive = await openNotYetInteractive(page, '/sell-your-watch');
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.postData() ?? '');
  });
  const form = page.getByRole('region', {name: 'Get A Valuation'});
  const name = form.getByRole('textbox', {name: 'Name', exact: true});
  await name.fill('Half Filled');
  // What the library does on blur: a submit through a hidden button carrying its intent.
  const submittedByScript = await name.evaluate((field) => {
    const owner = (field as HTMLInputElement).form!;
    const intent = document.createElement('button');
    intent.name = '__intent__';
    intent.value = 'validate';
    intent.hidden = true;
    owner.append(intent);
    let allowed = false;
    owner.addEventListener(
      'submit',
      (event) => {
        allowed = !event.defaultPrevented;
        event.preventDefault();
      },
      {once: true},
    );
    owner.requestSubmit(intent);
    intent.remove();
    return allowed;
  });
  expect(submittedByScript, 'a submit by script posts the form').toBe(false);
  // Another script asking for a post without a submitter: refused too.
  await name.evaluate((field) =>
    (field as HTMLInputElement).form!.requestSubmit(),
  );
  // Enter in a field is the shopper's own: the browser posts the form (without the intent).
  await name.press('Enter');
  await expect(page).toHaveURL(/\/api\/sell$/);
  expect(posts).toHaveLength(1);
  expect(posts[0]).toContain('name=Half+Filled');
  expect(posts[0]).not.toContain('__intent__');
  await interactive();
});

test('every kind of page hydrates without an error, and navigates at once after', async ({
  page,
}) => {
  test.slow();
  const watch = (await catalogueWatches())[0];
  for (const path of [
    '/',
    '/de',
    '/products',
    '/de/products',
    `/products/${watch.handle}`,
    '/collections/rolex',
    '/holy-grails',
    '/sell-your-watch',
    '/references',
    '/blog',
  ]) {
    await gotoHydrated(page, path);
    // A navigation straight away reaches any part of the page still waiting for its code.
    await page
      .getByRole('banner')
      .getByRole('link', {name: 'Cheshire Watch Exchange'})
      .click();
    await expect(page).toHaveURL(/\/(de)?$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  }
});

// A Suspense boundary the server renders hydrates last, at idle priority; opening a panel before
// then made React discard it (error #421). The shared chrome renders none until one is needed.
test('the chrome around every page server-renders no Suspense boundary', async ({
  request,
}) => {
  for (const path of ['/', '/de', '/products', '/holy-grails', '/about']) {
    const html = await (await request.get(path)).text();
    const chrome =
      html.slice(0, html.indexOf('<main')) +
      html.slice(html.indexOf('</main>'), html.indexOf('</body>'));
    expect(chrome, path).not.toContain('<!--$');
  }
});

test('a brand page, then the signature watches: Enquire opens the enquiry at once', async ({
  page,
}) => {
  await gotoHydrated(page, '/collections/rolex');
  await gotoHydrated(page, '/holy-grails');
  await page
    .getByTestId('signature-slide')
    .first()
    .getByRole('button', {name: /^Enquire/})
    .tap();
  const dialog = page.getByRole('dialog', {
    name: 'Enquire About This Watch',
  });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByRole('textbox', {name: 'Name', exact: true}),
  ).toBeVisible();
});

// React 18 hydrates at once, synchronously, when a press arrives during hydration; while React
// Router was still decoding the page's data that failed with React error #345 (seen in CI when a
// test typed into a form as the page hydrated). Taps and key presses from the first paint on.
test('taps and key presses while the page loads and hydrates raise no error, and the page works after', async ({
  page,
}) => {
  test.slow();
  const watch = (await catalogueWatches())[0];
  for (const path of ['/', '/de/products', `/products/${watch.handle}`]) {
    await page.goto(path, {waitUntil: 'commit'});
    const heading = page.getByRole('heading', {level: 1});
    const box = (await heading.boundingBox())!;
    // Press until the page is interactive: the presses fall in every stage of hydration.
    await expect(async () => {
      await page.mouse.click(box.x + 4, box.y + box.height / 2);
      await page.keyboard.press('Shift');
      await expect(page.locator('html[data-hydrated]')).toBeAttached({
        timeout: 50,
      });
    }, `${path} becomes interactive`).toPass({timeout: 30_000, intervals: [0]});
    await page.getByRole('button', {name: /^(Open menu|Menü öffnen)$/}).tap();
    await expect(
      page.getByRole('dialog', {name: /^(Menu|Menü)$/}),
    ).toBeVisible();
  }
});

// React 18 answers a press on a page still hydrating by hydrating all of it inside the press, a
// freeze of the whole hydration (300-850 ms on the phone profile) that INP counts against the
// press. Until the page is interactive presses do not reach React, so it never does.
test('no press while the page hydrates makes React hydrate it inside the press', async ({
  page,
}) => {
  const watch = (await catalogueWatches())[0];
  // Watching from the document's first script: a watch started by Playwright after the page's
  // commit could arrive once React had finished, and then saw no hydration at all.
  await page.addInitScript(() => {
    const hydratedSoFar = () => {
      let count = 0;
      for (const element of document.body.querySelectorAll('*'))
        if (Object.keys(element).some((key) => key.startsWith('__reactFiber$')))
          count++;
      return count;
    };
    (
      window as unknown as {pressDuringHydration: Promise<unknown>}
    ).pressDuringHydration = new Promise((resolve) => {
      // Wait for React to be part-way through: some elements hydrated, the page not yet
      // interactive.
      const look = () => {
        if (document.documentElement?.hasAttribute('data-hydrated'))
          return resolve(null);
        const before = document.body ? hydratedSoFar() : 0;
        if (before === 0) return void setTimeout(look, 0);
        // Every kind of press React 18 hydrates synchronously for: pointer, touch, key, form.
        const heading = document.querySelector('h1')!;
        for (const type of [
          'pointerdown',
          'mousedown',
          'touchstart',
          'keydown',
          'click',
          'input',
          'change',
          'submit',
        ])
          heading.dispatchEvent(new Event(type, {bubbles: true}));
        resolve({before, after: hydratedSoFar()});
      };
      look();
    });
  });
  for (const path of ['/products', `/products/${watch.handle}`, '/de']) {
    await page.goto(path, {waitUntil: 'commit'});
    const seen = await page.evaluate(
      () =>
        (
          window as unknown as {
            pressDuringHydration: Promise<{
              before: number;
              after: number;
            } | null>;
          }
        ).pressDuringHydration,
    );
    expect(seen, `${path}: pressed while React was hydrating`).not.toBeNull();
    // Nothing more hydrated inside the press itself.
    expect(seen!.after, path).toBe(seen!.before);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await page.getByRole('button', {name: /^(Open menu|Menü öffnen)$/}).tap();
    await expect(
      page.getByRole('dialog', {name: /^(Menu|Menü)$/}),
    ).toBeVisible();
  }
});
