import {data} from 'react-router';
import type {Route} from './+types/($locale).collections.$handle';
import {translate} from '~/i18n/translate';
import {useT} from '~/i18n/useTranslation';
import {localizePath} from '~/i18n/locale';
import {pageMeta} from '~/lib/seo';
import {firstCardPreload} from '~/lib/image/shopImage';
import {
  brandDisplayName,
  brandVendorGuess,
  MAJOR_BRANDS,
  vendorMatchesSlug,
} from '~/lib/catalogue/brands';
import {EMPTY_STATE} from '~/lib/catalogue/filters';
import {
  loadCataloguePage,
  loadVocabulary,
  prefetchCataloguePage,
  type CataloguePage,
} from '~/lib/catalogue/query';
import {getBrandCopy} from '~/content/brands';
import {faqsIn} from '~/content/faqs';
import type {MajorBrandSlug} from '~/content/types';
import {Accordion} from '~/components/content/Accordion';
import {useFacts} from '~/components/content/useFacts';
import {ShopLink} from '~/components/ShopLink';
import {CatalogueResults} from '~/components/catalogue/CatalogueResults';
import {
  CatalogueEmpty,
  CatalogueError,
} from '~/components/catalogue/CatalogueStates';

export const meta: Route.MetaFunction = ({data: loaderData}) => {
  if (!loaderData) return [];
  const {locale, brand, url, page, intro} = loaderData;
  const origin = new URL(url).origin;
  return pageMeta({
    title: `${translate(locale, 'catalogue.collectionTitle', {brand})} | ${loaderData.shopName}`,
    description: intro,
    url,
    locale,
    hasGerman: true,
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
            localizePath(`/products/${product.handle}`, locale),
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
  const {storefront, locale} = context;
  const copy = getBrandCopy(slug, locale);
  // Until the vendors are read: the brand table (used by the guess and the failure page).
  let brand = brandDisplayName(slug);
  const major = (MAJOR_BRANDS as readonly string[]).includes(slug);
  const base = {
    slug,
    brand,
    url: request.url,
    locale,
    shopName: context.dealer.shopName,
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
  try {
    // Signature watches stay out: the brand's watches are read from `all-watches` by vendor
    // (compared case-insensitively through the slug rule).
    const source = {kind: 'collection', handle: 'all-watches'} as const;
    const state = {
      ...EMPTY_STATE,
      cursor: new URL(request.url).searchParams.get('cursor'),
    };
    // The brand's collection (does it exist?), the catalogue's vendor names and the page as a
    // tidy catalogue spells the brand, all in one round; the page below reuses what matches.
    prefetchCataloguePage(storefront, {
      source,
      state,
      vendors: [brandVendorGuess(slug, copy?.name ?? brand)],
    });
    const [collection, vocabulary] = await Promise.all([
      storefront.query(COLLECTION_EXISTS_QUERY, {
        variables: {handle: slug},
        cache: storefront.CacheShort(),
      }),
      loadVocabulary(storefront, source),
    ]);
    const vendors = vocabulary.facets.vendor
      .filter((v) => vendorMatchesSlug(v.value, slug))
      .map((v) => v.value);
    if (!collection.collection && vendors.length === 0 && !copy)
      throw new Response(null, {status: 404});
    brand = brandDisplayName(slug, {
      vendors,
      title: collection.collection?.title,
    });
    const page: CataloguePage = await loadCataloguePage(storefront, {
      source,
      state,
      vendors: vendors.length
        ? vendors
        : [copy?.name ?? collection.collection?.title ?? brand],
      vocabulary,
    });
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
            className="shrink-0 rounded bg-ink px-5 py-2 text-sm font-semibold text-white focus-visible:outline-2"
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

const COLLECTION_EXISTS_QUERY = `#graphql
  query BrandCollectionExists($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      title
    }
  }
` as const;
