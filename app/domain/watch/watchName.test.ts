import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {alertLabel} from '~/domain/alerts/label';
import {namesReference, watchName} from './watchName';

const SEED = 20261128;
const BRANDS = [
  'Rolex',
  'Patek Philippe',
  'Audemars Piguet',
  'Richard Mille',
  'IWC',
  'A. Lange & Söhne',
  'Omega',
];
const word = fc.stringMatching(/^[A-Za-z0-9/.-]{1,10}$/);
const model = fc
  .array(word, {minLength: 1, maxLength: 4})
  .map((words) => words.join(' '));
const brand = fc.constantFrom(...BRANDS);
const casing = fc.constantFrom(
  (s: string) => s,
  (s: string) => s.toUpperCase(),
  (s: string) => s.toLowerCase(),
);

describe('watchName', () => {
  it('does not repeat the brand a title already carries', () => {
    expect(watchName('Rolex', 'Rolex Submariner Date 126610LN')).toBe(
      'Rolex Submariner Date 126610LN',
    );
    expect(watchName('IWC', 'iwc Portugieser')).toBe('iwc Portugieser');
  });

  it('puts the brand before a title without it', () => {
    expect(watchName('Patek Philippe', 'Nautilus 5711/1A')).toBe(
      'Patek Philippe Nautilus 5711/1A',
    );
    expect(watchName('', ' Nautilus ')).toBe('Nautilus');
    expect(watchName('Rolex', '')).toBe('Rolex');
  });

  it('reads a brand only as a whole word', () => {
    expect(watchName('Omega', 'Omegaman 1957')).toBe('Omega Omegaman 1957');
  });

  it('names the brand exactly once at the start, whatever the title (generated)', () => {
    fc.assert(
      fc.property(
        brand,
        model,
        fc.boolean(),
        casing,
        (vendor, rest, titled, cased) => {
          const title = titled ? `${cased(vendor)} ${rest}` : rest;
          const name = watchName(vendor, title);
          expect(name.toLowerCase().startsWith(vendor.toLowerCase())).toBe(
            true,
          );
          expect(name.endsWith(rest)).toBe(true);
          // The brand is never said twice in a row.
          const twice = new RegExp(
            `^${vendor.replace(/[.&]/g, '\\$&')}\\s+${vendor.replace(/[.&]/g, '\\$&')}(\\s|$)`,
            'i',
          );
          if (!twice.test(`${vendor} ${rest}`))
            expect(twice.test(name)).toBe(false);
        },
      ),
      {seed: SEED, numRuns: 5_000},
    );
  });
});

describe('the stock alert names a watch once', () => {
  it('in English and German, with and without the reference in the title', () => {
    const reference = '126610LN';
    expect(
      alertLabel('en', {
        kind: 'reference',
        reference,
        title: watchName('Rolex', 'Rolex Submariner Date 126610LN'),
      }),
    ).toBe('Rolex Submariner Date 126610LN');
    expect(
      alertLabel('de', {
        kind: 'reference',
        reference: '5711/1A',
        title: watchName('Patek Philippe', 'Nautilus'),
      }),
    ).toBe('Patek Philippe Nautilus (Referenz 5711/1A)');
  });

  it('never says the reference twice nor leaves it out (generated)', () => {
    const reference = fc.stringMatching(/^[0-9]{3,6}[A-Z]{0,3}$/);
    fc.assert(
      fc.property(
        brand,
        model,
        reference,
        fc.constantFrom('before', 'after', 'none'),
        fc.constantFrom('en' as const, 'de' as const),
        (vendor, rest, ref, where, locale) => {
          const title =
            where === 'before'
              ? `${ref} ${rest}`
              : where === 'after'
                ? `${rest} ${ref}`
                : rest;
          const label = alertLabel(locale, {
            kind: 'reference',
            reference: ref,
            title: watchName(vendor, title),
          });
          expect(namesReference(label, ref)).toBe(true);
          expect(label.split(ref).length - 1).toBe(
            Math.max(1, title.split(ref).length - 1),
          );
        },
      ),
      {seed: SEED, numRuns: 5_000},
    );
  });
});
