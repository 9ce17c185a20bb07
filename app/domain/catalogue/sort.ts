// Sorting across pages. Shopify sorts by price but not by a metafield, so the two metafield
// orders are stitched from groups:
//  - 'Availability & Price': one group per status (available, on request, sold, then every other
//    status value together), each sorted by price high to low, merged in group order;
//  - 'Newest': one group per year (descending), each sorted by price high to low, then watches
//    whose year cannot be read.
// Each group is queried with its own cursor; the page's cursor is the set of group cursors.
import {parseYear} from './bands';
import {
  statusChoiceOf,
  STATUS_CHOICES,
  type FacetValue,
  type Facets,
  type ProductFilterInput,
  type SortOption,
} from './filters';

export const PAGE_SIZE = 24;
/** Year groups queried at most per page (one parallel round); a page may end short, never overlap. */
export const NEWEST_GROUP_WINDOW = 12;

export interface SortGroup {
  /** Stable key for the cursor ('available', 'other', '2019', …). */
  key: string;
  /** Extra filters that select the group (none for plain price sorts). */
  filters: ProductFilterInput[];
  sortKey: 'PRICE';
  reverse: boolean;
  /** Watches in the group under the base filters, when known (0 = skip it). */
  size: number | null;
}

function statusFilter(values: string[]): ProductFilterInput[] {
  return values.map((value) => ({
    productMetafield: {namespace: 'custom', key: 'availability_status', value},
  }));
}

function yearFilter(values: string[]): ProductFilterInput[] {
  return values.map((value) => ({
    productMetafield: {namespace: 'custom', key: 'year', value},
  }));
}

const sum = (values: FacetValue[]) => values.reduce((n, v) => n + v.count, 0);

/**
 * The groups a sort is stitched from. `vocabulary` holds the status and year values (with
 * counts) of the current result; `statuses` narrows the status groups to the chosen ones.
 */
export function sortGroups(
  sort: SortOption,
  vocabulary: Facets,
  statuses: readonly string[] = [],
): SortGroup[] {
  if (sort === 'price-asc' || sort === 'price-desc') {
    return [
      {
        key: 'all',
        filters: [],
        sortKey: 'PRICE',
        reverse: sort === 'price-desc',
        size: null,
      },
    ];
  }
  if (sort === 'availability') {
    const chosen = new Set(statuses);
    const groups: SortGroup[] = [];
    for (const status of STATUS_CHOICES) {
      if (chosen.size && !chosen.has(status)) continue;
      const values = vocabulary.status.filter(
        (v) => statusChoiceOf(v.value) === status,
      );
      groups.push({
        key: status,
        filters: statusFilter(values.map((v) => v.value)),
        sortKey: 'PRICE',
        reverse: true,
        size: sum(values),
      });
    }
    if (!chosen.size) {
      const others = vocabulary.status.filter(
        (v) => statusChoiceOf(v.value) === null,
      );
      groups.push({
        key: 'other',
        filters: statusFilter(others.map((v) => v.value)),
        sortKey: 'PRICE',
        reverse: true,
        size: sum(others),
      });
    }
    return groups;
  }
  // newest
  const byYear = new Map<number, FacetValue[]>();
  const unreadable: FacetValue[] = [];
  for (const value of vocabulary.year) {
    const year = parseYear(value.value);
    if (year === null) unreadable.push(value);
    else byYear.set(year, [...(byYear.get(year) ?? []), value]);
  }
  const groups: SortGroup[] = [...byYear.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, values]) => ({
      key: String(year),
      filters: yearFilter(values.map((v) => v.value)),
      sortKey: 'PRICE',
      reverse: true,
      size: sum(values),
    }));
  if (unreadable.length) {
    groups.push({
      key: 'no-year',
      filters: yearFilter(unreadable.map((v) => v.value)),
      sortKey: 'PRICE',
      reverse: true,
      size: sum(unreadable),
    });
  }
  return groups;
}

/** Per-group position: a Shopify cursor, or 'done'. Groups not listed start at the beginning. */
export type CompositeCursor = Record<string, string>;
export const DONE = 'done';

export function encodeCursor(cursor: CompositeCursor): string {
  const json = JSON.stringify(cursor);
  const bytes = new TextEncoder().encode(json);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary)
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Reads a cursor from the URL; anything unreadable starts from the first page. */
export function decodeCursor(raw: string | null | undefined): CompositeCursor {
  if (!raw) return {};
  try {
    const base64 = raw.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    const json = new TextDecoder().decode(
      Uint8Array.from(binary, (c) => c.charCodeAt(0)),
    );
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(([, v]) => typeof v === 'string'),
    ) as CompositeCursor;
  } catch {
    return {};
  }
}

/** The groups still to read on this page: not done, not known to be empty, at most `window`. */
export function groupsToQuery(
  groups: SortGroup[],
  cursor: CompositeCursor,
  window = Infinity,
): SortGroup[] {
  return groups
    .filter((g) => cursor[g.key] !== DONE && g.size !== 0)
    .slice(0, window);
}

export interface GroupPage<T> {
  edges: Array<{cursor: string; node: T}>;
  hasNextPage: boolean;
}

export interface GroupReader<T> {
  read(group: SortGroup): Promise<GroupPage<T>>;
  /** Whether the group's page was asked for already (a guess that came out right). */
  isAsked(group: SortGroup): boolean;
}

/**
 * Reads the queried groups' pages in order until the page is full: later groups cannot add to
 * it. A group not asked for yet is asked for together with every later one, so the groups a
 * guess missed cost one more round at most.
 */
export async function readGroupPages<T>(
  queried: SortGroup[],
  pageSize: number,
  reader: GroupReader<T>,
): Promise<Array<GroupPage<T>>> {
  const pages: Array<GroupPage<T>> = [];
  let filled = 0;
  for (let i = 0; i < queried.length && filled < pageSize; i++) {
    if (!reader.isAsked(queried[i]))
      for (const later of queried.slice(i))
        void reader.read(later).catch(() => {});
    const page = await reader.read(queried[i]);
    pages.push(page);
    filled += Math.min(page.edges.length, pageSize - filled);
  }
  return pages;
}

/**
 * Merges one page from the queried groups in group order and works out the next composite
 * cursor. Each group's cursor moves to the last watch taken from it; a group is done once all
 * its watches are taken. Groups not reached keep their position.
 */
export function stitchPage<T>(
  groups: SortGroup[],
  queried: SortGroup[],
  pages: Array<GroupPage<T>>,
  cursor: CompositeCursor,
  pageSize = PAGE_SIZE,
): {items: T[]; next: CompositeCursor; hasMore: boolean} {
  const items: T[] = [];
  const next: CompositeCursor = {...cursor};
  for (const group of groups) if (group.size === 0) next[group.key] = DONE;
  for (let i = 0; i < queried.length; i++) {
    if (items.length >= pageSize) break;
    const group = queried[i];
    const page = pages[i];
    let taken = 0;
    for (const edge of page.edges) {
      if (items.length >= pageSize) break;
      items.push(edge.node);
      next[group.key] = edge.cursor;
      taken++;
    }
    if (taken === page.edges.length && !page.hasNextPage)
      next[group.key] = DONE;
  }
  const hasMore = groups.some((g) => next[g.key] !== DONE);
  return {items, next, hasMore};
}
