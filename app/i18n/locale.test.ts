import {describe, expect, it} from 'vitest';
import {interpolate, translate} from './translate';
import {en} from './messages';
import {de} from './messages/de';
import {leads} from './messages/leads';
import {onDemandAreas} from './messages/onDemand';

describe('translate', () => {
  it('fills placeholders and keeps exact English texts', () => {
    expect(translate('en', 'cart.onlyAvailable', {n: 2})).toBe(
      'Only 2 unit(s) available',
    );
    expect(translate('de', 'cart.empty')).toBe('Ihr Warenkorb ist leer');
    expect(interpolate('{a} and {b}', {a: 1})).toBe('1 and {b}');
  });
  it('has a German text for every English one', () => {
    const english = {...en, ...onDemandAreas, leads};
    expect(Object.keys(de).sort()).toEqual(Object.keys(english).sort());
    for (const [area, table] of Object.entries(english)) {
      const english = Object.keys(table).sort();
      const german: Record<string, string> = de[area as keyof typeof de];
      expect(Object.keys(german).sort(), area).toEqual(english);
      for (const key of english)
        expect(german[key], `${area}.${key}`).not.toBe('');
    }
  });
});
