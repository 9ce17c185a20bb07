import {lazy, Suspense} from 'react';
import {
  Await,
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
} from 'react-router';
import type {Route} from './+types/($locale).products.$handle';
import {NotFoundPage} from '~/components/NotFoundPage';
import {WhenNearViewport} from '~/components/WhenNearViewport';
import {Breadcrumb} from '~/components/Breadcrumb';
import {ProductGallery} from '~/components/product/ProductGallery';
import {ProductHeader} from '~/components/product/ProductHeader';
import {ProductActions} from '~/components/product/ProductActions';
import {SoldWatchAlert} from '~/components/alerts/SoldWatchAlert';
import {ProductDetails} from '~/components/product/ProductDetails';
import {MarketHistoryLink} from '~/components/references/MarketHistoryLink';
import {useT} from '~/i18n/useTranslation';
import {contentPageMeta, privatePageMeta} from '~/domain/content/pageMeta';
import {sharedPageData} from '~/hooks/rootData';
import {productViewed} from '~/domain/analytics/productView';
import {useProductViewed} from '~/components/analytics/viewedProduct';
import {AfterHydration} from '~/components/AfterHydration';
import {sharedPageHeaders} from '~/server/pageCache';
import {loadWatchPage} from '~/server/watch/watchPage';
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
  if (!params.handle) throw new Response(null, {status: 404});
  return loadWatchPage(context, params.handle, new URL(request.url));
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
