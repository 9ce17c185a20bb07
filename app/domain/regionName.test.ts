import {describe, expect, it} from 'vitest';
import {regionName} from './regionName';

describe('regionName', () => {
  it('names a country code in the page’s language', () => {
    expect(regionName('GB', 'en')).toBe('United Kingdom');
    expect(regionName('DE', 'de')).toBe('Deutschland');
    expect(regionName('CH', 'en')).toBe('Switzerland');
  });

  it('keeps any other text as recorded', () => {
    for (const text of ['Hong Kong SAR', 'gb', 'GBR', '', 'Geneva, CH'])
      expect(regionName(text, 'en')).toBe(text);
  });
});
