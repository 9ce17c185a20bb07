// A page reached without a full load starts the keyboard and screen readers at its heading;
// staying on a page (filters, panels) leaves the focus where the shopper is.
import {expect, test, type Page} from './support/test';
import {gotoHydrated} from './support/localShop';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const focusInMain = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('#main')));

for (const [lang, prefix] of [
  ['English', ''],
  ['German', '/de'],
] as const) {
  test(`${lang}: Enter on a watch card starts the watch page at its name, and Tab goes on from there`, async ({
    page,
  }) => {
    await gotoHydrated(page, `${prefix}/products`);
    const card = page.getByTestId('watch-card').nth(2);
    const link = card.getByRole('heading').getByRole('link');
    const title = (await link.textContent())!.trim();
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(
      new RegExp(`^[^?]*${prefix}/products/[^/?]+$`),
    );
    const heading = page.getByRole('heading', {level: 1, name: title});
    await expect(heading).toBeFocused();
    expect(await scrollY(page)).toBe(0);
    // Not back at the skip link and the header: the next stop is in the page.
    await page.keyboard.press('Tab');
    expect(await focusInMain(page)).toBe(true);
  });
}

test('a link chosen in the phone menu closes it and starts the new page at its heading', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, '/');
  await page.getByRole('button', {name: 'Open menu'}).click();
  const menu = page.getByRole('dialog', {name: 'Menu'});
  await menu.getByRole('link', {name: 'Shop Watches', exact: true}).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', {level: 1})).toBeFocused();
  // The menu button it was opened from does not take the focus back on the new page.
  await expect(page.getByRole('button', {name: 'Open menu'})).not.toBeFocused();
});

test('a search sent from the panel on home starts the results page at its heading', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await page.getByRole('link', {name: 'Search watches'}).click();
  const box = page.getByRole('dialog', {name: 'Search'}).getByRole('combobox');
  await expect(box).toBeFocused();
  await box.fill('submariner');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=submariner$/);
  await expect(page.getByRole('dialog', {name: 'Search'})).toBeHidden();
  await expect(page.getByRole('heading', {level: 1})).toBeFocused();
});
