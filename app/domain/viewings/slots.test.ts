import {describe, expect, it} from 'vitest';
import {
  bookingDates,
  freeSlots,
  offeredSlot,
  slotsOfDay,
  wallTimeToInstant,
  type ViewingPlace,
} from './slots';
import {VIEWING_PLACES} from '~/content/viewingPlaces';

const place: ViewingPlace = {
  id: 'test',
  name: {en: 'Test', de: 'Test'},
  address: {en: 'Test', de: 'Test'},
  timeZone: 'Europe/London',
  hours: {
    mon: [['10:00', '13:00']],
    fri: [
      ['10:00', '12:00'],
      ['14:00', '15:30'],
    ],
    sun: [['00:00', '04:00']],
  },
  slotMinutes: 60,
  minNoticeHours: 24,
  bookAheadDays: 14,
  closedDates: ['2026-12-07'],
};

const iso = (instant: number) => new Date(instant).toISOString();
const at = (text: string) => Date.parse(text);

describe('free viewing slots', () => {
  it('follows the opening hours of each weekday, in whole slots', () => {
    // Friday 4 December 2026 (GMT): 10, 11, then 14 (14:30 would end after 15:30).
    expect(
      slotsOfDay(place, '2026-12-04').map((slot) => iso(slot.start)),
    ).toEqual([
      '2026-12-04T10:00:00.000Z',
      '2026-12-04T11:00:00.000Z',
      '2026-12-04T14:00:00.000Z',
    ]);
    expect(slotsOfDay(place, '2026-12-05')).toEqual([]);
    const [first] = slotsOfDay(place, '2026-12-04');
    expect(first.end - first.start).toBe(3600_000);
  });

  it('keeps the minimum notice, the horizon and the closed dates', () => {
    const now = at('2026-11-29T11:30:00Z'); // Sunday
    // Monday 30 November: only slots starting 24 h from now or later.
    expect(
      freeSlots(place, '2026-11-30', {now, booked: []}).map((slot) =>
        iso(slot.start),
      ),
    ).toEqual(['2026-11-30T12:00:00.000Z']);
    // Monday 7 December is closed; Monday 14 December is 15 days ahead (beyond 14).
    expect(freeSlots(place, '2026-12-07', {now, booked: []})).toEqual([]);
    expect(freeSlots(place, '2026-12-14', {now, booked: []})).toEqual([]);
    expect(bookingDates(place, now)).toHaveLength(15);
    expect(freeSlots(place, 'not-a-date', {now, booked: []})).toEqual([]);
  });

  it('leaves out slots that bookings hold, also when they only overlap', () => {
    const now = at('2026-11-29T11:30:00Z');
    const booked = [
      {start: at('2026-12-04T10:00:00Z'), end: at('2026-12-04T11:00:00Z')},
      {start: at('2026-12-04T14:30:00Z'), end: at('2026-12-04T15:00:00Z')},
    ];
    expect(
      freeSlots(place, '2026-12-04', {now, booked}).map((slot) =>
        iso(slot.start),
      ),
    ).toEqual(['2026-12-04T11:00:00.000Z']);
  });

  it('keeps local opening times across the clock changes in late March and October', () => {
    // Friday 27 March 2026 is GMT, Monday 30 March BST: 10:00 local both days.
    expect(iso(slotsOfDay(place, '2026-03-27')[0].start)).toBe(
      '2026-03-27T10:00:00.000Z',
    );
    expect(iso(slotsOfDay(place, '2026-03-30')[0].start)).toBe(
      '2026-03-30T09:00:00.000Z',
    );
    // Friday 23 October 2026 is BST, Monday 26 October GMT.
    expect(iso(slotsOfDay(place, '2026-10-23')[0].start)).toBe(
      '2026-10-23T09:00:00.000Z',
    );
    expect(iso(slotsOfDay(place, '2026-10-26')[0].start)).toBe(
      '2026-10-26T10:00:00.000Z',
    );
    // Sunday 29 March: 01:00 does not exist, so three slots, none overlapping.
    const spring = slotsOfDay(place, '2026-03-29');
    expect(spring.map((slot) => iso(slot.start))).toEqual([
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T01:00:00.000Z',
      '2026-03-29T02:00:00.000Z',
    ]);
    // Sunday 25 October: 01:00 happens twice; slots never overlap.
    const autumn = slotsOfDay(place, '2026-10-25');
    for (let i = 1; i < autumn.length; i++)
      expect(autumn[i].start).toBeGreaterThanOrEqual(autumn[i - 1].end);
    expect(wallTimeToInstant('2026-03-29', 60, 'Europe/London')).toBeNull();
  });

  it('offers a slot only when it is one of the place’s free times now', () => {
    const now = at('2026-11-29T11:30:00Z');
    expect(offeredSlot(place, at('2026-12-04T14:00:00Z'), now)).toEqual({
      start: at('2026-12-04T14:00:00Z'),
      end: at('2026-12-04T15:00:00Z'),
    });
    expect(offeredSlot(place, at('2026-12-04T14:30:00Z'), now)).toBeNull();
    expect(offeredSlot(place, at('2026-11-30T10:00:00Z'), now)).toBeNull();
    expect(offeredSlot(place, Number.NaN, now)).toBeNull();
  });

  it('the configured places are well formed', () => {
    for (const entry of VIEWING_PLACES) {
      expect(entry.id).toMatch(/^[a-z][a-z0-9-]{0,39}$/);
      expect(entry.slotMinutes).toBeGreaterThanOrEqual(15);
      expect(entry.slotMinutes).toBeLessThanOrEqual(240);
      const week = ['30', '01', '02', '03', '04', '05', '06'].map((day) =>
        slotsOfDay(entry, day === '30' ? '2026-11-30' : `2026-12-${day}`),
      );
      expect(week.flat().length).toBeGreaterThan(0);
    }
  });
});
