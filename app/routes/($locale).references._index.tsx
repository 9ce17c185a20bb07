import {Form, redirect, useLoaderData} from 'react-router';
import type {Route} from './+types/($locale).references._index';
import {ShopLink} from '~/components/ShopLink';
import {sitePath} from '~/domain/markets/sitePath';
import {translate} from '~/i18n/translate';
import {useT} from '~/i18n/useTranslation';
import {compactReference} from '~/domain/references/referenceKey';
import {
  groupByBrand,
  loadReferenceIndex,
  searchReferences,
} from '~/server/references/referenceIndex';
import {contentPageMeta} from '~/domain/content/pageMeta';
import {sharedPageData} from '~/hooks/rootData';
import {sharedPageHeaders} from '~/server/pageCache';
import '~/i18n/areas/references';

// The same page for every shopper: shared from the edge (docs/decisions/105-private-unless-the-route-says.md).
export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({data, ...args}) =>
  data ? contentPageMeta(sharedPageData(args), data.seo) : [];

export async function loader({context, request}: Route.LoaderArgs) {
  const {readStorefront, locale, site, dealer} = context;
  const url = new URL(request.url);
  const typed = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const all = await loadReferenceIndex(readStorefront);
  const matches = typed ? searchReferences(all, typed) : all;
  // A reference typed in full goes straight to its page.
  const exact = typed
    ? matches.find(
        (entry) =>
          compactReference(entry.reference) === compactReference(typed),
      )
    : undefined;
  if (exact)
    throw redirect(
      sitePath(`/references/${encodeURIComponent(exact.slug)}`, site),
      302,
    );
  return {
    typed,
    brands: groupByBrand(matches),
    seo: {
      title: translate(locale, 'references.indexTitle'),
      description: translate(locale, 'references.indexMetaDescription', {
        shopName: dealer.shopName,
      }),
      image: false as const,
      noindex: Boolean(typed),
    },
  };
}

export default function ReferenceIndexPage() {
  const {typed, brands} = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 pt-8 pb-16 sm:px-6 lg:px-10">
      <header>
        <h1 className="font-display text-4xl">{t('references.indexTitle')}</h1>
        <p className="mt-3 max-w-2xl text-neutral-700">
          {t('references.indexIntro')}
        </p>
        <Form
          method="get"
          role="search"
          className="mt-6 flex max-w-xl flex-wrap gap-3"
        >
          <label
            htmlFor="reference-search"
            className="w-full text-sm font-medium"
          >
            {t('references.searchLabel')}
          </label>
          <input
            id="reference-search"
            name="q"
            type="search"
            defaultValue={typed}
            maxLength={100}
            placeholder={t('references.searchPlaceholder')}
            className="min-h-11 flex-1 rounded border border-neutral-400 px-3"
          />
          <button
            type="submit"
            className="min-h-11 rounded bg-ink px-6 text-sm text-white focus-visible:outline-2"
          >
            {t('references.searchButton')}
          </button>
        </Form>
      </header>
      {typed ? (
        <p aria-live="polite">
          {brands.length
            ? t('references.searchResults', {text: typed})
            : t('references.searchNone', {text: typed})}{' '}
          <ShopLink to="/references" className="underline underline-offset-2">
            {t('references.allReferences')}
          </ShopLink>
        </p>
      ) : null}
      {brands.map((brand) => (
        <section key={brand.vendor} aria-label={brand.vendor}>
          <h2 className="mb-4 font-display text-2xl">{brand.vendor}</h2>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {brand.references.map((entry) => (
              <li key={entry.slug}>
                <ShopLink
                  to={`/references/${encodeURIComponent(entry.slug)}`}
                  className="flex min-h-11 flex-col rounded border border-neutral-200 px-4 py-2 hover:border-neutral-500 focus-visible:outline-2"
                >
                  <span className="font-medium">{entry.reference}</span>
                  <span className="text-sm text-neutral-600">
                    {entry.model}
                  </span>
                </ShopLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
