import {describe, expect, it} from 'vitest';
import {
  FRESHNESS_PATHS,
  headerSeconds,
  STATUS_AND_PRICE_BUDGET_SECONDS,
  worstCaseSeconds,
} from './freshness';
import {applyPageCache, SHARED_FROM_EDGE} from './pageCache';

describe('the freshness budget', () => {
  it.each(Object.entries(FRESHNESS_PATHS))(
    '%s: a price or status is at most a minute old, end to end',
    (_path, layers) => {
      expect(layers.every((layer) => layer.seconds > 0)).toBe(true);
      expect(worstCaseSeconds(layers)).toBeLessThanOrEqual(
        STATUS_AND_PRICE_BUDGET_SECONDS,
      );
    },
  );

  it('counts the edge allowance a page really carries', () => {
    const response = applyPageCache(
      new Request('https://shop.example/products'),
      new Response('<html></html>', {status: 200, headers: SHARED_FROM_EDGE}),
    );
    const sent = headerSeconds(response.headers.get('Oxygen-Cache-Control')!);
    const edge = FRESHNESS_PATHS['watch, reference and home pages'].at(-1)!;
    expect(sent).toBeGreaterThan(0);
    expect(edge.seconds).toBe(sent);
  });

  it('reads fresh and stale allowances from a header', () => {
    expect(headerSeconds('public, max-age=30, stale-while-revalidate=15')).toBe(
      45,
    );
    expect(headerSeconds('public, s-maxage=20, max-age=0')).toBe(20);
    expect(headerSeconds('private, no-store')).toBe(0);
  });
});
