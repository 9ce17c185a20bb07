// Booking a viewing: the lead forms' pipeline (body cap, honeypot, render token with its
// submission id and minimum time, the shared rate limit) in front of the database function
// that takes the slot. Whether the slot is free is decided by the database's unique index
// (decision 132), never by a look before the insert: a slot someone else took answers 409 with
// the taken-slot message, and the page's loader shows the slots still free. A form pressed again
// after its first press timed out for the shopper but booked (same submission) is answered with
// that booking's confirmation, whatever it now holds; its e-mails go out once (keyed per booking).
import {parseWithZod} from '@conform-to/zod/v4';
import {data} from 'react-router';
import {HONEYPOT_FIELD, LEAD_TOKEN_FIELD} from '~/domain/leads/forms';
import {bookingSchema} from '~/domain/viewings/bookingForm';
import {offeredSlot} from '~/domain/viewings/slots';
import {viewingPlace} from '~/content/viewingPlaces';
import {minSubmitMs, takeVisitorRateLimit} from '~/server/leads/leadAction';
import {signLeadToken, verifyLeadToken} from '~/server/leads/token';
import {BodyTooLargeError, formDataWithin} from '~/server/requestBody';
import type {Limits} from '~/server/limits/sharedCounter';
import type {AppLoadContext} from 'react-router';
import {leadSiteFacts} from '~/domain/markets/leadSite';
import {bookViewing, viewingBySubmission, type Viewing} from './viewingStore';
import {mailDealer, mailShopper, viewingServices} from './viewingServices';
import {slotLabel} from './viewingTimes';

/** Name, e-mail, phone, a message of 2,000 characters and the fields: 16 KB is plenty. */
export const BOOKING_BODY_BYTES = 16 * 1024;
const MAX_TOKEN_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export type BookingOutcome =
  | 'booked'
  | 'invalid'
  | 'confirm'
  | 'taken'
  | 'too_many'
  | 'rate_limited'
  | 'failure';

export interface BookingActionData {
  outcome: BookingOutcome;
  /** Message keys per field ('leads.errTooLong|100' carries a number). */
  fieldErrors: Record<string, string[]>;
  formError: string | null;
  /** The token the form carries from now on (new after a booking, the same otherwise). */
  token: string;
  /** What the visitor typed, to fill the form again after a refusal. */
  values: {
    name: string;
    email: string;
    phone: string;
    message: string;
    slot: string;
  };
  booked: {when: string; place: string} | null;
}

export interface WatchCheck {
  handle: string;
  title: string;
  available: boolean;
}

const EMPTY_VALUES = {name: '', email: '', phone: '', message: '', slot: ''};

function text(form: FormData, name: string) {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, 2000) : '';
}

