import {describe, expect, it} from 'vitest';
import {readPounds} from '~/domain/pounds';
import {
  historySummary,
  lastTwoYears,
  marketHistory,
  monthsBefore,
  pricedSales,
  saleDay,
  type ReferenceWatch,
} from './marketHistory';
import {niceStep, priceChart} from './priceChart';
import {
  compactReference,
  displayReference,
  matchesReference,
  referenceSearchTerm,
  referenceSlug,
  referencesOf,
} from './referenceKey';
import {
  groupByBrand,
  indexReferences,
  searchReferences,
} from '../../server/references/referenceIndex';
import {referenceJsonLd} from './referenceJsonLd';
import {currentQueryText} from '../../server/references/loadReference';

function watch(overrides: Partial<ReferenceWatch>): ReferenceWatch {
  return {
    id: overrides.handle ?? 'w',
    handle: 'w',
    title: 'Rolex Submariner Date 126610LN',
    vendor: 'Rolex',
    sku: '126610LN',
    referenceNumber: '126610LN',
    status: 'sold',
    availableForSale: false,
    askingPrice: {amount: '11000.0', currencyCode: 'GBP'},
    soldDate: null,
    soldPrice: null,
    year: '2021',
    condition: 'Excellent',
    box: 'Yes',
    papers: 'Yes',
    caseSize: '41mm',
    caseMaterial: 'Oystersteel',
    movement: 'Automatic',
    ...overrides,
  };
}

describe('reference numbers', () => {
  it('give one URL segment whatever the case, spaces or slashes', () => {
    expect(referenceSlug('126610LN')).toBe('126610ln');
    expect(referenceSlug(' 5711/1A-010 ')).toBe('5711-1a-010');
    expect(referenceSlug('Octa Automatique Réserve')).toBe(
      'octa-automatique-réserve',
    );
    expect(compactReference('5711/1a 010')).toBe(
      compactReference('5711-1A-010'),
    );
    expect(compactReference('126610 LN')).toBe('126610ln');
  });

  it('search for their longest run of letters and digits', () => {
    expect(referenceSearchTerm('126610LN')).toBe('126610ln');
    expect(referenceSearchTerm('5711-1a-010')).toBe('5711');
    expect(referenceSearchTerm('15500st.oo.1220st.01')).toBe('15500st');
    expect(referenceSearchTerm('///')).toBe('');
  });

  it('count the SKU and every comma-separated reference number, once each', () => {
    expect(
      referencesOf({
        sku: '5711/1A-010',
        referenceNumber: '5711/1A-010, 5711/1A',
      }),
    ).toEqual(['5711/1A-010', '5711/1A']);
    const nautilus = {
      sku: '5711/1A-010',
      referenceNumber: '5711/1A-010, 5711/1A',
    };
    expect(matchesReference(nautilus, '5711-1a')).toBe(true);
    expect(matchesReference(nautilus, '5711-1a-010')).toBe(true);
    expect(matchesReference(nautilus, '5711')).toBe(false);
    expect(displayReference([nautilus], '5711-1a')).toBe('5711/1A');
  });
});

