import {CacheShort} from '~/server/storefrontData';
import type {Route} from './+types/($locale)._index';
// Loader-only: FAQ and home texts travel as page data, so the page's JavaScript carries
// neither every FAQ set nor the home page in both languages.
import {faqsIn} from '~/content/faqs';
import {homeContentIn} from '~/content/home';
import {HOME_FIRST_SLIDE} from '~/content/homeHero';
import {WATCH_CARD_FRAGMENT} from '~/graphql/watchCard';
import {contentPageMeta} from '~/domain/content/pageMeta';
import {sharedPageData} from '~/hooks/rootData';
import {
  faqPageJsonLd,
  organizationJsonLd,
  webSiteJsonLd,
} from '~/domain/content/jsonLd';
import {fillFaq} from '~/content/facts';
import {mergeNewArrivals} from '~/domain/content/newArrivals';
import {languageTag} from '~/i18n/locale';
import {HERO_PAIR_IMAGE_SIZES, HomeHero} from '~/components/home/HomeHero';
import {contentImageSrcSet, contentImageUrl} from '~/domain/content/images';
import {NewArrivals} from '~/components/home/NewArrivals';
import {ExploreByBrand} from '~/components/home/ExploreByBrand';
import {Showcase} from '~/components/home/Showcase';
import {SocialFeed} from '~/components/content/SocialFeed';
import {FaqSection} from '~/components/content/Accordion';
import {useT} from '~/i18n/useTranslation';
import {translate} from '~/i18n/translate';
import {sharedPageHeaders} from '~/server/pageCache';

// The same page for every shopper: shared from the edge (docs/decisions/105-private-unless-the-route-says.md).
export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({data, ...args}) => {
  const shared = sharedPageData(args);
  if (!data || !shared) return [{title: 'Page not found'}];
  const {origin, locale, site, dealer} = shared;
  const {hero} = data.content;
  return contentPageMeta(shared, {
    title: hero.heading,
    fullTitle: `${dealer.shopName} | ${translate(locale, 'content.metaTagline')} | ${hero.heading}`,
    description: hero.subheading,
    jsonLd: [
      organizationJsonLd({
        name: dealer.shopName,
        origin,
        site,
        email: dealer.email,
        phone: dealer.phone,
        locality: dealer.locality,
        country: dealer.country,
        sameAs: [dealer.instagramUrl, dealer.marketplaceUrl].filter(Boolean),
      }),
      webSiteJsonLd({
        name: dealer.shopName,
        origin,
        site,
        inLanguage: languageTag(locale),
      }),
      faqPageJsonLd(fillFaq(data.faqs, dealer)),
    ],
  });
};

/** The hero's first pair is the largest paint: fetched from the first bytes of <head>. */
export function links() {
  return HOME_FIRST_SLIDE.map((image) => ({
    rel: 'preload',
    as: 'image',
    href: contentImageUrl(image.key),
    imageSrcSet: contentImageSrcSet(image.key),
    imageSizes: HERO_PAIR_IMAGE_SIZES,
    // Without it a preload is fetched at low priority, and the <img> reuses that request.
    fetchpriority: 'high',
  }));
}

export async function loader({context}: Route.LoaderArgs) {
  const {readStorefront} = context;
  // Below the fold: streamed, never blocks the hero. Status and price are live data (CacheShort).
  const newArrivals = readStorefront(HOME_NEW_ARRIVALS_QUERY, {
    cache: CacheShort(),
    outage: 'last-good-copy',
    partialErrors: 'outage',
  })
    .then((result) =>
      mergeNewArrivals([
        result.available?.products.nodes,
        result.onRequest?.products.nodes,
        result.sold?.products.nodes,
        result.everything?.products.nodes,
      ]),
    )
    .catch((error: unknown) => {
      console.error(error);
      return null;
    });
  return {
    content: homeContentIn(context.locale),
    faqs: faqsIn(context.locale).home,
    newArrivals,
  };
}

export default function Home({loaderData}: Route.ComponentProps) {
  const t = useT();
  const {hero, exploreByBrand, showcases, socialFeed} = loaderData.content;
  return (
    <>
      <HomeHero hero={hero} />
      <NewArrivals watches={loaderData.newArrivals} />
      <ExploreByBrand
        heading={exploreByBrand.heading}
        cards={exploreByBrand.cards}
      />
      <Showcase showcase={showcases[0]} />
      <Showcase showcase={showcases[1]} reverse />
      <SocialFeed
        heading={socialFeed.heading}
        text={socialFeed.text}
        profileLabel={socialFeed.profileLabel}
        posts={socialFeed.posts}
      />
      <FaqSection
        heading={t('content.faqHeading')}
        items={loaderData.faqs}
        id="home-faq"
      />
    </>
  );
}

// One round trip: each status group sorted by price high to low, plus the whole list for
// watches whose status is none of the three (they come last).
const HOME_NEW_ARRIVALS_QUERY = `#graphql
  query HomeNewArrivals($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    available: collection(handle: "all-watches") {
      products(first: 12, sortKey: PRICE, reverse: true, filters: [{productMetafield: {namespace: "custom", key: "availability_status", value: "available"}}]) {
        nodes { ...WatchCard }
      }
    }
    onRequest: collection(handle: "all-watches") {
      products(first: 12, sortKey: PRICE, reverse: true, filters: [{productMetafield: {namespace: "custom", key: "availability_status", value: "on_request"}}]) {
        nodes { ...WatchCard }
      }
    }
    sold: collection(handle: "all-watches") {
      products(first: 12, sortKey: PRICE, reverse: true, filters: [{productMetafield: {namespace: "custom", key: "availability_status", value: "sold"}}]) {
        nodes { ...WatchCard }
      }
    }
    everything: collection(handle: "all-watches") {
      products(first: 50, sortKey: PRICE, reverse: true) {
        nodes { ...WatchCard }
      }
    }
  }
  ${WATCH_CARD_FRAGMENT}
` as const;