export async function handleBookingAction(
  {request, context}: {request: Request; context: AppLoadContext},
  {
    findWatch,
    now = Date.now(),
    limits,
  }: {
    findWatch: (handle: string) => Promise<WatchCheck | null>;
    now?: number;
    limits?: Limits;
  },
) {
  const secret = context.shopEnv.SESSION_SECRET;
  const locale = context.locale;
  const reply = async (
    outcome: BookingOutcome,
    status: number,
    fields: Partial<BookingActionData> & {token?: string},
    headers: Record<string, string> = {},
  ) =>
    data(
      {
        outcome,
        fieldErrors: {},
        formError: null,
        values: EMPTY_VALUES,
        booked: null,
        ...fields,
        token: fields.token ?? (await signLeadToken(secret)),
      } satisfies BookingActionData,
      {status, headers: {'Cache-Control': 'no-store', ...headers}},
    );

  if (request.method !== 'POST')
    throw new Response(null, {status: 405, headers: {Allow: 'POST'}});
  let form: FormData;
  try {
    form = await formDataWithin(request, BOOKING_BODY_BYTES);
  } catch (error) {
    return reply('invalid', error instanceof BodyTooLargeError ? 413 : 400, {
      formError:
        error instanceof BodyTooLargeError
          ? 'leads.errBodyTooLong'
          : 'leads.errBadRequest',
    });
  }
  const values = {
    name: text(form, 'name'),
    email: text(form, 'email'),
    phone: text(form, 'phone'),
    message: text(form, 'message'),
    slot: text(form, 'slot'),
  };
  const presented = await verifyLeadToken(secret, form.get(LEAD_TOKEN_FIELD));
  const token = presented
    ? String(form.get(LEAD_TOKEN_FIELD))
    : await signLeadToken(secret);

  const services = viewingServices(context, request);
  /** The booking's confirmation; its e-mails are sent once per booking, the first time asked. */
  const confirm = async (viewing: Viewing, headers: Record<string, string>) => {
    if (services && viewing.status === 'booked') {
      await mailShopper(services, viewing, 'booked', now);
      await mailDealer(services, viewing);
    }
    const place = viewingPlace(viewing.place);
    const made = {
      start: Date.parse(viewing.slot_start),
      end: Date.parse(viewing.slot_end),
    };
    return reply(
      'booked',
      200,
      {
        booked: place
          ? {
              when: slotLabel(made, place.timeZone, locale),
              place: place.name[locale],
            }
          : null,
      },
      headers,
    );
  };
  if (presented && services) {
    const before = await viewingBySubmission(
      services.store,
      presented.submissionId,
    ).catch(() => null);
    if (before?.status === 'booked') return confirm(before, {});
  }

  const submission = parseWithZod(form, {schema: bookingSchema});
  if (submission.status !== 'success') {
    const fieldErrors = Object.fromEntries(
      Object.entries(submission.error ?? {}).filter(
        ([name, messages]) => name !== '' && messages,
      ),
    ) as Record<string, string[]>;
    return reply('invalid', 400, {fieldErrors, token, values});
  }
  const value = submission.value;
  const place = viewingPlace(value.place);
  if (!place)
    return reply('invalid', 400, {
      fieldErrors: {place: ['viewings.errPlace']},
      token,
      values,
    });
  const slot = offeredSlot(place, value.slot, now);
  if (!slot)
    return reply('invalid', 400, {
      fieldErrors: {slot: ['viewings.errSlot']},
      token,
      values,
    });
  const booked = {
    when: slotLabel(slot, place.timeZone, locale),
    place: place.name[locale],
  };

  // A filled honeypot is a bot: it is told the booking is made and nothing is stored.
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === 'string' && honeypot.trim() !== '')
    return reply('booked', 200, {booked});

  if (
    !presented ||
    now - presented.issuedAt < minSubmitMs(context) ||
    now - presented.issuedAt > MAX_TOKEN_AGE_MS
  ) {
    return reply('confirm', 400, {
      formError: 'leads.confirmSubmit',
      token: await signLeadToken(secret, {
        submissionId: presented?.submissionId,
        issuedAt: now,
      }),
      values,
    });
  }

  const {limit, cookie} = await takeVisitorRateLimit(
    'viewing',
    request,
    context,
    limits,
  );
  if (!limit.allowed)
    return reply(
      'rate_limited',
      429,
      {formError: 'leads.rateLimited', token, values},
      {...cookie, 'Retry-After': String(limit.retryAfterSeconds)},
    );

  let watch: WatchCheck | null = null;
  if (value.watch) {
    watch = await findWatch(value.watch).catch(() => null);
    if (!watch?.available)
      return reply(
        'invalid',
        400,
        {formError: 'viewings.watchNotAvailable', token, values},
        cookie,
      );
  }

  const failure = () =>
    reply(
      'failure',
      503,
      {formError: 'viewings.failure', token, values},
      cookie,
    );
  if (!services) return failure();
  let result;
  try {
    result = await bookViewing(services.store, {
      submission: presented.submissionId,
      place: place.id,
      slot,
      name: value.name,
      email: value.email,
      phone: value.phone,
      message: value.message ?? '',
      productHandle: watch?.handle ?? null,
      productTitle: watch?.title ?? null,
      ...leadSiteFacts(context.site),
    });
  } catch (error) {
    console.error(
      `[viewings] booking ${presented.submissionId} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return failure();
  }
  if (result.outcome === 'taken')
    return reply(
      'taken',
      409,
      {fieldErrors: {slot: ['viewings.errTaken']}, token, values},
      cookie,
    );
  if (result.outcome === 'too_many')
    return reply(
      'too_many',
      409,
      {formError: 'viewings.errTooMany', token, values},
      cookie,
    );
  if (!('viewing' in result)) return failure();
  return confirm(result.viewing, cookie);
}
