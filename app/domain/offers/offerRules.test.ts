import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {
  offerFloor,
  offerVerdict,
  parseOfferAmount,
  takesOffers,
} from './offerRules';
import {withReservation} from '~/domain/watch/availability';

describe('parseOfferAmount', () => {
  it('reads pounds as collectors type them', () => {
    expect(parseOfferAmount('12500')).toBe(12500);
    expect(parseOfferAmount('12,500')).toBe(12500);
    expect(parseOfferAmount('£12,500')).toBe(12500);
    expect(parseOfferAmount(' £ 12 500 ')).toBe(12500);
    expect(parseOfferAmount('12.500')).toBe(12500);
    expect(parseOfferAmount('1.250.000')).toBe(1250000);
    expect(parseOfferAmount('12500.50')).toBe(12500.5);
    expect(parseOfferAmount('12.500,5')).toBe(12500.5);
    expect(parseOfferAmount('GBP 9,000')).toBe(9000);
  });

  it("reads an amount in any market's currency, its sign or code before or after it", () => {
    expect(parseOfferAmount('€11.000')).toBe(11000);
    expect(parseOfferAmount('11.000 €')).toBe(11000);
    expect(parseOfferAmount('EUR 12.500,50')).toBe(12500.5);
    expect(parseOfferAmount('HK$ 99,000')).toBe(99000);
    expect(parseOfferAmount('S$12,500')).toBe(12500);
    expect(parseOfferAmount('$12,500')).toBe(12500);
    expect(parseOfferAmount('45,000 AED')).toBe(45000);
    // A watch of a million pounds is ten million Hong Kong dollars.
    expect(parseOfferAmount('HKD 12,000,000')).toBe(12000000);
  });

  it("refuses a sign or code of another currency than the site's", () => {
    expect(parseOfferAmount('£12,500', 'GBP')).toBe(12500);
    expect(parseOfferAmount('12,500', 'EUR')).toBe(12500);
    expect(parseOfferAmount('HK$ 99,000', 'HKD')).toBe(99000);
    expect(parseOfferAmount('$99,000', 'HKD')).toBe(99000);
    expect(parseOfferAmount('12.500 €', 'EUR')).toBe(12500);
    for (const [text, currency] of [
      ['€500', 'GBP'],
      ['£500', 'EUR'],
      ['US$500', 'SGD'],
      ['$500', 'GBP'],
      ['500 AED', 'USD'],
      ['GBP 500', 'HKD'],
      ['€500 £', 'EUR'],
    ])
      expect(
        parseOfferAmount(text, currency),
        `${text} on a ${currency} site`,
      ).toBeNull();
  });

  it('reads every amount with its own currency mark on its site, and none on another (seeded)', () => {
    const marks: Record<string, string[]> = {
      GBP: ['£', 'GBP'],
      EUR: ['€', 'EUR'],
      USD: ['US$', 'USD'],
      HKD: ['HK$', 'HKD'],
      SGD: ['S$', 'SGD'],
      AED: ['AED'],
    };
    const currencies = Object.keys(marks);
    fc.assert(
      fc.property(
        fc.integer({min: 1, max: 9_999_999}),
        fc.constantFrom(...currencies),
        fc.constantFrom(...currencies),
        fc.boolean(),
        fc.nat(),
        (amount, written, site, after, pick) => {
          const mark = marks[written][pick % marks[written].length];
          const text = after ? `${amount} ${mark}` : `${mark}${amount}`;
          expect(parseOfferAmount(text, site)).toBe(
            written === site ? amount : null,
          );
        },
      ),
      {seed: 54, numRuns: 3000},
    );
  });

  it('refuses what is not an amount', () => {
    for (const text of [
      '',
      'ten',
      '12,50,0',
      '1,2345',
      '-500',
      '0',
      '12e3',
      '€€500',
      '12 500 000 EUR GBP',
      '999999999',
    ])
      expect(parseOfferAmount(text), text).toBeNull();
  });
});

describe('offerVerdict', () => {
  it('sends an offer at or above the asking price to the cart', () => {
    expect(offerVerdict(12500, 12500)).toEqual({
      ok: false,
      error: 'leads.errOfferAtAsking',
      price: 12500,
    });
    expect(offerVerdict(13000, 12500).ok).toBe(false);
    expect(offerVerdict(12499, 12500)).toEqual({ok: true});
  });

  it("holds the dealer's floor, rounded up to a pound", () => {
    expect(offerFloor(12500, 70)).toBe(8750);
    expect(offerFloor(9999, 70)).toBe(7000);
    expect(offerFloor(12500, undefined)).toBeNull();
    expect(offerVerdict(8749, 12500, 70)).toEqual({
      ok: false,
      error: 'leads.errOfferBelowFloor',
      price: 8750,
    });
    expect(offerVerdict(8750, 12500, 70)).toEqual({ok: true});
    expect(offerVerdict(1, 12500)).toEqual({ok: true});
  });

  it('takes offers only on a watch that can be bought', () => {
    expect(takesOffers('available', true)).toBe(true);
    expect(takesOffers('on_request', true)).toBe(true);
    expect(takesOffers('available', false)).toBe(false);
    expect(takesOffers('sold', true)).toBe(false);
    expect(takesOffers('unknown', true)).toBe(false);
  });
});

describe('withReservation', () => {
  const now = Date.parse('2026-11-29T12:00:00Z');
  const later = '2026-12-01T12:00:00Z';
  const earlier = '2026-11-28T12:00:00Z';

  it('is reserved while the hold is ahead and Shopify will not sell it', () => {
    expect(withReservation('available', later, false, now)).toBe('reserved');
    expect(withReservation('on_request', later, false, now)).toBe('reserved');
  });

  it('is what the dealer says once the hold lapses or Shopify sells it again', () => {
    expect(withReservation('available', later, true, now)).toBe('available');
    expect(withReservation('available', earlier, false, now)).toBe('available');
    expect(withReservation('available', null, false, now)).toBe('available');
    expect(withReservation('available', 'not a date', false, now)).toBe(
      'available',
    );
  });

  it('never hides a sold or unknown watch behind a reservation', () => {
    expect(withReservation('sold', later, false, now)).toBe('sold');
    expect(withReservation('unknown', later, false, now)).toBe('unknown');
  });
});
