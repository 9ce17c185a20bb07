import {describe, expect, it} from 'vitest';
import {parseVitalReport, vitalReportBody, VITALS_BODY_LIMIT} from './report';

describe('vital reports', () => {
  it('carries the kind of page, the metric and a rounded value, nothing else', () => {
    const body = vitalReportBody({
      page: 'product',
      metric: 'LCP',
      value: 1834.6,
    });
    expect(JSON.parse(body)).toEqual({
      page: 'product',
      metric: 'LCP',
      value: 1835,
    });
    expect(
      JSON.parse(
        vitalReportBody({page: 'home', metric: 'CLS', value: 0.123456}),
      ),
    ).toEqual({page: 'home', metric: 'CLS', value: 0.1235});
    expect(new TextEncoder().encode(body).length).toBeLessThan(
      VITALS_BODY_LIMIT / 4,
    );
  });

  it('accepts what a browser sends', () => {
    expect(
      parseVitalReport('{"page":"list","metric":"INP","value":184}'),
    ).toEqual({
      ok: true,
      report: {page: 'list', metric: 'INP', value: 184},
    });
    expect(
      parseVitalReport('{"page":"home","metric":"CLS","value":0}'),
    ).toMatchObject({
      ok: true,
    });
    expect(
      parseVitalReport('{"page":"home","metric":"LCP","value":60000}'),
    ).toMatchObject({
      ok: true,
    });
  });

  it.each([
    ['not JSON', 'page=home', 'The body must be JSON'],
    ['an array', '[1]', 'The body must be a JSON object.'],
    ['null', 'null', 'The body must be a JSON object.'],
    [
      'an extra field',
      '{"page":"home","metric":"LCP","value":1,"url":"/x"}',
      'Unknown field: url.',
    ],
    [
      'an unknown page kind',
      '{"page":"checkout","metric":"LCP","value":1}',
      'page is not a known kind of page.',
    ],
    [
      'an unknown metric',
      '{"page":"home","metric":"FID","value":1}',
      'metric must be LCP, INP or CLS.',
    ],
    [
      'a value as text',
      '{"page":"home","metric":"LCP","value":"1"}',
      'value must be a finite number.',
    ],
    [
      'a missing value',
      '{"page":"home","metric":"LCP"}',
      'value must be a finite number.',
    ],
    [
      'a negative value',
      '{"page":"home","metric":"INP","value":-1}',
      'INP must be between 0 and 60000.',
    ],
    [
      'an LCP over a minute',
      '{"page":"home","metric":"LCP","value":60001}',
      'LCP must be between 0 and 60000.',
    ],
    [
      'a CLS over 10',
      '{"page":"home","metric":"CLS","value":10.5}',
      'CLS must be between 0 and 10.',
    ],
    [
      'an overflowing number',
      '{"page":"home","metric":"LCP","value":1e400}',
      'value must be a finite number.',
    ],
  ])('refuses %s with a message', (_, body, message) => {
    const parsed = parseVitalReport(body);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toContain(message);
  });
});
