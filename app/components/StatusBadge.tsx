import {STATUS_BADGE, type AvailabilityStatus} from '~/lib/watch/availability';
import {useT} from '~/i18n/useTranslation';

const TONE_CLASSES = {
  green: 'bg-green-100 text-green-800 ring-green-600/30',
  amber: 'bg-amber-100 text-amber-900 ring-amber-600/30',
  red: 'bg-red-100 text-red-800 ring-red-600/30',
  grey: 'bg-neutral-100 text-neutral-700 ring-neutral-500/30',
} as const;

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
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${TONE_CLASSES[tone]} ${className}`}
    >
      {t(label)}
    </span>
  );
}
