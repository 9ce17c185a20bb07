// A viewing's times as people read them, in the place's time zone and the page's language.
// Written on the server only: the page receives text (no Intl in browser code, decision 119).
import {zonedParts, type Slot} from '~/domain/viewings/slots';
import type {Locale} from '~/i18n/locale';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(
  locale: Locale,
  timeZone: string,
  style: 'long' | 'short',
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${style}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
      timeZone,
      weekday: style,
      day: 'numeric',
      month: style,
      ...(style === 'long' ? {year: 'numeric'} : {}),
    });
    formats.set(key, formatter);
  }
  return formatter;
}

/** 14:30 in the time zone. */
export function clockTime(instant: number, timeZone: string) {
  const {hour, minute} = zonedParts(instant, timeZone);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** "10:00–11:00" */
export function slotTimes(slot: Slot, timeZone: string) {
  return `${clockTime(slot.start, timeZone)}–${clockTime(slot.end, timeZone)}`;
}

/** "Tuesday, 1 December 2026, 10:00–11:00" / "Dienstag, 1. Dezember 2026, 10:00–11:00 Uhr" */
export function slotLabel(slot: Slot, timeZone: string, locale: Locale) {
  const day = format(locale, timeZone, 'long').format(slot.start);
  const times = slotTimes(slot, timeZone);
  return locale === 'de' ? `${day}, ${times} Uhr` : `${day}, ${times}`;
}

/** A local date (YYYY-MM-DD) as a short day: "Tue 1 Dec" / "Di., 1. Dez.". */
export function dayLabel(date: string, locale: Locale) {
  const [year, month, day] = date.split('-').map(Number);
  return format(locale, 'UTC', 'short').format(Date.UTC(year, month - 1, day));
}

/** The zone's name at an instant: GMT or BST for the UK. */
export function zoneName(instant: number, timeZone: string) {
  return (
    new Intl.DateTimeFormat('en-GB', {timeZone, timeZoneName: 'short'})
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}
