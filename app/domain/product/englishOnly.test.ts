import {describe, expect, it} from 'vitest';
import {englishOnlyParts, NOTHING_ENGLISH} from './englishOnly';

const english = {
  description: 'The 5513 was the working Submariner.',
  imageAlts: ['Submariner – dial view', 'Submariner – side profile'],
  specs: {
    dial: 'Black matte with tritium markers',
    year: '1972',
    case_size: '40mm',
  },
};

describe('englishOnlyParts', () => {
  it('marks what Shopify returned untranslated and nothing else', () => {
    const german = {
      description: 'Die 5513 war die Submariner für den Einsatz.',
      imageAlts: ['Submariner – Zifferblatt', 'Submariner – side profile'],
      specs: {
        dial: 'Black matte with tritium markers',
        year: '1972',
        case_size: '40mm',
      },
    };
    expect(englishOnlyParts(german, english)).toEqual({
      description: false,
      imageAlts: ['Submariner – side profile'],
      // Bare numbers read the same in both languages; '40mm' is a word-bearing value.
      specKeys: ['dial', 'case_size'],
    });
  });

  it('an untranslated product is English throughout', () => {
    expect(englishOnlyParts(english, english).description).toBe(true);
    expect(englishOnlyParts(english, english).imageAlts).toHaveLength(2);
  });

  it('without the English copy nothing is marked (never guessed)', () => {
    expect(englishOnlyParts(english, null)).toBe(NOTHING_ENGLISH);
  });
});
