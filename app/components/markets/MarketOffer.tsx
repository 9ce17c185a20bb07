import {useEffect, useState} from 'react';
import {useLocation} from 'react-router';
import {
  marketToOffer,
  type MarketOfferRule,
} from '~/domain/markets/marketOffer';
import {marketLabel} from '~/domain/markets/marketName';
import {buyerCountry, chosenMarket, keepMarket} from '~/browser/marketOffer';
import {marketHref} from '~/components/markets/CountrySelector';
import {useSite} from '~/hooks/useSite';
import {useT} from '~/i18n/useTranslation';

/**
 * On a first visit from another market's country, offers that market's site: never a move
 * without the shopper's say. Asked in the browser (the page is the edge's shared copy). Once the
 * shopper has answered or chosen in the selector, only that market is offered, on another's page.
 */
export function MarketOffer() {
  const t = useT();
  const site = useSite();
  const {pathname, search} = useLocation();
  const [rule, setRule] = useState<MarketOfferRule | null>(null);
  const here = site.market;

  useEffect(() => {
    const chosen = chosenMarket();
    // A remembered choice needs no look-up of where the visitor is.
    if (chosen) {
      setRule(marketToOffer(here, chosen, null));
      return;
    }
    let live = true;
    void buyerCountry().then((country) => {
      if (live) setRule(marketToOffer(here, null, country));
    });
    return () => {
      live = false;
    };
  }, [here]);

  if (!rule) return null;
  const offer = rule.market;
  return (
    <section
      aria-label={t('chrome.marketOfferLabel')}
      // Below the header, over the page: it never moves the content (no layout shift).
      className="fixed inset-x-0 top-16 z-30 border-b border-neutral-200 bg-white p-4 shadow-lg lg:top-[100px]"
    >
      <div className="mx-auto flex max-w-3xl flex-col gap-3 sm:flex-row sm:items-center">
        <p className="flex-1 text-sm">
          {t(
            rule.reason === 'chosen'
              ? 'chrome.marketOfferChosen'
              : 'chrome.marketOffer',
            {market: marketLabel(offer, site.language)},
          )}
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
            keepMarket(here.handle);
            setRule(null);
          }}
          className="min-h-11 rounded border border-ink px-4 text-sm"
        >
          {t('chrome.marketOfferStay', {currency: site.market.currency})}
        </button>
      </div>
    </section>
  );
}
