// Free viewing slots from a place's configuration (app/content/viewingPlaces.ts) less the bookings
// that stand. Hours are wall-clock times in the place's time zone; each slot start is turned into
// an instant on its own day, so a day after a clock change starts at the same local time.
// Uses Intl's time zones, so it runs on the server only (pages get the labels as text).

export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';

export interface ViewingPlace {
  id: string;
  name: {en: string; de: string};
  /** Where, as the shopper reads it (for a video call, how it happens). */
  address: {en: string; de: string};
  timeZone: string;
  /** Opening intervals per weekday, ['10:00', '17:00'] local; a day left out is closed. */
  hours: Partial<Record<Weekday, ReadonlyArray<readonly [string, string]>>>;
  slotMinutes: number;
  /** The earliest slot is at least this long after the booking. */
  minNoticeHours: number;
  /** Bookings open this many days ahead (today counts as day 0). */
  bookAheadDays: number;
  /** Local dates (YYYY-MM-DD) with no viewings. */
  closedDates: readonly string[];
}

/** A slot as instants (milliseconds since the epoch). */
export interface Slot {
  start: number;
  end: number;
}

const WEEKDAYS: Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock date and time of an instant in a time zone. */
export function zonedParts(instant: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour,
    minute: parts.minute,
  };
}

/** How far a time zone's clock is ahead of UTC at an instant. */
function offsetAt(instant: number, timeZone: string) {
  const p = zonedParts(instant, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return wall - Math.floor(instant / MINUTE) * MINUTE;
}

/** The local date (YYYY-MM-DD) of an instant. */
export function localDate(instant: number, timeZone: string) {
  const p = zonedParts(instant, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

export function isLocalDate(value: string | null | undefined): value is string {
  const match = value ? DATE.exec(value) : null;
  if (!match) return false;
  const time = Date.UTC(+match[1], +match[2] - 1, +match[3]);
  return new Date(time).toISOString().slice(0, 10) === value;
}

export function addDays(date: string, days: number) {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day) + days * DAY)
    .toISOString()
    .slice(0, 10);
}

function weekday(date: string): Weekday {
  const [year, month, day] = date.split('-').map(Number);
  return WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
}

/**
 * The instant of a wall-clock time on a local date, or null for a time the clock skips (the
 * hour lost when summer time starts). A time that happens twice is taken the second time.
 */
export function wallTimeToInstant(
  date: string,
  minutes: number,
  timeZone: string,
): number | null {
  const [year, month, day] = date.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, day) + minutes * MINUTE;
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  const back = zonedParts(instant, timeZone);
  const backWall = Date.UTC(
    back.year,
    back.month - 1,
    back.day,
    back.hour,
    back.minute,
  );
  return backWall === wall ? instant : null;
}

function minutesOf(time: string) {
  const match = TIME.exec(time);
  if (!match) throw new Error(`viewings: bad time ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Every slot of a place on a local date by its hours alone (no notice, bookings or closures). */
export function slotsOfDay(place: ViewingPlace, date: string): Slot[] {
  const slots: Slot[] = [];
  for (const [open, close] of place.hours[weekday(date)] ?? []) {
    const last = minutesOf(close) - place.slotMinutes;
    for (let at = minutesOf(open); at <= last; at += place.slotMinutes) {
      const start = wallTimeToInstant(date, at, place.timeZone);
      if (start !== null)
        slots.push({start, end: start + place.slotMinutes * MINUTE});
    }
  }
  return slots;
}

/** The local dates bookings are open for, today first. */
export function bookingDates(place: ViewingPlace, now: number): string[] {
  const today = localDate(now, place.timeZone);
  const dates: string[] = [];
  for (let day = 0; day <= place.bookAheadDays; day++)
    dates.push(addDays(today, day));
  return dates;
}

function overlaps(slot: Slot, booked: Slot) {
  return slot.start < booked.end && booked.start < slot.end;
}

/** A place's free slots on a local date: its hours, less notice, closures and bookings. */
export function freeSlots(
  place: ViewingPlace,
  date: string,
  {now, booked}: {now: number; booked: readonly Slot[]},
): Slot[] {
  if (!isLocalDate(date) || place.closedDates.includes(date)) return [];
  if (!bookingDates(place, now).includes(date)) return [];
  const earliest = now + place.minNoticeHours * 60 * MINUTE;
  return slotsOfDay(place, date).filter(
    (slot) =>
      slot.start >= earliest && !booked.some((taken) => overlaps(slot, taken)),
  );
}

/**
 * The slot that starts at `start` if the place offers it now (hours, notice, horizon, closures),
 * whether or not it is booked: the database decides that.
 */
export function offeredSlot(
  place: ViewingPlace,
  start: number,
  now: number,
): Slot | null {
  if (!Number.isFinite(start)) return null;
  const date = localDate(start, place.timeZone);
  return (
    freeSlots(place, date, {now, booked: []}).find(
      (slot) => slot.start === start,
    ) ?? null
  );
}

/** The span of instants a set of local dates covers (for asking which bookings stand). */
export function datesSpan(place: ViewingPlace, dates: readonly string[]) {
  const first = dates[0];
  const last = dates[dates.length - 1];
  return {
    from:
      wallTimeToInstant(first, 0, place.timeZone) ?? Date.parse(first) - DAY,
    to:
      wallTimeToInstant(addDays(last, 1), 0, place.timeZone) ??
      Date.parse(last) + 2 * DAY,
  };
}
