// A departure from React Router's defaults, in one place: a production build takes the production
// files React Router ships. Its package exports point every condition at the development build,
// warnings on (remix-run/react-router#14102). The switch: REACT_ROUTER_DEVELOPMENT_BUILD=1 builds
// without it. tests/unit/frameworkContracts.test.ts holds React Router to what this relies on.
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';

const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

/** Each specifier the app imports, and the production file that replaces it. */
export const REACT_ROUTER_PRODUCTION_FILES = {
  'react-router': `${reactRouterDist}/index.mjs`,
  'react-router/dom': `${reactRouterDist}/dom-export.mjs`,
};

/** Vite aliases for a production build (none when the switch is off or for the dev server). */
export function reactRouterProductionAliases(command) {
  if (command !== 'build' || process.env.REACT_ROUTER_DEVELOPMENT_BUILD)
    return [];
  return Object.entries(REACT_ROUTER_PRODUCTION_FILES).map(
    ([specifier, file]) => ({
      find: new RegExp(`^${specifier.replace('/', '\\/')}$`),
      replacement: file,
    }),
  );
}
