import {useEffect, useMemo, useState} from 'react';
import type {WatchCardFragment} from 'storefrontapi.generated';
import {WatchCard} from '~/components/catalogue/WatchCard';
import {sitePath} from '~/domain/markets/sitePath';
import {useSite} from '~/hooks/useSite';
import {useT} from '~/i18n/useTranslation';
import {
  handlesToShow,
  recordView,
  useRecentlyViewed,
} from '~/browser/recentlyViewed';
import '~/i18n/areas/product';

/**
 * The last watches this browser looked at (newest first, this one left out, three shown),
 * with current price and status from the server. Records the visit to this watch.
 */
export function RecentlyViewed({handle}: {handle: string}) {
  const t = useT();
  const apiPath = sitePath('/api/recently-viewed', useSite());
  const {handles} = useRecentlyViewed();
  const [products, setProducts] = useState<WatchCardFragment[]>([]);
  const wanted = useMemo(
    () => handlesToShow(handles, handle),
    [handles, handle],
  );
  const key = wanted.join(',');

  useEffect(() => {
    recordView(handle);
  }, [handle]);

  // A plain fetch, not a fetcher: a fetcher's first load imports the API route's module, and a
  // shopper leaving the page meanwhile would be turned back (docs/decisions/111-webkit-journeys.md).
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    fetch(`${apiPath}?handles=${encodeURIComponent(key)}`, {
      signal: controller.signal,
    })
      .then((response) =>
        response.ok
          ? (response.json() as Promise<{products: WatchCardFragment[]}>)
          : {products: []},
      )
      .then((answer) => setProducts(answer.products))
      .catch(() => {});
    return () => controller.abort();
  }, [key, apiPath]);

  if (!key) return null;
  const shown = products.filter((product) => wanted.includes(product.handle));
  if (shown.length === 0) return null;

  return (
    <section
      className="mt-16"
      aria-labelledby="recently-viewed"
      data-testid="recently-viewed"
    >
      <h2
        id="recently-viewed"
        className="mb-6 font-display text-2xl sm:text-3xl"
      >
        {t('product.recentlyViewed')}
      </h2>
      <ul className="-mx-4 flex snap-x snap-mandatory gap-6 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-3">
        {shown.map((product) => (
          <li
            key={product.handle}
            className="w-[80%] shrink-0 snap-start sm:w-auto"
          >
            <WatchCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
