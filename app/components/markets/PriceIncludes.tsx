import {priceInclusionKey} from '~/domain/markets/priceInclusions';
import {useSite} from '~/hooks/useSite';
import {useT} from '~/i18n/useTranslation';

/** What the price includes in the market of the page's site (taxes, import duties). */
export function PriceIncludes({className}: {className?: string}) {
  const t = useT();
  const {market} = useSite();
  return (
    <p className={className} data-testid="price-includes">
      {t(priceInclusionKey(market))}
    </p>
  );
}
