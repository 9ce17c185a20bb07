import {describe, expect, it} from 'vitest';
import {msToNextMinute, ukClock} from './ukClock';

describe('ukClock', () => {
  it('labels winter time GMT and shows 24-hour HH:MM', () => {
    expect(ukClock(new Date('2026-01-15T17:05:09Z'))).toEqual({
      time: '17:05',
      zone: 'GMT',
    });
  });

  it('labels summer time BST, one hour ahead of UTC', () => {
    expect(ukClock(new Date('2026-07-01T23:30:00Z'))).toEqual({
      time: '00:30',
      zone: 'BST',
    });
  });

  it('switches at the last Sunday of March and of October', () => {
    expect(ukClock(new Date('2026-03-29T00:59:00Z')).zone).toBe('GMT');
    expect(ukClock(new Date('2026-03-29T01:00:00Z'))).toEqual({
      time: '02:00',
      zone: 'BST',
    });
    expect(ukClock(new Date('2026-10-25T00:59:00Z'))).toEqual({
      time: '01:59',
      zone: 'BST',
    });
    expect(ukClock(new Date('2026-10-25T01:00:00Z'))).toEqual({
      time: '01:00',
      zone: 'GMT',
    });
  });

  it('pads midnight hours', () => {
    expect(ukClock(new Date('2026-12-01T00:07:00Z')).time).toBe('00:07');
  });
});

describe('ukClock against the time-zone database', () => {
  const london = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  });
  const fromDatabase = (at: number) => {
    const parts = london.formatToParts(at);
    const part = (type: string) => parts.find((p) => p.type === type)?.value;
    return {
      time: `${part('hour')}:${part('minute')}`,
      zone: part('timeZoneName') === 'GMT' ? 'GMT' : 'BST',
    };
  };

  it('agrees with Europe/London every 15 minutes from 2024 to 2031', () => {
    const disagreements: string[] = [];
    const end = Date.UTC(2031, 0, 1);
    for (let at = Date.UTC(2024, 0, 1); at < end; at += 15 * 60_000) {
      const ours = ukClock(at);
      const theirs = fromDatabase(at);
      if (ours.time !== theirs.time || ours.zone !== theirs.zone)
        disagreements.push(new Date(at).toISOString());
    }
    expect(disagreements).toEqual([]);
  });
});

describe('msToNextMinute', () => {
  it('is the time left until the next minute starts', () => {
    expect(msToNextMinute(Date.UTC(2026, 10, 24, 10, 59, 58))).toBe(2_000);
    expect(msToNextMinute(Date.UTC(2026, 10, 24, 10, 59, 0, 1))).toBe(59_999);
    // On the minute itself: the next one, never zero (no busy loop).
    expect(msToNextMinute(Date.UTC(2026, 10, 24, 11, 0))).toBe(60_000);
  });
});
