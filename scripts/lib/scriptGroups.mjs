// The browser build's script groups (docs/decisions/094-fewer-script-files.md). Each group is one
// file holding a module and everything it imports statically; a module goes to the highest
// priority group that claims it. Code loaded on demand (Swiper, the panels) stays in its own files.
export const scriptGroups = [
  // React, its scheduler and React Router: on every page, and changed only by an upgrade.
  {
    name: 'vendor',
    test: /node_modules\/(react|react-dom|scheduler|react-router)\//,
    priority: 6,
  },
  // The root route and what it imports: header, footer, cart hooks, texts. Every page runs it.
  {
    name: 'shell',
    test: /\/app\/root\.tsx$/,
    includeDependenciesRecursively: true,
    priority: 5,
  },
  // The watch card and its parts: home, lists, brand, reference and watch pages all show cards.
  // With them, the meta builder, the month names and the price and month formats that pages'
  // code shares: left to the `product` group below, which also needs them, each took that whole
  // group onto pages that show no watch details (the reference page, for a 134-byte module).
  // The markets' notes (what a price includes, achieved prices in pounds) too: small, and shared
  // by the watch page, the cart, the reference pages and the valuation, each was a file of its own.
  {
    name: 'cards',
    test: /\/app\/(components\/catalogue\/WatchCard\.tsx|domain\/seo\.ts|i18n\/months\.ts|domain\/references\/format\.ts|components\/markets\/PriceIncludes\.tsx|components\/references\/AchievedInPounds\.tsx)$/,
    includeDependenciesRecursively: true,
    priority: 4,
  },
  // The stock-alert form and its texts: list pages, and sold watch and reference pages, which
  // would otherwise take the whole list group (grid, filters, price bands) with it.
  {
    name: 'alerts',
    test: /\/app\/(components\/alerts\/StockAlertForm\.tsx|domain\/alerts\/label\.ts)$/,
    includeDependenciesRecursively: true,
    priority: 3,
  },
  // A list page's grid and states: all watches, brands, status lists, search.
  {
    name: 'lists',
    test: /\/app\/components\/(catalogue\/CatalogueResults|alerts\/CatalogueAlert)\.tsx$/,
    includeDependenciesRecursively: true,
    priority: 2,
  },
  // The watch page's details: specifications, condition report and its grading scale.
  {
    name: 'product',
    test: /\/app\/components\/product\/ProductDetails\.tsx$/,
    includeDependenciesRecursively: true,
    priority: 1,
  },
  // Small parts several pages import (each under 1 KB): left alone, each was a file of its own, and
  // the watch page's code came in eight files. A browser opens six connections to a host over
  // HTTP/1.1, so the page's data, asked for at the click, waited for the code to free one.
  {
    name: 'parts',
    test: /\/app\/(components\/(WhenNearViewport|Breadcrumb)\.tsx|domain\/leads\/enquiryLink\.ts|components\/analytics\/viewedProduct\.ts|hooks\/useNearViewport\.ts)$/,
    includeDependenciesRecursively: true,
    priority: 0,
  },
];
