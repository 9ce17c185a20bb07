// The shop itself: name, domain, its markets as `localization` answers them (countries, their
// currency and languages), header and footer menus, and the sitemap Hydrogen's helpers read.
import {
  countryName,
  currencyName,
  currencySymbol,
  type MarketRecord,
} from '../markets/markets';
import type {ResolverMap, ShopContext} from './context';
import {gid} from './ids';

export const SHOP_NAME = 'Cheshire Watch Shop';

function languageObject(isoCode: string) {
  const code = isoCode.toLowerCase();
  return {
    isoCode,
    name: new Intl.DisplayNames(['en'], {type: 'language'}).of(code) ?? code,
    endonymName:
      new Intl.DisplayNames([code], {type: 'language'}).of(code) ?? code,
  };
}

function marketObject(market: MarketRecord) {
  return {
    id: gid('Market', market.n),
    handle: market.handle,
    metafield: null,
    metafields: (args: {identifiers: unknown[]}) =>
      args.identifiers.map(() => null),
  };
}

/** Shopify's Country: its market's currency and languages (English first, the default). */
function countryObject(isoCode: string, market: MarketRecord) {
  const languages = market.languages.map(languageObject);
  return {
    isoCode,
    name: countryName(isoCode),
    currency: {
      isoCode: market.currency,
      name: currencyName(market.currency),
      symbol: currencySymbol(market.currency),
    },
    // Shopify measures in imperial units for the United States, Liberia and Myanmar.
    unitSystem: ['US', 'LR', 'MM'].includes(isoCode)
      ? 'IMPERIAL_SYSTEM'
      : 'METRIC_SYSTEM',
    availableLanguages: languages,
    defaultLanguage: languages[0],
    market: marketObject(market),
  };
}

export function shopObject(ctx: ShopContext) {
  const url = new URL(ctx.origin);
  return {
    __typename: 'Shop',
    id: gid('Shop', 1),
    name: SHOP_NAME,
    description: 'Pre-owned and collectible luxury watches from Cheshire.',
    moneyFormat: '£{{amount}}',
    primaryDomain: {
      host: url.host,
      sslEnabled: url.protocol === 'https:',
      url: ctx.origin,
    },
    brand: null,
    shipsToCountries: ctx.markets.availableCountries(),
    paymentSettings: {
      acceptedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS'],
      cardVaultUrl: `${ctx.origin}/checkouts/vault`,
      countryCode: 'GB',
      currencyCode: 'GBP',
      enabledPresentmentCurrencies: [
        ...new Set(
          ctx.markets.markets.filter((m) => m.enabled).map((m) => m.currency),
        ),
      ],
      shopifyPaymentsAccountId: null,
      supportedDigitalWallets: [],
    },
    privacyPolicy: null,
    refundPolicy: null,
    shippingPolicy: null,
    termsOfService: null,
    termsOfSale: null,
    legalNotice: null,
    contactInformation: null,
    subscriptionPolicy: null,
    customerAccountUrl: null,
    socialLoginProviders: [],
    shopPayInstallmentsPricing: null,
    metafield: () => null,
    metafields: (args: {identifiers: unknown[]}) =>
      args.identifiers.map(() => null),
  };
}

export function localizationObject(ctx: ShopContext) {
  const {markets, market} = ctx;
  // A country in no market is answered as the primary market's first country, as it buys there.
  const isoCode = market.countries.includes(ctx.country)
    ? ctx.country
    : market.countries[0];
  const country = countryObject(isoCode, market);
  const language =
    country.availableLanguages.find((l) => l.isoCode === ctx.language) ??
    country.defaultLanguage;
  return {
    availableCountries: markets
      .availableCountries()
      .map((code) => countryObject(code, markets.forCountry(code))),
    availableLanguages: country.availableLanguages,
    country,
    language,
    market: country.market,
  };
}

interface MenuLink {
  title: string;
  path: string;
  items?: MenuLink[];
}

