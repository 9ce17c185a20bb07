// Shopify's search syntax, the part a storefront uses: free terms over title, vendor, product
// type, tags and variant SKU; `field:value` for vendor, product_type, tag, tag_not, sku, title,
// available_for_sale, price, created_at, updated_at, id; AND (implicit between terms), OR, NOT
// or a leading '-', parentheses, and "quoted phrases". Operators are upper-case, as on Shopify.
import {isAvailableForSale, type Watch} from './stock';

export type Comparator = '=' | '>' | '>=' | '<' | '<=';

export type SearchNode =
  | {
      kind: 'term';
      text: string;
      field?: string;
      comparator: Comparator;
      prefix: boolean;
    }
  | {kind: 'and'; parts: SearchNode[]}
  | {kind: 'or'; parts: SearchNode[]}
  | {kind: 'not'; part: SearchNode}
  | {kind: 'all'};

type Token = {
  type: 'open' | 'close' | 'word' | 'phrase';
  text: string;
  field?: string;
};

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i];
    if (/\s/.test(c)) {
      i++;
    } else if (c === '(' || c === ')') {
      tokens.push({type: c === '(' ? 'open' : 'close', text: c});
      i++;
    } else if (c === '"' || c === "'") {
      const end = input.indexOf(c, i + 1);
      const stop = end === -1 ? input.length : end;
      tokens.push({type: 'phrase', text: input.slice(i + 1, stop)});
      i = stop + 1;
    } else {
      let j = i;
      while (j < input.length && !/[\s()"]/.test(input[j])) j++;
      let text = input.slice(i, j);
      // field:"quoted value" keeps the field with the phrase.
      if (text.endsWith(':') && (input[j] === '"' || input[j] === "'")) {
        const quote = input[j];
        const end = input.indexOf(quote, j + 1);
        const stop = end === -1 ? input.length : end;
        tokens.push({
          type: 'phrase',
          text: input.slice(j + 1, stop),
          field: text.slice(0, -1),
        });
        i = stop + 1;
        continue;
      }
      // A '-' directly before a quoted phrase or parenthesis negates it.
      if (text === '-' && (input[j] === '"' || input[j] === '(')) {
        tokens.push({type: 'word', text: 'NOT'});
        i = j;
        continue;
      }
      text = text.trim();
      if (text) tokens.push({type: 'word', text});
      i = j;
    }
  }
  return tokens;
}

function termFrom(raw: string, field?: string, quoted = false): SearchNode {
  let text = raw;
  let f = field;
  if (!quoted && f === undefined) {
    const colon = text.indexOf(':');
    if (colon > 0) {
      f = text.slice(0, colon);
      text = text.slice(colon + 1);
    }
  }
  let comparator: Comparator = '=';
  if (f !== undefined && !quoted) {
    const m = /^(>=|<=|>|<)(.*)$/.exec(text);
    if (m) {
      comparator = m[1] as Comparator;
      text = m[2];
    }
  }
  let prefix = false;
  if (!quoted && text.endsWith('*')) {
    prefix = true;
    text = text.slice(0, -1);
  }
  return {
    kind: 'term',
    text: text.toLowerCase(),
    field: f?.toLowerCase(),
    comparator,
    prefix,
  };
}

export function parseSearch(input: string): SearchNode {
  const tokens = tokenize(input ?? '');
  let pos = 0;
  const peek = () => tokens[pos];
  const isOp = (t: Token | undefined, op: string) =>
    t?.type === 'word' && t.text === op;

  function parseOr(): SearchNode | null {
    const parts: SearchNode[] = [];
    const first = parseAnd();
    if (first) parts.push(first);
    while (isOp(peek(), 'OR')) {
      pos++;
      const next = parseAnd();
      if (next) parts.push(next);
    }
    if (parts.length === 0) return null;
    return parts.length === 1 ? parts[0] : {kind: 'or', parts};
  }

  function parseAnd(): SearchNode | null {
    const parts: SearchNode[] = [];
    while (pos < tokens.length) {
      const t = peek();
      if (t.type === 'close' || isOp(t, 'OR')) break;
      if (isOp(t, 'AND')) {
        pos++;
        continue;
      }
      const node = parseNot();
      if (node) parts.push(node);
    }
    if (parts.length === 0) return null;
    return parts.length === 1 ? parts[0] : {kind: 'and', parts};
  }

  function parseNot(): SearchNode | null {
    const t = peek();
    if (isOp(t, 'NOT')) {
      pos++;
      const inner = parseNot();
      return inner ? {kind: 'not', part: inner} : null;
    }
    if (t.type === 'word' && t.text.startsWith('-') && t.text.length > 1) {
      pos++;
      return {kind: 'not', part: termFrom(t.text.slice(1))};
    }
    return parsePrimary();
  }

  function parsePrimary(): SearchNode | null {
    const t = tokens[pos++];
    if (!t) return null;
    if (t.type === 'open') {
      const inner = parseOr();
      if (peek()?.type === 'close') pos++;
      return inner;
    }
    if (t.type === 'close') return null;
    if (t.type === 'phrase')
      return t.text.trim() ? termFrom(t.text, t.field, true) : null;
    return termFrom(t.text);
  }

  const result: SearchNode[] = [];
  while (pos < tokens.length) {
    const node = parseOr();
    if (node) result.push(node);
    // A stray ')' is skipped rather than failing the whole search, as Shopify is lenient.
    if (peek()?.type === 'close') pos++;
  }
  if (result.length === 0) return {kind: 'all'};
  return result.length === 1 ? result[0] : {kind: 'and', parts: result};
}