describe('market history', () => {
  const watches = [
    watch({
      id: '1',
      handle: 'a',
      soldDate: '2024-03-10',
      soldPrice: '10950.00',
    }),
    watch({
      id: '2',
      handle: 'b',
      soldDate: '2025-06-02',
      askingPrice: {amount: '12500.0', currencyCode: 'GBP'},
    }),
    watch({
      id: '3',
      handle: 'c',
      soldDate: '2026-10-01',
      soldPrice: '{"amount":"11800.0","currency_code":"GBP"}',
    }),
    watch({
      id: '4',
      handle: 'd',
      soldDate: null,
      askingPrice: {amount: '9000.0', currencyCode: 'GBP'},
    }),
    watch({
      id: '5',
      handle: 'e',
      status: 'available',
      availableForSale: true,
      soldDate: null,
    }),
    watch({id: '6', handle: 'f', status: 'available', availableForSale: false}),
    watch({
      id: '7',
      handle: 'g',
      sku: '124060',
      referenceNumber: '124060',
      soldDate: '2025-01-01',
    }),
  ];
  const history = marketHistory(watches, '126610ln');

  it('splits stock (for sale now) from the sold archive, latest sale first, and leaves other references out', () => {
    expect(history.stockIds).toEqual(['5']);
    expect(history.sold.map((sale) => sale.handle)).toEqual([
      'c',
      'b',
      'a',
      'd',
    ]);
    expect(history.sold[0]).toMatchObject({
      soldMonth: '2026-10',
      price: 11800,
      priceKind: 'achieved',
    });
    expect(history.sold[1]).toMatchObject({price: 12500, priceKind: 'asking'});
    expect(history.sold[3]).toMatchObject({soldMonth: null, price: 9000});
    expect(history.facts).toMatchObject({
      vendor: 'Rolex',
      caseSize: '41mm',
      years: {from: 2021, to: 2021},
    });
  });

  it('reads sale dates and prices as merchandisers type them', () => {
    expect(saleDay('2024-03-10T12:00:00Z')).toBe('2024-03-10');
    expect(saleDay('10/03/2024')).toBeNull();
    expect(saleDay('2024-13-01')).toBeNull();
    expect(readPounds('£10,950')).toBe(10950);
    expect(readPounds('0')).toBeNull();
    expect(readPounds('{broken')).toBeNull();
  });

  it('sums up the last 24 months (this month included) and the whole archive', () => {
    const now = new Date('2026-11-20T10:00:00Z');
    expect(monthsBefore(now, 24)).toBe('2024-12-01');
    expect(lastTwoYears(history.sold, now)).toEqual({
      count: 2,
      lowest: 11800,
      median: 12150,
      highest: 12500,
    });
    expect(lastTwoYears(history.sold, new Date('2030-01-01'))).toBeNull();
    expect(historySummary(history.sold)).toEqual({
      count: 4,
      since: '2024-03',
      lowest: 9000,
      highest: 12500,
    });
    expect(historySummary([])).toBeNull();
  });
});

describe('price chart', () => {
  const sales = pricedSales(
    marketHistory(
      [
        watch({
          id: '1',
          handle: 'a',
          soldDate: '2024-03-10',
          soldPrice: '10000',
        }),
        watch({
          id: '2',
          handle: 'b',
          soldDate: '2025-06-02',
          soldPrice: '12000',
        }),
        watch({
          id: '3',
          handle: 'c',
          soldDate: '2026-10-01',
          soldPrice: '11000',
        }),
      ],
      '126610LN',
    ).sold,
  );

  it('places each sale left to right by date and higher prices higher, inside the plot', () => {
    const chart = priceChart(sales);
    expect(chart.points.map((p) => p.sale.handle)).toEqual(['a', 'b', 'c']);
    const [a, b, c] = chart.points;
    expect(a.x).toBeLessThan(b.x);
    expect(b.x).toBeLessThan(c.x);
    expect(b.y).toBeLessThan(c.y);
    expect(c.y).toBeLessThan(a.y);
    for (const p of chart.points) {
      expect(p.x).toBeGreaterThanOrEqual(chart.plot.left);
      expect(p.x).toBeLessThanOrEqual(chart.plot.right);
      expect(p.y).toBeGreaterThanOrEqual(chart.plot.top);
      expect(p.y).toBeLessThanOrEqual(chart.plot.bottom);
    }
    expect(chart.path.startsWith(`M${a.x} ${a.y}`)).toBe(true);
    expect(chart.yearTicks.map((t) => t.year)).toEqual([2025, 2026]);
    const ticks = chart.priceTicks.map((t) => t.price);
    expect(Math.min(...ticks)).toBeLessThanOrEqual(10000);
    expect(Math.max(...ticks)).toBeGreaterThanOrEqual(12000);
  });

  it('picks round steps', () => {
    expect(niceStep(2000, 4)).toBe(500);
    expect(niceStep(70000, 4)).toBe(20000);
    expect(priceChart(sales.slice(0, 1)).points).toHaveLength(1);
  });
});

