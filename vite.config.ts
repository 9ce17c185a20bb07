import {defineConfig} from 'vite';
import {hydrogen} from '@shopify/hydrogen/vite';
import {oxygen} from '@shopify/mini-oxygen/vite';
import {reactRouter} from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import {scriptGroups} from './scripts/lib/scriptGroups.mjs';
import {languageTexts} from './scripts/lib/languageTexts.mjs';
import {reactRouterProductionAliases} from './scripts/lib/reactRouterProduction.mjs';

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
    // A production build takes React Router's production files (the departure's one place).
    alias: reactRouterProductionAliases(command),
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
