// The watch page's data, step by step: the watch itself (live status and price), what streams
// below the fold (recommendations, the reference's market history), the English copy that marks
// untranslated text on German pages, and the page's breadcrumb and search-engine description.
import {redirect} from 'react-router';
import type {AppLoadContext} from 'react-router';
import {CacheShort, type ReadStorefront} from '~/server/storefrontData';
import {isOutage} from '~/server/lastGoodCopy';
import {loadSoldArchive} from '~/server/references/loadReference';
import {WATCH_CARD_FRAGMENT} from '~/graphql/watchCard';
import {sitePath, type Site} from '~/domain/markets/sitePath';
import {translate} from '~/i18n/translate';
import {englishOnlyParts, NOTHING_ENGLISH} from '~/domain/product/englishOnly';
import {historySummary} from '~/domain/references/marketHistory';
import {referenceSlug} from '~/domain/references/referenceKey';
import {
  IMAGE_SIZES,
  IMAGE_WIDTHS,
  imagePreload,
} from '~/domain/image/shopImage';
import {availabilityStatus, withReservation} from '~/domain/watch/availability';
import {firstReference, isSignatureWatch} from '~/domain/watch/reference';
import {
  SPEC_IDENTIFIERS,
  conditionText,
  specsFromMetafields,
} from '~/domain/product/specifications';
import {brandSlug, productJsonLd} from '~/domain/product/productJsonLd';
import {
  conditionReportProperties,
  parseConditionReport,
  provenanceCountryName,
} from '~/domain/product/conditionReport';
import {breadcrumbJsonLd, type Crumb} from '~/domain/content/jsonLd';
import {
  metaDescription,
  textFromDescriptionHtml,
} from '~/domain/product/description';

/** Everything the watch page shows, from one handle. */
export async function loadWatchPage(
  {readStorefront, locale, site, dealer}: AppLoadContext,
  handle: string,
  url: URL,
) {
  // Below the fold and German-only parts start now, in parallel with the watch itself.
  const recommendations = streamRecommendations(readStorefront, handle);
  const englishCopy =
    locale === 'de' ? readEnglishCopy(readStorefront, handle) : null;
  const product = await readWatch(readStorefront, handle, site);

  const specs = specsFromMetafields(product.metafields);
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
  const englishOnly = untranslatedParts(
    {description, imageAlts: images.map((image) => image.altText), specs},
    await englishCopy,
  );
  // An untranslated description is no German summary: search results get German words instead.
  const summary = englishOnly.description
    ? translate(locale, 'product.summary', {
        title: product.title,
        shopName: dealer.shopName,
        months: dealer.warrantyMonths,
      })
    : description;
  const crumbs = watchCrumbs(url.origin, site, product, signature);

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
    status: withReservation(
      availabilityStatus(specs.availability_status),
      product.reservedUntil?.value,
      product.availableForSale,
    ),
    reference,
    signature,
    crumbs,
    recommendations,
    marketHistory: reference
      ? streamMarketHistory(readStorefront, reference)
      : null,
    seo: {
      title: `${product.title} | ${product.vendor}`,
      description: metaDescription(summary),
      type: 'product' as const,
      price,
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
          url: url.origin + url.pathname,
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

/** The watch with live status and price (a short cache only); 404 when there is none. */
async function readWatch(
  readStorefront: ReadStorefront,
  handle: string,
  site: Site,
) {
  let product;
  try {
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
    throw redirect(sitePath('/products', site), 302);
  }
  if (!product) throw new Response(null, {status: 404});
  return product;
}

/** Four other watches, streamed; none when they cannot be read. */
function streamRecommendations(readStorefront: ReadStorefront, handle: string) {
  return readStorefront(RECOMMENDATIONS_QUERY, {
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
}

/** German pages: the same texts in English, to mark what the catalogue has not translated. */
function readEnglishCopy(readStorefront: ReadStorefront, handle: string) {
  return readStorefront(PRODUCT_ENGLISH_QUERY, {
    variables: {handle, identifiers: SPEC_IDENTIFIERS, language: 'EN'},
    cache: CacheShort(),
    outage: 'last-good-copy',
    partialErrors: 'outage',
  })
    .then((result) => result.product)
    .catch((error: unknown) => {
      console.error(`English copy of ${handle} could not be loaded`, error);
      return null;
    });
}

type EnglishCopy = Awaited<ReturnType<typeof readEnglishCopy>>;

/** What a German page shows as the catalogue wrote it in English (nothing on English pages). */
function untranslatedParts(
  shown: Parameters<typeof englishOnlyParts>[0],
  english: EnglishCopy | undefined,
) {
  if (!english) return NOTHING_ENGLISH;
  return englishOnlyParts(shown, {
    description:
      textFromDescriptionHtml(english.descriptionHtml) || english.description,
    imageAlts: english.images.nodes.map((image) => image.altText),
    specs: specsFromMetafields(english.metafields),
  });
}

/** Home > Signature Watches or Products > brand > watch, in the page's language, on its site. */
function watchCrumbs(
  origin: string,
  site: Site,
  product: {vendor: string; title: string; handle: string},
  signature: boolean,
): Crumb[] {
  const locale = site.language;
  const at = (path: string) => origin + sitePath(path, site);
  return [
    {name: translate(locale, 'product.home'), url: at('/')},
    signature
      ? {
          name: translate(locale, 'product.signatureWatches'),
          url: at('/signature-watches'),
        }
      : {name: translate(locale, 'product.products'), url: at('/products')},
    {
      name: product.vendor,
      url: at(`/collections/${brandSlug(product.vendor)}`),
    },
    {name: product.title, url: at(`/products/${product.handle}`)},
  ];
}

/** The reference's market history line, streamed: the archive query is cached long. */
function streamMarketHistory(
  readStorefront: ReadStorefront,
  reference: string,
) {
  return loadSoldArchive(readStorefront, reference)
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
    });
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
      reservedUntil: metafield(namespace: "custom", key: "reserved_until") {
        value
      }
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