const MAIN_MENU: MenuLink[] = [
  {title: 'Home', path: '/'},
  {title: 'Shop Watches', path: '/products'},
  {title: 'Signature Watches', path: '/holy-grails'},
  {title: 'Sell Your Watch', path: '/sell-your-watch'},
  {title: 'Sourcing', path: '/sourcing'},
  {title: 'Sportsworld', path: '/sportsworld'},
  {title: 'Insurance', path: '/insurance'},
  {title: 'About', path: '/about'},
  {title: 'Blog', path: '/blog'},
  {title: 'Contact', path: '/contact-us'},
];

const FOOTER_MENU: MenuLink[] = [
  {
    title: 'Collection',
    path: '/products',
    items: [
      {title: 'Rolex', path: '/collections/rolex'},
      {title: 'Patek Philippe', path: '/collections/patek-philippe'},
      {title: 'Audemars Piguet', path: '/collections/audemars-piguet'},
      {title: 'Richard Mille', path: '/collections/richard-mille'},
    ],
  },
  {
    title: 'Information',
    path: '/about',
    items: [
      {title: 'About', path: '/about'},
      {title: 'Contact', path: '/contact-us'},
      {title: 'Terms of Service', path: '/terms'},
      {title: 'Privacy Policy', path: '/privacy'},
      {title: 'Shipping', path: '/shipping'},
    ],
  },
];

const MENUS: Record<string, {title: string; links: MenuLink[]}> = {
  'main-menu': {title: 'Main menu', links: MAIN_MENU},
  footer: {title: 'Footer menu', links: FOOTER_MENU},
};

export function menuObject(handle: string, ctx: ShopContext) {
  const menu = MENUS[handle];
  if (!menu) return null;
  let counter = 0;
  const menuNumber = Object.keys(MENUS).indexOf(handle) + 1;
  const item = (link: MenuLink): Record<string, unknown> => {
    counter++;
    const collection = /^\/collections\/(.+)$/.exec(link.path)?.[1];
    const c = collection ? ctx.stock.collection(collection) : undefined;
    return {
      __typename: 'MenuItem',
      id: gid('MenuItem', menuNumber * 1000 + counter),
      title: link.title,
      // Shopify answers absolute URLs on the shop's primary domain.
      url: `${ctx.origin}${link.path}`,
      type: link.path === '/' ? 'FRONTPAGE' : c ? 'COLLECTION' : 'HTTP',
      resourceId: c ? gid('Collection', c.n) : null,
      resource: c ?? null,
      tags: [],
      items: (link.items ?? []).map(item),
    };
  };
  const items = menu.links.map(item);
  return {
    __typename: 'Menu',
    id: gid('Menu', menuNumber),
    handle,
    title: menu.title,
    items,
    itemsCount: items.length,
  };
}

const SITEMAP_PAGE = 250;

export function sitemapObject(type: string, ctx: ShopContext) {
  const resources: Array<{handle: string; updatedAt: string; title: string}> =
    type === 'PRODUCT'
      ? ctx.stock.published().map((w) => ({
          handle: w.handle,
          updatedAt: w.updatedAt,
          title: w.title,
        }))
      : type === 'COLLECTION'
        ? ctx.stock.collections.map((c) => ({
            handle: c.handle,
            updatedAt: c.updatedAt,
            title: c.title,
          }))
        : [];
  return {
    pagesCount: {
      count: Math.ceil(resources.length / SITEMAP_PAGE),
      precision: 'EXACT',
    },
    // Pages are numbered from 1, as Hydrogen's sitemap routes ask for them.
    resources: (args: {page: number}) => {
      const start = (args.page - 1) * SITEMAP_PAGE;
      const items =
        args.page >= 1 ? resources.slice(start, start + SITEMAP_PAGE) : [];
      return {
        hasNextPage: start + SITEMAP_PAGE < resources.length,
        items: items.map((r) => ({
          __typename: 'SitemapResource',
          ...r,
          image: null,
        })),
      };
    },
  };
}

export const shopResolvers: ResolverMap = {};
