// Relay cursor pagination the way Shopify answers it: first/after or last/before, at most 250,
// opaque cursors. A cursor remembers the node and its position, so a page still continues
// sensibly if the node left the result between requests.
import {GraphQLError} from 'graphql';

export interface PageArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

export interface Connection<T> {
  edges: Array<{cursor: string; node: T}>;
  nodes: T[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

const MAX_PAGE = 250;

export function encodeCursor(key: string | number, index: number): string {
  return Buffer.from(JSON.stringify({k: key, i: index})).toString('base64url');
}

function decodeCursor(cursor: string): {k: string | number; i: number} {
  try {
    const parsed = JSON.parse(
      Buffer.from(cursor, 'base64url').toString('utf8'),
    ) as {k: string | number; i: number} | null;
    if (parsed && typeof parsed.i === 'number') return parsed;
  } catch {
    // fall through
  }
  throw new GraphQLError(`Invalid cursor for current pagination sort.`, {
    extensions: {code: 'BAD_USER_INPUT'},
  });
}

export function checkPageArgs(args: PageArgs, required = true) {
  const {first, last} = args;
  if (required && (first == null) === (last == null)) {
    throw new GraphQLError(
      first == null
        ? 'you must provide one of first or last'
        : 'providing both first and last is not supported',
      {extensions: {code: 'BAD_USER_INPUT'}},
    );
  }
  for (const [name, value] of [
    ['first', first],
    ['last', last],
  ] as const) {
    if (value != null && (value < 0 || value > MAX_PAGE)) {
      throw new GraphQLError(
        `The value of the argument \`${name}\` must be between 0 and ${MAX_PAGE}.`,
        {
          extensions: {code: 'BAD_USER_INPUT'},
        },
      );
    }
  }
}

function positionOf<T>(
  items: T[],
  keyOf: (item: T) => string | number,
  cursor: string,
): number {
  const {k, i} = decodeCursor(cursor);
  if (i >= 0 && i < items.length && keyOf(items[i]) === k) return i;
  const found = items.findIndex((item) => keyOf(item) === k);
  return found >= 0 ? found : Math.min(i, items.length);
}

export function paginate<T>(
  items: T[],
  args: PageArgs,
  keyOf: (item: T) => string | number,
  required = true,
): Connection<T> {
  checkPageArgs(args, required);
  let start = 0;
  let end = items.length;
  if (args.after)
    start = Math.min(items.length, positionOf(items, keyOf, args.after) + 1);
  if (args.before) end = Math.max(start, positionOf(items, keyOf, args.before));
  let from = start;
  let to = end;
  if (args.first != null) to = Math.min(end, start + args.first);
  else if (args.last != null) from = Math.max(start, end - args.last);
  const slice = items.slice(from, to);
  const edges = slice.map((node, j) => ({
    cursor: encodeCursor(keyOf(node), from + j),
    node,
  }));
  return {
    edges,
    nodes: slice,
    pageInfo: {
      hasNextPage: to < items.length,
      hasPreviousPage: from > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
