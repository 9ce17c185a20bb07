// A brand page's watches: the general catalogue narrowed to the brand's vendor names.
import type {ReadStorefront} from '~/server/storefrontData';
import {CacheShort} from '@shopify/hydrogen';
import {
  brandDisplayName,
  brandVendorGuess,
  vendorMatchesSlug,
} from '../../domain/catalogue/brandNames';
import {EMPTY_STATE} from '../../domain/catalogue/filters';
import {
  loadCataloguePage,
  loadVocabulary,
  prefetchCataloguePage,
  type CataloguePage,
} from './query';

export type BrandList = {brand: string; page: CataloguePage};

/**
 * The brand's display name and one page of its watches, or null when the shop knows no such
 * brand (no collection, no vendor, no editorial copy). `copyName` is the brand copy's name.
 */
export async function loadBrandList(
  readStorefront: ReadStorefront,
  {
    slug,
    cursor,
    copyName,
  }: {slug: string; cursor: string | null; copyName: string | null},
): Promise<BrandList | null> {
  // Signature watches stay out: the brand's watches are read from `all-watches` by vendor
  // (compared case-insensitively through the slug rule).
  const source = {kind: 'collection', handle: 'all-watches'} as const;
  const state = {...EMPTY_STATE, cursor};
  // The brand's collection (does it exist?), the catalogue's vendor names and the page as a
  // tidy catalogue spells the brand, all in one round; the page below reuses what matches.
  prefetchCataloguePage(readStorefront, {
    source,
    state,
    vendors: [brandVendorGuess(slug, copyName ?? brandDisplayName(slug))],
  });
  const [collection, vocabulary] = await Promise.all([
    readStorefront(COLLECTION_EXISTS_QUERY, {
      variables: {handle: slug},
      cache: CacheShort(),
      // The assembled list keeps one last good copy of itself (listCache.ts).
      outage: 'fail',
      partialErrors: 'outage',
    }),
    loadVocabulary(readStorefront, source),
  ]);
  const vendors = vocabulary.facets.vendor
    .filter((v) => vendorMatchesSlug(v.value, slug))
    .map((v) => v.value);
  if (!collection.collection && vendors.length === 0 && !copyName) return null;
  const brand = brandDisplayName(slug, {
    vendors,
    title: collection.collection?.title,
  });
  const page = await loadCataloguePage(readStorefront, {
    source,
    state,
    vendors: vendors.length
      ? vendors
      : [copyName ?? collection.collection?.title ?? brand],
    vocabulary,
  });
  return {brand, page};
}

export const COLLECTION_EXISTS_QUERY = `#graphql
  query BrandCollectionExists($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      title
    }
  }
` as const;
