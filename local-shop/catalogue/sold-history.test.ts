import {describe, expect, it} from 'vitest';
import {loadCatalogue} from './index';
import {SOLD_HISTORY_MONTHS, SOLD_HISTORY_UNTIL} from './sold-history';

const catalogue = loadCatalogue();
const archive = catalogue.filter((seed) => seed.metafields.sold_date);
const firstReference = (raw: string) => raw.split(',')[0].trim();
const byReference = new Map<string, typeof archive>();
for (const seed of archive) {
  const reference = firstReference(seed.metafields.reference_number);
  byReference.set(reference, [...(byReference.get(reference) ?? []), seed]);
}

describe('sold archive of the local shop', () => {
  it('holds at least 150 sold watches across at least 20 references, several with 6 or more sales', () => {
    expect(archive.length).toBeGreaterThanOrEqual(150);
    expect(byReference.size).toBeGreaterThanOrEqual(20);
    const busy = [...byReference.values()].filter((sales) => sales.length >= 6);
    expect(busy.length).toBeGreaterThanOrEqual(5);
  });

  it('records each sale as a merchandiser would: status sold, no stock, ISO sale date in the last 36 months', () => {
    const earliest = new Date(SOLD_HISTORY_UNTIL);
    earliest.setUTCMonth(earliest.getUTCMonth() - SOLD_HISTORY_MONTHS);
    for (const seed of archive) {
      expect(seed.metafields.availability_status).toBe('sold');
      expect(seed.quantity).toBe(0);
      expect(seed.metafields.sold_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const soldAt = Date.parse(seed.metafields.sold_date!);
      expect(soldAt).toBeGreaterThanOrEqual(earliest.getTime());
      expect(soldAt).toBeLessThanOrEqual(SOLD_HISTORY_UNTIL);
      expect(seed.price).toBeGreaterThan(0);
      if (seed.metafields.sold_price !== undefined) {
        const achieved = Number(seed.metafields.sold_price);
        expect(achieved).toBeGreaterThan(0);
        expect(achieved).toBeLessThanOrEqual(seed.price!);
      }
      expect(Number(seed.metafields.year)).toBeLessThanOrEqual(
        Number(seed.metafields.sold_date!.slice(0, 4)),
      );
    }
    // Some achieved prices are published, some sales show the last asking price only.
    const published = archive.filter((seed) => seed.metafields.sold_price);
    expect(published.length).toBeGreaterThan(archive.length / 3);
    expect(published.length).toBeLessThan(archive.length);
  });

  it('keeps the facts of the in-stock watch of the same reference', () => {
    for (const seed of archive) {
      const live = catalogue.find(
        (other) =>
          !other.metafields.sold_date &&
          other.metafields.reference_number ===
            seed.metafields.reference_number,
      )!;
      expect(live).toBeDefined();
      expect(seed.vendor).toBe(live.vendor);
      expect(seed.metafields.case_size).toBe(live.metafields.case_size);
      expect(seed.metafields.movement).toBe(live.metafields.movement);
    }
  });

  it('drifts in price plausibly: within 40 % of the reference median, not flat', () => {
    for (const sales of byReference.values()) {
      const prices = sales.map((seed) => seed.price!).sort((a, b) => a - b);
      const median = prices[Math.floor(prices.length / 2)];
      for (const price of prices) {
        expect(price).toBeGreaterThan(median * 0.6);
        expect(price).toBeLessThan(median * 1.4);
      }
      expect(new Set(prices).size).toBeGreaterThan(1);
    }
  });

  it('is the same on every load', () => {
    const again = loadCatalogue().filter((seed) => seed.metafields.sold_date);
    expect(again).toEqual(archive);
  });
});
