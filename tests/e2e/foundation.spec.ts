import {expect, test, type Page} from './support/test';
import {
  addThroughCartRoute,
  catalogueWatches,
  gotoHydrated,
  openCartDrawer,
} from './support/localShop';

const HEADER_LINKS: Array<[string, string]> = [
  ['Home', '/'],
  ['Shop Watches', '/products'],
  ['Signature Watches', '/holy-grails'],
  ['Sell Your Watch', '/sell-your-watch'],
  ['Sourcing', '/sourcing'],
  ['Sportsworld', '/sportsworld'],
  ['Insurance', '/insurance'],
  ['About', '/about'],
  ['Blog', '/blog'],
  ['Contact', '/contact-us'],
];

test.describe('shared chrome', () => {
  test('the header lists every navigation link with its target', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const banner = page.getByRole('banner');
    const nav = banner.getByRole('navigation', {name: 'Main navigation'});
    // One row: the logo is the way home, four links wait under "More".
    await expect(
      banner.getByRole('link', {name: 'Cheshire Watch Exchange'}),
    ).toHaveAttribute('href', '/');
    await nav.getByText('More').click();
    for (const [label, href] of HEADER_LINKS.slice(1)) {
      await expect(
        nav.getByRole('link', {name: label, exact: true}),
      ).toHaveAttribute('href', href);
    }
    const rows = await nav
      .locator(':scope > ul > li')
      .evaluateAll(
        (items) =>
          new Set(
            items.map((item) => Math.round(item.getBoundingClientRect().top)),
          ).size,
      );
    expect(rows).toBe(1);
  });

  test('the footer carries the promises, the collection links, contact and legal links', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const footer = page.getByRole('contentinfo');
    await expect(
      footer.getByText('100% authenticity assurance', {exact: true}),
    ).toBeVisible();
    await expect(
      footer.getByText('Immediate availability, no wait lists'),
    ).toBeVisible();
    await expect(footer.getByText('Secure transactions')).toBeVisible();
    for (const [label, href] of [
      ['Rolex', '/collections/rolex'],
      ['Patek Philippe', '/collections/patek-philippe'],
      ['Audemars Piguet', '/collections/audemars-piguet'],
      ['Richard Mille', '/collections/richard-mille'],
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
      ['Shipping', '/shipping'],
    ]) {
      await expect(
        footer.getByRole('link', {name: label, exact: true}),
      ).toHaveAttribute('href', href);
    }
    await expect(footer.getByRole('link', {name: /@/})).toHaveAttribute(
      'href',
      /^mailto:/,
    );
  });

  test('the chat button opens WhatsApp with the greeting', async ({page}) => {
    await gotoHydrated(page, '/');
    const chat = page.getByRole('link', {name: 'Chat with us on WhatsApp'});
    await expect(chat).toHaveAttribute('target', '_blank');
    const href = await chat.getAttribute('href');
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(new URL(href!).searchParams.get('text')).toBe(
      'Hello, I am interested in your watches.',
    );
  });

  test('at the foot of the page the chat button covers no footer link', async ({
    page,
  }) => {
    for (const viewport of [
      {width: 390, height: 844},
      {width: 768, height: 1024},
      {width: 1024, height: 768},
      {width: 1280, height: 800},
      {width: 1920, height: 1080},
    ]) {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, '/de');
      await page.evaluate(() =>
        window.scrollTo(0, document.documentElement.scrollHeight),
      );
      const chat = await page
        .getByRole('link', {name: 'Per WhatsApp mit uns chatten'})
        .boundingBox();
      expect(chat).not.toBeNull();
      const covered = await page
        .locator('footer a')
        .evaluateAll((links, button) => {
          return links.flatMap((link) => {
            const box = link.getBoundingClientRect();
            const overlaps =
              box.left < button.x + button.width &&
              box.right > button.x &&
              box.top < button.y + button.height &&
              box.bottom > button.y;
            return overlaps ? [link.textContent?.trim()] : [];
          });
        }, chat!);
      expect(covered, `${viewport.width} px`).toEqual([]);
    }
  });

  test("the footer newsletter's field keeps room to read at every width", async ({
    page,
  }) => {
    for (const width of [360, 1024, 1280]) {
      await page.setViewportSize({width, height: 800});
      await gotoHydrated(page, '/de');
      const footer = page.getByRole('contentinfo');
      const field = footer.getByRole('textbox', {name: 'E-Mail-Adresse'});
      const box = await field.boundingBox();
      expect(box?.width, `${width} px`).toBeGreaterThanOrEqual(160);
      const button = await footer
        .getByRole('button', {name: 'Anmelden'})
        .boundingBox();
      expect(button!.x + button!.width, `${width} px`).toBeLessThanOrEqual(
        width,
      );
    }
  });

  test('the clock shows UK time as HH:MM labelled GMT or BST', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const time = page.getByTestId('uk-clock-time');
    await expect(time).toHaveText(/^([01]\d|2[0-3]):[0-5]\d$/);
    const expected = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      timeZoneName: 'short',
    })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
    await expect(page.getByTestId('uk-clock-zone')).toHaveText(
      expected === 'BST' ? 'BST' : 'GMT',
    );
  });

  test('the clock turns over on the minute', async ({page}) => {
    await page.setViewportSize({width: 1366, height: 800});
    // A winter morning: GMT, so UK time is UTC.
    await page.clock.install({time: new Date('2026-11-24T10:58:00Z')});
    await gotoHydrated(page, '/');
    await page.clock.pauseAt(new Date('2026-11-24T10:59:30Z'));
    const time = page.getByTestId('uk-clock-time');
    await expect(time).toHaveText('10:59');
    await expect(page.getByTestId('uk-clock-zone')).toHaveText('GMT');
    await page.clock.runFor(29_000);
    await expect(time).toHaveText('10:59');
    await page.clock.runFor(2_000);
    await expect(time).toHaveText('11:00');
  });

  test('unknown paths answer 404 with "Page not found"', async ({page}) => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', {name: 'Page not found'}),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });
});

