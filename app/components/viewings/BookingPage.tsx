// Booking a viewing in three steps that are plain links and one plain form, so it works without
// JavaScript: a place, a day, then a time with the visitor's details. Times come as text from the
// server (in the place's time zone); the server decides what is free and what is booked.
import {Form, useNavigation} from 'react-router';
import {useT} from '~/i18n/useTranslation';
import {ShopLink} from '~/components/ShopLink';
import {LeadHiddenFields} from '~/components/leads/formParts';
import '~/i18n/areas/viewings';
import type {BookingActionData} from '~/server/viewings/bookingAction';
import type {SlotPicker} from '~/server/viewings/slotPicker';
import {DayLinks, FieldError, SlotChoices, messageText} from './SlotChoices';

export interface BookingPageData {
  token: string;
  watch: {title: string | null; available: boolean} | null;
  watchParam: string | null;
  places: Array<{
    id: string;
    name: string;
    address: string;
    href: string;
    current: boolean;
  }>;
  place: {id: string; name: string} | null;
  picker: SlotPicker | null;
  dayGone: boolean;
}

const inputClass =
  'mt-1 block min-h-11 w-full rounded border border-neutral-300 bg-white px-3 py-2 text-base text-ink focus-visible:border-ink focus-visible:outline-2 focus-visible:outline-offset-1 aria-[invalid=true]:border-red-700';

export function BookingPage({
  page,
  result,
}: {
  page: BookingPageData;
  result: BookingActionData | null;
}) {
  const t = useT();
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting';
  const booked = result?.outcome === 'booked' ? result.booked : null;
  return (
    <div className="px-4 py-10 lg:px-8">
      <div className="mx-auto max-w-3xl">
        <h1 className="font-display text-4xl">{t('viewings.heading')}</h1>
        <p className="mt-4 text-neutral-700">{t('viewings.intro')}</p>
        {page.watch?.available && page.watch.title ? (
          <p className="mt-4 font-medium" data-testid="viewing-watch">
            {t('viewings.watchIntro', {watch: page.watch.title})}
          </p>
        ) : page.watch ? (
          <p className="mt-4 rounded border border-amber-700 bg-amber-50 px-4 py-3 text-sm">
            {t('viewings.watchNotAvailable')}
          </p>
        ) : null}

        {booked ? (
          <div
            role="status"
            className="mt-8 rounded border border-green-700 bg-green-50 px-4 py-4 text-green-900"
          >
            <h2 className="text-xl font-semibold">
              {t('viewings.bookedHeading')}
            </h2>
            <p className="mt-2">
              {t('viewings.bookedText', {
                when: booked.when,
                place: booked.place,
              })}
            </p>
          </div>
        ) : (
          <>
            <section aria-labelledby="viewing-place" className="mt-8">
              <h2 id="viewing-place" className="text-xl font-semibold">
                {t('viewings.stepPlace')}
              </h2>
              <ul className="mt-3 grid gap-3 sm:grid-cols-2">
                {page.places.map((place) => (
                  <li key={place.id}>
                    <ShopLink
                      to={place.href}
                      preventScrollReset
                      aria-current={place.current ? 'true' : undefined}
                      className={`flex min-h-11 flex-col rounded border px-4 py-3 hover:bg-stone focus-visible:outline-2 focus-visible:outline-offset-2 ${
                        place.current
                          ? 'border-ink bg-stone ring-1 ring-ink'
                          : 'border-neutral-300'
                      }`}
                    >
                      <span className="font-medium">{place.name}</span>
                      <span className="text-sm text-neutral-600">
                        {place.address}
                      </span>
                    </ShopLink>
                  </li>
                ))}
              </ul>
            </section>

            {page.place && page.picker ? (
              <section aria-labelledby="viewing-day" className="mt-8">
                <h2 id="viewing-day" className="text-xl font-semibold">
                  {t('viewings.stepDay')}
                </h2>
                {page.picker.days.length === 0 ? (
                  <p className="mt-3">{t('viewings.noDays')}</p>
                ) : (
                  <DayLinks days={page.picker.days} />
                )}
                {page.dayGone ? (
                  <p className="mt-3" role="status">
                    {t('viewings.noSlots')}
                  </p>
                ) : null}
              </section>
            ) : null}

            {page.place && page.picker?.day ? (
              <section aria-labelledby="viewing-time" className="mt-8">
                <h2 id="viewing-time" className="text-xl font-semibold">
                  {t('viewings.stepTime')}
                </h2>
                <Form
                  method="post"
                  preventScrollReset
                  className="relative mt-3 space-y-5"
                  noValidate
                >
                  <LeadHiddenFields token={result?.token ?? page.token} />
                  <input type="hidden" name="place" value={page.place.id} />
                  {page.watchParam ? (
                    <input type="hidden" name="watch" value={page.watchParam} />
                  ) : null}
                  {result?.formError ? (
                    <p
                      role="alert"
                      className="rounded border border-red-700 bg-red-50 px-4 py-3 text-sm text-red-900"
                    >
                      {messageText(t, result.formError)}
                    </p>
                  ) : null}
                  <SlotChoices
                    slots={page.picker.slots}
                    zone={page.picker.zone}
                    errors={result?.fieldErrors.slot}
                    selected={result?.values.slot}
                  />
                  <TextRow
                    name="name"
                    label={t('viewings.fieldName')}
                    autoComplete="name"
                    maxLength={100}
                    result={result}
                  />
                  <TextRow
                    name="email"
                    type="email"
                    label={t('viewings.fieldEmail')}
                    autoComplete="email"
                    maxLength={254}
                    result={result}
                  />
                  <TextRow
                    name="phone"
                    type="tel"
                    label={t('viewings.fieldPhone')}
                    autoComplete="tel"
                    maxLength={40}
                    result={result}
                  />
                  <TextRow
                    name="message"
                    label={t('viewings.fieldMessage')}
                    maxLength={2000}
                    result={result}
                    multiline
                    optional
                  />
                  <button
                    type="submit"
                    disabled={submitting}
                    className="min-h-11 w-full rounded bg-ink px-6 py-3 text-sm font-semibold tracking-wide text-white uppercase hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60 sm:w-auto"
                  >
                    {submitting ? t('viewings.booking') : t('viewings.submit')}
                  </button>
                </Form>
              </section>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

function TextRow({
  name,
  label,
  type = 'text',
  autoComplete,
  maxLength,
  result,
  multiline = false,
  optional = false,
}: {
  name: 'name' | 'email' | 'phone' | 'message';
  label: string;
  type?: string;
  autoComplete?: string;
  maxLength: number;
  result: BookingActionData | null;
  multiline?: boolean;
  optional?: boolean;
}) {
  const id = `viewing-${name}`;
  const errors = result?.fieldErrors[name];
  const common = {
    id,
    name,
    maxLength,
    required: !optional,
    defaultValue: result?.values[name] ?? '',
    'aria-invalid': errors?.length ? true : undefined,
    'aria-describedby': errors?.length ? `${id}-error` : undefined,
    className: inputClass,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {multiline ? (
        <textarea rows={4} {...common} />
      ) : (
        <input type={type} autoComplete={autoComplete} {...common} />
      )}
      <FieldError id={`${id}-error`} errors={errors} />
    </div>
  );
}
