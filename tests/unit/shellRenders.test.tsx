// @vitest-environment happy-dom
// The shell around every page (header, footer, panels) renders again only when what it shows
// changes: not at a navigation's start, not at each state of a fetcher (adding to the cart).
// React Router's data hooks re-render every reader on each router update; without the root data
// context and the memoised shell, each of those renders the whole shell again.
import {act, createElement, memo, useEffect} from 'react';
import {createRoot, type Root} from 'react-dom/client';
import {createRoutesStub, Link, Outlet, useFetcher} from 'react-router';
import fc from 'fast-check';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {PageLayout} from '~/components/PageLayout';
import {dealerDetails} from '~/domain/dealer';
import {
  RootDataProvider,
  useRootData,
  useRootDataFromRouter,
  type RootData,
} from '~/hooks/rootData';
import {useT} from '~/i18n/useTranslation';

const renders = vi.hoisted(() => ({header: 0, footer: 0, reader: 0}));

vi.mock(import('~/components/Header'), async (original) => {
  const module = await original();
  return {
    ...module,
    Header: (props: Parameters<typeof module.Header>[0]) => {
      renders.header += 1;
      return module.Header(props);
    },
  };
});
vi.mock(import('~/components/Footer'), async (original) => {
  const module = await original();
  return {
    ...module,
    Footer: (props: Parameters<typeof module.Footer>[0]) => {
      renders.footer += 1;
      return module.Footer(props);
    },
  };
});

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT =
  true;
// The shell reads the visitor's cart once: an empty one.
vi.stubGlobal('fetch', async () => Response.json({cart: null}));

const ROOT_DATA: RootData = {
  locale: 'en',
  market: 'uk',
  dealer: dealerDetails(),
  gtmId: null,
  shopifyAnalytics: null,
  year: 2026,
  origin: 'http://127.0.0.1',
  leadToken: 'token',
  textsScript: null,
};

/** As the root route's App: the layout from root data, the page in it. */
function App() {
  const data = useRootData()!;
  return createElement(
    PageLayout,
    {dealer: data.dealer, year: data.year, leadToken: data.leadToken},
    createElement(Outlet),
  );
}

/** A part of a page that reads root data (as every translated text does), memoised as a card is. */
const RootDataReader = memo(function RootDataReader() {
  renders.reader += 1;
  return createElement('p', null, useT()('chrome.skipToContent'));
});

function ListPage({onFetcher}: {onFetcher: (state: string) => void}) {
  const fetcher = useFetcher();
  useEffect(() => {
    onFetcher(fetcher.state);
  }, [fetcher.state, onFetcher]);
  return createElement(
    'div',
    null,
    createElement(Link, {to: '/watch'}, 'A watch'),
    createElement(
      'button',
      {
        type: 'button',
        onClick: () =>
          fetcher.submit({add: '1'}, {method: 'post', action: '/cart'}),
      },
      'Add',
    ),
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return {promise, resolve};
}

/** Mounts the layout as the root route does, with `pages` below it, at '/'. */
async function mountShop(
  pages: NonNullable<
    Parameters<typeof createRoutesStub>[0][number]['children']
  >,
  pageData: Record<string, unknown> = {},
) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ROOT_DATA,
      // As the root layout: the router's root data, handed down.
      Component: () =>
        createElement(
          RootDataProvider,
          {data: useRootDataFromRouter()},
          createElement(App),
        ),
      children: pages,
    },
  ]);
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root!.render(
      createElement(Stub, {
        initialEntries: ['/'],
        hydrationData: {loaderData: {root: ROOT_DATA, ...pageData}},
      }),
    );
  });
  return container;
}

async function renderShop() {
  const watch = deferred<{name: string}>();
  const answer = deferred<{ok: boolean}>();
  const fetcherStates: string[] = [];
  const container = await mountShop([
    {
      index: true,
      Component: () =>
        createElement(
          'div',
          null,
          createElement(RootDataReader),
          createElement(ListPage, {
            onFetcher: (state: string) => fetcherStates.push(state),
          }),
        ),
    },
    {
      path: 'watch',
      loader: () => watch.promise,
      Component: () => createElement('h1', null, 'The watch'),
    },
    {path: 'cart', action: () => answer.promise},
  ]);
  return {container, watch, answer, fetcherStates};
}

