import {describe, expect, it} from 'vitest';
import {formatVital, vitalChart, type WeeklyVital} from './weekly';

const reading = (over: Partial<WeeklyVital>): WeeklyVital => ({
  page: 'home',
  metric: 'LCP',
  weekStart: '2026-11-16',
  isoWeek: '2026-W47',
  p75: 2000,
  samples: 10,
  ...over,
});

describe('weekly vitals', () => {
  it('writes LCP in seconds, INP in milliseconds and CLS as a score', () => {
    expect(formatVital('LCP', 2500)).toBe('2.5 s');
    expect(formatVital('LCP', 1834)).toBe('1.83 s');
    expect(formatVital('INP', 200.4)).toBe('200 ms');
    expect(formatVital('CLS', 0.1)).toBe('0.1');
    expect(formatVital('CLS', 0.01234)).toBe('0.012');
  });

  it('puts weeks across in order, values up, and the good line on the scale', () => {
    const chart = vitalChart('LCP', [
      reading({weekStart: '2026-11-23', isoWeek: '2026-W48', p75: 3000}),
      reading({p75: 1500}),
      reading({page: 'product', p75: 1000}),
      reading({metric: 'INP', p75: 900}),
    ]);
    expect(chart.weeks.map((w) => w.isoWeek)).toEqual(['2026-W47', '2026-W48']);
    expect(chart.weeks[0].x).toBe(chart.plot.left);
    expect(chart.weeks[1].x).toBe(chart.plot.right);
    expect(chart.series.map((s) => s.page)).toEqual(['home', 'product']);
    const [lower, higher] = chart.series[0].points;
    expect(higher.y).toBeLessThan(lower.y);
    // The scale's top is round and above both the data (3 s) and the good limit.
    expect(chart.ticks.at(-1)?.value).toBe(4000);
    expect(chart.ticks[0].y).toBe(chart.plot.bottom);
    expect(chart.good.label).toBe('good ≤ 2.5 s');
    expect(chart.good.y).toBeCloseTo(
      chart.plot.bottom - ((chart.plot.bottom - chart.plot.top) * 2500) / 4000,
    );
  });

  it('centres a single week and keeps the good line on a chart of small values', () => {
    const chart = vitalChart('CLS', [reading({metric: 'CLS', p75: 0.01})]);
    expect(chart.weeks[0].x).toBe((chart.plot.left + chart.plot.right) / 2);
    expect(chart.good.y).toBeGreaterThan(chart.plot.top);
    expect(chart.good.y).toBeLessThan(chart.plot.bottom);
  });
});
