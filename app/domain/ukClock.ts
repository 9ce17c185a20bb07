// The UK's own rule, in arithmetic: a first Intl formatter for Europe/London loads the browser's
// time-zone data, a long main-thread task on a phone for a clock only wide screens show.
const HOUR = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (`month` counted from 0), when UK clocks change. */
function lastSundayOneAm(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * UK wall-clock time and its zone label: GMT in winter, BST (UTC+1) from the last Sunday of
 * March to the last Sunday of October, changing at 01:00 UTC both times.
 */
export function ukClock(at: Date | number): {
  time: string;
  zone: 'GMT' | 'BST';
} {
  const utc = typeof at === 'number' ? at : at.getTime();
  const year = new Date(utc).getUTCFullYear();
  const summer =
    utc >= lastSundayOneAm(year, 2) && utc < lastSundayOneAm(year, 9);
  const wall = new Date(utc + (summer ? HOUR : 0));
  return {
    time: `${twoDigits(wall.getUTCHours())}:${twoDigits(wall.getUTCMinutes())}`,
    zone: summer ? 'BST' : 'GMT',
  };
}

const MINUTE = 60_000;

/** Milliseconds from `at` to the start of the next minute: the clock shows minutes, so it wakes then. */
export function msToNextMinute(at: number): number {
  return MINUTE - (at % MINUTE);
}
