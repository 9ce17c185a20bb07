// Viewings in Supabase, through the migration's functions over /rest/v1/rpc with the
// service-role key (20261129200000_viewings.sql): the table is closed to every API role, and
// the unique index on (place, slot_start) decides who holds a slot.
import {
  callServiceFunction,
  serviceStoreFromEnv,
  type ServiceStore,
} from '~/server/serviceFunctions';
import type {ShopEnv} from '~/server/env';
import type {Slot} from '~/domain/viewings/slots';

export type ViewingStore = ServiceStore;

export interface Viewing {
  id: string;
  place: string;
  slot_start: string;
  slot_end: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  product_handle: string | null;
  product_title: string | null;
  locale: 'en' | 'de';
  /** The pricing country of the site it was booked on (20261130100000_lead_sites.sql). */
  country: string;
  status: 'booked' | 'cancelled';
  sequence: number;
  created_at: string;
}

export interface NewViewing {
  submission: string;
  place: string;
  slot: Slot;
  name: string;
  email: string;
  phone: string;
  message: string;
  productHandle: string | null;
  productTitle: string | null;
  locale: 'en' | 'de';
  /** The booking's site's pricing country, from the request's site. */
  country: string;
}

export type BookingOutcome =
  | {outcome: 'booked' | 'booked_before'; viewing: Viewing}
  | {outcome: 'taken' | 'too_many'};

/** Null when Supabase or its service-role key is not configured: bookings are then off. */
export function viewingStoreFromEnv(shopEnv: ShopEnv): ViewingStore | null {
  return serviceStoreFromEnv(shopEnv);
}

const iso = (instant: number) => new Date(instant).toISOString();

export function bookViewing(store: ViewingStore, booking: NewViewing) {
  return callServiceFunction<BookingOutcome>(store, 'book_viewing', {
    submission: booking.submission,
    place: booking.place,
    slot_start: iso(booking.slot.start),
    slot_end: iso(booking.slot.end),
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    message: booking.message,
    product_handle: booking.productHandle,
    product_title: booking.productTitle,
    locale: booking.locale,
    country: booking.country,
  });
}

/** The slots that bookings hold at a place between two instants. */
export async function bookedSlots(
  store: ViewingStore,
  place: string,
  from: number,
  to: number,
): Promise<Slot[]> {
  const rows = await callServiceFunction<
    Array<{slot_start: string; slot_end: string}>
  >(store, 'viewing_taken_slots', {place, from_at: iso(from), to_at: iso(to)});
  return rows.map((row) => ({
    start: Date.parse(row.slot_start),
    end: Date.parse(row.slot_end),
  }));
}

/** The booking a form submission made, or null (migration 20261129230000). */
export function viewingBySubmission(store: ViewingStore, submission: string) {
  return callServiceFunction<Viewing | null>(store, 'viewing_by_submission', {
    submission,
  });
}

export function viewingById(store: ViewingStore, id: string) {
  return callServiceFunction<Viewing | null>(store, 'viewing_by_id', {
    viewing: id,
  });
}

export function cancelViewing(
  store: ViewingStore,
  id: string,
  by: 'visitor' | 'dealer',
) {
  return callServiceFunction<
    {outcome: 'cancelled'; viewing: Viewing} | {outcome: 'not_booked'}
  >(store, 'cancel_viewing', {viewing: id, cancelled_by: by});
}

export function moveViewing(store: ViewingStore, id: string, slot: Slot) {
  return callServiceFunction<
    {outcome: 'moved'; viewing: Viewing} | {outcome: 'taken' | 'not_booked'}
  >(store, 'move_viewing', {
    viewing: id,
    slot_start: iso(slot.start),
    slot_end: iso(slot.end),
  });
}

export function upcomingViewings(store: ViewingStore, from: number) {
  return callServiceFunction<Viewing[]>(store, 'upcoming_viewings', {
    from_at: iso(from),
  });
}

export function claimReminders(
  store: ViewingStore,
  {from, to, bookedBefore}: {from: number; to: number; bookedBefore: number},
) {
  return callServiceFunction<Viewing[]>(store, 'claim_viewing_reminders', {
    from_at: iso(from),
    to_at: iso(to),
    booked_before: iso(bookedBefore),
  });
}

export function markReminder(store: ViewingStore, id: string, sent: boolean) {
  return callServiceFunction<null>(store, 'mark_viewing_reminder', {
    viewing: id,
    sent,
  });
}

export const VIEWING_ID =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
