import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

// Where code runs shows in its folder (README, "Where code runs"), and these rules hold it: a
// module may use another side's types, never its code.
const SERVER = {group: ['~/server/*'], allowTypeImports: true};
const BROWSER = {group: ['~/browser/*'], allowTypeImports: true};
const HOOKS = {group: ['~/hooks/*'], allowTypeImports: true};
const REACT = {
  group: ['react', 'react-dom', 'react-router', '@shopify/hydrogen'],
  allowTypeImports: true,
};
// One Swiper integration (docs/decisions/015-one-carousel-integration.md).
const SWIPER = {
  group: ['swiper', 'swiper/*'],
  message: 'Carousels go through components/content/SwiperCarousel.tsx.',
};
// One meta builder (docs/decisions/014-one-meta-builder.md).
const PAGE_META = {
  name: '~/domain/seo',
  importNames: ['pageMeta'],
  message: 'Build meta with contentPageMeta or editorialMeta.',
};
// One lead form frame and one table of field rows (docs/decisions/016-lead-form-pieces.md).
const FIELD_ROWS = {
  name: './fields',
  importNames: ['TextField', 'TextAreaField', 'SelectField'],
  message: 'Lead forms list their fields in <FieldRows>.',
};
// One visible data layer (docs/decisions/103-one-visible-data-layer.md): loaders read through
// context.readStorefront, whose options name the cache and outage policy at the call.
// Text written with Intl in the browser may differ from the server's (engines carry their own
// locale data: a hydration mismatch) and costs a phone milliseconds each time: components write
// prices, percentages and months with the shop's own formats, region names come as page data.
const INTL = {
  selector: "MemberExpression[object.name='Intl']",
  message:
    'No Intl in browser code: use the formats in app/domain (money, percent, months) or name it on the server (regionName).',
};
const RAW_QUERY = {
  selector:
    "CallExpression[callee.property.name='query'][callee.object.name='storefront'], CallExpression[callee.property.name='query'][callee.object.property.name='storefront']",
  message:
    'Read through context.readStorefront(query, {cache, outage, partialErrors}).',
};
// One way to name a watch (app/domain/watch/watchName.ts): a title often carries its brand
// already, and a name built by hand said 'Rolex Rolex Submariner'.
const HAND_NAMED_WATCH = {
  selector:
    "TemplateLiteral:has(> TemplateElement[value.raw=' ']) > MemberExpression[property.name='vendor'], BinaryExpression[operator='+'] > MemberExpression[property.name='vendor']",
  message: 'Name a watch with watchName(vendor, title).',
};
// A <button> without a type submits its form: a panel or toggle inside a form would post it.
const BUTTON_TYPE = {
  selector:
    "JSXOpeningElement[name.name='button']:not(:has(JSXAttribute[name.name='type']))",
  message:
    'Give every <button> its type: "button", or "submit" for the one that posts its form.',
};
// A link's page code loads on intent (app/browser/routeModules.ts); its data never does: a page
// the shopper may not open costs the server nothing, and a form page would issue its token.
const DATA_PREFETCH = {
  selector: "JSXAttribute[name.name='prefetch']:not([value.value='none'])",
  message:
    "No prefetch on links: a link's page code loads on intent, never its data (docs/decisions/145-next-page-on-intent-measured.md).",
};
const restrict = (patterns, paths = [PAGE_META]) => [
  'error',
  {patterns: [SWIPER, ...patterns], paths},
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'build',
      '.react-router',
      '.cache',
      'bench/results',
      'bench/.work',
      'test-results',
      'playwright-report',
      '*.generated.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_'},
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['app/**/*.tsx'],
    plugins: {'react-hooks': reactHooks, 'jsx-a11y': jsxA11y},
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Native <dialog> closes on backdrop clicks; keyboard users close it with Escape.
      'jsx-a11y/click-events-have-key-events': 'off',
      'jsx-a11y/no-noninteractive-element-interactions': 'off',
      'jsx-a11y/no-autofocus': 'off',
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([]),
      'no-restricted-syntax': [
        'error',
        RAW_QUERY,
        HAND_NAMED_WATCH,
        BUTTON_TYPE,
        DATA_PREFETCH,
      ],
    },
  },
  {
    files: ['app/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([SERVER, BROWSER, HOOKS, REACT]),
    },
  },
  {
    files: ['app/browser/**/*.ts'],
    rules: {'no-restricted-imports': restrict([SERVER])},
  },
  {
    files: ['app/hooks/**/*.ts', 'app/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([SERVER]),
      'no-restricted-syntax': [
        'error',
        RAW_QUERY,
        HAND_NAMED_WATCH,
        INTL,
        BUTTON_TYPE,
        DATA_PREFETCH,
      ],
    },
  },
  {
    files: ['app/browser/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', RAW_QUERY, HAND_NAMED_WATCH, INTL],
    },
  },
  {
    files: ['app/server/**/*.ts'],
    rules: {'no-restricted-imports': restrict([BROWSER])},
  },
  {
    files: [
      'app/domain/content/articlePage.ts',
      'app/domain/content/pageMeta.ts',
    ],
    rules: {
      'no-restricted-imports': restrict([SERVER, BROWSER, HOOKS, REACT], []),
    },
  },
  {
    files: ['app/components/content/SwiperCarousel.tsx'],
    rules: {'no-restricted-imports': ['error', {patterns: [SERVER]}]},
  },
  {
    files: [
      'ContactForm',
      'EnquiryForm',
      'QuickSellForm',
      'SellForm',
      'SourcingForm',
    ].map((form) => `app/components/leads/${form}.tsx`),
    rules: {
      'no-restricted-imports': restrict([SERVER], [PAGE_META, FIELD_ROWS]),
      'no-restricted-syntax': [
        'error',
        RAW_QUERY,
        HAND_NAMED_WATCH,
        INTL,
        BUTTON_TYPE,
        {
          selector:
            "JSXMemberExpression[object.name='fetcher'][property.name='Form']",
          message: 'Lead forms post through <LeadForm>.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'app/server/storefrontData.ts'],
    rules: {'no-restricted-imports': 'off', 'no-restricted-syntax': 'off'},
  },
  {
    // Resolvers over Shopify's own schema receive arguments graphql-js has already
    // validated against it; typing each by hand would duplicate the schema.
    files: ['local-shop/**/*.ts'],
    rules: {'@typescript-eslint/no-explicit-any': 'off'},
  },
  {
    files: ['tests/**/*.{ts,tsx}', '**/*.test.{ts,tsx}'],
    rules: {'@typescript-eslint/no-non-null-assertion': 'off'},
  },
  {
    // Every spec takes test from the fixture that fails on page and console errors.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import test and expect from './support/test'.",
            },
          ],
        },
      ],
    },
  },
);
