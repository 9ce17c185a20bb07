// On a phone every control a thumb presses is at least 44 px each way: buttons, fields, selects,
// the filter menu's summary, a checkbox's label (the label is what takes the tap) and every link
// that stands alone. A link inside a sentence is exempt, as WCAG's target-size rule exempts it;
// a link stretched over its card (an absolute ::after) is as large as the card.
import {expect, test, type Page} from './support/test';
import {gotoHydrated} from './support/localShop';

test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

/** Controls on screen smaller than 44 px, as "tag name: width x height". */
async function smallControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'button, summary, select, textarea, input:not([type=hidden]), a[href]';
    const inSentence = (link: HTMLElement) => {
      const own = link.textContent?.trim() ?? '';
      const around = link.parentElement?.textContent?.trim() ?? '';
      return around.length > own.length;
    };
    const tapTarget = (control: HTMLElement): HTMLElement | null => {
      // A box or radio is tapped through its label.
      if (
        control instanceof HTMLInputElement &&
        ['checkbox', 'radio'].includes(control.type)
      )
        return control.closest('label') ?? control;
      if (!(control instanceof HTMLAnchorElement)) return control;
      if (getComputedStyle(control, '::after').position === 'absolute')
        return (control.offsetParent as HTMLElement | null) ?? control;
      return inSentence(control) ? null : control;
    };
    return [...document.querySelectorAll<HTMLElement>(selector)].flatMap(
      (control) => {
        const target = tapTarget(control);
        if (!target) return [];
        const box = target.getBoundingClientRect();
        const style = getComputedStyle(target);
        const shown =
          box.width > 0 &&
          box.height > 0 &&
          style.visibility !== 'hidden' &&
          box.right > 0 &&
          box.bottom > 0 &&
          box.left < window.innerWidth;
        if (!shown || (box.width >= 44 && box.height >= 44)) return [];
        const name =
          control.getAttribute('aria-label') ??
          control.getAttribute('name') ??
          control.textContent?.trim().slice(0, 30);
        return [
          `${control.tagName.toLowerCase()} ${name}: ${Math.round(box.width)} x ${Math.round(box.height)}`,
        ];
      },
    );
  });
}

test('home with the newsletter popup open', async ({page}) => {
  await gotoHydrated(page, '/');
  await expect(
    page.getByRole('button', {name: 'Close newsletter sign-up'}),
  ).toBeVisible();
  expect(await smallControls(page)).toEqual([]);
});

test('all watches with the filter menu open, in German too', async ({page}) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('newsletter-popup-seen', 'true'),
  );
  for (const [path, filters] of [
    ['/products', 'Filters'],
    ['/de/products', 'Filter'],
  ]) {
    await gotoHydrated(page, path);
    await page
      .getByText(new RegExp(`^${filters}`))
      .first()
      .click();
    await expect(
      page.getByRole('group').getByRole('checkbox').first(),
    ).toBeVisible();
    expect(await smallControls(page), path).toEqual([]);
  }
});

test("a watch's gallery segments and the sell and contact forms", async ({
  page,
}) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('newsletter-popup-seen', 'true'),
  );
  for (const path of [
    '/products/rolex-submariner-date-126610ln',
    '/sell-your-watch',
    '/contact-us',
    '/book-a-viewing?place=wilmslow',
  ]) {
    await gotoHydrated(page, path);
    expect(await smallControls(page), path).toEqual([]);
  }
});

test('a brand page and German home: banner, breadcrumb, header and footer links', async ({
  page,
}) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('newsletter-popup-seen', 'true'),
  );
  for (const path of ['/collections/rolex', '/de']) {
    await gotoHydrated(page, path);
    expect(await smallControls(page), path).toEqual([]);
  }
});
