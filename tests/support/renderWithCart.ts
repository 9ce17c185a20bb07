// Renders a part of the page on the server as a page would hold it: under a root route with the
// site's language, inside the panels and the page's one add-to-cart fetcher.
import {createElement, type ReactNode} from 'react';
import {PanelProvider} from '~/components/panels';
import {CartAddProvider} from '~/components/cart/cartAdd';
import {renderUnderRoot} from './renderUnderRoot';

export function renderWithCart(element: ReactNode, locale: 'en' | 'de' = 'en') {
  return renderUnderRoot(
    createElement(
      PanelProvider,
      null,
      createElement(CartAddProvider, null, element),
    ),
    {locale},
  );
}
