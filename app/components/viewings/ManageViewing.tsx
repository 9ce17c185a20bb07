// The page behind a viewing's signed link: the booking, cancel, or another time of its place.
// Plain forms and links, so it works without JavaScript.
import {Form, useNavigation} from 'react-router';
import {useT} from '~/i18n/useTranslation';
import {ShopLink} from '~/components/ShopLink';
import '~/i18n/areas/viewings';
import type {
  ManageActionData,
  ManagePageData,
} from '~/server/viewings/managePage';
import {DayLinks, SlotChoices, messageText} from './SlotChoices';

const buttonClass =
  'min-h-11 rounded px-6 py-3 text-sm font-semibold tracking-wide uppercase focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60';

export function ManageViewing({
  page,
  result,
}: {
  page: ManagePageData;
  result: ManageActionData | ManagePageData | null;
}) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  // A post the link no longer allows (expired, forged) answers with the page's refusal.
  const refused =
    result && 'state' in result && result.state !== 'booked'
      ? result.state
      : null;
  const booking =
    !refused && (page.state === 'booked' || page.state === 'cancelled')
      ? page
      : null;
  if (!booking) {
    const state = refused ?? page.state;
    const key =
      state === 'expired'
        ? 'viewings.linkExpired'
        : state === 'unavailable'
          ? 'viewings.failure'
          : 'viewings.linkInvalid';
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="font-display text-4xl">{t('viewings.manageTitle')}</h1>
        <p className="mt-4" data-testid="viewing-link-state">
          {t(key)}
        </p>
        <p className="mt-4">
          <ShopLink to="/contact-us" className="underline">
            {t('viewings.linkHelp')}
          </ShopLink>
        </p>
      </div>
    );
  }
  const done = result && 'done' in result ? result : null;
  const error = result && 'error' in result ? result.error : null;
  const doneText =
    done?.done === 'cancelled'
      ? t('viewings.cancelledText')
      : done?.done === 'moved'
        ? t('viewings.movedText', {when: done.when})
        : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="font-display text-4xl">{t('viewings.manageTitle')}</h1>
      <div aria-live="polite">
        {doneText ? (
          <p
            role="status"
            className="mt-6 rounded border border-green-700 bg-green-50 px-4 py-3"
          >
            {doneText}
          </p>
        ) : error ? (
          <p
            role="alert"
            className="mt-6 rounded border border-red-700 bg-red-50 px-4 py-3"
          >
            {messageText(t, error)}
          </p>
        ) : null}
      </div>
      <p className="mt-6 text-lg" data-testid="viewing-summary">
        {t('viewings.manageIntro', {when: booking.when, place: booking.place})}
      </p>
      {booking.watch ? (
        <p className="mt-2">
          {t('viewings.manageWatch', {watch: booking.watch})}
        </p>
      ) : null}
      {booking.state === 'cancelled' ? (
        <p className="mt-4 font-medium">{t('viewings.manageCancelled')}</p>
      ) : (
        <>
          <Form method="post" className="mt-6">
            <input type="hidden" name="intent" value="cancel" />
            <button
              type="submit"
              disabled={busy}
              className={`${buttonClass} border border-red-800 text-red-800 hover:bg-red-50`}
            >
              {t('viewings.cancelAction')}
            </button>
          </Form>
          {booking.picker ? (
            <section aria-labelledby="viewing-move" className="mt-10">
              <h2 id="viewing-move" className="text-xl font-semibold">
                {t('viewings.moveHeading')}
              </h2>
              {booking.picker.days.length ? (
                <DayLinks days={booking.picker.days} />
              ) : (
                <p className="mt-3">{t('viewings.noDays')}</p>
              )}
              {booking.picker.day ? (
                <Form method="post" className="mt-6 space-y-5">
                  <input type="hidden" name="intent" value="move" />
                  <SlotChoices
                    slots={booking.picker.slots}
                    zone={booking.picker.zone}
                  />
                  <button
                    type="submit"
                    disabled={busy}
                    className={`${buttonClass} bg-ink text-white hover:bg-neutral-800`}
                  >
                    {t('viewings.moveAction')}
                  </button>
                </Form>
              ) : null}
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
