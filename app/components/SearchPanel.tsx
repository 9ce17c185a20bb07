import {useEffect, useId, useRef, useState} from 'react';
import {Form, useNavigate} from 'react-router';
import {ShopImage} from '~/components/ShopImage';
import {IMAGE_WIDTHS} from '~/domain/image/shopImage';
import {usePanels} from '~/components/panels';
import {Price} from '~/components/Price';
import {ImagePlaceholder} from '~/components/catalogue/WatchCard';
import {useLocale, useT} from '~/i18n/useTranslation';
import {localizePath} from '~/i18n/locale';
import type {SearchPanelResponse} from '~/routes/(de).api.search';

export const POPULAR_SEARCHES = [
  'Rolex Daytona',
  'Patek Philippe',
  'Audemars Piguet',
  'Royal Oak',
] as const;
const DEBOUNCE_MS = 200;

/**
 * The header's search panel body: live matches from the whole catalogue, popular chips,
 * keyboard navigation. Loaded when the panel first opens (see ChromePanels).
 */
export function SearchPanelBody() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const {closePanel} = usePanels();
  const inputId = useId();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [result, setResult] = useState<SearchPanelResponse | null>(null);
  const [loading, setLoading] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const trimmed = text.trim();
  const productsPath = localizePath('/products', locale);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

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
      fetch(
        `${localizePath('/api/search', locale)}?q=${encodeURIComponent(trimmed)}`,
        {signal: controller.signal},
      )
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
  }, [trimmed, locale]);

  const goSearch = (value: string) => {
    const query = value.trim();
    if (!query) return;
    closePanel();
    setText('');
    navigate(`${productsPath}?search=${encodeURIComponent(query)}`);
  };

  const matches = result && result.query === trimmed ? result.products : [];

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && matches.length) {
      event.preventDefault();
      setActiveIndex((i) => (i + 1) % matches.length);
    } else if (event.key === 'ArrowUp' && matches.length) {
      event.preventDefault();
      setActiveIndex((i) => (i <= 0 ? matches.length - 1 : i - 1));
    } else if (
      event.key === 'Enter' &&
      activeIndex >= 0 &&
      matches[activeIndex]
    ) {
      event.preventDefault();
      openWatch(matches[activeIndex].handle);
    }
  };

  const openWatch = (handle: string) => {
    closePanel();
    setText('');
    navigate(localizePath(`/products/${handle}`, locale));
  };

  return (
    <div>
      <Form
        method="get"
        action={productsPath}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          goSearch(text);
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
            value={text}
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

      {!trimmed ? (
        <div className="mt-6">
          <h3 className="text-sm font-semibold text-neutral-600">
            {t('catalogue.popularSearches')}
          </h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {POPULAR_SEARCHES.map((chip) => (
              <li key={chip}>
                <button
                  type="button"
                  onClick={() => goSearch(chip)}
                  className="rounded-full border border-neutral-300 px-3 py-1 text-sm hover:border-ink focus-visible:outline-2"
                >
                  {chip}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <div className="mt-6" aria-live="polite">
          {loading && !matches.length ? (
            <p className="text-sm text-neutral-600">
              {t('catalogue.searchSearching')}
            </p>
          ) : null}
          {result && result.query === trimmed ? (
            result.products.length ? (
              <>
                <h3 className="text-sm font-semibold">
                  {t('catalogue.searchResults', {n: result.total})}
                </h3>
                <ul
                  id={listId}
                  role="listbox"
                  aria-label={t('catalogue.searchResults', {n: result.total})}
                  className="mt-3 divide-y divide-neutral-100"
                >
                  {result.products.map((product, index) => (
                    <li
                      key={product.handle}
                      id={`${listId}-${index}`}
                      role="option"
                      aria-selected={index === activeIndex}
                      // An option holds no link (options are not containers of controls): a
                      // click, or Enter in the search box on the highlighted match, opens it.
                      onClick={() => openWatch(product.handle)}
                    >
                      <div
                        className={`flex cursor-pointer items-center gap-3 py-3 hover:bg-stone ${index === activeIndex ? 'bg-stone' : ''}`}
                      >
                        <div className="h-16 w-16 shrink-0 overflow-hidden rounded bg-stone">
                          {product.image ? (
                            <ShopImage
                              image={product.image}
                              alt={product.image.altText ?? product.title}
                              widths={IMAGE_WIDTHS.thumb}
                              aspect={1}
                              sizes="64px"
                              className="h-full w-full object-cover"
                            />
                          ) : (
                            <ImagePlaceholder label={t('catalogue.noImage')} />
                          )}
                        </div>
                        <div className="min-w-0">
                          <p className="text-xs font-semibold tracking-widest text-gold-dark uppercase">
                            {product.vendor}
                          </p>
                          <p className="truncate text-sm">{product.title}</p>
                          <Price
                            money={product.price}
                            className="text-sm font-semibold"
                          />
                        </div>
                      </div>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="text-sm">
                {t('catalogue.searchNone', {text: trimmed})}
              </p>
            )
          ) : null}
        </div>
      )}
    </div>
  );
}
