import {afterEach, describe, expect, it, vi} from 'vitest';

// Each test gets fresh i18n modules, evaluated as the server or as the browser build would be.
async function freshModules(ssr: boolean) {
  vi.stubEnv('SSR', ssr);
  vi.resetModules();
  // The worker registers every language at its start (server.ts imports ./serverTexts).
  if (ssr) await import('./serverTexts');
  const catalog = await import('./catalog');
  const {translate} = await import('./translate');
  const {requireCatalog} = await import('./useTranslation');
  return {...catalog, translate, requireCatalog};
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('texts on the server', () => {
  it('has German synchronously, for loaders, meta and the first render', async () => {
    const {catalogFor, translate} = await freshModules(true);
    expect(catalogFor('de')).toBeDefined();
    expect(translate('de', 'cart.empty')).toBe('Ihr Warenkorb ist leer');
  });
});

describe('texts in the browser', () => {
  it('starts with English only', async () => {
    const {catalogFor, translate} = await freshModules(false);
    expect(catalogFor('en')?.cart?.empty).toBe('Your cart is empty');
    expect(catalogFor('de')).toBeUndefined();
    // A caller that runs before German is loaded gets English, never the raw key.
    expect(translate('de', 'cart.onlyAvailable', {n: 2})).toBe(
      'Only 2 unit(s) available',
    );
  });

  it('loads German once, however often it is asked', async () => {
    const {catalogFor, loadCatalog, translate} = await freshModules(false);
    const first = loadCatalog('de');
    expect(loadCatalog('de')).toBe(first);
    await first;
    expect(catalogFor('de')?.cart?.empty).toBe('Ihr Warenkorb ist leer');
    expect(translate('de', 'cart.onlyAvailable', {n: 2})).toBe(
      'Nur 2 Stück verfügbar',
    );
  });

  it('makes a German render wait (Suspense) until the texts are in memory', async () => {
    const {requireCatalog, translate} = await freshModules(false);
    expect(requireCatalog('en')).toBe('en');
    let thrown: unknown;
    try {
      requireCatalog('de');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Promise);
    await thrown;
    expect(requireCatalog('de')).toBe('de');
    expect(translate('de', 'cart.empty')).toBe('Ihr Warenkorb ist leer');
  });
});

describe('a failed download of the German texts', () => {
  afterEach(() => {
    vi.doUnmock('./messages/de');
  });

  it('stops German renders from waiting and falls back to English, not the raw key', async () => {
    // The German chunk's download fails when the loader reads it (the browser build imports it only then).
    vi.doMock('./messages/de', () => ({
      get de(): never {
        throw new Error('offline');
      },
    }));
    const {requireCatalog, loadFailed, translate} = await freshModules(false);
    let thrown: unknown;
    try {
      requireCatalog('de');
    } catch (error) {
      thrown = error;
    }
    await expect(thrown).rejects.toThrow();
    expect(loadFailed('de')).toBe(true);
    expect(requireCatalog('de')).toBe('de');
    expect(translate('de', 'cart.empty')).toBe('Your cart is empty');
  });
});
