// A side panel keeps a modal dialog's promises, whatever shows it: focus moves in and stays, Escape
// and the backdrop close it, focus returns to the opener, and the page behind can be neither
// tapped, scrolled nor read by assistive technology. Before the page is interactive too.
import {
  expect,
  openNotYetInteractive,
  test,
  slowDownCpu,
  type CDPSession,
  type Locator,
  type Page,
} from './support/test';
import {gotoHydrated} from './support/localShop';

test.beforeEach(async ({page}) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('newsletter-popup-seen', 'true'),
  );
});

const focusInside = (dialog: Locator) =>
  dialog.evaluate((element) => element.contains(document.activeElement));

/** The names of the landmarks Chromium's accessibility tree exposes now. */
async function exposedLandmarks(cdp: CDPSession) {
  const {nodes} = await cdp.send('Accessibility.getFullAXTree');
  return nodes
    .filter((node) => !node.ignored)
    .map((node) => String(node.role?.value))
    .filter((role) =>
      ['main', 'banner', 'contentinfo', 'dialog'].includes(role),
    );
}

/** Tab and Shift+Tab round the panel's controls and past its ends: focus never leaves it. */
async function tabAround(page: Page, dialog: Locator) {
  const stops = await dialog.evaluate(
    (element) =>
      element.querySelectorAll('a[href],button,input,select,textarea,summary')
        .length,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < stops + 2; i++) {
      await page.keyboard.press(key);
      expect(await focusInside(dialog), `${key} ${i + 1}`).toBe(true);
    }
  }
}

for (const [name, open] of [
  ['cart', (page: Page) => page.getByRole('button', {name: /^Cart/})],
  ['wishlist', (page: Page) => page.getByRole('button', {name: /^Wishlist/})],
  ['search', (page: Page) => page.getByRole('link', {name: 'Search watches'})],
] as const) {
  test(`the ${name} panel keeps focus, hides the page and gives focus back`, async ({
    page,
  }) => {
    await gotoHydrated(page, '/products');
    const cdp = await page.context().newCDPSession(page);
    await expect.poll(() => exposedLandmarks(cdp)).toContain('main');
    await page.evaluate(() => window.scrollTo(0, 600));
    const opener = open(page);
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(await focusInside(dialog)).toBe(true);
    // Nothing behind it for assistive technology.
    await expect.poll(() => exposedLandmarks(cdp)).toEqual(['dialog']);
    // What the page adds while the panel is open (the newsletter invitation) is hidden too.
    await page.evaluate(() => {
      const late = document.createElement('aside');
      late.id = 'added-late';
      document.body.append(late);
    });
    await expect(page.locator('#added-late')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await tabAround(page, dialog);

    // The page behind neither scrolls nor takes a tap: a click beside the sheet closes the panel.
    await page.mouse.move(100, 400);
    await page.mouse.wheel(0, 800);
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(600);
    await page.mouse.click(100, 400);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/products$/);
    await expect(opener).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect.poll(() => exposedLandmarks(cdp)).toContain('main');
    await expect(page.locator('#added-late')).not.toHaveAttribute(
      'aria-hidden',
      /.*/,
    );
  });
}

test('before the page is interactive, a panel the head script opened keeps the keyboard too', async ({
  page,
}) => {
  const interactive = await openNotYetInteractive(page, '/products');
  const opener = page.getByRole('link', {name: 'Search watches'});
  await opener.click();
  const dialog = page.getByRole('dialog', {name: 'Search'});
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox')).toBeFocused();
  await tabAround(page, dialog);
  // The search box's first Escape clears it, the next closes the panel.
  await dialog.getByRole('combobox').fill('rolex');
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('combobox')).toHaveValue('');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await interactive();
});

test('a panel closed at once stays closed when the page catches up with its opening', async ({
  page,
}) => {
  await gotoHydrated(page, '/products');
  const opener = page.getByRole('link', {name: 'Search watches'});
  const dialog = page.getByRole('dialog', {name: 'Search'});
  // A slow phone: the page's state follows the tap well after the dialog has shown.
  await slowDownCpu(page, 20);
  for (let i = 0; i < 3; i++) {
    await opener.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Long enough for the state to have caught up; it must not show the panel again.
    await page.evaluate(
      () => new Promise((resolve) => setTimeout(resolve, 1500)),
    );
    await expect(dialog).toBeHidden();
  }
});
