import {useSite} from '~/hooks/useSite';
import {useT} from '~/i18n/useTranslation';
import '~/i18n/areas/references';

/**
 * Says, on a site of another currency, that achieved prices stay in pounds: the dealer sold in
 * sterling, and a converted figure would be a price nobody paid.
 */
export function AchievedInPounds({className}: {className?: string}) {
  const t = useT();
  if (useSite().market.currency === 'GBP') return null;
  return (
    <p className={className ?? 'text-sm text-neutral-600'}>
      {t('references.achievedInPounds')}
    </p>
  );
}
