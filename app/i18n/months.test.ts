import {describe, expect, it} from 'vitest';
import {formatContentDate} from './months';

describe('formatContentDate', () => {
  it('writes a date as British and German readers do', () => {
    expect(formatContentDate('2024-05-20', 'en')).toBe('20 May 2024');
    expect(formatContentDate('2024-03-02', 'de')).toBe('2. März 2024');
    expect(formatContentDate('2025-12-31', 'de')).toBe('31. Dezember 2025');
  });
});
