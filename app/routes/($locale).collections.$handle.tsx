import {data} from 'react-router';
import type {Route} from './+types/($locale).collections.$handle';
import {translate} from '~/i18n/translate';
import {useT} from '~/i18n/useTranslation';
import {sitePath} from '~/domain/markets/sitePath';
import {contentPageMeta} from '~/domain/content/pageMeta';
import {sharedPageData} from '~/hooks/rootData';
import {firstCardPreload} from '~/domain/image/shopImage';
import {brandDisplayName, MAJOR_BRANDS} from '~/domain/catalogue/brandNames';
import type {CataloguePage} from '~/server/catalogue/query';
import {loadBrandList} from '~/server/catalogue/brandList';
import {getBrandCopy} from '~/content/brands';
import {faqsIn} from '~/content/faqs';
import type {MajorBrandSlug} from '~/content/contentTypes';
import {Accordion} from '~/components/content/Accordion';
import {useFacts} from '~/hooks/useFacts';
import {ShopLink} from '~/components/ShopLink';
import {CatalogueResults} from '~/components/catalogue/CatalogueResults';
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
  const {brand, page, intro} = loaderData;
  const {locale, site, url, origin} = shared;
  return contentPageMeta(shared, {
    title: translate(locale, 'catalogue.collectionTitle', {brand}),
    description: intro,
    image: false,
    noindex: Boolean(new URL(url).searchParams.get('cursor')),
    preloadImage: firstCardPreload(page?.products),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: translate(locale, 'catalogue.collectionTitle', {brand}),
        numberOfItems: page?.products.length ?? 0,
        itemListElement: (page?.products ?? []).map((product, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          url: new URL(
            sitePath(`/products/${product.handle}`, site),
            origin,
          ).toString(),
          name: product.title,
        })),
      },
    ],
  });
};

export async function loader({request, context, params}: Route.LoaderArgs) {
  const slug = (params.handle ?? '').toLowerCase();
  const {readStorefront, locale} = context;
  const copy = getBrandCopy(slug, locale);
  // Until the vendors are read: the brand table (used by the guess and the failure page).
  let brand = brandDisplayName(slug);
  const major = (MAJOR_BRANDS as readonly string[]).includes(slug);
  const base = {
    slug,
    brand,
    intro:
      copy?.intro ?? translate(locale, 'catalogue.collectionIntro', {brand}),
    major,
    // Brand copy and FAQs travel as page data: only this brand's texts, not every brand's in JavaScript.
    copy: copy
      ? {sourcingBanner: copy.sourcingBanner, textBlock: copy.textBlock}
      : null,
    faqs: major
      ? (faqsIn(context.locale).brand[slug as MajorBrandSlug] ?? null)
      : null,
  };
  const cursor = new URL(request.url).searchParams.get('cursor');
  try {
    const found = await context.listCache(
      ['brand', locale, slug, cursor],
      () =>
        loadBrandList(readStorefront, {
          slug,
          cursor,
          copyName: copy?.name ?? null,
        }),
      (list) => list !== null && list.page.found,
    );
    if (!found) throw new Response(null, {status: 404});
    brand = found.brand;
    const page: CataloguePage = found.page;
    return {
      ...base,
      brand,
      intro:
        copy?.intro ?? translate(locale, 'catalogue.collectionIntro', {brand}),
      page,
    };
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error('Collection failed to load', error);
    return data({...base, page: null}, {status: 503});
  }
}

export default function BrandCollection({loaderData}: Route.ComponentProps) {
  const t = useT();
  const f = useFacts();
  const {brand, intro, page, major, copy, faqs} = loaderData;
  return (
    <div className="mx-auto max-w-[1440px] px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="font-display text-4xl">
        {t('catalogue.collectionTitle', {brand})}
      </h1>
      <p className="mt-3 max-w-3xl text-neutral-700">{f(intro)}</p>
      {major && copy?.sourcingBanner ? (
        <aside
          className="mt-8 flex flex-col items-start gap-3 rounded-lg bg-stone px-6 py-6 sm:flex-row sm:items-center sm:justify-between"
          data-testid="sourcing-banner"
        >
          <div>
            <h2 className="font-display text-xl">
              {f(copy.sourcingBanner.heading)}
            </h2>
            <p className="mt-1 text-sm text-neutral-700">
              {f(copy.sourcingBanner.text)}
            </p>
          </div>
          <ShopLink
            to="/sourcing"
            className="inline-flex min-h-11 shrink-0 items-center rounded bg-ink px-5 py-2 text-sm font-semibold text-white focus-visible:outline-2"
          >
            {copy.sourcingBanner.cta.label}
          </ShopLink>
        </aside>
      ) : null}
      <div className="mt-8">
        {page ? (
          <CatalogueResults
            page={page}
            skeletonCount={8}
            label={brand}
            emptyState={
              <CatalogueEmpty
                message={t('catalogue.collectionEmpty', {brand})}
              />
            }
          />
        ) : (
          <CatalogueError retryHref="" />
        )}
      </div>
      {major && copy?.textBlock ? (
        <section className="mx-auto mt-16 max-w-3xl space-y-4 text-neutral-800">
          {copy.textBlock.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{f(paragraph)}</p>
          ))}
        </section>
      ) : null}
      {faqs?.length ? (
        <section
          className="mx-auto mt-16 max-w-3xl"
          aria-labelledby="brand-faq-heading"
        >
          <h2 id="brand-faq-heading" className="mb-6 font-display text-2xl">
            {t('catalogue.faqHeading')}
          </h2>
          <Accordion items={faqs} />
        </section>
      ) : null}
    </div>
  );
}
