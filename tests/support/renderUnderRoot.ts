// Renders a part of a page on the server as the shop would: under a root route holding the root
// loader's data, handed down as the root layout hands it (the page's language, market, dealer).
import {createElement, type ReactNode} from 'react';
import {renderToString} from 'react-dom/server';
import {createRoutesStub} from 'react-router';
import {RootDataProvider, type RootData} from '~/hooks/rootData';

export function renderUnderRoot(
  element: ReactNode,
  rootData: Partial<RootData>,
  {path = '/', at}: {path?: string; at?: string} = {},
) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path,
      loader: () => rootData,
      Component: () =>
        createElement(RootDataProvider, {data: rootData as RootData}, element),
    },
  ]);
  return renderToString(
    createElement(Stub, {
      ...(at ? {initialEntries: [at]} : {}),
      hydrationData: {loaderData: {root: rootData}},
    }),
  );
}
