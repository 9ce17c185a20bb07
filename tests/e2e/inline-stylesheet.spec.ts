// The production page carries its stylesheet inline (docs/decisions/026-inline-stylesheet.md):
// the first paint waits for no stylesheet request, and the styles stay through hydration,
// navigation, Back and the German pages.
import {expect, test, type Page} from './support/test';
import {gotoHydrated} from './support/localShop';

/** What the browser draws for the first watch card and the page's first heading. */
async function drawn(page: Page) {
  return page.evaluate(() => {
    const card = document.querySelector('[data-testid="watch-card"]');
    const heading = document.querySelector('h1');
    return {
      cardCorner: card ? getComputedStyle(card).borderTopLeftRadius : null,
      headingFont: heading ? getComputedStyle(heading).fontFamily : null,
    };
  });
}

for (const prefix of ['', '/de']) {
  test(`${prefix || '/'}: no stylesheet request, and the styles hold after hydration, a watch and Back`, async ({
    page,
  }) => {
    const stylesheetRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet')
        stylesheetRequests.push(request.url());
    });
    await gotoHydrated(page, `${prefix}/products`);
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
    const list = await drawn(page);
    expect(list.cardCorner).toBe('8px');
    expect(list.headingFont).toMatch(/serif/i);

    const firstCard = page.getByTestId('watch-card').first();
    await firstCard.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/products/[^/?]+$`));
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    expect((await drawn(page)).headingFont).toBe(list.headingFont);

    await page.goBack();
    // The watch page has cards of its own: wait for the list itself before reading its card.
    await expect(page).toHaveURL(new RegExp(`${prefix}/products$`));
    await expect(page.getByTestId('result-count')).toBeVisible();
    await expect(page.getByTestId('watch-card').first()).toBeVisible();
    expect(await drawn(page)).toEqual(list);
    expect(stylesheetRequests).toEqual([]);
  });
}
