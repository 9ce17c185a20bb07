import {describe, expect, it} from 'vitest';
import {
  caseSizeBandOf,
  parseCaseSize,
  parseYear,
  PRICE_BAND_RANGE,
  priceBandOf,
  yearBandOf,
} from './bands';
import {brandDisplayName, brandSlug, vendorMatchesSlug} from './brandNames';
import {
  bandCounts,
  catalogueQueryString,
  choiceCounts,
  EMPTY_STATE,
  parseCatalogueParams,
  productFiltersFor,
  readFacets,
  resultTotal,
  subtractFacets,
  type Facets,
} from './filters';
import {
  decodeCursor,
  DONE,
  encodeCursor,
  groupsToQuery,
  sortGroups,
  stitchPage,
} from './sort';
import {
  isCatalogueEligible,
  isSignatureListed,
  listedSearchQuery,
  passesPageChecks,
} from './eligibility';

describe('year bands', () => {
  it('puts each year in its band, edges included', () => {
    expect(
      [
        '2026',
        '2020',
        '2019',
        '2015',
        '2014',
        '2010',
        '2009',
        '2000',
        '1999',
        '1962',
      ].map(yearBandOf),
    ).toEqual([
      '2020-present',
      '2020-present',
      '2015-2019',
      '2015-2019',
      '2010-2014',
      '2010-2014',
      '2000-2009',
      '2000-2009',
      'pre-2000',
      'pre-2000',
    ]);
  });
  it('reads years written loosely and rejects text without one', () => {
    expect(parseYear(' 2019 ')).toBe(2019);
    expect(parseYear('c. 1990')).toBe(1990);
    expect(yearBandOf('unknown')).toBeNull();
    expect(yearBandOf(null)).toBeNull();
  });
});

describe('case size bands', () => {
  it("parses '41mm', '36.5 mm', '40,5 mm' and bare numbers", () => {
    expect(parseCaseSize('41mm')).toBe(41);
    expect(parseCaseSize('36.5 mm')).toBe(36.5);
    expect(parseCaseSize('40,5 mm')).toBe(40.5);
    expect(parseCaseSize('39')).toBe(39);
    expect(parseCaseSize('n/a')).toBeNull();
  });
  it('bands whole and half sizes, edges included', () => {
    const bands = [
      '35.9mm',
      '36mm',
      '38mm',
      '38.5mm',
      '38.7mm',
      '39mm',
      '41mm',
      '41.9mm',
      '42mm',
      '44mm',
      '44.2mm',
      '50mm',
    ].map(caseSizeBandOf);
    expect(bands).toEqual([
      'under-36',
      '36-38',
      '36-38',
      '36-38',
      '36-38',
      '39-41',
      '39-41',
      '39-41',
      '42-44',
      '42-44',
      'over-44',
      'over-44',
    ]);
  });
});

describe('price bands', () => {
  it("puts edge prices in one band each; 'over 100,000' is strictly greater", () => {
    expect(priceBandOf(9999)).toBe('under-10000');
    expect(priceBandOf(10000)).toBe('10000-25000');
    expect(priceBandOf(24999)).toBe('10000-25000');
    expect(priceBandOf(25000)).toBe('25000-50000');
    expect(priceBandOf(50000)).toBe('50000-100000');
    expect(priceBandOf(100000)).toBe('50000-100000');
    expect(priceBandOf(100001)).toBe('over-100000');
    expect(priceBandOf('0.00')).toBeNull();
    expect(priceBandOf(null)).toBeNull();
  });
  it('maps bands to Storefront price filters', () => {
    expect(PRICE_BAND_RANGE['over-100000']).toEqual({min: 100000.01});
    expect(PRICE_BAND_RANGE['under-10000']).toEqual({min: 0.01, max: 9999.99});
    expect(PRICE_BAND_RANGE['10000-25000']).toEqual({
      min: 10000,
      max: 24999.99,
    });
  });
});

