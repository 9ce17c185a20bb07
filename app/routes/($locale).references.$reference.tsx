import {
  isRouteErrorResponse,
  redirect,
  useLoaderData,
  useRouteError,
} from 'react-router';
import type {Route} from './+types/($locale).references.$reference';
import {ShopLink} from '~/components/ShopLink';
import {NotFoundPage} from '~/components/NotFoundPage';
import {WatchGrid} from '~/components/catalogue/WatchGrid';
import {ReferenceAlert} from '~/components/alerts/ReferenceAlert';
import {LastTwoYears} from '~/components/references/LastTwoYears';
import {PriceChart} from '~/components/references/PriceChart';
import {ReferenceFactsList} from '~/components/references/ReferenceFactsList';
import {ReferenceSection} from '~/components/references/ReferenceSection';
import {SoldArchive} from '~/components/references/SoldArchive';
import {AchievedInPounds} from '~/components/references/AchievedInPounds';
import {sitePath} from '~/domain/markets/sitePath';
import {translate} from '~/i18n/translate';
import {useT} from '~/i18n/useTranslation';
import {loadReferencePage} from '~/server/references/loadReference';
import {lastTwoYears, pricedSales} from '~/domain/references/marketHistory';
import {referenceSlug} from '~/domain/references/referenceKey';
import {referenceJsonLd} from '~/domain/references/referenceJsonLd';
import {contentPageMeta, privatePageMeta} from '~/domain/content/pageMeta';
import {sharedPageData} from '~/hooks/rootData';
import {sharedPageHeaders} from '~/server/pageCache';
import '~/i18n/areas/references';

// The same page for every shopper: shared from the edge (docs/decisions/105-private-unless-the-route-says.md).
export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({data, ...args}) => {
  if (!data)
    return privatePageMeta(sharedPageData(args), 'references.notFoundTitle');
  // No photo is preloaded: the first screen is text (docs/decisions/124-reference-page-leads-with-its-market.md).
  return contentPageMeta(sharedPageData(args), data.seo);
};

export async function loader({params, context, request}: Route.LoaderArgs) {
  const {readStorefront, locale, site, dealer} = context;
  // Router params arrive decoded; a reference is at most a few dozen characters.
  const requested = (params.reference ?? '').slice(0, 100);
  const now = new Date();
  const page = await loadReferencePage(readStorefront, requested, now);
  if (!page) throw new Response(null, {status: 404});

  // One address per reference: other spellings (case, spaces, slashes) move there for good.
  const slug = referenceSlug(page.reference);
  const url = new URL(request.url);
  if (params.reference !== slug) {
    const target = new URL(
      sitePath(`/references/${encodeURIComponent(slug)}`, site),
      url,
    );
    target.search = url.search;
    throw redirect(target.pathname + target.search, 301);
  }

  const sales = pricedSales(page.sold);
  const vars = {
    vendor: page.facts.vendor,
    reference: page.reference,
    model: page.facts.model,
    sold: page.sold.length,
    stock: page.stock.length,
    shopName: dealer.shopName,
  };
  const pageUrl = url.origin + url.pathname;
  return {
    reference: page.reference,
    facts: page.facts,
    stock: page.stock,
    sold: page.sold,
    sales,
    stats: lastTwoYears(page.sold, now),
    seo: {
      fullTitle: translate(locale, 'references.metaTitle', vars),
      title: page.reference,
      description: translate(locale, 'references.metaDescription', vars),
      image: false as const,
      jsonLd: [
        referenceJsonLd({
          reference: page.reference,
          facts: page.facts,
          stock: page.stock,
          url: pageUrl,
          productUrl: (handle) =>
            url.origin + sitePath(`/products/${handle}`, site),
        }),
      ],
    },
  };
}

export default function ReferencePage() {
  const {reference, facts, stock, sold, sales, stats} =
    useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 pt-8 pb-16 sm:px-6 lg:px-10">
      <header>
        <p className="text-sm tracking-wide text-neutral-600 uppercase">
          <ShopLink to="/references" className="underline underline-offset-2">
            {t('references.pageKicker')}
          </ShopLink>
        </p>
        <h1 className="mt-2 font-display text-4xl">
          {t('references.pageHeading', {vendor: facts.vendor, reference})}
        </h1>
        <p className="mt-2 text-lg text-neutral-700">{facts.model}</p>
        {/* The first screen's largest paint: text that comes with the page (decision 124). */}
        <p className="mt-4 max-w-2xl text-neutral-700">
          {t('references.pageIntro', {sold: sold.length, stock: stock.length})}
        </p>
        <AchievedInPounds className="mt-2 max-w-2xl text-sm text-neutral-600" />
      </header>

      <ReferenceSection id="two-years" title={t('references.lastTwoYears')}>
        <LastTwoYears stats={stats} />
      </ReferenceSection>

      <ReferenceSection id="facts" title={t('references.facts')}>
        <ReferenceFactsList facts={facts} />
      </ReferenceSection>

      <ReferenceSection id="stock" title={t('references.inStock')}>
        {stock.length ? (
          <WatchGrid
            products={stock}
            eagerCount={0}
            label={t('references.inStock')}
          />
        ) : (
          <p className="text-neutral-600">{t('references.noStock')}</p>
        )}
      </ReferenceSection>

      <div id="alert">
        <ReferenceAlert
          reference={reference}
          vendor={facts.vendor}
          title={facts.model}
          source="reference"
        />
      </div>

      <ReferenceSection id="chart" title={t('references.chartHeading')}>
        <PriceChart sales={sales} />
      </ReferenceSection>

      <ReferenceSection id="archive" title={t('references.soldArchive')}>
        <SoldArchive sold={sold} reference={reference} />
      </ReferenceSection>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return <ReferenceNotFound />;
  throw error;
}

function ReferenceNotFound() {
  const t = useT();
  return (
    <NotFoundPage
      title={t('references.notFoundTitle')}
      text={t('references.notFoundText')}
      to="/references"
      linkLabel={t('references.allReferences')}
    />
  );
}
