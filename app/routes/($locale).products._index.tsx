import {data} from 'react-router';
import {CatalogueSearchForm} from '~/components/catalogue/CatalogueSearchForm';
import type {Route} from './+types/($locale).products._index';
import {translate} from '~/i18n/translate';
import {useT} from '~/i18n/useTranslation';
import {contentPageMeta} from '~/domain/content/pageMeta';
import {sharedPageData} from '~/hooks/rootData';
import {firstCardPreload} from '~/domain/image/shopImage';
import {
  catalogueQueryString,
  hasActiveFilters,
  parseCatalogueParams,
} from '~/domain/catalogue/filters';
import {loadCataloguePage, type CataloguePage} from '~/server/catalogue/query';
import {productsListKey} from '~/domain/catalogue/listKeys';
import {FilterDropdown} from '~/components/catalogue/FilterDropdown';
import {SortSelect} from '~/components/catalogue/SortSelect';
import {CatalogueResults} from '~/components/catalogue/CatalogueResults';
import {CatalogueAlert} from '~/components/alerts/CatalogueAlert';
import {
  CatalogueEmpty,
  CatalogueError,
} from '~/components/catalogue/CatalogueStates';
import {sharedPageHeaders} from '~/server/pageCache';

// The same page for every shopper: shared from the edge (docs/decisions/105-private-unless-the-route-says.md).
export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({data: loaderData, ...args}) => {
  const shared = sharedPageData(args);
  if (!loaderData || !shared) return [];
  const {locale} = shared;
  return contentPageMeta(shared, {
    title: loaderData.state.search
      ? translate(locale, 'catalogue.searchResultsFor', {
          text: loaderData.state.search,
        })
      : translate(locale, 'catalogue.allWatches'),
    description: translate(locale, 'catalogue.allWatchesDescription'),
    image: false,
    // Filtered, searched and later pages are variations of the one listing.
    noindex: Boolean(
      loaderData.state.search ||
      loaderData.state.cursor ||
      hasActiveFilters(loaderData.state),
    ),
    preloadImage: firstCardPreload(loaderData.page?.products),
  });
};

export async function loader({request, context}: Route.LoaderArgs) {
  const url = new URL(request.url);
  const state = parseCatalogueParams(url.searchParams);
  const base = {state};
  try {
    const page: CataloguePage = await context.listCache(
      productsListKey(context.locale, state),
      () =>
        loadCataloguePage(context.readStorefront, {
          source: state.search
            ? {kind: 'search', query: state.search}
            : {kind: 'collection', handle: 'all-watches'},
          state,
          currency: context.site.market.currency,
          withCounts: true,
        }),
      (loaded) => loaded.found,
    );
    return {...base, page, failed: false as const};
  } catch (error) {
    console.error('All watches failed to load', error);
    return data({...base, page: null, failed: true as const}, {status: 503});
  }
}

export default function AllWatches({loaderData}: Route.ComponentProps) {
  const t = useT();
  const {state, page, failed} = loaderData;
  const clearHref = `/products${catalogueQueryString({search: state.search, sort: state.sort})}`;
  return (
    <div className="mx-auto max-w-[1440px] px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="font-display text-4xl">{t('catalogue.allWatches')}</h1>
      <CatalogueSearchForm state={state} />
      {state.search ? (
        <p className="mt-2 text-neutral-700" data-testid="search-summary">
          {t('catalogue.searchResultsFor', {text: state.search})}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <FilterDropdown state={state} counts={page?.counts ?? null} />
        <SortSelect value={state.sort} />
      </div>
      {page ? (
        <p
          className="mt-4 text-sm text-neutral-600"
          data-testid="result-count"
          aria-live="polite"
        >
          {page.total === 1
            ? t('catalogue.countOne')
            : t('catalogue.count', {n: page.total})}
        </p>
      ) : null}
      <div className="mt-6">
        {failed || !page ? (
          <CatalogueError retryHref={catalogueQueryString(state) || '?'} />
        ) : (
          <CatalogueResults
            page={page}
            skeletonCount={8}
            label={t('catalogue.allWatches')}
            emptyState={
              <CatalogueEmpty
                message={t('catalogue.noMatch')}
                clearHref={clearHref}
              />
            }
          />
        )}
      </div>
      {page ? (
        <div className="mx-auto mt-10 max-w-xl">
          <CatalogueAlert state={state} total={page.total} />
        </div>
      ) : null}
    </div>
  );
}
