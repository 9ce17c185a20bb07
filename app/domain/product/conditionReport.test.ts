import {describe, expect, it} from 'vitest';
import {
  conditionReportProperties,
  parseConditionReport,
} from './conditionReport';

const NOW = new Date('2026-11-27T12:00:00Z');
const parse = (value: unknown) =>
  parseConditionReport(
    typeof value === 'string' ? value : JSON.stringify(value),
    NOW,
  );

describe('condition report', () => {
  it('reads a full report in the scale’s order', () => {
    const report = parse({
      parts: {
        movement: {grade: 'Very good', note: 'Keeping +2 s/day'},
        case: {grade: 'excellent', note: 'Faint hairlines'},
        strap: 'GOOD',
        dial: 'unworn',
      },
      notes: 'A lovely example',
      service: [
        {date: '2019-03', by: 'Rolex UK', work: 'Full service'},
        {date: '2024-05-02', by: 'Our watchmaker', work: 'Pressure test'},
      ],
      provenance: {
        country: 'gb',
        year: 2019,
        documents: ['Warranty card', 'Receipt'],
        previousOwners: 1,
      },
      authentication: [
        'Serial checked against the card',
        'Movement opened and inspected',
      ],
    });
    expect(report?.parts).toEqual([
      {part: 'case', grade: 'excellent', note: 'Faint hairlines'},
      {part: 'bracelet', grade: 'good', note: null},
      {part: 'dial', grade: 'unworn', note: null},
      {part: 'movement', grade: 'very-good', note: 'Keeping +2 s/day'},
    ]);
    expect(report?.service.map((s) => s.date)).toEqual([
      '2024-05-02',
      '2019-03',
    ]);
    expect(report?.provenance).toEqual({
      country: 'GB',
      year: 2019,
      documents: ['Warranty card', 'Receipt'],
      previousOwners: 1,
    });
    expect(report?.authentication).toHaveLength(2);
  });

  it('keeps what is good in a partial or damaged report', () => {
    const report = parse({
      parts: {
        case: 'scratched',
        bezel: {grade: 'fair'},
        lugs: 'excellent',
        dial: 42,
      },
      service: [{date: 'last year'}, {by: 'Rolex Geneva'}, 'not an entry'],
      provenance: {
        year: 3000,
        country: '',
        documents: 'Box',
        previousOwners: -1,
      },
      authentication: [null, '  Checked\u0000 serial  '],
    });
    expect(report?.parts).toEqual([{part: 'bezel', grade: 'fair', note: null}]);
    expect(report?.service).toEqual([
      {date: null, by: 'Rolex Geneva', work: null},
    ]);
    expect(report?.provenance).toEqual({
      country: null,
      year: null,
      documents: ['Box'],
      previousOwners: null,
    });
    expect(report?.authentication).toEqual(['Checked serial']);
  });

  it('is no report when nothing usable is there', () => {
    for (const raw of [
      null,
      '',
      'not json',
      '[1,2]',
      '"text"',
      '{}',
      '{"parts":{"case":"shiny"}}',
    ])
      expect(parseConditionReport(raw, NOW), String(raw)).toBeNull();
  });
});

describe('condition report in structured data', () => {
  it('grades, the latest service and the first sale as name/value pairs', () => {
    const report = parse({
      parts: {case: 'excellent', dial: {note: 'Patina'}},
      service: [{date: '2023-05', by: 'Rolex UK', work: 'Full service'}],
      provenance: {country: 'GB', year: 2019},
    });
    expect(conditionReportProperties(report, 'en')).toEqual([
      {name: 'Condition report: Case', value: 'Excellent'},
      {name: 'Service history', value: '2023-05, Rolex UK, Full service'},
      {name: 'First sold', value: 'GB 2019'},
    ]);
    // On a German page its structured data is German too.
    expect(conditionReportProperties(report, 'de')).toEqual([
      {name: 'Zustandsbericht: Gehäuse', value: 'Hervorragend'},
      {name: 'Servicehistorie', value: '2023-05, Rolex UK, Full service'},
      {name: 'Erstverkauf', value: 'GB 2019'},
    ]);
    expect(conditionReportProperties(null, 'en')).toEqual([]);
  });
});