const click = (element: Element | null | undefined) =>
  act(async () => {
    element!.dispatchEvent(
      new MouseEvent('click', {bubbles: true, cancelable: true, button: 0}),
    );
  });

describe('the shell on router updates', () => {
  it('does not render again while a fetcher adds to the cart', async () => {
    const {container, answer, fetcherStates} = await renderShop();
    const before = {...renders};
    expect(before.header).toBeGreaterThan(0);
    expect(before.footer).toBeGreaterThan(0);

    const add = [...container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Add',
    );
    await click(add);
    expect(fetcherStates).toContain('submitting');
    await act(async () => answer.resolve({ok: true}));
    await vi.waitFor(() => expect(fetcherStates.at(-1)).toBe('idle'));

    expect(renders).toEqual(before);
  });

  it('does not render again when a navigation starts, nor when the next page shows', async () => {
    const {container, watch} = await renderShop();
    const before = {...renders};

    await click(container.querySelector('a[href="/watch"]'));
    // The next page's data is on its way: the router is loading, the list still shows.
    expect(container.textContent).toContain('A watch');
    expect(renders).toEqual(before);

    await act(async () => watch.resolve({name: 'x'}));
    await vi.waitFor(() =>
      expect(container.querySelector('h1')?.textContent).toBe('The watch'),
    );
    // The list and its parts went with the list page; the shell stayed as it was.
    expect({header: renders.header, footer: renders.footer}).toEqual({
      header: before.header,
      footer: before.footer,
    });
  });

  it('stays as it was over generated runs of navigations and adds, answered in any order', async () => {
    const steps = fc.array(
      fc.oneof(
        fc.record({go: fc.constantFrom('/', '/a', '/b')}),
        fc.constant('add' as const),
        fc.constant('answer' as const),
      ),
      {minLength: 1, maxLength: 10},
    );
    await fc.assert(
      fc.asyncProperty(
        steps,
        fc.integer({min: 0, max: 1_000}),
        async (plan, order) => {
          const {container, answerAll} = await renderPages();
          const before = {header: renders.header, footer: renders.footer};
          for (const step of plan) {
            if (step === 'answer') await answerAll(order);
            else if (step === 'add')
              await click(container.querySelector('button'));
            else await click(container.querySelector(`a[href="${step.go}"]`));
            expect({header: renders.header, footer: renders.footer}).toEqual(
              before,
            );
          }
          await answerAll(order);
          expect({header: renders.header, footer: renders.footer}).toEqual(
            before,
          );
          act(() => root?.unmount());
          root = undefined;
          container.remove();
        },
      ),
      {seed: 52, numRuns: 60},
    );
  });
});

/** Three pages, each with links to all three and an add button; every answer waits for the test. */
async function renderPages() {
  const waiting: Array<() => void> = [];
  const later = <T,>(value: T) =>
    new Promise<T>((resolve) => waiting.push(() => resolve(value)));
  const page = (name: string) => ({
    loader: () => later({name}),
    Component: () => createElement(PageBody, {name}),
  });
  const container = await mountShop(
    [
      {index: true, ...page('home')},
      {path: 'a', ...page('a')},
      {path: 'b', ...page('b')},
      {path: 'cart', action: () => later({ok: true})},
    ],
    // The index route's id, as the stub names it: the home page's data is already there.
    {'0-0': {name: 'home'}},
  );
  /** Answers every request on its way, in an order drawn from `order`. */
  const answerAll = async (order: number) => {
    while (waiting.length > 0) {
      const [answer] = waiting.splice(order % waiting.length, 1);
      await act(async () => answer());
    }
  };
  return {container, answerAll};
}

function PageBody({name}: {name: string}) {
  const fetcher = useFetcher();
  return createElement(
    'div',
    null,
    createElement(
      'button',
      {
        type: 'button',
        onClick: () =>
          fetcher.submit({add: name}, {method: 'post', action: '/cart'}),
      },
      `Add on ${name}`,
    ),
    ...['/', '/a', '/b'].map((to) =>
      createElement(Link, {key: to, to}, `Go to ${to}`),
    ),
  );
}
