import {useLocation} from 'react-router';
import {MARKETS, type Market} from '~/domain/markets/markets';
import {marketLabel, marketName} from '~/domain/markets/marketName';
import {siteInLanguage, sitePath, type Site} from '~/domain/markets/sitePath';
import {MARKET_PARAM} from '~/domain/markets/marketChoice';
import {useSite} from '~/hooks/useSite';
import {useT} from '~/i18n/useTranslation';

/**
 * The same page on another market's site, in the page's language where that market offers it.
 * A document request: the worker remembers the choice (`?market=`) and answers the clean address.
 */
export function marketHref(
  market: Market,
  site: Site,
  path: string,
  search: string,
) {
  const target = siteInLanguage(
    {market, language: site.language},
    site.language,
  ) ?? {
    market,
    language: 'en' as const,
  };
  const query = new URLSearchParams(search);
  query.set(MARKET_PARAM, market.handle);
  return `${sitePath(path, target)}?${query.toString()}`;
}

function MarketLinks({
  className,
  linkClass,
}: {
  className: string;
  linkClass: string;
}) {
  const site = useSite();
  const {pathname, search} = useLocation();
  return (
    <ul className={className}>
      {MARKETS.map((market) => (
        <li key={market.handle}>
          <a
            href={marketHref(market, site, pathname, search)}
            // Leaves the site on purpose (tests/e2e/market-sites.spec.ts).
            data-site-switch
            aria-current={
              market.handle === site.market.handle ? 'true' : undefined
            }
            className={linkClass}
          >
            {marketLabel(market, site.language)}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The header's country selector: a disclosure of links, so it works without JavaScript. */
export function CountrySelector() {
  const t = useT();
  const site = useSite();
  return (
    <details className="group relative">
      <summary className="flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center rounded px-2 text-xs font-semibold hover:bg-neutral-100 lg:min-h-10">
        {/* The name starts with what is seen (WCAG 2.5.3), then says what it does. */}
        {site.market.currency}
        <span className="sr-only">
          {' – '}
          {t('chrome.countryRegion')}: {marketName(site.market, site.language)}
        </span>
      </summary>
      <MarketLinks
        className="absolute right-0 z-50 mt-1 w-72 rounded border border-neutral-200 bg-white p-1 shadow-lg"
        linkClass="flex min-h-11 items-center rounded px-3 text-sm hover:bg-stone aria-[current=true]:font-semibold"
      />
    </details>
  );
}

/** The footer's list of markets, each the same page in its currency. */
export function CountryList() {
  const t = useT();
  return (
    <nav aria-label={t('chrome.countryRegion')}>
      <MarketLinks
        className="flex flex-wrap gap-x-4"
        linkClass="footer-link aria-[current=true]:font-semibold"
      />
    </nav>
  );
}
