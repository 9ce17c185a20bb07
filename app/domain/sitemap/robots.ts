/**
 * robots.txt: keeps crawlers out of pages that are private (cart, admin, checkout, account),
 * machine endpoints and endless listing variants (search results, filters, sort orders),
 * in both languages, and names the sitemap index with an absolute URL.
 */
export const ROBOTS_DISALLOW = [
  '/cart',
  '/de/cart',
  '/admin',
  '/account',
  '/de/account',
  '/checkout',
  '/checkouts/',
  '/api/',
  // Every watch page links its offer form (private, noindex) and an offer link is one buyer's.
  '/products/*/offer',
  '/de/products/*/offer',
  '/offers/',
  '/de/offers/',
  '/products?*search=',
  '/de/products?*search=',
  '/*?*search=',
  '/*?*filter',
  '/*?*sort=',
] as const;

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).toString()}`,
    '',
  ].join('\n');
}
