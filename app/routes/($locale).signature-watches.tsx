import {CacheShort} from '~/server/storefrontData';
import {firstCardPreload} from '~/domain/image/shopImage';
import {data} from 'react-router';
import type {Route} from './+types/($locale).signature-watches';
import type {WatchCardFragment} from 'storefrontapi.generated';
import {translate} from '~/i18n/translate';
import {useT} from '~/i18n/useTranslation';
import {contentPageMeta} from '~/domain/content/pageMeta';
import {sharedPageData} from '~/hooks/rootData';
import {WATCH_CARD_FRAGMENT} from '~/graphql/watchCard';
import {isSignatureListed} from '~/domain/catalogue/eligibility';
import {MIN_LISTED_PRICE} from '~/domain/catalogue/bands';
import {WatchGrid} from '~/components/catalogue/WatchGrid';
import {
  CatalogueEmpty,
  CatalogueError,
} from '~/components/catalogue/CatalogueStates';
import {sharedPageHeaders} from '~/server/pageCache';

// The same page for every shopper: shared from the edge (docs/decisions/105-private-unless-the-route-says.md).
export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = (args) => {
  const shared = sharedPageData(args);
  if (!args.data || !shared) return [];
  return contentPageMeta(shared, {
    title: translate(shared.locale, 'catalogue.signatureTitle'),
    description: translate(shared.locale, 'catalogue.signatureIntro'),
    image: false,
    preloadImage: firstCardPreload(args.data.products),
  });
};

export async function loader({context}: Route.LoaderArgs) {
  const {readStorefront} = context;
  try {
    const result = await readStorefront(SIGNATURE_WATCHES_QUERY, {
      variables: {filters: [{price: {min: MIN_LISTED_PRICE}}]},
      cache: CacheShort(),
      outage: 'last-good-copy',
      partialErrors: 'outage',
    });
    // The collection gathers flagged watches; the flag, image, variant and price are re-checked here.
    const products = (result.collection?.products.nodes ?? []).filter(
      isSignatureListed,
    ) as WatchCardFragment[];
    return {products, failed: false};
  } catch (error) {
    console.error('Signature watches failed to load', error);
    return data(
      {products: [] as WatchCardFragment[], failed: true},
      {status: 503},
    );
  }
}

export default function SignatureWatches({loaderData}: Route.ComponentProps) {
  const t = useT();
  const {products, failed} = loaderData;
  return (
    <div className="mx-auto max-w-[1440px] px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="font-display text-4xl">{t('catalogue.signatureTitle')}</h1>
      <p className="mt-2 max-w-2xl text-neutral-700">
        {t('catalogue.signatureIntro')}
      </p>
      <div className="mt-8">
        {failed ? (
          <CatalogueError retryHref="" />
        ) : products.length ? (
          <WatchGrid
            products={products}
            label={t('catalogue.signatureTitle')}
          />
        ) : (
          <CatalogueEmpty message={t('catalogue.signatureEmpty')} />
        )}
      </div>
    </div>
  );
}

const SIGNATURE_WATCHES_QUERY = `#graphql
  query SignatureWatches($filters: [ProductFilter!], $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    collection(handle: "signature-watches") {
      id
      products(first: 100, filters: $filters, sortKey: PRICE, reverse: true) {
        nodes {
          ...WatchCard
        }
      }
    }
  }
  ${WATCH_CARD_FRAGMENT}
` as const;
