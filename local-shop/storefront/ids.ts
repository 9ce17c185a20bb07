// Shopify's global ids ("gid://shopify/Product/7"). Numbers come from catalogue order, so
// the same catalogue always yields the same ids.
export function gid(type: string, n: number | string): string {
  return `gid://shopify/${type}/${n}`;
}

export interface ParsedGid {
  type: string;
  id: string;
  /** Query part, e.g. the cart's `key`. */
  params: URLSearchParams;
}

export function parseGid(value: string): ParsedGid | null {
  const m = /^gid:\/\/shopify\/([A-Za-z]+)\/([^?]+)(?:\?(.*))?$/.exec(value);
  if (!m) return null;
  return {type: m[1], id: m[2], params: new URLSearchParams(m[3] ?? '')};
}

/** The numeric part of a gid of the given type, or null. */
export function gidNumber(value: string, type: string): number | null {
  const parsed = parseGid(value);
  if (!parsed || parsed.type !== type) return null;
  const n = Number(parsed.id);
  return Number.isInteger(n) && n > 0 ? n : null;
}