describe('brand slug and display name', () => {
  it('lowercases the vendor and hyphenates spaces', () => {
    expect(brandSlug('Patek Philippe')).toBe('patek-philippe');
    expect(brandSlug('Rolex')).toBe('rolex');
    expect(brandSlug('A. Lange & Söhne')).toBe('a-lange-soehne');
    expect(brandSlug('Audemars  Piguet ')).toBe('audemars-piguet');
    expect(brandSlug('F.P. Journe')).toBe('fp-journe');
    expect(brandSlug('Jaeger-LeCoultre')).toBe('jaeger-lecoultre');
  });
  it('names a brand from its vendor or the brand table, never from the slug', () => {
    expect(brandDisplayName('a-lange-soehne')).toBe('A. Lange & Söhne');
    expect(brandDisplayName('fp-journe')).toBe('F.P. Journe');
    expect(brandDisplayName('iwc')).toBe('IWC');
    expect(brandDisplayName('jaeger-lecoultre')).toBe('Jaeger-LeCoultre');
    expect(brandDisplayName('ROLEX')).toBe('Rolex');
    expect(
      brandDisplayName('h-moser-cie', {vendors: ['Rolex', 'H. Moser & Cie']}),
    ).toBe('H. Moser & Cie');
    expect(brandDisplayName('nomos', {title: 'NOMOS Glashütte'})).toBe(
      'NOMOS Glashütte',
    );
  });
  it('matches vendors case-insensitively', () => {
    expect(vendorMatchesSlug('ROLEX', 'rolex')).toBe(true);
    expect(vendorMatchesSlug('Rolex', 'Patek-Philippe')).toBe(false);
  });
});

describe('filter state <-> URL', () => {
  it('reads known values, drops unknown ones and keeps the listed order', () => {
    const state = parseCatalogueParams(
      new URLSearchParams(
        'brand=patek-philippe&brand=rolex&brand=omega&year=pre-2000,2015-2019&price=over-100000&size=39-41&availability=sold&availability=available&sort=newest&search=%20daytona%20',
      ),
    );
    expect(state).toEqual({
      brands: ['rolex', 'patek-philippe'],
      years: ['2015-2019', 'pre-2000'],
      price: 'over-100000',
      sizes: ['39-41'],
      statuses: ['available', 'sold'],
      sort: 'newest',
      search: 'daytona',
      cursor: null,
    });
  });
  it('round-trips and leaves defaults out', () => {
    const state = {
      ...EMPTY_STATE,
      brands: ['rolex' as const],
      price: '10000-25000' as const,
      cursor: 'abc',
    };
    const query = catalogueQueryString(state);
    expect(query).toBe('?brand=rolex&price=10000-25000&cursor=abc');
    expect(parseCatalogueParams(new URLSearchParams(query))).toEqual(state);
    expect(catalogueQueryString(EMPTY_STATE)).toBe('');
    expect(
      parseCatalogueParams(new URLSearchParams('price=cheap&sort=random'))
        .price,
    ).toBeNull();
    expect(parseCatalogueParams(new URLSearchParams('sort=random')).sort).toBe(
      'availability',
    );
  });
});

const vocabulary: Facets = {
  vendor: [
    {value: 'Rolex', count: 5},
    {value: 'A. Lange & Söhne', count: 2},
  ],
  status: [
    {value: 'available', count: 4},
    {value: 'on_request', count: 1},
    {value: 'sold', count: 1},
    {value: 'coming_soon', count: 1},
  ],
  year: [
    {value: '2021', count: 2},
    {value: '2019', count: 3},
    {value: '1995', count: 2},
  ],
  caseSize: [
    {value: '38.5mm', count: 1},
    {value: '40mm', count: 4},
    {value: '45mm', count: 2},
  ],
};

