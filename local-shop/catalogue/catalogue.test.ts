import {describe, expect, it} from 'vitest';
import marketsConfig from '../../app/domain/markets/markets.json';

import {
  boxPapersLabel,
  caseSizeBand,
  catalogueStats,
  collectionSlug,
  loadCatalogue,
  priceBand,
  yearBand,
} from './index';

const stock = loadCatalogue();
const REQUIRED_METAFIELDS = [
  'availability_status',
  'reference_number',
  'year',
  'case_size',
  'case_material',
  'bracelet_material',
  'movement',
  'water_resistance',
  'crystal',
  'condition',
  'dial',
];
const STANDARD_KEYS = new Set([
  ...REQUIRED_METAFIELDS,
  'box',
  'papers',
  'signature_watches',
]);
const alnum = (text: string) => text.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
const isYes = (value?: string) => /^(true|yes)$/i.test(value?.trim() ?? '');

describe('dealer stock', () => {
  it('holds at least 80 watches with unique, well-formed handles', () => {
    expect(stock.length).toBeGreaterThanOrEqual(80);
    const handles = stock.map((seed) => seed.handle);
    expect(new Set(handles).size).toBe(handles.length);
    for (const handle of handles)
      expect(handle).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('covers the main houses with exact vendor names, plus others', () => {
    const vendors = new Set(stock.map((seed) => seed.vendor));
    for (const vendor of [
      'Rolex',
      'Patek Philippe',
      'Audemars Piguet',
      'Richard Mille',
      'Vacheron Constantin',
      'A. Lange & Söhne',
      'Omega',
      'Cartier',
      'Tudor',
      'IWC',
      'Jaeger-LeCoultre',
      'F.P. Journe',
    ]) {
      expect(vendors, vendor).toContain(vendor);
    }
  });

  it('gives every watch the product type, metafields and a multi-paragraph description', () => {
    for (const seed of stock) {
      expect(seed.productType).toBe('Watch');
      for (const key of REQUIRED_METAFIELDS)
        expect(seed.metafields[key], `${seed.handle} ${key}`).toBeTruthy();
      expect(seed.description.split('\n\n').length).toBeGreaterThanOrEqual(2);
      // Titles name the reference (F.P. Journe has model names rather than numbered references).
      if (seed.vendor !== 'F.P. Journe') {
        const title = alnum(seed.title);
        const refs = seed.metafields.reference_number
          .split(',')
          .map((ref) => alnum(ref.split('-')[0].split('.OO')[0]));
        expect(
          refs.some((ref) => title.includes(ref)),
          seed.title,
        ).toBe(true);
      }
      expect(Number.isNaN(Date.parse(seed.createdAt))).toBe(false);
    }
  });

  it('spreads creation dates over 2024-2026', () => {
    const years = new Set(stock.map((seed) => seed.createdAt.slice(0, 4)));
    expect([...years].sort()).toEqual(['2024', '2025', '2026']);
  });

  it('has every availability status, including an unknown one', () => {
    const statuses = catalogueStats(stock).byStatus;
    for (const status of ['available', 'on_request', 'sold'])
      expect(statuses[status]).toBeGreaterThanOrEqual(3);
    const unknown = Object.keys(statuses).filter(
      (s) => !['available', 'on_request', 'sold'].includes(s),
    );
    expect(unknown).toContain('coming_soon');
  });

  it('has every box-and-papers label and every raw spelling of yes and no', () => {
    const labels = catalogueStats(stock).byBoxPapers;
    for (const label of [
      'Complete Set',
      'Box Only',
      'Papers Only',
      'Watch Only',
    ])
      expect(labels[label]).toBeGreaterThan(0);
    const raw = new Set(
      stock.flatMap((seed) => [seed.metafields.box, seed.metafields.papers]),
    );
    for (const value of ['Yes', 'yes', 'true', 'No', undefined])
      expect(raw).toContain(value);
  });

  it('covers every year band, and every decade back to the 1960s', () => {
    const bands = catalogueStats(stock).byYearBand;
    for (const band of [
      '2020-Present',
      '2015-2019',
      '2010-2014',
      '2000-2009',
      'Pre-2000',
    ])
      expect(bands[band]).toBeGreaterThan(0);
    const decades = new Set(
      stock.map((seed) => seed.metafields.year?.slice(0, 3)),
    );
    for (const decade of ['196', '197', '198', '199'])
      expect(decades).toContain(decade);
  });

  it('covers every price band, the edges, the extremes and unpriced watches', () => {
    const bands = catalogueStats(stock).byPriceBand;
    for (const band of [
      'under-10000',
      '10000-25000',
      '25000-50000',
      '50000-100000',
      'over-100000',
    ]) {
      expect(bands[band]).toBeGreaterThan(0);
    }
    const prices = stock.map((seed) => seed.price);
    for (const edge of [10000, 25000, 100000, 1500000])
      expect(prices).toContain(edge);
    const priced = prices.filter((p): p is number => p !== null);
    expect(Math.min(...priced)).toBeGreaterThanOrEqual(3500);
    expect(Math.max(...priced)).toBe(1500000);
    expect(prices.filter((p) => p === null).length).toBeGreaterThanOrEqual(1);
  });

  it('covers every case-size band, edge sizes and decimal sizes', () => {
    const bands = catalogueStats(stock).byCaseSizeBand;
    for (const band of ['<36', '36-38', '39-41', '42-44', '>44'])
      expect(bands[band]).toBeGreaterThan(0);
    const sizes = new Set(stock.map((seed) => seed.metafields.case_size));
    for (const edge of ['36mm', '38mm', '39mm', '41mm', '42mm', '44mm', '45mm'])
      expect(sizes).toContain(edge);
    expect(
      [...sizes].filter((size) => /\d\.\d+mm$/.test(size ?? '')).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('has watches with several comma-separated references', () => {
    expect(
      stock.filter((seed) => seed.metafields.reference_number.includes(','))
        .length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('flags the signature watches, including the named pieces', () => {
    const signature = stock.filter((seed) =>
      isYes(seed.metafields.signature_watches),
    );
    const titles = signature.map((seed) => seed.title).join(' | ');
    expect(titles).toContain('126599RBOW');
    expect(titles).toContain('Nautilus 5738/50G');
    expect(titles).toContain('5260/1455R');
    const luce = stock.find(
      (seed) => seed.handle === 'aquanaut-luce-minute-repeater-rose-gold',
    );
    expect(luce && isYes(luce.metafields.signature_watches)).toBe(true);
    const repeater = signature.find((seed) => seed.price === 1500000);
    expect(repeater?.vendor).toBe('Patek Philippe');
    expect(repeater?.title).toMatch(/Minute Repeater/);
    expect(repeater?.metafields.availability_status).toBe('on_request');
    expect(repeater?.imageCount).toBe(8);
  });

  it('has products without images, with varied gallery sizes, and with stock above one', () => {
    expect(stock.some((seed) => seed.imageCount === 0)).toBe(true);
    expect(
      new Set(stock.map((seed) => seed.imageCount)).size,
    ).toBeGreaterThanOrEqual(4);
    expect(
      stock.filter((seed) => seed.quantity >= 2).length,
    ).toBeGreaterThanOrEqual(2);
    // The old site's sold watches (not the sold archive, which has no stock as Shopify would).
    const sold = stock.filter(
      (seed) =>
        seed.metafields.availability_status === 'sold' &&
        !seed.metafields.sold_date,
    );
    expect(
      sold.filter((seed) => seed.quantity === 0).length,
    ).toBeGreaterThanOrEqual(2);
    expect(sold.filter((seed) => seed.quantity === 1).length).toBeGreaterThan(
      sold.length / 2,
    );
  });

  it('has German translations for at least twelve watches', () => {
    const german = stock.filter(
      (seed) => seed.de?.title && seed.de.description,
    );
    expect(german.length).toBeGreaterThanOrEqual(12);
    for (const seed of german)
      expect(seed.de!.description!.split('\n\n').length).toBeGreaterThanOrEqual(
        2,
      );
  });

  it('varies condition text across the feed mapping (new, refurbished, used)', () => {
    const map = (text = '') =>
      /new|unworn/i.test(text)
        ? 'new'
        : /refurbished|serviced/i.test(text)
          ? 'refurbished'
          : 'used';
    const mapped = new Set(stock.map((seed) => map(seed.metafields.condition)));
    expect(mapped).toEqual(new Set(['new', 'refurbished', 'used']));
  });

  it('has free-form specifications on several watches', () => {
    const extra = stock.filter((seed) =>
      Object.keys(seed.metafields).some((key) => !STANDARD_KEYS.has(key)),
    );
    expect(extra.length).toBeGreaterThanOrEqual(6);
  });

  it('has a title with an ampersand and quotes for escaping tests', () => {
    expect(
      stock.some(
        (seed) => seed.title.includes('&') && seed.title.includes('"'),
      ),
    ).toBe(true);
  });

  it('returns independent copies', () => {
    const first = loadCatalogue();
    first[0].title = 'changed';
    expect(loadCatalogue()[0].title).not.toBe('changed');
  });
});

describe('generated extras', () => {
  it('appends the requested number, deterministically, with distinct handles', () => {
    const a = loadCatalogue({extraProducts: 250});
    const b = loadCatalogue({extraProducts: 250});
    expect(a.length).toBe(stock.length + 250);
    expect(a).toEqual(b);
    const extras = a.slice(stock.length);
    expect(extras[0].handle).toBe('generated-watch-00001');
    expect(new Set(a.map((seed) => seed.handle)).size).toBe(a.length);
  });

  it('spreads over all brands, statuses and bands', () => {
    const extras = loadCatalogue({extraProducts: 60}).slice(stock.length);
    const vendors = new Set(extras.map((seed) => seed.vendor));
    for (const vendor of [
      'Rolex',
      'Patek Philippe',
      'A. Lange & Söhne',
      'Richard Mille',
    ])
      expect(vendors).toContain(vendor);
    const statuses = new Set(
      extras.map((seed) => seed.metafields.availability_status),
    );
    expect(statuses).toEqual(
      new Set(['available', 'on_request', 'sold', 'coming_soon']),
    );
    expect(
      new Set(extras.map((seed) => yearBand(seed.metafields.year))).size,
    ).toBe(5);
    expect(new Set(extras.map((seed) => priceBand(seed.price))).size).toBe(5);
    expect(
      new Set(extras.map((seed) => caseSizeBand(seed.metafields.case_size)))
        .size,
    ).toBe(5);
    expect(new Set(extras.map(boxPapersLabel)).size).toBe(4);
    for (const seed of extras)
      expect(seed.description.length).toBeLessThan(120);
  });

  it('treats zero or missing as none', () => {
    expect(loadCatalogue({extraProducts: 0}).length).toBe(stock.length);
    expect(loadCatalogue({}).length).toBe(stock.length);
  });
});

describe('collectionSlug', () => {
  it.each([
    ['Rolex', 'rolex'],
    ['Patek Philippe', 'patek-philippe'],
    ['Audemars Piguet', 'audemars-piguet'],
    ['A. Lange & Söhne', 'a-lange-soehne'],
    ['F.P. Journe', 'fp-journe'],
    ['Jaeger-LeCoultre', 'jaeger-lecoultre'],
    ['  Vacheron   Constantin ', 'vacheron-constantin'],
  ])('%s -> %s', (vendor, slug) => {
    expect(collectionSlug(vendor)).toBe(slug);
  });
});

describe('market prices and restrictions', () => {
  const handles = new Set(marketsConfig.markets.map((m) => m.handle));

  it('give the storefront fixed prices and a watch a market does not sell, naming only markets of markets.json', () => {
    expect(
      stock.find((s) => s.handle === 'rolex-submariner-date-126610ln')
        ?.marketPrices,
    ).toEqual({us: 14950, hk: 118000});
    expect(
      stock.find(
        (s) => s.handle === 'cartier-tank-louis-cartier-large-wgta0011',
      )?.notSoldIn,
    ).toEqual(['us']);
    for (const seed of stock) {
      for (const [market, price] of Object.entries(seed.marketPrices ?? {})) {
        expect(handles.has(market), `${seed.handle}: ${market}`).toBe(true);
        expect(Number.isInteger(price) && price > 0, seed.handle).toBe(true);
      }
      for (const market of seed.notSoldIn ?? [])
        expect(handles.has(market), `${seed.handle}: ${market}`).toBe(true);
    }
  });
});
