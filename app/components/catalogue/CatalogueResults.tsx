import {startTransition, useEffect, useState} from 'react';
import {Link, useLocation, useNavigation} from 'react-router';
import type {WatchCardData} from '~/domain/catalogue/watchCardData';
import {SkeletonGrid, WatchGrid} from './WatchGrid';
import {useT} from '~/i18n/useTranslation';
import {
  cardsBefore,
  listKeyOf,
  loadedPagesState,
  withPage,
} from '~/browser/loadedPages';

type Page = {products: WatchCardData[]; nextCursor: string | null};

type Accumulated = {
  page: Page;
  listKey: string;
  cursor: string | null;
  items: WatchCardData[];
  next: string | null;
};

// The server knows nothing of history state: the first render in the browser matches its HTML.
let hydrated = false;

/**
 * A grid with 'Load more'. The button is a normal link to the next page's URL (works without
 * JavaScript: the next page replaces this one); with JavaScript the new page is appended, and
 * the cards already shown travel in the new history entry, so Back and Forward bring them all
 * back. While the list's URL changes (filters, sort), skeletons show.
 */
export function CatalogueResults({
  page,
  emptyState,
  skeletonCount,
  label,
  showSpecs,
}: {
  page: Page;
  emptyState: React.ReactNode;
  skeletonCount: number;
  label?: string;
  showSpecs?: boolean;
}) {
  const t = useT();
  const location = useLocation();
  const navigation = useNavigation();
  const listKey = listKeyOf(location.search);
  const cursor = new URLSearchParams(location.search).get('cursor');
  const kept = (state: unknown) => cardsBefore<WatchCardData>(state, listKey);

  const [acc, setAcc] = useState<Accumulated>(() => ({
    page,
    listKey,
    cursor,
    items: withPage(hydrated ? kept(location.state) : [], page.products),
    next: page.nextCursor,
  }));
  if (acc.page !== page) {
    const appending =
      acc.listKey === listKey && cursor !== null && cursor === acc.next;
    const items = withPage(
      appending ? acc.items : kept(location.state),
      page.products,
    );
    setAcc({page, listKey, cursor, items, next: page.nextCursor});
  }
  useEffect(() => {
    if (hydrated) return;
    hydrated = true;
    // A reloaded 'Load more' page: the earlier cards join once the page is interactive.
    const before = kept(window.history.state?.usr);
    if (before.length > 0)
      startTransition(() =>
        setAcc((current) => ({
          ...current,
          items: withPage(before, current.items),
        })),
      );
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const pendingHere =
    navigation.state === 'loading' &&
    navigation.location?.pathname === location.pathname;
  const pendingKey = pendingHere
    ? listKeyOf(navigation.location!.search)
    : null;
  const loadingMore = pendingHere && pendingKey === listKey;
  const reloadingList = pendingHere && pendingKey !== listKey;

  if (reloadingList) {
    return (
      <SkeletonGrid
        count={skeletonCount}
        label={t('catalogue.loadingWatches')}
      />
    );
  }
  if (acc.items.length === 0) return <>{emptyState}</>;

  const nextParams = new URLSearchParams(location.search);
  if (acc.next) nextParams.set('cursor', acc.next);

  return (
    <div aria-busy={loadingMore}>
      <WatchGrid products={acc.items} label={label} showSpecs={showSpecs} />
      {loadingMore ? (
        <div className="mt-6">
          <SkeletonGrid count={4} label={t('catalogue.loading')} />
        </div>
      ) : null}
      {acc.next && !loadingMore ? (
        <div className="mt-10 text-center">
          <Link
            to={`${location.pathname}?${nextParams.toString()}`}
            state={loadedPagesState(listKey, acc.items)}
            preventScrollReset
            rel="next"
            className="inline-block rounded border border-ink px-8 py-3 text-sm font-semibold tracking-wider uppercase hover:bg-ink hover:text-white focus-visible:outline-2"
          >
            {t('catalogue.loadMore')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
