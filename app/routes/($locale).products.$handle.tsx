import {CacheShort} from '~/server/storefrontData';
import {isOutage} from '~/server/lastGoodCopy';
import {lazy, Suspense} from 'react';
import {
  Await,
  isRouteErrorResponse,
  redirect,
  useLoaderData,
  useRouteError,
} from 'react-router';
import type {Route} from './+types/($locale).products.$handle';
import {NotFoundPage} from '~/components/NotFoundPage';
import {WhenNearViewport} from '~/components/WhenNearViewport';
import {Breadcrumb} from '~/components/Breadcrumb';
import {englishOnlyParts, NOTHING_ENGLISH} from '~/domain/product/englishOnly';
import {ProductGallery} from '~/components/product/ProductGallery';
import {ProductHeader} from '~/components/product/ProductHeader';
import {ProductActions} from '~/components/product/ProductActions';
import {SoldWatchAlert} from '~/components/alerts/SoldWatchAlert';
import {ProductDetails} from '~/components/product/ProductDetails';
import {MarketHistoryLink} from '~/components/references/MarketHistoryLink';
import {WATCH_CARD_FRAGMENT} from '~/graphql/watchCard';
import {localizePath} from '~/i18n/locale';
import {translate} from '~/i18n/translate';
import {useT} from '~/i18n/useTranslation';
import {contentPageMeta, privatePageMeta} from '~/domain/content/pageMeta';
import {sharedPageData} from '~/hooks/rootData';
import {loadSoldArchive} from '~/server/references/loadReference';
import {historySummary} from '~/domain/references/marketHistory';
import {referenceSlug} from '~/domain/references/referenceKey';
import {
  IMAGE_SIZES,
  IMAGE_WIDTHS,
  imagePreload,
} from '~/domain/image/shopImage';
import {availabilityStatus} from '~/domain/watch/availability';
import {firstReference, isSignatureWatch} from '~/domain/watch/reference';
import {
  SPEC_IDENTIFIERS,
  conditionText,
  specsFromMetafields,
} from '~/domain/product/specifications';
import {brandSlug, productJsonLd} from '~/domain/product/structuredData';
import {
  conditionReportProperties,
  parseConditionReport,
} from '~/domain/product/conditionReport';
import {breadcrumbJsonLd, type Crumb} from '~/domain/content/jsonLd';
import {
  metaDescription,
  textFromDescriptionHtml,
} from '~/domain/product/description';
import {productViewed} from '~/domain/analytics/productView';
import {useProductViewed} from '~/components/analytics/viewedProduct';
import {AfterHydration} from '~/components/AfterHydration';
import {sharedPageHeaders} from '~/server/pageCache';
import {provenanceCountryName} from '~/domain/product/conditionReport';
import '~/i18n/areas/product';

// The same page for every shopper: shared from the edge (docs/decisions/105-private-unless-the-route-says.md).
export const headers = sharedPageHeaders;

// Explore By Brand sits below the fold: its Swiper code loads after the page's own.
const BrandCarousel = lazy(() =>
  import('~/components/BrandCarousel').then((m) => ({
    default: m.BrandCarousel,
  })),
);
// Below the fold, with watch cards, from this browser's history: loads once the page is interactive.
const RecentlyViewed = lazy(() =>
  import('~/components/product/RecentlyViewed').then((m) => ({
    default: m.RecentlyViewed,
  })),
);
const Recommendations = lazy(() =>
  import('~/components/product/Recommendations').then((m) => ({
    default: m.Recommendations,
  })),
);

export const meta: Route.MetaFunction = ({data, ...args}) => {
  if (!data)
    return privatePageMeta(sharedPageData(args), 'product.notFoundTitle');
  return contentPageMeta(sharedPageData(args), data.seo);
};

