import {describe, expect, it} from 'vitest';
import {
  languageTextModules,
  textScriptUrls,
} from '../../scripts/lib/languageTexts.mjs';

describe('textScriptUrls', () => {
  const manifest = {
    'app/entry.client.tsx': {file: 'assets/entry.client-a1.js'},
    'app/i18n/messages/de/index.ts': {
      file: 'assets/de-B2c3.js',
      isDynamicEntry: true,
    },
  };

  it('gives each language the built file of its texts, under the asset base', () => {
    expect(textScriptUrls(manifest, '/')).toEqual({de: '/assets/de-B2c3.js'});
    // On Oxygen the assets come from the CDN: the base Hydrogen's build sets.
    expect(
      textScriptUrls(manifest, 'https://cdn.shopify.com/oxygen-v2/1/2/3/'),
    ).toEqual({
      de: 'https://cdn.shopify.com/oxygen-v2/1/2/3/assets/de-B2c3.js',
    });
  });

  it('fails the build when a language has no file of its own', () => {
    expect(() =>
      textScriptUrls(
        {'app/entry.client.tsx': manifest['app/entry.client.tsx']},
        '/',
      ),
    ).toThrow(
      'app/i18n/messages/de/index.ts (the de texts) is not a chunk of the browser build',
    );
  });

  it('names the module the browser imports for each language', async () => {
    // The catalogue's loader imports this module; the names must stay in step.
    const catalog = await import('node:fs').then((fs) =>
      fs.readFileSync('app/i18n/catalog.ts', 'utf8'),
    );
    for (const module of Object.values(languageTextModules))
      expect(catalog).toContain(
        `import('./${module.replace('app/i18n/', '').replace(/\/index\.ts$/, '')}')`,
      );
  });
});
