// Where the shop departs from a framework's defaults by leaning on its private parts or copying
// its wire format, a test here holds the framework to what the departure relies on: an upgrade
// that changes them fails here, not in front of a shopper (docs/performance.md lists them).
import {existsSync, readFileSync} from 'node:fs';
import {createElement} from 'react';
import {CartForm} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';
import {
  REACT_ROUTER_PRODUCTION_FILES,
  reactRouterProductionAliases,
} from '../../scripts/lib/reactRouterProduction.mjs';
import {MECHANISMS} from '../../bench/lib/mechanisms.mjs';
import {renderWithCart} from '../support/renderWithCart';
import {decodeEntities} from '../e2e/support/pageText';
import {AddToCartForm, CART_FORM_INPUT} from '~/components/AddToCartButton';

describe("React Router's production files (the build's alias)", () => {
  for (const [specifier, file] of Object.entries(REACT_ROUTER_PRODUCTION_FILES))
    it(`${specifier}: the production file exports what the package does`, async () => {
      expect(existsSync(file), file).toBe(true);
      const names = (module: object) => Object.keys(module).sort();
      expect(names(await import(/* @vite-ignore */ file))).toEqual(
        names(await import(/* @vite-ignore */ specifier)),
      );
    });

  it('replaces exactly those specifiers, only in a production build', () => {
    const aliases = reactRouterProductionAliases('build');
    for (const specifier of Object.keys(REACT_ROUTER_PRODUCTION_FILES))
      expect(
        aliases.filter(({find}) => find.test(specifier)),
        specifier,
      ).toHaveLength(1);
    expect(aliases.some(({find}) => find.test('react-router/internal'))).toBe(
      false,
    );
    expect(reactRouterProductionAliases('serve')).toEqual([]);
  });
});

/** The hidden field a form posts, as the browser would send it. */
function postedField(html: string) {
  const input = /<input type="hidden" name="([^"]+)" value="([^"]*)"/.exec(
    html,
  );
  if (!input) throw new Error(`no hidden input in ${html}`);
  return [input[1], decodeEntities(input[2])] as const;
}

describe("Hydrogen's CartForm wire format (the add-to-cart button's copy of it)", () => {
  const lines = [
    {merchandiseId: 'gid://shopify/ProductVariant/7', quantity: 1},
    {merchandiseId: 'gid://shopify/ProductVariant/9', quantity: 2},
  ];

  // The /cart action and useOptimisticCart both read a post with CartForm.getFormInput.
  it('posts the field CartForm.getFormInput reads back as the same LinesAdd', () => {
    const [name, value] = postedField(
      renderWithCart(createElement(AddToCartForm, {lines})),
    );
    expect(name).toBe(CartForm.INPUT_NAME);
    expect(CART_FORM_INPUT).toBe(CartForm.INPUT_NAME);
    const form = new FormData();
    form.set(name, value);
    expect(CartForm.getFormInput(form)).toEqual({
      action: CartForm.ACTIONS.LinesAdd,
      inputs: {lines},
    });
  });
});

describe('every departure has its switch (npm run bench:mechanisms)', () => {
  for (const mechanism of MECHANISMS)
    it(`${mechanism.id}, ${mechanism.name}: the text its switch edits is in the code`, () => {
      for (const [file, from] of mechanism.edits)
        expect(readFileSync(file, 'utf8'), file).toContain(from);
    });
});
