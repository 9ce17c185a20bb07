import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {findRate, PHONE_CLASSES} from '../../bench/lib/calibratedPhone.mjs';

// A host whose benchmark index falls as the CPU is slowed (the index is about work per second).
const hostOf =
  (hostIndex: number, noise = 0) =>
  async (rate: number) =>
    Math.round((hostIndex / rate) * (1 + noise));

describe('the calibrated phone', () => {
  it("targets DevTools' mid-tier and low-tier indexes", () => {
    expect(PHONE_CLASSES.mid.index).toBe(1000);
    expect(PHONE_CLASSES.low.index).toBe(264);
  });

  it('finds the slowdown at which any host scores like the phone class', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({min: 1100, max: 6000}),
        fc.constantFrom(PHONE_CLASSES.mid.index, PHONE_CLASSES.low.index),
        async (hostIndex, target) => {
          const found = await findRate(hostOf(hostIndex), target, {
            hostScore: hostIndex,
          });
          expect(found.tooWeak).toBe(false);
          expect(Math.abs(found.score - target)).toBeLessThan(
            target * 0.02 + 10,
          );
          expect(found.rate).toBeCloseTo(hostIndex / target, 0);
        },
      ),
      {seed: 52, numRuns: 2_000},
    );
  });

  it('keeps the closest rate read when the index is noisy near the target', async () => {
    // Readings that never come within 10 points: the best is the second, not the last.
    const readings = [1300, 985, 600, 1200, 640, 1150, 700, 1100];
    const rates: number[] = [];
    const found = await findRate(
      async (rate: number) => {
        rates.push(rate);
        return readings[rates.length - 1];
      },
      1000,
      {hostScore: 2000},
    );
    expect(rates).toHaveLength(8);
    expect(found).toEqual({rate: rates[1], score: 985, tooWeak: false});
  });

  it('does not slow a host that is already slower than the phone class', async () => {
    let asked = 0;
    const found = await findRate(
      async () => {
        asked++;
        return 0;
      },
      1000,
      {hostScore: 700},
    );
    expect(found).toEqual({rate: 1, score: 700, tooWeak: true});
    expect(asked).toBe(0);
  });
});
