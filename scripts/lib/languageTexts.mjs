// A Vite plugin giving the server the address of each language's texts script
// (docs/decisions/117-german-texts-preloaded.md). The browser imports a German page's texts on
// demand before it hydrates; without the address in the page, that download starts only once
// React and the shell have arrived, one more round trip before a German page answers a tap.
import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';

export const LANGUAGE_TEXTS_MODULE = 'virtual:language-texts';
const RESOLVED = `\0${LANGUAGE_TEXTS_MODULE}`;

/** Each language other than English and the module holding its texts, from the project root. */
export const languageTextModules = {de: 'app/i18n/messages/de/index.ts'};

/**
 * The public address of each language's texts script, read from the browser build's Vite
 * manifest. A language missing from it fails the build: a page would otherwise preload nothing.
 */
export function textScriptUrls(manifest, base, modules = languageTextModules) {
  return Object.fromEntries(
    Object.entries(modules).map(([locale, module]) => {
      const chunk = manifest[module];
      if (!chunk?.file)
        throw new Error(
          `${module} (the ${locale} texts) is not a chunk of the browser build`,
        );
      return [locale, `${base}${chunk.file}`];
    }),
  );
}

/** `import urls from 'virtual:language-texts'`: on the server only. */
export function languageTexts() {
  let config;
  return {
    name: 'language-texts',
    configResolved(resolved) {
      config = resolved;
    },
    resolveId(id) {
      return id === LANGUAGE_TEXTS_MODULE ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (this.environment?.name === 'client')
        this.error(`${LANGUAGE_TEXTS_MODULE} is for the server only`);
      // The dev server serves each module at its own path.
      if (config.command === 'serve')
        return `export default ${JSON.stringify(
          Object.fromEntries(
            Object.entries(languageTextModules).map(([locale, module]) => [
              locale,
              `${config.base}${module}`,
            ]),
          ),
        )};`;
      // React Router builds the browser's files first, into `client` beside this `server` folder,
      // and removes their Vite manifest only once the server's build is done.
      const clientOutDir = resolve(
        config.root,
        config.build.outDir,
        '../client',
      );
      const manifest = JSON.parse(
        readFileSync(resolve(clientOutDir, '.vite/manifest.json'), 'utf8'),
      );
      return `export default ${JSON.stringify(textScriptUrls(manifest, config.base))};`;
    },
  };
}
