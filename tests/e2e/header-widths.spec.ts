// The header at every common width: each control fully on screen, 44 px touch targets on
// phones and tablets, one row of navigation on laptops and desktops.
import {expect, test} from './support/test';
import {gotoHydrated} from './support/localShop';

const WIDTHS = [320, 360, 390, 430, 768, 1024, 1280, 1366, 1920];

for (const locale of ['en', 'de'] as const) {
  test(`${locale}: every header control is on screen from 320 to 1920 px`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => {
      window.localStorage.setItem('newsletter-popup-seen', 'true');
      window.localStorage.setItem('wishlist', JSON.stringify(['a', 'b']));
    });
    const de = locale === 'de';
    await gotoHydrated(page, de ? '/de' : '/');
    for (const width of WIDTHS) {
      await page.setViewportSize({width, height: 800});
      const banner = page.getByRole('banner');
      const controls = [
        banner.getByRole('link', {name: 'Cheshire Watch Exchange'}),
        banner.getByRole('link', {name: de ? /Sprache/ : /Language/}),
        banner.getByRole('link', {
          name: de ? 'Uhren suchen' : 'Search watches',
        }),
        banner.getByRole('button', {name: de ? /^Merkliste/ : /^Wishlist/}),
        banner.getByTestId('wishlist-count'),
        banner.getByRole('button', {name: de ? /^Warenkorb/ : /^Cart/}),
      ];
      if (width < 1024)
        controls.push(
          banner.getByRole('button', {name: de ? 'Menü öffnen' : 'Open menu'}),
        );
      for (const control of controls) {
        const box = await control.boundingBox();
        expect(box, `${width}px`).not.toBeNull();
        expect(box!.x, `${width}px`).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, `${width}px`).toBeLessThanOrEqual(width);
      }
      if (width < 768) {
        for (const control of [
          controls[1],
          controls[2],
          controls[3],
          controls[5],
          controls[6],
        ]) {
          const box = (await control.boundingBox())!;
          expect(box.width, `${width}px`).toBeGreaterThanOrEqual(44);
          expect(box.height, `${width}px`).toBeGreaterThanOrEqual(44);
        }
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${width}px`,
      ).toBe(width);
      if (width >= 1024) {
        const tops = await banner
          .getByRole('navigation', {
            name: de ? 'Hauptnavigation' : 'Main navigation',
          })
          .locator(':scope > ul > li')
          .evaluateAll((items) =>
            items.map((item) => Math.round(item.getBoundingClientRect().top)),
          );
        expect(new Set(tops).size, `${width}px`).toBe(1);
      }
    }
  });
}