function compare(
  actual: number,
  comparator: Comparator,
  expected: number,
): boolean {
  switch (comparator) {
    case '>':
      return actual > expected;
    case '>=':
      return actual >= expected;
    case '<':
      return actual < expected;
    case '<=':
      return actual <= expected;
    default:
      return actual === expected;
  }
}

function textMatches(haystack: string, term: {text: string}): boolean {
  return haystack.includes(term.text);
}

function exactMatches(
  value: string,
  term: {text: string; prefix: boolean},
): boolean {
  return term.prefix ? value.startsWith(term.text) : value === term.text;
}

function termMatches(
  term: Extract<SearchNode, {kind: 'term'}>,
  w: Watch,
): boolean {
  switch (term.field) {
    case undefined:
      return textMatches(w.searchText, term);
    case 'title':
      return textMatches(w.titleLower, term);
    case 'vendor':
      return exactMatches(w.vendorLower, term);
    case 'product_type':
      return exactMatches(w.typeLower, term);
    case 'tag':
      return w.tagsLower.some((t) => exactMatches(t, term));
    case 'tag_not':
      return !w.tagsLower.some((t) => exactMatches(t, term));
    case 'sku':
    case 'variants.sku':
      return exactMatches(w.skuLower, term);
    case 'available_for_sale': {
      const wanted = term.text === 'true' || term.text === '1';
      return isAvailableForSale(w) === wanted;
    }
    case 'price':
    case 'variants.price': {
      const expected = Number(term.text);
      return (
        w.price !== null &&
        Number.isFinite(expected) &&
        compare(w.price, term.comparator, expected)
      );
    }
    case 'created_at':
    case 'updated_at': {
      const actual = Date.parse(
        term.field === 'created_at' ? w.createdAt : w.updatedAt,
      );
      const expected = Date.parse(term.text);
      return (
        Number.isFinite(expected) && compare(actual, term.comparator, expected)
      );
    }
    case 'id':
    case 'product_id': {
      const expected = Number(
        term.text.replace(/^gid:\/\/shopify\/product\//, ''),
      );
      return compare(w.n, term.comparator, expected);
    }
    default:
      // Unknown fields search their value as free text, so nothing silently matches everything.
      return textMatches(w.searchText, term);
  }
}

export function matchesSearch(node: SearchNode, w: Watch): boolean {
  switch (node.kind) {
    case 'all':
      return true;
    case 'term':
      return termMatches(node, w);
    case 'and':
      return node.parts.every((p) => matchesSearch(p, w));
    case 'or':
      return node.parts.some((p) => matchesSearch(p, w));
    case 'not':
      return !matchesSearch(node.part, w);
  }
}

/** Relevance: where the positive terms hit (title counts most), for the RELEVANCE sort key. */
export function relevance(node: SearchNode, w: Watch): number {
  switch (node.kind) {
    case 'all':
    case 'not':
      return 0;
    case 'and':
    case 'or':
      return node.parts.reduce((sum, p) => sum + relevance(p, w), 0);
    case 'term': {
      if (node.field !== undefined) return termMatches(node, w) ? 1 : 0;
      let score = 0;
      if (w.titleLower.includes(node.text))
        score += w.titleLower.startsWith(node.text) ? 4 : 3;
      if (w.vendorLower.includes(node.text)) score += 2;
      if (w.skuLower.includes(node.text)) score += 2;
      if (w.typeLower.includes(node.text)) score += 1;
      if (w.tagsLower.some((t) => t.includes(node.text))) score += 1;
      return score;
    }
  }
}
