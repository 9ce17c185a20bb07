import {describe, expect, it} from 'vitest';
import {derivedPounds} from '~/domain/pounds';
import {formatMonth, formatPounds} from './format';

describe('formatMonth', () => {
  it('names every month as Intl does, in English and German', () => {
    for (const [locale, tag] of [
      ['en', 'en-GB'],
      ['de', 'de-DE'],
    ] as const) {
      const intl = new Intl.DateTimeFormat(tag, {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      for (let month = 1; month <= 12; month++)
        expect(
          formatMonth(`2024-${String(month).padStart(2, '0')}-15`, locale),
        ).toBe(intl.format(Date.UTC(2024, month - 1, 1)));
    }
    expect(formatMonth('2026-03', 'de')).toBe('März 2026');
  });
});

describe('formatPounds', () => {
  it('writes whole pounds', () => {
    expect(formatPounds(derivedPounds(10950), 'en')).toBe('£10,950');
    expect(formatPounds(derivedPounds(10950), 'de')).toBe('10.950\u00a0£');
  });
});
