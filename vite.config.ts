import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {defineConfig} from 'vite';
import {hydrogen} from '@shopify/hydrogen/vite';
import {oxygen} from '@shopify/mini-oxygen/vite';
import {reactRouter} from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import {scriptGroups} from './scripts/lib/scriptGroups.mjs';
import {languageTexts} from './scripts/lib/languageTexts.mjs';

// React Router's package exports point every condition at its development build, warnings on
// (remix-run/react-router#14102); a production build takes the production files it ships.
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

export default defineConfig(({command}) => ({
  plugins: [
    tailwindcss(),
    hydrogen(),
    oxygen(),
    reactRouter(),
    languageTexts(),
  ],
  resolve: {
    tsconfigPaths: true,
    alias:
      command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: `${reactRouterDist}/index.mjs`,
            },
            {
              find: /^react-router\/dom$/,
              replacement: `${reactRouterDist}/dom-export.mjs`,
            },
          ]
        : [],
  },
  build: {
    // No base64-inlined assets: the strict CSP allows only our own origin.
    assetsInlineLimit: 0,
  },
  environments: {
    client: {
      build: {
        // A page's first scripts in a dozen files, not forty (docs/decisions/094-fewer-script-files.md).
        rolldownOptions: {output: {codeSplitting: {groups: scriptGroups}}},
      },
    },
  },
  ssr: {
    optimizeDeps: {
      include: [
        'react-router > set-cookie-parser',
        'react-router > cookie',
        'react-router',
      ],
    },
  },
}));
