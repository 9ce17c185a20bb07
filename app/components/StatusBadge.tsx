import {
  STATUS_BADGE,
  type AvailabilityStatus,
} from '~/domain/watch/availability';
import {useT} from '~/i18n/useTranslation';

/** The coloured status pill used on cards and product pages alike. */
export function StatusBadge({
  status,
  className = '',
}: {
  status: AvailabilityStatus;
  className?: string;
}) {
  const t = useT();
  const {label, tone} = STATUS_BADGE[status];
  return (
    <span
      // Named classes (badge, badge-green…) in app.css: the pill repeats in every card of a list.
      className={`badge badge-${tone} ${className}`}
    >
      {t(label)}
    </span>
  );
}