export async function loader({params, context, request}: Route.LoaderArgs) {
  const {readStorefront, locale, dealer} = context;
  const handle = params.handle;
  if (!handle) throw new Response(null, {status: 404});

  // Below the fold: started now, in parallel with the product, and streamed when ready.
  const recommendations = readStorefront(RECOMMENDATIONS_QUERY, {
    variables: {handle},
    cache: CacheShort(),
    outage: 'last-good-copy',
    partialErrors: 'outage',
  })
    .then((result) =>
      (result.productRecommendations ?? [])
        .filter((item) => item.handle !== handle)
        .slice(0, 4),
    )
    .catch((error: unknown) => {
      console.error(`Recommendations for ${handle} could not be loaded`, error);
      return [];
    });

  // German pages: the same texts in English, to mark what the catalogue has not translated.
  const englishCopy =
    locale === 'de'
      ? readStorefront(PRODUCT_ENGLISH_QUERY, {
          variables: {handle, identifiers: SPEC_IDENTIFIERS, language: 'EN'},
          cache: CacheShort(),
          outage: 'last-good-copy',
          partialErrors: 'outage',
        })
          .then((result) => result.product)
          .catch((error: unknown) => {
            console.error(
              `English copy of ${handle} could not be loaded`,
              error,
            );
            return null;
          })
      : null;

  let product;
  try {
    // Status and price are live: a short cache only. The recently viewed cards are fetched
    // by the browser from /api/recently-viewed (their handles live in local storage).
    const result = await readStorefront(PRODUCT_QUERY, {
      variables: {handle, identifiers: SPEC_IDENTIFIERS},
      cache: CacheShort(),
      outage: 'last-good-copy',
      partialErrors: 'outage',
    });
    product = result.product;
  } catch (error) {
    // An outage stays an outage (503, the error page), never a detour to a list that fails too.
    if (isOutage(error)) throw error;
    console.error(`Product ${handle} could not be loaded`, error);
    throw redirect(localizePath('/products', locale), 302);
  }
  if (!product) throw new Response(null, {status: 404});

  const specs = specsFromMetafields(product.metafields);
  const status = availabilityStatus(specs.availability_status);
  const reference =
    firstReference(specs.reference_number) ||
    product.variants.nodes[0]?.sku ||
    '';
  const signature = isSignatureWatch(specs.signature_watches);
  const variant = product.variants.nodes[0] ?? null;
  const price = variant?.price ?? product.priceRange.minVariantPrice ?? null;
  const images = product.images.nodes;
  // Paragraph breaks survive only in the HTML; the plain text is the fallback.
  const description =
    textFromDescriptionHtml(product.descriptionHtml) || product.description;
  const english = await englishCopy;
  const englishOnly = english
    ? englishOnlyParts(
        {description, imageAlts: images.map((image) => image.altText), specs},
        {
          description:
            textFromDescriptionHtml(english.descriptionHtml) ||
            english.description,
          imageAlts: english.images.nodes.map((image) => image.altText),
          specs: specsFromMetafields(english.metafields),
        },
      )
    : NOTHING_ENGLISH;
  // An untranslated description is no German summary: search results get German words instead.
  const summary = englishOnly.description
    ? translate(locale, 'product.summary', {
        title: product.title,
        shopName: dealer.shopName,
        months: dealer.warrantyMonths,
      })
    : description;

  const url = new URL(request.url);
  const origin = url.origin;
  const t = (key: Parameters<typeof translate>[1]) => translate(locale, key);
  const crumbs: Crumb[] = [
    {name: t('product.home'), url: origin + localizePath('/', locale)},
    signature
      ? {
          name: t('product.signatureWatches'),
          url: origin + localizePath('/signature-watches', locale),
        }
      : {
          name: t('product.products'),
          url: origin + localizePath('/products', locale),
        },
    {
      name: product.vendor,
      url:
        origin +
        localizePath(`/collections/${brandSlug(product.vendor)}`, locale),
    },
    {
      name: product.title,
      url: origin + localizePath(`/products/${product.handle}`, locale),
    },
  ];
  const pageUrl = origin + url.pathname;
  // The reference's market history line, streamed: the archive query is cached long.
  const marketHistory = reference
    ? loadSoldArchive(readStorefront, reference)
        .then((sold) => ({
          reference,
          slug: referenceSlug(reference),
          summary: historySummary(sold),
        }))
        .catch((error: unknown) => {
          console.error(
            `Market history for ${reference} could not be loaded`,
            error,
          );
          return null;
        })
    : null;

  return {
    product: {
      id: product.id,
      handle: product.handle,
      title: product.title,
      vendor: product.vendor,
      description,
      availableForSale: product.availableForSale,
      images,
      variant,
      price,
    },
    specs,
    // Named here, not in the browser (app/domain/regionName.ts).
    provenanceCountry: provenanceCountryName(specs.condition_report, locale),
    englishOnly,
    status,
    reference,
    signature,
    crumbs,
    recommendations,
    marketHistory,
    seo: {
      title: `${product.title} | ${product.vendor}`,
      description: metaDescription(summary),
      type: 'product' as const,
      preloadImage: images[0]
        ? imagePreload(
            images[0].url,
            IMAGE_WIDTHS.gallery,
            IMAGE_SIZES.gallery,
            1,
          )
        : null,
      image: images[0]
        ? {
            url: images[0].url,
            width: images[0].width ?? undefined,
            height: images[0].height ?? undefined,
            // An untranslated alt text would put English into a German share card.
            alt:
              images[0].altText &&
              !englishOnly.imageAlts.includes(images[0].altText)
                ? images[0].altText
                : product.title,
          }
        : null,
      jsonLd: [
        productJsonLd({
          title: product.title,
          vendor: product.vendor,
          description: englishOnly.description ? summary : product.description,
          url: pageUrl,
          images: images.map((image) => image.url),
          reference,
          price,
          status: specs.availability_status,
          condition: conditionText(specs),
          shopName: dealer.shopName,
          conditionReport: conditionReportProperties(
            parseConditionReport(specs.condition_report),
            locale,
          ),
        }),
        breadcrumbJsonLd(crumbs),
      ],
    },
  };
}