describe('reference index', () => {
  const nodes = [
    {
      vendor: 'Rolex',
      title: 'Rolex Submariner Date 126610LN',
      variants: {nodes: [{sku: '126610LN'}]},
      reference: {value: '126610LN'},
    },
    {
      vendor: 'Rolex',
      title: 'Rolex Submariner Date 126610LN',
      variants: {nodes: [{sku: '126610LN'}]},
      reference: {value: '126610LN'},
    },
    {
      vendor: 'Patek Philippe',
      title: 'Patek Philippe Nautilus 5711/1A',
      variants: {nodes: [{sku: '5711/1A-010'}]},
      reference: {value: '5711/1A-010, 5711/1A'},
    },
  ];
  const index = indexReferences(nodes);

  it('lists each reference once, with every comma-separated value, grouped by brand', () => {
    expect(
      index.map((entry) => [entry.reference, entry.slug, entry.watches]),
    ).toEqual([
      ['126610LN', '126610ln', 2],
      ['5711/1A-010', '5711-1a-010', 1],
      ['5711/1A', '5711-1a', 1],
    ]);
    expect(
      groupByBrand(index).map((brand) => [
        brand.vendor,
        brand.references.map((r) => r.reference),
      ]),
    ).toEqual([
      ['Patek Philippe', ['5711/1A', '5711/1A-010']],
      ['Rolex', ['126610LN']],
    ]);
  });

  it('searches by reference in any spelling, or by model words', () => {
    expect(searchReferences(index, '5711 1a').map((e) => e.reference)).toEqual([
      '5711/1A-010',
      '5711/1A',
    ]);
    expect(
      searchReferences(index, 'submariner').map((e) => e.reference),
    ).toEqual(['126610LN']);
    expect(searchReferences(index, 'daytona')).toEqual([]);
    expect(searchReferences(index, '  ')).toEqual([]);
  });
});

describe('reference structured data and queries', () => {
  it('offers only the watches in stock, as an AggregateOffer', () => {
    const card = (handle: string, amount: string) =>
      ({
        handle,
        priceRange: {minVariantPrice: {amount, currencyCode: 'GBP'}},
        selectedOrFirstAvailableVariant: {price: {amount, currencyCode: 'GBP'}},
        status: {value: 'available'},
        condition: {value: 'Excellent'},
      }) as never;
    const facts = {
      vendor: 'Rolex',
      model: 'Submariner',
      caseSize: null,
      caseMaterial: null,
      movement: null,
      years: null,
    };
    const withStock = referenceJsonLd({
      reference: '126610LN',
      facts,
      stock: [card('x', '11950.0'), card('y', '12500.0')],
      url: 'https://shop.test/references/126610ln',
      productUrl: (handle) => `https://shop.test/products/${handle}`,
    });
    expect(withStock).toMatchObject({
      '@type': 'ProductGroup',
      mpn: '126610LN',
      offers: {
        '@type': 'AggregateOffer',
        offerCount: 2,
        lowPrice: '11950.00',
        highPrice: '12500.00',
        priceCurrency: 'GBP',
      },
    });
    const soldOut = referenceJsonLd({
      reference: '126610LN',
      facts,
      stock: [],
      url: 'u',
      productUrl: (h) => h,
    });
    expect(soldOut.offers).toBeUndefined();
  });

  it('asks the short query for watches for sale or changed in the last two days', () => {
    expect(currentQueryText('126610ln', new Date('2026-11-20T23:59:00Z'))).toBe(
      '126610ln AND (available_for_sale:true OR updated_at:>=2026-11-18)',
    );
  });
});
