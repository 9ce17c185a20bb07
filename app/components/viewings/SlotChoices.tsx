// The day links and the time choices of a place, shared by booking and moving a viewing.
import {ShopLink} from '~/components/ShopLink';
import {useT} from '~/i18n/useTranslation';
import type {MessageKey} from '~/i18n/translate';
import type {SlotPicker} from '~/server/viewings/slotPicker';
import '~/i18n/areas/viewings';

type T = ReturnType<typeof useT>;

/** A message key from the server ('leads.errTooLong|100' carries a number). */
export function messageText(t: T, message: string) {
  const [key, max] = message.split('|');
  if (!/^(leads|viewings)\./.test(key)) return message;
  return t(key as MessageKey, max ? {max} : undefined);
}

export function FieldError({id, errors}: {id: string; errors?: string[]}) {
  const t = useT();
  if (!errors?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {errors.map((error) => messageText(t, error)).join(' ')}
    </p>
  );
}

export function DayLinks({days}: {days: SlotPicker['days']}) {
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {days.map((day) => (
        <li key={day.date}>
          <ShopLink
            to={day.href}
            preventScrollReset
            aria-current={day.current ? 'date' : undefined}
            className={`flex min-h-11 min-w-24 items-center justify-center rounded border px-3 py-2 text-sm hover:bg-stone focus-visible:outline-2 focus-visible:outline-offset-2 ${
              day.current
                ? 'border-ink bg-ink text-white hover:bg-neutral-800'
                : 'border-neutral-300'
            }`}
          >
            {day.label}
          </ShopLink>
        </li>
      ))}
    </ul>
  );
}

export function SlotChoices({
  slots,
  zone,
  errors,
  legend,
  selected,
}: {
  slots: SlotPicker['slots'];
  zone: string;
  errors?: string[];
  legend?: string;
  /** The time sent before, chosen again when the form comes back refused. */
  selected?: string;
}) {
  const t = useT();
  return (
    <fieldset
      aria-describedby={errors?.length ? 'viewing-slot-error' : undefined}
    >
      <legend className="text-sm font-medium">
        {legend ?? t('viewings.fieldSlot')}
      </legend>
      <p className="text-sm text-neutral-600">
        {t('viewings.timesIn', {zone})}
      </p>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {slots.map((slot) => (
          <label
            key={slot.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded border border-neutral-300 px-3 py-2 text-sm has-[:checked]:border-ink has-[:checked]:bg-stone has-[:focus-visible]:outline-2"
          >
            <input
              type="radio"
              name="slot"
              value={slot.value}
              defaultChecked={slot.value === selected}
              required
              className="h-4 w-4 accent-ink"
            />
            {slot.label}
          </label>
        ))}
      </div>
      <FieldError id="viewing-slot-error" errors={errors} />
    </fieldset>
  );
}
