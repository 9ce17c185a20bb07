import {formatPounds} from '~/domain/references/format';
import type {SoldPriceShown} from '~/domain/watch/soldPrice';
import {useLocale, useT} from '~/i18n/useTranslation';
import {PRICE_KIND_LABEL} from '~/components/references/SalePrice';
import '~/i18n/areas/references';

/**
 * A sold watch's figure: '£11,800 (achieved)'; a UK asking price stays a bare '£12,500' as the
 * cards have always shown it, and is named only beside the pounds note of another site.
 */
export function SoldPriceText({shown}: {shown: SoldPriceShown}) {
  const t = useT();
  const locale = useLocale();
  if (shown.kind === 'none') return null;
  const named = shown.kind === 'achieved' || shown.note;
  return (
    <>
      {formatPounds(shown.pounds, locale)}
      {named ? (
        <>
          {' '}
          <span className="text-neutral-600">
            ({t(PRICE_KIND_LABEL[shown.kind])})
          </span>
        </>
      ) : null}
    </>
  );
}
