import {ShopImage} from '~/components/ShopImage';
import {IMAGE_WIDTHS} from '~/domain/image/shopImage';
import {Price} from '~/components/Price';
import {SoldPriceText} from '~/components/SoldPriceText';
import {ImagePlaceholder} from '~/components/catalogue/WatchCard';
import {useT} from '~/i18n/useTranslation';
import type {SearchPanelResponse} from '~/routes/($locale).api.search';

export const POPULAR_SEARCHES = [
  'Rolex Daytona',
  'Patek Philippe',
  'Audemars Piguet',
  'Royal Oak',
] as const;

/**
 * What the search panel shows under its box: popular chips before anything is typed, then the
 * live matches. Loaded when the panel first opens; the box itself is on the page from the start.
 */
export function SearchResults({
  trimmed,
  result,
  loading,
  activeIndex,
  listId,
  goSearch,
  openWatch,
}: {
  trimmed: string;
  result: SearchPanelResponse | null;
  loading: boolean;
  activeIndex: number;
  listId: string;
  goSearch: (value: string) => void;
  openWatch: (handle: string) => void;
}) {
  const t = useT();
  const current = result && result.query === trimmed ? result : null;

  if (!trimmed)
    return (
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
    );

  return (
    <div className="mt-6" aria-live="polite">
      {loading && !current?.products.length ? (
        <p className="text-sm text-neutral-600">
          {t('catalogue.searchSearching')}
        </p>
      ) : null}
      {current ? (
        current.products.length ? (
          <>
            <h3 className="text-sm font-semibold">
              {t('catalogue.searchResults', {n: current.total})}
            </h3>
            <ul
              id={listId}
              role="listbox"
              aria-label={t('catalogue.searchResults', {n: current.total})}
              className="mt-3 divide-y divide-neutral-100"
            >
              {current.products.map((product, index) => (
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
                      {product.sold ? (
                        product.sold.kind !== 'none' ? (
                          <p className="text-sm font-semibold">
                            <SoldPriceText shown={product.sold} />
                          </p>
                        ) : null
                      ) : (
                        <Price
                          money={product.price}
                          className="text-sm font-semibold"
                        />
                      )}
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
  );
}
