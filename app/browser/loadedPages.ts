// 'Load more' keeps the cards already shown in the history entry of the page it loads (as
// Hydrogen's Pagination does), so Back and Forward bring back every card the shopper had,
// and the browser can put them back where they were.

/** What a 'Load more' navigation leaves in its history entry. */
export type LoadedPages<Card> = {
  /** The list (its query without the cursor) the cards belong to. */
  listKey: string;
  /** The cards shown before the page this entry loads. */
  before: Card[];
};

const STATE_KEY = 'loadedPages';

/** The history state a 'Load more' link carries. */
export function loadedPagesState<Card>(
  listKey: string,
  before: Card[],
): Record<string, LoadedPages<Card>> {
  return {[STATE_KEY]: {listKey, before}};
}

/** The cards an entry of this list kept from earlier pages; none for any other list or state. */
export function cardsBefore<Card extends {id: string}>(
  state: unknown,
  listKey: string,
): Card[] {
  if (!state || typeof state !== 'object') return [];
  const kept = (state as Record<string, unknown>)[STATE_KEY];
  if (!kept || typeof kept !== 'object') return [];
  const {listKey: keptKey, before} = kept as Partial<LoadedPages<Card>>;
  if (keptKey !== listKey || !Array.isArray(before)) return [];
  return before.filter(
    (card): card is Card =>
      Boolean(card) && typeof (card as {id?: unknown}).id === 'string',
  );
}

/** Earlier cards then the page's own, each watch once. */
export function withPage<Card extends {id: string}>(
  before: Card[],
  page: Card[],
): Card[] {
  const seen = new Set(before.map((card) => card.id));
  return [...before, ...page.filter((card) => !seen.has(card.id))];
}

/** The search string without the cursor: pages of one list share it. */
export function listKeyOf(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('cursor');
  params.sort();
  return params.toString();
}
