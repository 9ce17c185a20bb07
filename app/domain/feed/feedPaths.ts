// The addresses of the shop's documents for machines (crawlers, feed readers, Merchant Center);
// app/routes.ts mounts the feed module at each (no imports here: the route config is read
// before the app's path aliases exist).
export const FEED_PATHS = [
  'robots.txt',
  'sitemap.xml',
  'blog/rss.xml',
  'product-feed.xml',
] as const;

export type FeedPath = (typeof FEED_PATHS)[number];

/** Which document an address asks for; the module is only mounted at these addresses. */
export function feedPathAt(pathname: string): FeedPath {
  const path = FEED_PATHS.find((candidate) => pathname === `/${candidate}`);
  if (!path) throw new Response(null, {status: 404});
  return path;
}
