// The days and times a page offers at one place: configuration less the bookings that stand,
// read in one call for the whole horizon. Shared by the booking page and the move on the
// manage page. When the store cannot be read, the configured times are shown and the booking
// itself (the database) says whether a time is taken.
import {
  bookingDates,
  datesSpan,
  freeSlots,
  type Slot,
  type ViewingPlace,
} from '~/domain/viewings/slots';
import type {Locale} from '~/i18n/locale';
import {bookedSlots, type ViewingStore} from './viewingStore';
import {dayLabel, slotTimes, zoneName} from './viewingTimes';

export interface DayChoice {
  date: string;
  label: string;
  href: string;
  current: boolean;
}

export interface SlotChoice {
  /** The slot's start, milliseconds since the epoch, as the form sends it. */
  value: string;
  label: string;
}

export interface SlotPicker {
  days: DayChoice[];
  day: string | null;
  slots: SlotChoice[];
  /** GMT or BST on the chosen day (or today). */
  zone: string;
}

export async function slotPicker(
  store: ViewingStore | null,
  place: ViewingPlace,
  {
    now,
    locale,
    day,
    hrefFor,
    except,
  }: {
    now: number;
    locale: Locale;
    day: string | null;
    hrefFor: (date: string) => string;
    /** A booking being moved: its own slot is not offered. */
    except?: Slot;
  },
): Promise<SlotPicker> {
  const dates = bookingDates(place, now);
  const span = datesSpan(place, dates);
  let booked: Slot[] = [];
  if (store) {
    try {
      booked = await bookedSlots(store, place.id, span.from, span.to);
    } catch (error) {
      console.error(
        `[viewings] bookings at ${place.id} could not be read: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  if (except) booked.push(except);
  const free = new Map<string, Slot[]>();
  for (const date of dates) {
    const slots = freeSlots(place, date, {now, booked});
    if (slots.length) free.set(date, slots);
  }
  const chosen = day && free.has(day) ? day : null;
  const slots = chosen ? free.get(chosen)! : [];
  return {
    days: [...free.keys()].map((date) => ({
      date,
      label: dayLabel(date, locale),
      href: hrefFor(date),
      current: date === chosen,
    })),
    day: chosen,
    slots: slots.map((slot) => ({
      value: String(slot.start),
      label: slotTimes(slot, place.timeZone),
    })),
    zone: zoneName(slots[0]?.start ?? now, place.timeZone),
  };
}
