import {lazy, Suspense, useEffect, useId, useRef, useState} from 'react';
import {Form, useNavigate} from 'react-router';
import {usePanels} from '~/components/panels';
import {useT} from '~/i18n/useTranslation';
import {sitePath} from '~/domain/markets/sitePath';
import {useSite} from '~/hooks/useSite';
import type {SearchPanelResponse} from '~/routes/($locale).api.search';

const DEBOUNCE_MS = 200;

export const loadSearchResults = () => import('~/components/SearchResults');
const SearchResults = lazy(() =>
  loadSearchResults().then((m) => ({default: m.SearchResults})),
);

/**
 * The header's search panel body. The box is in every page's HTML, so a shopper who taps the
 * search icon and types at once types into it, even before the page is interactive (the head
 * script opens the panel then). It is uncontrolled: what was typed before hydration stays and
 * is read on mount. The live matches below it load when the panel first opens.
 */
export function SearchPanelBody() {
  const t = useT();
  const site = useSite();
  const navigate = useNavigate();
  const {active, closePanel} = usePanels();
  const inputId = useId();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [result, setResult] = useState<SearchPanelResponse | null>(null);
  const [loading, setLoading] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const trimmed = text.trim();
  const productsPath = sitePath('/products', site);
  const apiPath = sitePath('/api/search', site);
  const open = active === 'search';

  // Typed before the page was interactive: the browser kept it in the box, React never saw it.
  useEffect(() => {
    if (open && inputRef.current) setText(inputRef.current.value);
  }, [open]);

  useEffect(() => {
    setActiveIndex(-1);
    if (!trimmed) {
      setResult(null);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      fetch(`${apiPath}?q=${encodeURIComponent(trimmed)}`, {
        signal: controller.signal,
      })
        .then((response) =>
          response.ok
            ? (response.json() as Promise<SearchPanelResponse>)
            : Promise.reject(new Error(String(response.status))),
        )
        .then((data) => {
          setResult(data);
          setLoading(false);
        })
        .catch((error: unknown) => {
          if ((error as Error)?.name === 'AbortError') return;
          setResult({query: trimmed, total: 0, products: []});
          setLoading(false);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, apiPath]);

  const leave = (to: string) => {
    closePanel();
    if (inputRef.current) inputRef.current.value = '';
    setText('');
    navigate(to);
  };
  const goSearch = (value: string) => {
    const query = value.trim();
    if (query) leave(`${productsPath}?search=${encodeURIComponent(query)}`);
  };
  const openWatch = (handle: string) =>
    leave(sitePath(`/products/${handle}`, site));

  const matches = result && result.query === trimmed ? result.products : [];

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && matches.length) {
      event.preventDefault();
      setActiveIndex((i) => (i + 1) % matches.length);
    } else if (event.key === 'ArrowUp' && matches.length) {
      event.preventDefault();
      setActiveIndex((i) => (i <= 0 ? matches.length - 1 : i - 1));
    } else if (event.key === 'Escape' && event.currentTarget.value) {
      // The first Escape clears the box in every browser; the next closes the panel.
      event.preventDefault();
      event.currentTarget.value = '';
      setText('');
    } else if (
      event.key === 'Enter' &&
      activeIndex >= 0 &&
      matches[activeIndex]
    ) {
      event.preventDefault();
      openWatch(matches[activeIndex].handle);
    }
  };

  return (
    <div>
      <Form
        method="get"
        action={productsPath}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          goSearch(inputRef.current?.value ?? text);
        }}
      >
        <label className="block text-sm font-medium" htmlFor={inputId}>
          {t('catalogue.searchLabel')}
        </label>
        <div className="mt-2 flex gap-2">
          <input
            ref={inputRef}
            data-autofocus
            id={inputId}
            name="search"
            type="search"
            autoComplete="off"
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t('catalogue.searchPlaceholder')}
            role="combobox"
            aria-expanded={matches.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={
              activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined
            }
            className="w-full rounded border border-neutral-300 px-3 py-2 focus-visible:outline-2"
          />
          <button
            type="submit"
            className="rounded bg-ink px-4 py-2 text-sm font-semibold text-white focus-visible:outline-2"
          >
            {t('catalogue.searchSubmit')}
          </button>
        </div>
      </Form>
      {open ? (
        <Suspense fallback={null}>
          <SearchResults
            trimmed={trimmed}
            result={result}
            loading={loading}
            activeIndex={activeIndex}
            listId={listId}
            goSearch={goSearch}
            openWatch={openWatch}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
