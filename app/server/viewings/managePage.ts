// The page behind the signed link in a viewing's e-mails: the booking, a cancel button and the
// other free times of its place. A forged link answers 403, an expired one (or a viewing that
// has begun) 410, each with a clear text. Moving is one UPDATE in the database: the new slot is
// taken or the booking keeps its old one.
import type {AppLoadContext} from 'react-router';
import {offeredSlot, isLocalDate} from '~/domain/viewings/slots';
import {viewingPlace} from '~/content/viewingPlaces';
import {BodyTooLargeError, formDataWithin} from '~/server/requestBody';
import {checkViewingLink} from './viewingLinks';
import {slotPicker, type SlotPicker} from './slotPicker';
import {cancelViewing, moveViewing, viewingById} from './viewingStore';
import {mailShopper, viewingServices} from './viewingServices';
import {slotLabel} from './viewingTimes';

const NO_STORE = {'Cache-Control': 'private, no-store'};
/** The manage forms send an intent and a slot: anything bigger is not these forms. */
const MANAGE_BODY_BYTES = 4 * 1024;

export type ManagePageData =
  | {state: 'invalid' | 'expired' | 'unavailable'}
  | {
      state: 'booked' | 'cancelled';
      when: string;
      place: string;
      watch: string | null;
      picker: SlotPicker | null;
    };

export type ManageActionData =
  {done: 'cancelled'} | {done: 'moved'; when: string} | {error: string};

interface Answer<T> {
  body: T;
  status: number;
  headers: Record<string, string>;
}

const answer = <T>(body: T, status = 200): Answer<T> => ({
  body,
  status,
  headers: NO_STORE,
});

type Found =
  | {error: Answer<ManagePageData>}
  | {
      services: NonNullable<ReturnType<typeof viewingServices>>;
      viewing: NonNullable<Awaited<ReturnType<typeof viewingById>>>;
      url: URL;
    };

async function findBooking(
  request: Request,
  context: AppLoadContext,
  now: number,
): Promise<Found> {
  const url = new URL(request.url);
  const link = await checkViewingLink(context.shopEnv.SESSION_SECRET, url, now);
  if (link.state !== 'valid')
    return link.state === 'expired'
      ? {error: answer({state: 'expired'}, 410)}
      : {error: answer({state: 'invalid'}, 403)};
  const services = viewingServices(context, request);
  if (!services) return {error: answer({state: 'unavailable'}, 503)};
  let viewing;
  try {
    viewing = await viewingById(services.store, link.id);
  } catch (error) {
    console.error('[viewings]', error);
    return {error: answer({state: 'unavailable'}, 503)};
  }
  if (!viewing || !viewingPlace(viewing.place))
    return {error: answer({state: 'invalid'}, 404)};
  if (viewing.status === 'booked' && Date.parse(viewing.slot_start) <= now)
    return {error: answer({state: 'expired'}, 410)};
  return {services, viewing, url};
}

export async function loadManagePage(
  request: Request,
  context: AppLoadContext,
  now = Date.now(),
): Promise<Answer<ManagePageData>> {
  const found = await findBooking(request, context, now);
  if ('error' in found) return found.error;
  const {services, viewing, url} = found;
  const place = viewingPlace(viewing.place)!;
  const locale = context.locale;
  const slot = {
    start: Date.parse(viewing.slot_start),
    end: Date.parse(viewing.slot_end),
  };
  const day = url.searchParams.get('day');
  const picker =
    viewing.status === 'booked'
      ? await slotPicker(services.store, place, {
          now,
          locale,
          day: isLocalDate(day) ? day : null,
          except: slot,
          hrefFor: (date) => {
            const target = new URL(url);
            target.searchParams.set('day', date);
            return `${target.pathname}${target.search}`;
          },
        })
      : null;
  return answer({
    state: viewing.status,
    when: slotLabel(slot, place.timeZone, locale),
    place: place.name[locale],
    watch: viewing.product_title,
    picker,
  });
}

export async function handleManageAction(
  request: Request,
  context: AppLoadContext,
  now = Date.now(),
): Promise<Answer<ManageActionData | ManagePageData>> {
  if (request.method !== 'POST')
    throw new Response(null, {status: 405, headers: {Allow: 'POST'}});
  let form: FormData;
  try {
    form = await formDataWithin(request, MANAGE_BODY_BYTES);
  } catch (error) {
    return answer(
      {
        error:
          error instanceof BodyTooLargeError
            ? 'leads.errBodyTooLong'
            : 'leads.errBadRequest',
      },
      error instanceof BodyTooLargeError ? 413 : 400,
    );
  }
  const found = await findBooking(request, context, now);
  if ('error' in found) return found.error;
  const {services, viewing} = found;
  const place = viewingPlace(viewing.place)!;
  const intent = form.get('intent');
  try {
    if (intent === 'cancel') {
      const result = await cancelViewing(services.store, viewing.id, 'visitor');
      if (result.outcome === 'cancelled')
        await mailShopper(services, result.viewing, 'cancelled', now);
      return answer({done: 'cancelled'});
    }
    if (intent === 'move') {
      const start = Number(form.get('slot'));
      const slot = offeredSlot(place, start, now);
      if (!slot) return answer({error: 'viewings.errSlot'}, 400);
      const result = await moveViewing(services.store, viewing.id, slot);
      if (!('viewing' in result))
        return answer(
          {
            error:
              result.outcome === 'taken'
                ? 'viewings.moveTaken'
                : 'viewings.manageCancelled',
          },
          409,
        );
      await mailShopper(services, result.viewing, 'moved', now);
      return answer({
        done: 'moved',
        when: slotLabel(slot, place.timeZone, context.locale),
      });
    }
  } catch (error) {
    console.error('[viewings]', error);
    return answer({error: 'viewings.failure'}, 503);
  }
  return answer({error: 'leads.errBadRequest'}, 400);
}
