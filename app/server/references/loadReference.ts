// The reference page's data in one round: the archive (every watch of the reference, cached
// long) and what is for sale or changed in the last two days (cached short), asked together.
// The short answer overrides the long one watch by watch, so a sale shows within the short
// cache's lifetime although the archive is cached for a day (docs/decisions/040-reference-pages-market-history.md).
import type {ReadStorefront} from '~/server/storefrontData';
import type {CountryCode} from '@shopify/hydrogen/storefront-api-types';
import {MARKETS} from '~/domain/markets/markets';
import {poundsOf} from '~/domain/pounds';
import {CacheLong, CacheShort} from '@shopify/hydrogen';
import type {
  ReferenceArchiveQuery,
  ReferenceCurrentQuery,
  WatchCardFragment,
} from 'storefrontapi.generated';
import {
  REFERENCE_ARCHIVE_QUERY,
  REFERENCE_CURRENT_QUERY,
} from '../../graphql/referenceQueries';
import {
  marketHistory,
  type MarketHistory,
  type ReferenceWatch,
} from '../../domain/references/marketHistory';
import {
  displayReference,
  referenceSearchTerm,
} from '../../domain/references/referenceKey';

type ArchiveNode = ReferenceArchiveQuery['products']['nodes'][number];

/**
 * The archive is asked where prices are pounds, on every site: a sold watch's last asking
 * price is then a real pound figure, never a conversion (and one cached copy serves all sites).
 */
export const POUNDS_COUNTRY = MARKETS.find(
  (market) => market.currency === 'GBP',
)!.pricingCountry as CountryCode;

/** How far back the short query looks for changed watches: longer than the archive's cache. */
export const RECENT_CHANGE_DAYS = 2;

export function toReferenceWatch(node: ArchiveNode): ReferenceWatch {
  const variant = node.variants.nodes[0];
  return {
    id: node.id,
    handle: node.handle,
    title: node.title,
    vendor: node.vendor,
    sku: variant?.sku ?? null,
    referenceNumber: node.reference?.value ?? null,
    status: node.status?.value ?? null,
    availableForSale: node.availableForSale,
    askingPrice: variant?.price ?? null,
    soldDate: node.soldDate?.value ?? null,
    soldPrice: node.soldPrice?.value ?? null,
    year: node.year?.value ?? null,
    condition: node.condition?.value ?? null,
    box: node.box?.value ?? null,
    papers: node.papers?.value ?? null,
    caseSize: node.caseSize?.value ?? null,
    caseMaterial: node.caseMaterial?.value ?? null,
    movement: node.movement?.value ?? null,
  };
}

/** The search text for the watches changed since `now` minus the recent window (a whole day, so the cache key holds all day). */
export function currentQueryText(term: string, now: Date): string {
  const since = new Date(now.getTime() - RECENT_CHANGE_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return `${term} AND (available_for_sale:true OR updated_at:>=${since})`;
}

export interface ReferencePageData extends MarketHistory {
  /** The reference as the dealer spells it on its watches. */
  reference: string;
  stock: WatchCardFragment[];
}

/** Null when no watch carries the reference (the page is a 404). */
export async function loadReferencePage(
  readStorefront: ReadStorefront,
  requested: string,
  now: Date,
): Promise<ReferencePageData | null> {
  const term = referenceSearchTerm(requested);
  if (!term) return null;
  const [archive, current] = await Promise.all([
    readStorefront(REFERENCE_ARCHIVE_QUERY, {
      variables: {query: term, country: POUNDS_COUNTRY},
      cache: CacheLong(),
      outage: 'last-good-copy',
      partialErrors: 'outage',
    }),
    readStorefront(REFERENCE_CURRENT_QUERY, {
      variables: {query: currentQueryText(term, now)},
      cache: CacheShort(),
      outage: 'last-good-copy',
      partialErrors: 'outage',
    }),
  ]);
  const byId = new Map<string, ReferenceWatch>();
  for (const node of archive.products.nodes)
    byId.set(node.id, toReferenceWatch(node));
  const cards = new Map<string, WatchCardFragment>();
  for (const node of current.products
    .nodes as ReferenceCurrentQuery['products']['nodes']) {
    const watch = toReferenceWatch(node);
    const archived = byId.get(node.id);
    // The current query is asked in the site's currency: a converted asking price never replaces a pound one.
    byId.set(
      node.id,
      archived && poundsOf(watch.askingPrice) === null
        ? {...watch, askingPrice: archived.askingPrice}
        : watch,
    );
    cards.set(node.id, node);
  }
  const watches = [...byId.values()];
  const history = marketHistory(watches, requested);
  if (!history.stockIds.length && !history.sold.length && !history.facts.model)
    return null;
  return {
    ...history,
    reference: displayReference(watches, requested),
    stock: history.stockIds.flatMap((id) => {
      const card = cards.get(id);
      return card ? [card] : [];
    }),
  };
}

/** The product page's market history line: the archive alone (cached long), narrowed to the reference. */
export async function loadSoldArchive(
  readStorefront: ReadStorefront,
  reference: string,
) {
  const term = referenceSearchTerm(reference);
  if (!term) return [];
  const archive = await readStorefront(REFERENCE_ARCHIVE_QUERY, {
    variables: {query: term, country: POUNDS_COUNTRY},
    cache: CacheLong(),
    outage: 'last-good-copy',
    partialErrors: 'outage',
  });
  return marketHistory(archive.products.nodes.map(toReferenceWatch), reference)
    .sold;
}
