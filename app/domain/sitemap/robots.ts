import {SITES, sitePath} from '~/domain/markets/sitePath';

/** Private pages of every site: the cart, the account, offer forms and links, searched lists. */
const PRIVATE_ON_EVERY_SITE = [
  '/cart',
  '/account',
  // Every watch page links its offer form (private, noindex) and an offer link is one buyer's.
  '/products/*/offer',
  '/offers/',
  '/products?*search=',
];

/**
 * robots.txt: keeps crawlers out of pages that are private (cart, admin, checkout, account),
 * machine endpoints and endless listing variants (search results, filters, sort orders),
 * on every site (market and language), and names the sitemap index with an absolute URL.
 */
export const ROBOTS_DISALLOW: readonly string[] = [
  ...SITES.flatMap((site) =>
    PRIVATE_ON_EVERY_SITE.map((path) =>
      // sitePath would read '/products?*search=' as a path: the prefix goes in front by hand.
      path.startsWith('/products?')
        ? `${sitePath('/products', site)}${path.slice('/products'.length)}`
        : sitePath(path, site),
    ),
  ),
  '/admin',
  '/checkout',
  '/checkouts/',
  '/api/',
  '/*?*search=',
  '/*?*filter',
  '/*?*sort=',
];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).toString()}`,
    '',
  ].join('\n');
}