describe('filters for the Storefront API', () => {
  it('always asks for watches for sale with a price', () => {
    expect(productFiltersFor(EMPTY_STATE, vocabulary)).toEqual([
      {available: true},
      {price: {min: 0.01}},
    ]);
  });
  it('expands bands to their metafield values (OR within a kind)', () => {
    const filters = productFiltersFor(
      {
        ...EMPTY_STATE,
        brands: ['a-lange-soehne'],
        years: ['2015-2019', '2020-present'],
        sizes: ['36-38'],
        statuses: ['available'],
        price: 'over-100000',
      },
      vocabulary,
    );
    expect(filters).toEqual([
      {available: true},
      {price: {min: 100000.01}},
      {productVendor: 'A. Lange & Söhne'},
      {productMetafield: {namespace: 'custom', key: 'year', value: '2021'}},
      {productMetafield: {namespace: 'custom', key: 'year', value: '2019'}},
      {
        productMetafield: {
          namespace: 'custom',
          key: 'case_size',
          value: '38.5mm',
        },
      },
      {
        productMetafield: {
          namespace: 'custom',
          key: 'availability_status',
          value: 'available',
        },
      },
    ]);
  });
  it('matches nothing when a chosen band has no values', () => {
    const filters = productFiltersFor(
      {...EMPTY_STATE, sizes: ['under-36']},
      vocabulary,
    );
    expect(filters).toHaveLength(3);
    expect(filters[2]).toMatchObject({productMetafield: {key: 'case_size'}});
  });
  it('reads facet values from Shopify filter inputs', () => {
    const facets = readFacets([
      {
        id: 'filter.p.vendor',
        values: [{count: 3, input: '{"productVendor":"Rolex"}'}],
      },
      {
        id: 'filter.p.m.custom.year',
        values: [
          {
            count: 2,
            input:
              '{"productMetafield":{"namespace":"custom","key":"year","value":"2019"}}',
          },
        ],
      },
      {
        id: 'filter.v.price',
        values: [{count: 0, input: '{"price":{"min":0,"max":10}}'}],
      },
    ]);
    expect(facets.vendor).toEqual([{value: 'Rolex', count: 3}]);
    expect(facets.year).toEqual([{value: '2019', count: 2}]);
  });
  it('counts a band as the sum of its members and the result from the status facet', () => {
    expect(
      bandCounts(vocabulary.caseSize, caseSizeBandOf, [
        '36-38',
        '39-41',
        'over-44',
      ] as const),
    ).toEqual({'36-38': 1, '39-41': 4, 'over-44': 2});
    expect(resultTotal(vocabulary, [])).toBe(7);
    expect(resultTotal(vocabulary, ['available', 'sold'])).toBe(5);
    const counts = choiceCounts(vocabulary, {'over-100000': 3});
    expect(counts.brand.rolex).toBe(5);
    expect(counts.year['2015-2019']).toBe(3);
    expect(counts.status.on_request).toBe(1);
    expect(counts.price['over-100000']).toBe(3);
    expect(counts.price['under-10000']).toBe(0);
  });
});

describe('sort order and its cross-page stitching', () => {
  it('groups Availability & Price as available, on request, sold, then the rest', () => {
    expect(
      sortGroups('availability', vocabulary).map((g) => [g.key, g.size]),
    ).toEqual([
      ['available', 4],
      ['on_request', 1],
      ['sold', 1],
      ['other', 1],
    ]);
    expect(
      sortGroups('availability', vocabulary, ['sold', 'available']).map(
        (g) => g.key,
      ),
    ).toEqual(['available', 'sold']);
    expect(
      sortGroups('availability', vocabulary).every(
        (g) => g.reverse && g.sortKey === 'PRICE',
      ),
    ).toBe(true);
  });
  it('groups Newest by year, newest first', () => {
    expect(sortGroups('newest', vocabulary).map((g) => g.key)).toEqual([
      '2021',
      '2019',
      '1995',
    ]);
  });
  it('uses one price query for the price sorts', () => {
    expect(sortGroups('price-asc', vocabulary)).toEqual([
      {key: 'all', filters: [], sortKey: 'PRICE', reverse: false, size: null},
    ]);
    expect(sortGroups('price-desc', vocabulary)[0].reverse).toBe(true);
  });
  it('round-trips composite cursors and ignores garbage', () => {
    const cursor = {available: DONE, sold: 'eyJsYXN0IjoxfQ=='};
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor('%%%')).toEqual({});
    expect(decodeCursor(null)).toEqual({});
  });

  it('stitches pages without overlap or gaps across groups', () => {
    // Three groups of 3, 0 and 4 items, page size 2: simulate Shopify paging per group.
    const data: Record<string, string[]> = {
      a: ['a1', 'a2', 'a3'],
      b: [],
      c: ['c1', 'c2', 'c3', 'c4'],
    };
    const groups = Object.keys(data).map((key) => ({
      key,
      filters: [],
      sortKey: 'PRICE' as const,
      reverse: true,
      size: data[key].length,
    }));
    let cursor = {};
    const seen: string[] = [];
    for (let guard = 0; guard < 10; guard++) {
      const queried = groupsToQuery(groups, cursor);
      const pages = queried.map((g) => {
        const after = (cursor as Record<string, string>)[g.key];
        const start = after ? data[g.key].indexOf(after) + 1 : 0;
        const slice = data[g.key].slice(start, start + 2);
        return {
          edges: slice.map((id) => ({cursor: id, node: id})),
          hasNextPage: start + 2 < data[g.key].length,
        };
      });
      const {items, next, hasMore} = stitchPage(
        groups,
        queried,
        pages,
        cursor,
        2,
      );
      seen.push(...items);
      cursor = next;
      if (!hasMore) break;
    }
    expect(seen).toEqual(['a1', 'a2', 'a3', 'c1', 'c2', 'c3', 'c4']);
  });
});

