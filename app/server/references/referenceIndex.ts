// The /references index: every reference the dealer has handled, grouped by brand, and the
// reference search over it. Built from a light listing of the catalogue (references, brand,
// title), paged and cached like the sitemap; the reference pages themselves never list the catalogue.
import {watchName} from '~/domain/watch/watchName';
import {CacheCustom} from '@shopify/hydrogen';
import type {ReadStorefront} from '~/server/storefrontData';
import type {ReferenceIndexQuery} from 'storefrontapi.generated';
import {REFERENCE_INDEX_QUERY} from '../../graphql/referenceQueries';
import {
  compactReference,
  referencesOf,
  referenceSlug,
} from '../../domain/references/referenceKey';

export interface IndexedReference {
  reference: string;
  slug: string;
  vendor: string;
  /** A title of one of its watches (the model as the dealer names it). */
  model: string;
  watches: number;
}

export interface BrandReferences {
  vendor: string;
  references: IndexedReference[];
}

type IndexNode = ReferenceIndexQuery['products']['nodes'][number];

/** At most this many pages of 250 (a dealer's catalogue is far smaller). */
const MAX_PAGES = 40;

export function indexReferences(nodes: IndexNode[]): IndexedReference[] {
  const byKey = new Map<string, IndexedReference>();
  for (const node of nodes) {
    const references = referencesOf({
      sku: node.variants.nodes[0]?.sku,
      referenceNumber: node.reference?.value,
    });
    for (const reference of references) {
      const key = compactReference(reference);
      const entry = byKey.get(key);
      if (entry) entry.watches += 1;
      else
        byKey.set(key, {
          reference,
          slug: referenceSlug(reference),
          vendor: node.vendor,
          model: node.title,
          watches: 1,
        });
    }
  }
  return [...byKey.values()];
}

export function groupByBrand(
  references: IndexedReference[],
): BrandReferences[] {
  const brands = new Map<string, IndexedReference[]>();
  for (const entry of references) {
    const list = brands.get(entry.vendor) ?? [];
    list.push(entry);
    brands.set(entry.vendor, list);
  }
  return [...brands.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([vendor, list]) => ({
      vendor,
      references: list.sort((a, b) =>
        a.reference.localeCompare(b.reference, 'en', {numeric: true}),
      ),
    }));
}

/** References whose spelling or model contains what the visitor typed (any case, spacing or slashes). */
export function searchReferences(
  references: IndexedReference[],
  typed: string,
): IndexedReference[] {
  const wanted = compactReference(typed);
  if (!wanted) return [];
  const words = typed.toLowerCase().split(/\s+/).filter(Boolean);
  return references.filter(
    (entry) =>
      compactReference(entry.reference).includes(wanted) ||
      words.every((word) =>
        watchName(entry.vendor, entry.model).toLowerCase().includes(word),
      ),
  );
}

export async function loadReferenceIndex(
  readStorefront: ReadStorefront,
): Promise<IndexedReference[]> {
  const nodes: IndexNode[] = [];
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const data: ReferenceIndexQuery = await readStorefront(
      REFERENCE_INDEX_QUERY,
      {
        variables: {after},
        // References change when the dealer lists a new one: an hour is soon enough.
        cache: CacheCustom({
          mode: 'public',
          maxAge: 300,
          staleWhileRevalidate: 3600,
        }),
        outage: 'last-good-copy',
        partialErrors: 'outage',
      },
    );
    nodes.push(...data.products.nodes);
    if (!data.products.pageInfo.hasNextPage) break;
    after = data.products.pageInfo.endCursor ?? null;
  }
  return indexReferences(nodes);
}
