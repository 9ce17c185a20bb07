// Renders a part of the page on the server as a page would hold it: under a root route with the
// site's language, inside the panels and the page's one add-to-cart fetcher.
import {createElement, type ReactNode} from 'react';
import {renderToString} from 'react-dom/server';
import {createRoutesStub} from 'react-router';
import {PanelProvider} from '~/components/panels';
import {CartAddProvider} from '~/components/cart/cartAdd';

export function renderWithCart(element: ReactNode, locale: 'en' | 'de' = 'en') {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({locale}),
      Component: () =>
        createElement(
          PanelProvider,
          null,
          createElement(CartAddProvider, null, element),
        ),
    },
  ]);
  return renderToString(
    createElement(Stub, {hydrationData: {loaderData: {root: {locale}}}}),
  );
}
