import type {MessageKey} from '~/i18n/translate';

export type NavLink = {to: string; label: MessageKey};

/** The header's links, in the order the dealer wants them. */
export const HEADER_LINKS: NavLink[] = [
  {to: '/', label: 'chrome.home'},
  {to: '/products', label: 'chrome.shopWatches'},
  {to: '/holy-grails', label: 'chrome.signatureWatches'},
  {to: '/sell-your-watch', label: 'chrome.sellYourWatch'},
  {to: '/sourcing', label: 'chrome.sourcing'},
  {to: '/sportsworld', label: 'chrome.sportsworld'},
  {to: '/insurance', label: 'chrome.insurance'},
  {to: '/about', label: 'chrome.about'},
  {to: '/blog', label: 'chrome.blog'},
  {to: '/contact-us', label: 'chrome.contact'},
];

/** What the one-row desktop navigation tucks under "More" (the logo is the way home). */
export const HEADER_MORE_LINKS = new Set([
  '/sportsworld',
  '/insurance',
  '/about',
  '/blog',
]);
export const HEADER_ROW_LINKS = HEADER_LINKS.filter(
  (link) => link.to !== '/' && !HEADER_MORE_LINKS.has(link.to),
);
export const HEADER_OVERFLOW_LINKS = HEADER_LINKS.filter((link) =>
  HEADER_MORE_LINKS.has(link.to),
);

export const LEGAL_LINKS: NavLink[] = [
  {to: '/terms', label: 'chrome.terms'},
  {to: '/privacy', label: 'chrome.privacy'},
  {to: '/shipping', label: 'chrome.shipping'},
];

/** Footer COLLECTION column: the four houses the dealer is known for. */
export const COLLECTION_LINKS = [
  {to: '/collections/rolex', label: 'Rolex'},
  {to: '/collections/patek-philippe', label: 'Patek Philippe'},
  {to: '/collections/audemars-piguet', label: 'Audemars Piguet'},
  {to: '/collections/richard-mille', label: 'Richard Mille'},
];

export const INFORMATION_LINKS: NavLink[] = [
  {to: '/about', label: 'chrome.aboutUs'},
  {to: '/reviews', label: 'chrome.reviews'},
  {to: '/about#showroom', label: 'chrome.showroom'},
  {to: '/sell-your-watch', label: 'chrome.sellYourWatch'},
  {to: '/sourcing', label: 'chrome.sourcing'},
  {to: '/insurance', label: 'chrome.insurance'},
  {to: '/blog', label: 'chrome.blog'},
  {to: '/contact-us', label: 'chrome.contact'},
];

/** The 'Watches' menu: every way into the stock by status. */
export const WATCH_LINKS: NavLink[] = [
  {to: '/products', label: 'chrome.allWatches'},
  {to: '/available', label: 'chrome.availableNow'},
  {to: '/on-request', label: 'chrome.onRequest'},
  {to: '/recently-sold', label: 'chrome.recentlySold'},
];

/** The id of the catalogue's search field: the header's search link points at it (no JavaScript). */
export const CATALOGUE_SEARCH_ID = 'catalogue-search';
