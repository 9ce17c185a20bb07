// The shop's departures from Hydrogen's and React Router's defaults made for speed, each with the
// smallest change to a copy of the code that takes it out (the default way back). Used by
// bench/mechanisms.mjs to measure each one with and without, on the real-user harness.
// A change whose text is no longer in the code fails loudly: the list must follow the code.
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

export const MECHANISMS = [
  {
    id: '026',
    name: 'the stylesheet inline in every page',
    pages: ['home', 'list'],
    edits: [
      [
        'app/root.tsx',
        'const INLINE_STYLES = !import.meta.env.DEV;',
        'const INLINE_STYLES = false;',
      ],
    ],
  },
  {
    id: '027',
    name: 'prices written without Intl',
    pages: ['list', 'product'],
    edits: [
      [
        'app/domain/money.ts',
        'if (symbol === undefined || !Number.isFinite(amount) || amount < 0)',
        'if (symbol === undefined || symbol !== undefined)',
      ],
    ],
  },
  {
    id: '125',
    name: 'presses are withheld from React until the page is interactive (was 085)',
    pages: ['home', 'product'],
    edits: [
      ['app/browser/earlyTaps.ts', 'if(!h())e.stopImmediatePropagation()', ''],
    ],
  },
  {
    id: '094',
    name: 'the first scripts come in a dozen files',
    pages: ['home', 'product'],
    edits: [
      [
        'vite.config.ts',
        'rolldownOptions: {output: {codeSplitting: {groups: scriptGroups}}},',
        'rolldownOptions: {output: {codeSplitting: {groups: []}}},',
      ],
    ],
  },
  {
    id: '099',
    name: 'cache writes wait until the page is sent (cold first byte)',
    pages: ['home', 'list'],
    edits: [
      [
        'server.ts',
        'const writeGate = createCacheWriteGate();',
        'const writeGate = createCacheWriteGate();\n    writeGate.open();',
      ],
    ],
  },
  {
    id: 'alias',
    name: "React Router's production files in a production build",
    pages: ['home', 'product'],
    edits: [
      [
        'scripts/lib/reactRouterProduction.mjs',
        "if (command !== 'build' || process.env.REACT_ROUTER_DEVELOPMENT_BUILD)",
        'if (command)',
      ],
    ],
  },
  {
    id: '024',
    name: "the server writes a card's link as a plain anchor",
    pages: ['list', 'brand'],
    edits: [
      [
        'app/components/ShopLink.tsx',
        "typeof document === 'undefined' ? ServerShopLink : BrowserShopLink;",
        'BrowserShopLink;',
      ],
    ],
  },
  {
    id: '121',
    name: "every add-to-cart button shares one fetcher (Hydrogen's CartForm per button without it)",
    pages: ['list', 'product'],
    edits: [
      [
        'app/components/AddToCartButton.tsx',
        "import type {OptimisticCartLineInput} from '@shopify/hydrogen';",
        "import {CartForm, type OptimisticCartLineInput} from '@shopify/hydrogen';\nimport {usePanelActions} from '~/components/panels';",
      ],
      [
        'app/components/AddToCartButton.tsx',
        "export const AddToCartButton =\n  typeof document === 'undefined' ? AddToCartForm : BrowserAddToCartButton;",
        // The skeleton's way: a CartForm (its own fetcher) per button, the drawer opened on the press.
        `export function AddToCartButton({lines, disabled, className, label}: AddToCartProps) {
  const t = useT();
  const site = useSite();
  const {openPanel} = usePanelActions();
  return (
    <CartForm route={sitePath('/cart', site)} inputs={{lines}} action={CartForm.ACTIONS.LinesAdd}>
      {(fetcher) => (
        <button type="submit" disabled={disabled || fetcher.state !== 'idle'} onClick={() => openPanel('cart')} className={className}>
          {label ?? t('cart.addToCart')}
        </button>
      )}
    </CartForm>
  );
}`,
      ],
    ],
  },
  {
    id: '150',
    name: 'side panels shown without the top layer (aria-modal, not showModal)',
    pages: ['product', 'reference'],
    edits: [
      ['app/browser/earlyTaps.ts', 'g.show();', 'g.showModal();'],
      [
        'app/browser/panelDialog.ts',
        '  dialog.show();',
        '  dialog.showModal();',
      ],
      [
        'app/components/SidePanel.tsx',
        '      dialog.show();',
        '      dialog.showModal();',
      ],
    ],
  },
  {
    id: '117',
    name: "a German page preloads its texts' script",
    pages: ['german-home'],
    edits: [
      [
        'app/root.tsx',
        '{data?.textsScript ? (',
        '{data?.textsScript && !data ? (',
      ],
    ],
  },
  {
    id: '118',
    name: "a link's page code on intent",
    pages: ['list', 'home'],
    edits: [
      [
        'app/components/PageLayout.tsx',
        'if (!left) stop = module.preloadPageScriptsFromManifest();',
        'if (!left && !module) stop = undefined;',
      ],
    ],
  },
  {
    id: '120',
    name: 'every page preloads the image it shows first',
    pages: ['reference', 'article'],
    edits: [
      [
        'app/domain/seo.ts',
        'if (input.preloadImage) meta.push(imagePreloadLink(input.preloadImage));',
        '',
      ],
    ],
  },
  {
    id: 'memo',
    name: 'the isolate memo of assembled lists (server throughput)',
    pages: ['list', 'brand'],
    edits: [
      ['server.ts', '    listMemo,\n', '    listMemo: createListMemo(),\n'],
    ],
  },
];

/** Takes the mechanism out of the copy of the shop in `dir`. */
export function takeOut(mechanism, dir) {
  for (const [file, from, to] of mechanism.edits) {
    const path = join(dir, file);
    const text = readFileSync(path, 'utf8');
    if (!text.includes(from))
      throw new Error(
        `${mechanism.id}: "${from.slice(0, 60)}" is no longer in ${file}; update bench/lib/mechanisms.mjs`,
      );
    writeFileSync(path, text.replace(from, to));
  }
}
