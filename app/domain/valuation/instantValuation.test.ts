import {describe, expect, it} from 'vitest';
import {derivedPounds} from '~/domain/pounds';
import type {SoldWatch} from '~/domain/references/marketHistory';
import {
  comparableSales,
  percentile,
  readValuationInputs,
  valuate,
} from './instantValuation';
import {
  decodeValuationPayload,
  encodeValuationPayload,
  leadValuationOf,
  readValuationClaim,
  valuationLine,
} from '~/domain/valuation/leadValuation';
import {matchesReference} from '~/domain/references/referenceKey';

const NOW = new Date('2026-11-27T12:00:00Z');

function sale(
  price: number | null,
  soldDate: string | null,
  extra: Partial<SoldWatch> = {},
): SoldWatch {
  return {
    handle: `w-${price}-${soldDate}`,
    title: 'Rolex Submariner',
    soldDate,
    soldMonth: soldDate?.slice(0, 7) ?? null,
    price: price === null ? null : derivedPounds(price),
    priceKind: 'achieved',
    year: '2020',
    condition: 'Excellent',
    boxAndPapers: 'complete-set',
    ...extra,
  };
}

describe('comparable sales', () => {
  it('keeps achieved prices of the last 24 months only (this month included)', () => {
    const sales = comparableSales(
      [
        sale(10000, '2026-11-12'),
        sale(9000, '2024-12-01'), // first day of the window
        sale(8000, '2024-11-30'), // a day too old
        sale(9500, '2025-06-01', {priceKind: 'asking'}), // an asking price is not achieved
        sale(null, '2025-06-01'),
        sale(9700, null),
      ],
      NOW,
    );
    expect(sales.map((s) => s.price)).toEqual([10000, 9000]);
  });
});

describe('percentile', () => {
  it('interpolates between ranks (PERCENTILE.INC)', () => {
    expect(percentile([1, 2, 3, 4], 0.25)).toBe(1.75);
    expect(percentile([1, 2, 3, 4], 0.75)).toBe(3.25);
    expect(percentile([10], 0.25)).toBe(10);
  });
});

describe('valuate', () => {
  it('fewer than 3 comparable sales: no range, the count', () => {
    const result = valuate(
      [
        sale(10000, '2026-01-01'),
        sale(11000, '2026-02-01'),
        sale(12000, '2023-01-01'),
      ],
      {condition: null, papers: null},
      NOW,
    );
    expect(result).toEqual({kind: 'too-few', count: 2});
    expect(valuate([], {condition: null, papers: null}, NOW)).toEqual({
      kind: 'too-few',
      count: 0,
    });
  });

  it('the middle half of the prices, to £50, and the count', () => {
    const result = valuate(
      [10000, 10500, 11000, 12000].map((p, i) => sale(p, `2026-0${i + 1}-10`)),
      {condition: null, papers: null},
      NOW,
    );
    expect(result).toMatchObject({
      kind: 'estimate',
      count: 4,
      range: {low: 10400, high: 11250},
      adjusted: null,
      offer: null,
    });
  });

  it('condition moves the range only when both groups have 3 sales', () => {
    const excellent = [12000, 12200, 12400].map((p, i) =>
      sale(p, `2026-0${i + 1}-01`, {condition: 'Excellent'}),
    );
    const good = [10000, 10200].map((p, i) =>
      sale(p, `2026-0${i + 4}-01`, {condition: 'Good'}),
    );
    const two = valuate(
      [...excellent, ...good],
      {condition: 'excellent', papers: null},
      NOW,
    );
    expect(two.kind === 'estimate' && two.adjusted).toBeNull();
    expect(two.kind === 'estimate' && two.effects[0]).toMatchObject({
      factor: 'condition',
      like: 3,
      other: 2,
      effect: null,
      applied: false,
    });

    const three = valuate(
      [...excellent, ...good, sale(10400, '2026-07-01', {condition: 'good'})],
      {condition: 'excellent', papers: null},
      NOW,
    );
    expect(three.kind).toBe('estimate');
    if (three.kind !== 'estimate') return;
    const effect = three.effects[0];
    expect(effect.applied).toBe(true);
    expect(effect.effect).toBeCloseTo(12200 / 10200 - 1, 5);
    // Like-yours' median against all six: 12200 / 11200.
    expect(three.adjusted!.low).toBeGreaterThan(three.range.low);
    expect(three.adjusted!.high).toBeGreaterThan(three.range.high);
  });

  it('box and papers group by the set the seller has', () => {
    const sets = [11000, 11200, 11400].map((p, i) =>
      sale(p, `2026-0${i + 1}-01`, {boxAndPapers: 'complete-set'}),
    );
    const bare = [9000, 9200, 9400].map((p, i) =>
      sale(p, `2026-0${i + 4}-01`, {boxAndPapers: 'watch-only'}),
    );
    const result = valuate(
      [...sets, ...bare],
      {condition: null, papers: 'watch-only'},
      NOW,
    );
    if (result.kind !== 'estimate') throw new Error('expected an estimate');
    expect(result.effects[0]).toMatchObject({
      factor: 'papers',
      like: 3,
      other: 3,
    });
    expect(result.effects[0].effect!).toBeLessThan(0);
    expect(result.adjusted!.high).toBeLessThan(result.range.high);
  });

  it('an indicative offer only with a percent set', () => {
    const sales = [10000, 10000, 10000].map((p, i) =>
      sale(p, `2026-0${i + 1}-01`),
    );
    const none = valuate(
      sales,
      {condition: null, papers: null},
      NOW,
      undefined,
    );
    const offered = valuate(sales, {condition: null, papers: null}, NOW, 80);
    expect(none.kind === 'estimate' && none.offer).toBeNull();
    expect(offered.kind === 'estimate' && offered.offer).toEqual({
      low: 8000,
      high: 8000,
      percent: 80,
    });
  });
});