describe('catalogue eligibility', () => {
  const watch = {
    availableForSale: true,
    featuredImage: {url: 'https://cdn/x.jpg'},
    selectedOrFirstAvailableVariant: {
      price: {amount: '9500.0', currencyCode: 'GBP'},
    },
    signature: null,
  };
  it('lists watches for sale with an image, a variant and a price that are not signature watches', () => {
    expect(isCatalogueEligible(watch)).toBe(true);
    expect(isCatalogueEligible({...watch, availableForSale: false})).toBe(
      false,
    );
    expect(isCatalogueEligible({...watch, featuredImage: null})).toBe(false);
    expect(
      isCatalogueEligible({...watch, selectedOrFirstAvailableVariant: null}),
    ).toBe(false);
    expect(
      isCatalogueEligible({
        ...watch,
        selectedOrFirstAvailableVariant: {
          price: {amount: '0.0', currencyCode: 'GBP'},
        },
      }),
    ).toBe(false);
    expect(isCatalogueEligible({...watch, signature: {value: ' Yes '}})).toBe(
      false,
    );
  });
  it('drops on the page only what a filter cannot express', () => {
    expect(
      passesPageChecks(
        {...watch, featuredImage: null},
        {excludeSignature: false},
      ),
    ).toBe(false);
    expect(
      passesPageChecks(
        {...watch, signature: {value: 'true'}},
        {excludeSignature: true},
      ),
    ).toBe(false);
    expect(
      passesPageChecks(
        {...watch, signature: {value: 'true'}},
        {excludeSignature: false},
      ),
    ).toBe(true);
  });
  it('lists signature watches flagged true/yes with image, variant and price', () => {
    expect(isSignatureListed({...watch, signature: {value: 'TRUE'}})).toBe(
      true,
    );
    expect(isSignatureListed(watch)).toBe(false);
  });
});

describe('the listed catalogue where Shopify counts', () => {
  it('narrows a search to watches without the not-listed tag', () => {
    expect(listedSearchQuery('daytona')).toBe('(daytona) AND -tag:not-listed');
    expect(listedSearchQuery(' nautilus (5711 ')).toBe(
      '(nautilus 5711) AND -tag:not-listed',
    );
  });

  it('subtracts the facet counts of watches left out', () => {
    const all = {
      vendor: [
        {value: 'Rolex', count: 6},
        {value: 'Tudor', count: 1},
      ],
      status: [{value: 'available', count: 7}],
      year: [],
      caseSize: [{value: '40mm', count: 3}],
    };
    const signature = {
      vendor: [{value: 'Rolex', count: 1}],
      status: [{value: 'available', count: 1}],
      year: [],
      caseSize: [{value: '40mm', count: 3}],
    };
    expect(subtractFacets(all, signature)).toEqual({
      vendor: [
        {value: 'Rolex', count: 5},
        {value: 'Tudor', count: 1},
      ],
      status: [{value: 'available', count: 6}],
      year: [],
      caseSize: [],
    });
  });
});
