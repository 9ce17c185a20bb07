import {describe, expect, it} from 'vitest';
import {
  availabilityStatus,
  hoverText,
  isPurchasable,
  statusRank,
  STATUS_BADGE,
} from './availability';
import {boxAndPapers, isYes} from './boxAndPapers';
import {allReferences, firstReference, isSignatureWatch} from './reference';
import {translate} from '~/i18n/translate';

describe('availabilityStatus', () => {
  it('reads the three known states and calls the rest unknown', () => {
    expect(availabilityStatus('available')).toBe('available');
    expect(availabilityStatus(' On_Request ')).toBe('on_request');
    expect(availabilityStatus('sold')).toBe('sold');
    expect(availabilityStatus('coming_soon')).toBe('unknown');
    expect(availabilityStatus(null)).toBe('unknown');
  });

  it('gives each state the specified badge text and colour', () => {
    const badge = (status: keyof typeof STATUS_BADGE) => [
      translate('en', STATUS_BADGE[status].label),
      STATUS_BADGE[status].tone,
    ];
    expect(badge('available')).toEqual(['Available', 'green']);
    expect(badge('on_request')).toEqual(['Available on Request', 'amber']);
    expect(badge('sold')).toEqual(['Recently Sold', 'red']);
    expect(badge('unknown')).toEqual(['Status Unknown', 'grey']);
  });

  it('orders available, on request, sold, unknown', () => {
    const order = ['unknown', 'sold', 'available', 'on_request'] as const;
    expect([...order].sort((a, b) => statusRank(a) - statusRank(b))).toEqual([
      'available',
      'on_request',
      'sold',
      'unknown',
    ]);
  });

  it('has dispatch hover texts for stock and on-request watches', () => {
    expect(translate('en', hoverText('available')!)).toBe('Ready to ship');
    // One claim everywhere for on-request watches (decision 071).
    expect(translate('en', hoverText('on_request')!)).toBe(
      'Dispatched within 5-7 working days of verification',
    );
    expect(translate('de', hoverText('on_request')!)).toBe(
      'Versand innerhalb von 5-7 Werktagen nach Prüfung',
    );
  });

  it('lets only available and on-request watches that are for sale into the cart', () => {
    expect(isPurchasable('available', true)).toBe(true);
    expect(isPurchasable('on_request', true)).toBe(true);
    expect(isPurchasable('available', false)).toBe(false);
    expect(isPurchasable('sold', true)).toBe(false);
    expect(isPurchasable('unknown', true)).toBe(false);
  });
});

describe('boxAndPapers', () => {
  it('names every combination', () => {
    expect(boxAndPapers('Yes', 'yes')).toBe('complete-set');
    expect(boxAndPapers('true', 'No')).toBe('box-only');
    expect(boxAndPapers(undefined, 'Yes')).toBe('papers-only');
    expect(boxAndPapers('no', null)).toBe('watch-only');
  });
  it("counts 'Yes', 'yes' and 'true' as yes", () => {
    expect(['Yes', 'yes', 'true', 'TRUE '].map(isYes)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['No', '', 'y', '1'].map(isYes)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('references', () => {
  it('shows only the first of several references', () => {
    expect(firstReference('5711/1A-010, 5711/1A')).toBe('5711/1A-010');
    expect(allReferences(' 116500LN ,, 116520 ')).toEqual([
      '116500LN',
      '116520',
    ]);
    expect(firstReference(undefined)).toBe('');
  });
  it("flags signature watches by 'true' or 'yes'", () => {
    expect(isSignatureWatch(' YES ')).toBe(true);
    expect(isSignatureWatch('true')).toBe(true);
    expect(isSignatureWatch('no')).toBe(false);
  });
});
