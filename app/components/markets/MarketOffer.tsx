import {useEffect, useState} from 'react';
import {useLocation} from 'react-router';
import {marketForCountry, type Market} from '~/domain/markets/markets';
import {marketLabel} from '~/domain/markets/marketName';
import {buyerCountry, keepMarket, marketChosen} from '~/browser/marketOffer';
import {marketHref} from '~/components/markets/CountrySelector';
import {useSite} from '~/hooks/useSite';
import {useT} from '~/i18n/useTranslation';

/**
 * On a first visit from another market's country, offers that market's site: never a move
 * without the shopper's say. Asked in the browser (the page is the edge's shared copy), and
 * not again once the shopper has answered or chosen in the selector.
 */
export function MarketOffer() {
  const t = useT();
  const site = useSite();
  const {pathname, search} = useLocation();
  const [offer, setOffer] = useState<Market | null>(null);
  const here = site.market.handle;

  useEffect(() => {
    if (marketChosen()) return;
    let live = true;
    void buyerCountry().then((country) => {
      if (!live || !country) return;
      const market = marketForCountry(country);
      if (market.handle !== here) setOffer(market);
    });
    return () => {
      live = false;
    };
  }, [here]);

  if (!offer) return null;
  return (
    <section
      aria-label={t('chrome.marketOfferLabel')}
      // Below the header, over the page: it never moves the content (no layout shift).
      className="fixed inset-x-0 top-16 z-30 border-b border-neutral-200 bg-white p-4 shadow-lg lg:top-[100px]"
    >
      <div className="mx-auto flex max-w-3xl flex-col gap-3 sm:flex-row sm:items-center">
        <p className="flex-1 text-sm">
          {t('chrome.marketOffer', {market: marketLabel(offer, site.language)})}
        </p>
        <a
          href={marketHref(offer, site, pathname, search)}
          data-site-switch
          className="flex min-h-11 items-center justify-center rounded bg-ink px-4 text-sm font-semibold text-white"
        >
          {t('chrome.marketOfferAccept', {currency: offer.currency})}
        </a>
        <button
          type="button"
          onClick={() => {
            keepMarket(here);
            setOffer(null);
          }}
          className="min-h-11 rounded border border-ink px-4 text-sm"
        >
          {t('chrome.marketOfferStay', {currency: site.market.currency})}
        </button>
      </div>
    </section>
  );
}