describe('the form’s inputs', () => {
  it('odd input is tidied, never refused', () => {
    const read = (query: string) =>
      readValuationInputs(new URLSearchParams(query));
    expect(read('')).toBeNull();
    expect(read('reference=')).toEqual({
      reference: '',
      year: null,
      condition: null,
      papers: null,
    });
    expect(
      read(
        'reference=%20%205711%2F1a%20010%0A&year=1800&condition=mint!&papers=complete-set',
      ),
    ).toEqual({
      reference: '5711/1a 010',
      year: null,
      condition: null,
      papers: 'complete-set',
    });
    expect(read(`reference=${'x'.repeat(500)}`)!.reference).toHaveLength(40);
  });

  it('other spellings of a reference are the same reference', () => {
    const watch = {sku: '5711/1A-010', referenceNumber: null};
    for (const typed of [
      '5711/1a 010',
      '5711-1A-010',
      ' 57111a010 ',
      '5711 1A 010',
    ])
      expect(matchesReference(watch, typed), typed).toBe(true);
    expect(matchesReference(watch, '5711')).toBe(false);
  });
});

describe('the valuation a lead carries', () => {
  const inputs = {
    reference: '126610ln',
    year: '2020-on' as const,
    condition: 'excellent' as const,
    papers: 'complete-set' as const,
  };

  it('round-trips through its payload and refuses anything else', () => {
    const valuation = leadValuationOf(
      inputs,
      {
        kind: 'estimate',
        count: 5,
        range: {low: 9000, high: 9900},
        adjusted: null,
        effects: [],
        offer: null,
      },
      '126610LN',
      NOW,
    );
    expect(valuation).toMatchObject({
      reference: '126610LN',
      sales: 5,
      low: 9000,
      high: 9900,
      date: '2026-11-27',
    });
    const payload = encodeValuationPayload(valuation);
    expect(decodeValuationPayload(payload)).toEqual(valuation);
    expect(
      readValuationClaim(`${payload}.${'s'.repeat(43)}`)?.valuation,
    ).toEqual(valuation);
    expect(readValuationClaim(payload)).toBeNull();
    expect(
      readValuationClaim('not json.aaaaaaaaaaaaaaaaaaaaaaaaaaaa'),
    ).toBeNull();
    expect(decodeValuationPayload(btoa('{"kind":"guess"}'))).toBeNull();
    expect(valuationLine(valuation)).toBe(
      '126610LN (year 2020-on, condition excellent, box and papers complete-set): £9,000-£9,900 from 5 sales in 24 months (as of 2026-11-27)',
    );
  });

  it('says so when there was no range', () => {
    const valuation = leadValuationOf(
      inputs,
      {kind: 'too-few', count: 1},
      '126610LN',
      NOW,
    );
    expect(valuation).toMatchObject({
      kind: 'too-few',
      sales: 1,
      low: null,
      high: null,
    });
    expect(valuationLine(valuation)).toContain(
      'no range: 1 sales in 24 months (fewer than 3)',
    );
  });
});
