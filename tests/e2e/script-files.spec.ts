// A page's first scripts arrive in a dozen files, not forty (docs/decisions/094-fewer-script-files.md):
// React and React Router in one file, the root's code in one, the watch card's and the list's in
// one each. Each file is a request, and on a phone each request costs a round trip.
import {expect, test} from './support/test';
import {catalogueWatches, gotoHydrated} from './support/localShop';

/** The script files a page's HTML asks for before it can hydrate. */
function firstScripts(html: string): string[] {
  const preloads = [
    ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g),
  ];
  return [...new Set(preloads.map((match) => match[1]))];
}

test('home, all watches and a watch page ask for their first scripts in few files, the shell shared', async ({
  page,
  request,
}) => {
  const watch = (await catalogueWatches()).find(
    (w) => w.status === 'available',
  )!;
  // Home's 20 include React Router's whole route manifest, one file cached across pages
  // (docs/decisions/113-nothing-loads-unasked.md).
  // A German page also names its German texts, which it needs before it hydrates
  // (docs/decisions/117-german-texts-preloaded.md).
  const pages = {
    '/': 20,
    '/products': 14,
    [`/products/${watch.handle}`]: 15,
    '/de/products': 15,
  };
  const shells = new Set<string>();
  for (const [path, most] of Object.entries(pages)) {
    const scripts = firstScripts(await (await request.get(path)).text());
    expect(scripts.length, path).toBeGreaterThan(0);
    expect(scripts.length, `${path}: ${scripts.join(' ')}`).toBeLessThanOrEqual(
      most,
    );
    const shell = scripts.filter((src) => /\/shell-[\w-]+\.js$/.test(src));
    expect(shell, path).toHaveLength(1);
    shells.add(shell[0]);
  }
  expect(shells.size).toBe(1);

  // The stock alerts' texts travel with the alert form: all watches has one, home has none.
  const alertTitle = 'Alert me to new watches like these';
  const carries = async (path: string) => {
    const scripts = firstScripts(await (await request.get(path)).text());
    const code = await Promise.all(
      scripts.map(async (src) => (await request.get(src)).text()),
    );
    return code.some((text) => text.includes(alertTitle));
  };
  expect(await carries('/products')).toBe(true);
  expect(await carries('/')).toBe(false);

  // The grouped files hydrate the page: the card's wishlist heart answers a tap.
  await gotoHydrated(page, '/products');
  const heart = page
    .getByTestId('watch-card')
    .first()
    .getByRole('button', {name: /to wishlist$/});
  await heart.click();
  await expect(
    page
      .getByTestId('watch-card')
      .first()
      .getByRole('button', {name: /from wishlist$/}),
  ).toHaveAttribute('aria-pressed', 'true');
});
