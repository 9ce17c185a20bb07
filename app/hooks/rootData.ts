import {createContext, createElement, useContext, type ReactNode} from 'react';
import {useRouteLoaderData} from 'react-router';
import type {Locale} from '~/i18n/locale';
import {siteOf, type Site} from '~/domain/markets/sitePath';
import {dealerDetails, type DealerDetails} from '~/domain/dealer';
import type {ShopifyAnalyticsSetup} from '~/server/shopifyAnalytics';

/**
 * What the root loader hands every page. Declared here, not inferred from root.tsx, so the
 * shell's components can read it without importing the root route (no import cycle).
 */
export type RootData = {
  locale: Locale;
  /** The market the address names (its handle, 'uk' at the root and under /de). */
  market: string;
  dealer: DealerDetails;
  /** Tag manager container, only when configured. */
  gtmId: string | null;
  /** Shopify analytics and consent, or null when off. */
  shopifyAnalytics: ShopifyAnalyticsSetup;
  /** For the footer's copyright line. */
  year: number;
  /** The shop's own origin (canonical and share URLs). */
  origin: string;
  /** The footer newsletter's render token, the same for everyone a cached page is served to. */
  leadToken: string;
  /** A German page's texts script, for the page to preload; null in English. */
  textsScript: string | null;
};

type RootLoaderShape = () => Promise<RootData>;

// React Router's data hooks re-render their component on every router update (a navigation's
// start, each fetcher's state); root data changes only when the root loader runs again. Read once
// by the provider, it reaches the shell through a context that changes only with it.
const RootDataContext = createContext<RootData | undefined>(undefined);

/** Hands the root loader's data to every component below; the root layout renders it once. */
export function RootDataProvider({
  data,
  children,
}: {
  data: RootData | undefined;
  children?: ReactNode;
}) {
  return createElement(RootDataContext.Provider, {value: data}, children);
}

/** The root loader's data straight from the router: for the root layout, above the provider. */
export function useRootDataFromRouter() {
  return useRouteLoaderData<RootLoaderShape>('root');
}

/** Root data in a component; undefined only on an error page whose root loader failed. */
export function useRootData() {
  return useContext(RootDataContext);
}

/** The dealer's details, from the root loader or the offline defaults on an error page. */
export function useDealer(): DealerDetails {
  return useRootData()?.dealer ?? dealerDetails();
}

/** Root data inside a `meta` function (React Router passes every match's data there). */
export function rootDataOf(
  matches: ReadonlyArray<{id: string; data?: unknown} | undefined>,
): RootData | undefined {
  // The root route's id is always 'root'; its data is exactly RootData.
  return matches.find((match) => match?.id === 'root')?.data as
    RootData | undefined;
}

/** What every page's meta shares: the shop, the reader's language and this page's address. */
export type SharedPageData = {
  url: string;
  origin: string;
  locale: Locale;
  /** The page's market and language: canonical and structured-data links stay on it. */
  site: Site;
  shopName: string;
  dealer: DealerDetails;
};

/**
 * Shared page data inside a `meta` function, from the root loader's data and the location, so
 * page loaders need not return it only for their meta. Undefined on an error page.
 */
export function sharedPageData({
  matches,
  location,
}: {
  matches: ReadonlyArray<{id: string; data?: unknown} | undefined>;
  location: {pathname: string; search?: string};
}): SharedPageData | undefined {
  const root = rootDataOf(matches);
  if (!root) return undefined;
  return {
    url: new URL(
      `${location.pathname}${location.search ?? ''}`,
      root.origin,
    ).toString(),
    origin: root.origin,
    locale: root.locale,
    site: siteOf(root.market, root.locale),
    shopName: root.dealer.shopName,
    dealer: root.dealer,
  };
}
