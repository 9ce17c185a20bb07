import {afterEach, describe, expect, it, vi} from 'vitest';

// What the i18n catalogue holds at the moment entry.client starts hydrating.
const atHydration = vi.hoisted(() => ({
  calls: 0,
  german: undefined as string | undefined,
  readGerman: (): string | undefined => undefined,
}));

vi.mock('react-dom/client', () => ({
  hydrateRoot: () => {
    atHydration.calls += 1;
    atHydration.german = atHydration.readGerman();
  },
}));
vi.mock('react-router/dom', () => ({HydratedRouter: () => null}));
vi.mock('@shopify/hydrogen', () => ({NonceProvider: () => null}));

/** Runs the browser entry (as the client build sees it) on a page whose <html lang> is `lang`. */
async function hydratePage(lang: string) {
  vi.stubEnv('SSR', false);
  vi.resetModules();
  atHydration.calls = 0;
  atHydration.german = undefined;
  vi.stubGlobal('document', {
    documentElement: {lang},
    querySelector: () => null,
  });
  // The same (fresh) catalogue module instance entry.client is about to use.
  const {catalogFor} = await import('./catalog');
  atHydration.readGerman = () => catalogFor('de')?.cart?.empty;
  await import('~/entry.client');
  await vi.waitFor(() => expect(atHydration.calls).toBe(1));
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('hydration', () => {
  it('has the German texts in memory before a German page hydrates', async () => {
    await hydratePage('de-DE');
    expect(atHydration.german).toBe('Ihr Warenkorb ist leer');
  });

  it('does not fetch German for an English page', async () => {
    await hydratePage('en-GB');
    expect(atHydration.german).toBeUndefined();
  });
});