test.describe('mobile menu', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('opens from the menu button, works with the keyboard and closes when a link is chosen', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const banner = page.getByRole('banner');
    await expect(
      banner.getByRole('navigation', {name: 'Main navigation'}).first(),
    ).toBeHidden();
    await page.getByRole('button', {name: 'Open menu'}).click();
    const menu = page.getByRole('dialog', {name: 'Menu'});
    await expect(menu).toBeVisible();
    for (const [label, href] of HEADER_LINKS) {
      await expect(
        menu.getByRole('link', {name: label, exact: true}),
      ).toHaveAttribute('href', href);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.getByRole('button', {name: 'Open menu'}).click();
    await expect(menu).toBeVisible();
    const link = menu.getByRole('link', {name: 'Shop Watches', exact: true});
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products$/);
    await expect(menu).toBeHidden();
  });
});

/** Home with `watch` in this visitor's cart (added through the cart route), its drawer open. */
async function drawerHolding(page: Page, watch: {variantId: string}) {
  await gotoHydrated(page, '/');
  await addThroughCartRoute(page.request, watch.variantId);
  await page.reload();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  return openCartDrawer(page);
}

test.describe('cart', () => {
  test('quantity stops at the stock, cannot go below 1, and removing empties the cart', async ({
    page,
  }) => {
    const watch = (await catalogueWatches()).find(
      (w) => w.stock === 2 && w.status === 'available',
    );
    expect(
      watch,
      'the catalogue has an available watch with stock 2',
    ).toBeTruthy();
    const drawer = await drawerHolding(page, watch!);
    const line = drawer.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line.getByRole('link', {name: watch!.title})).toBeVisible();
    await expect(line.getByTestId('line-quantity')).toHaveText('1');
    await expect(
      drawer.getByRole('button', {
        name: `Decrease quantity of ${watch!.title}`,
      }),
    ).toBeDisabled();

    await drawer
      .getByRole('button', {name: `Increase quantity of ${watch!.title}`})
      .click();
    await expect(line.getByTestId('line-quantity')).toHaveText('2');
    await expect(line.getByText('Only 2 unit(s) available')).toBeVisible();
    await expect(
      drawer.getByRole('button', {
        name: `Increase quantity of ${watch!.title}`,
      }),
    ).toBeDisabled();
    await expect(
      drawer.getByRole('button', {
        name: `Decrease quantity of ${watch!.title}`,
      }),
    ).toBeEnabled();

    await drawer
      .getByRole('button', {name: `Remove ${watch!.title} from cart`})
      .click();
    await expect(drawer.getByText('Your cart is empty')).toBeVisible();
    await expect(drawer.getByRole('button', {name: 'Checkout'})).toBeDisabled();
  });

  test('Remove pressed while a quantity change is on its way: both reach the shop, in order, and nothing fails', async ({
    page,
  }) => {
    const watch = (await catalogueWatches()).find(
      (w) => w.stock === 2 && w.status === 'available',
    )!;
    const drawer = await drawerHolding(page, watch);
    await expect(drawer.getByTestId('line-quantity')).toHaveText('1');

    // The quantity change is held on its way, as on a slow phone's link; Remove is pressed
    // meanwhile (the drawer already shows the new quantity). The shop sees each as it is let go.
    const reachedShop: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/cart\.data/, async (route) => {
      const change = (route.request().postData() ?? '').includes('LinesRemove')
        ? 'remove'
        : 'update';
      if (change === 'update') await held;
      reachedShop.push(change);
      await route.continue();
    });
    await drawer
      .getByRole('button', {name: `Increase quantity of ${watch.title}`})
      .click();
    await expect(drawer.getByTestId('line-quantity')).toHaveText('2');
    await drawer
      .getByRole('button', {name: `Remove ${watch.title} from cart`})
      .click();
    await expect(drawer.getByText('Your cart is empty')).toBeVisible();
    release();
    // In the shopper's order: an update of a line already removed was refused (400).
    await expect.poll(() => reachedShop).toEqual(['update', 'remove']);
    await expect(drawer.getByText('Your cart is empty')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(
      page.getByRole('banner').getByRole('button', {name: 'Cart'}),
    ).toHaveAccessibleName('Cart');
  });

  test('the server refuses more than the stock with the exact message', async ({
    page,
  }) => {
    const watch = (await catalogueWatches()).find(
      (w) => w.stock === 1 && w.status === 'available',
    );
    await gotoHydrated(page, '/');
    await addThroughCartRoute(page.request, watch!.variantId);
    const response = await page.request.post('/cart', {
      form: {
        cartFormInput: JSON.stringify({
          action: 'LinesAdd',
          inputs: {lines: [{merchandiseId: watch!.variantId, quantity: 1}]},
        }),
      },
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain('Only 1 unit(s) available');
  });

  test('checkout lands on the checkout page with every line of the cart', async ({
    page,
  }) => {
    const watches = (await catalogueWatches()).filter(
      (w) => w.status === 'available' && w.stock >= 1,
    );
    const [first, second] = [watches[3], watches[4]];
    await gotoHydrated(page, '/');
    await addThroughCartRoute(page.request, first.variantId);
    await addThroughCartRoute(page.request, second.variantId);
    await page.reload();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const drawer = await openCartDrawer(page);
    await expect(drawer.getByTestId('cart-line')).toHaveCount(2);
    await drawer.getByRole('button', {name: 'Checkout'}).click();
    await expect(page).toHaveURL(/\/checkouts\/cn\//);
    await expect(page.getByText(first.title)).toBeVisible();
    await expect(page.getByText(second.title)).toBeVisible();
  });

  test('a cart cookie for a cart that no longer exists is quietly replaced', async ({
    page,
    context,
    baseURL,
  }) => {
    const watch = (await catalogueWatches()).find(
      (w) => w.status === 'available',
    );
    await context.addCookies([
      {
        name: 'cart',
        value: 'c1-doesnotexist000000000000?key=nope',
        url: baseURL!,
      },
    ]);
    await gotoHydrated(page, '/');
    await addThroughCartRoute(page.request, watch!.variantId);
    await page.reload();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const drawer = await openCartDrawer(page);
    await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
    await expect(drawer.getByRole('link', {name: watch!.title})).toBeVisible();
  });
});
