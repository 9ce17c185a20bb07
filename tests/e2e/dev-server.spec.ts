// `npm run dev` (React's development build, Vite's dev server) on a handful of routes: no
// hydration warning or other console error (the fixture fails on any), in English and German.
import {join} from 'node:path';
import type {ChildProcess} from 'node:child_process';
import {
  ROOT,
  startStorefrontProcess,
  writeWorkerEnv,
} from '../../scripts/lib/servers.mjs';
import {expect, slowDownCpu, test} from './support/test';
import {catalogueWatches} from './support/localShop';

const devPort = Number(process.env.E2E_PORT ?? 3310) + 30;
let storefront: ChildProcess | undefined;

// One dev server on one port for the file: its tests share it in one worker, in order.
test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // The same local shop as the production build's tests.
  const envFile = writeWorkerEnv(join(ROOT, `.cache/e2e-${devPort}-dev.env`), {
    LOCAL_SHOP_ORIGIN: process.env.E2E_LOCAL_SHOP_URL,
  });
  ({child: storefront} = await startStorefrontProcess({
    mode: 'dev',
    port: devPort,
    envFile,
    quiet: true,
  }));
});

test.afterAll(() => {
  storefront?.kill('SIGTERM');
});

test('the development build hydrates every kind of page without a warning', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.addInitScript(() =>
    window.localStorage.setItem('newsletter-popup-seen', 'true'),
  );
  const watch = (await catalogueWatches())[0];
  for (const path of [
    '/',
    '/de/products',
    `/products/${watch.handle}`,
    '/holy-grails',
    '/de/sell-your-watch',
  ]) {
    await page.goto(`http://localhost:${devPort}${path}`);
    await expect(page.locator('html[data-hydrated]')).toBeAttached({
      timeout: 60_000,
    });
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  }
});

// What a shopper does next: the first scroll brings the carousels, the popup comes, Add to
// Cart opens the drawer. Every later hydration (deferred sections, lazy panels) runs without
// a warning too.
for (const [prefix, texts] of [
  ['', {popup: 'Stay Updated', add: 'Add to Cart', drawer: 'Your Cart'}],
  [
    '/de',
    {
      popup: 'Bleiben Sie informiert',
      add: 'In den Warenkorb',
      drawer: 'Ihr Warenkorb',
    },
  ],
] as const) {
  test(`${prefix || '/'}: carousels after the first scroll, the popup and Add to Cart, without a warning`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.goto(`http://localhost:${devPort}${prefix || '/'}`);
    await expect(page.locator('html[data-hydrated]')).toBeAttached({
      timeout: 60_000,
    });
    await page.mouse.wheel(0, 900);
    await expect(page.locator('[data-enhanced="swiper"]').first()).toBeAttached(
      {timeout: 30_000},
    );
    await expect(page.getByRole('dialog', {name: texts.popup})).toBeVisible({
      timeout: 30_000,
    });

    await page.goto(`http://localhost:${devPort}${prefix}/products`);
    await expect(page.locator('html[data-hydrated]')).toBeAttached({
      timeout: 60_000,
    });
    // A slow phone's CPU for the press: React may then render the add's answer without ever
    // rendering 'submitting' (router updates are transitions), and the drawer must open anyway.
    await slowDownCpu(page, 6);
    await page
      .locator('[data-testid="watch-card"][data-status="available"]')
      .first()
      .getByRole('button', {name: texts.add})
      .click();
    await expect(
      page.getByRole('dialog', {name: texts.drawer}).getByTestId('cart-line'),
    ).toHaveCount(1, {timeout: 30_000});
  });
}