export default function ProductPage() {
  const {
    product,
    specs,
    provenanceCountry,
    englishOnly,
    status,
    reference,
    crumbs,
    recommendations,
    marketHistory,
  } = useLoaderData<typeof loader>();
  useProductViewed(productViewed(product));
  return (
    <div className="px-4 pb-16 sm:px-6 lg:px-10">
      <Breadcrumb
        className="py-4 text-xs sm:text-sm"
        // The crumbs' URLs are already in the page's language: their paths keep it.
        crumbs={crumbs.map((crumb) => ({
          label: crumb.name,
          to: new URL(crumb.url).pathname,
        }))}
      />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-12">
        <ProductGallery
          images={product.images}
          title={product.title}
          englishAlts={englishOnly.imageAlts}
        />
        <div className="flex flex-col gap-6">
          <ProductHeader
            vendor={product.vendor}
            title={product.title}
            reference={reference}
            price={product.price}
            status={status}
            specs={specs}
            englishCondition={['condition', 'condtion', 'conditon'].some(
              (key) => englishOnly.specKeys.includes(key),
            )}
          />
          <ProductActions
            handle={product.handle}
            title={product.title}
            vendor={product.vendor}
            reference={reference}
            status={status}
            availableForSale={product.availableForSale}
            variant={product.variant}
          />
          {marketHistory ? (
            <Suspense fallback={null}>
              <Await resolve={marketHistory} errorElement={null}>
                {(line) => (line ? <MarketHistoryLink {...line} /> : null)}
              </Await>
            </Suspense>
          ) : null}
          <SoldWatchAlert
            status={status}
            reference={reference}
            vendor={product.vendor}
            title={product.title}
          />
          <ProductDetails
            description={product.description}
            specs={specs}
            englishOnly={englishOnly}
            provenanceCountry={provenanceCountry}
          />
        </div>
      </div>
      {/* This browser's own list: nothing for the server to render. */}
      <AfterHydration>
        <Suspense fallback={null}>
          <RecentlyViewed handle={product.handle} />
        </Suspense>
      </AfterHydration>
      {/* Heading, 420 px cards and spacing: the slot holds the carousel's height until it loads near view. */}
      <WhenNearViewport minHeight={560} testId="brand-carousel-slot">
        <section className="mt-16" aria-labelledby="explore-by-brand">
          <Suspense fallback={null}>
            <BrandCarousel headingId="explore-by-brand" />
          </Suspense>
        </section>
      </WhenNearViewport>
      {/* Below the carousel: rendered in the browser as it nears view (four cards' worth of HTML
          and server rendering saved on every product page); the data still streams with the page. */}
      <WhenNearViewport minHeight={480} testId="recommendations-slot">
        <Suspense fallback={null}>
          <Await resolve={recommendations} errorElement={null}>
            {(items) => <Recommendations products={items} />}
          </Await>
        </Suspense>
      </WhenNearViewport>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return <ProductNotFound />;
  throw error;
}

function ProductNotFound() {
  const t = useT();
  return (
    <NotFoundPage
      title={t('product.notFoundTitle')}
      text={t('product.notFoundText')}
      to="/products"
      linkLabel={t('product.returnToProducts')}
    />
  );
}

// Only what a German page may show untranslated: description, image alts, specification values.
const PRODUCT_ENGLISH_QUERY = `#graphql
  query ProductEnglishCopy(
    $handle: String!
    $identifiers: [HasMetafieldsIdentifier!]!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      description
      descriptionHtml
      images(first: 50) {
        nodes {
          altText
        }
      }
      metafields(identifiers: $identifiers) {
        key
        value
      }
    }
  }
` as const;

const PRODUCT_QUERY = `#graphql
  query ProductDetail(
    $handle: String!
    $identifiers: [HasMetafieldsIdentifier!]!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id
      handle
      title
      vendor
      description
      descriptionHtml
      availableForSale
      images(first: 50) {
        nodes {
          id
          url
          altText
          width
          height
        }
      }
      priceRange {
        minVariantPrice {
          amount
          currencyCode
        }
      }
      variants(first: 1) {
        nodes {
          id
          sku
          title
          availableForSale
          quantityAvailable
          price {
            amount
            currencyCode
          }
          image {
            id
            url
            altText
            width
            height
          }
          product {
            title
            handle
          }
          selectedOptions {
            name
            value
          }
        }
      }
      metafields(identifiers: $identifiers) {
        key
        value
      }
    }
  }
` as const;

const RECOMMENDATIONS_QUERY = `#graphql
  query ProductRecommendations($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    productRecommendations(productHandle: $handle) {
      ...WatchCard
    }
  }
  ${WATCH_CARD_FRAGMENT}
` as const;
