// The root loader names a German page's texts script, for the page to preload, on the
// production context against the local shop.
import {describe, expect, it} from 'vitest';
import {routeArgs} from '../support/shopContext';
import {loader as rootLoader} from '~/root';

describe('the texts script a page preloads', () => {
  it('is the German texts on German pages and nothing on English ones', async () => {
    // Vitest serves modules as the dev server does: each at its own path.
    for (const path of ['/de', '/de/products', '/de/sell-your-watch'])
      expect((await rootLoader(await routeArgs(path))).textsScript).toBe(
        '/app/i18n/messages/de/index.ts',
      );
    for (const path of ['/', '/products', '/sell-your-watch'])
      expect((await rootLoader(await routeArgs(path))).textsScript).toBeNull();
  });
});
