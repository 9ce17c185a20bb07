import {describe, expect, it} from 'vitest';
import {
  childText,
  childrenNamed,
  parseXml,
  type XmlElement,
} from '../../../tests/support/xml';
import {
  feedExclusions,
  feedPrice,
  renderMerchantFeed,
  type FeedProduct,
} from './merchantFeed';

const ORIGIN = 'https://shop.example.co.uk';

let counter = 0;
function product(
  overrides: Omit<Partial<FeedProduct>, 'status' | 'condition'> & {
    price?: string | null;
    status?: string | null;
    conditionText?: string | null;
  } = {},
): FeedProduct {
  counter += 1;
  const {
    price = '12500',
    status = 'available',
    conditionText = 'Excellent',
    ...rest
  } = overrides;
  return {
    id: `gid://shopify/Product/${1000 + counter}`,
    handle: `watch-${counter}`,
    title: `Watch ${counter}`,
    vendor: 'Rolex',
    description: 'A fine watch.',
    images: {nodes: [{url: `https://cdn.example/${counter}/1.jpg`}]},
    priceRange: {
      minVariantPrice: {amount: price ?? '0.0', currencyCode: 'GBP'},
    },
    selectedOrFirstAvailableVariant: {sku: `REF-${counter}`},
    status: status === null ? null : {value: status},
    reference: {value: `126500LN-${counter}, 116500LN`},
    condition: conditionText === null ? null : {value: conditionText},
    ...rest,
  };
}

function feed(products: FeedProduct[]) {
  const xml = renderMerchantFeed(products, {
    origin: ORIGIN,
    title: 'Shop & Co – Watches',
    description: 'Pre-owned "luxury" watches',
  });
  const rss = parseXml(xml);
  const channel = rss.children[0];
  return {xml, rss, channel, items: childrenNamed(channel, 'item')};
}

const field = (item: XmlElement, name: string) => childText(item, `g:${name}`);

describe('Merchant feed document', () => {
  it('is RSS 2.0 with the g: namespace and the feed title', () => {
    const {rss, channel} = feed([product()]);
    expect(rss.name).toBe('rss');
    expect(rss.attributes.version).toBe('2.0');
    expect(rss.attributes['xmlns:g']).toBe('http://base.google.com/ns/1.0');
    expect(channel.name).toBe('channel');
    expect(childText(channel, 'title')).toBe('Shop & Co – Watches');
    expect(childText(channel, 'link')).toBe(`${ORIGIN}/`);
    expect(childText(channel, 'description')).toBe(
      'Pre-owned "luxury" watches',
    );
  });

  it('carries every required field of an item', () => {
    const p = product({price: '12500', title: 'Rolex Submariner'});
    const [item] = feed([p]).items;
    expect(field(item, 'id')).toBe(p.id.split('/').pop());
    expect(field(item, 'title')).toBe('Rolex Submariner');
    expect(field(item, 'description')).toBe('A fine watch.');
    expect(field(item, 'link')).toBe(`${ORIGIN}/products/${p.handle}`);
    expect(field(item, 'image_link')).toBe(p.images.nodes[0].url);
    expect(field(item, 'price')).toBe('12500.00 GBP');
    expect(field(item, 'brand')).toBe('Rolex');
    // The first of several comma-separated references.
    expect(field(item, 'mpn')).toBe(p.reference!.value.split(',')[0]);
    expect(field(item, 'identifier_exists')).toBe('yes');
    expect(field(item, 'condition')).toBe('used');
    expect(field(item, 'availability')).toBe('in stock');
    expect(field(item, 'google_product_category')).toBe('201');
  });

  it('falls back to the variant SKU when no reference metafield is set', () => {
    const [item] = feed([product({reference: null})]).items;
    expect(field(item, 'mpn')).toMatch(/^REF-\d+$/);
  });

  it('formats prices with two decimals and the currency', () => {
    expect(feedPrice({amount: '12500', currencyCode: 'GBP'})).toBe(
      '12500.00 GBP',
    );
    expect(feedPrice({amount: '1500000.0', currencyCode: 'GBP'})).toBe(
      '1500000.00 GBP',
    );
    expect(feedPrice({amount: '9999.5', currencyCode: 'EUR'})).toBe(
      '9999.50 EUR',
    );
  });

  it('leaves out watches with no price and keeps signature watches', () => {
    const unpriced = product({price: null});
    const zero = product({price: '0.0'});
    const signature = product({
      signature: {value: 'true'},
      title: 'Signature Nautilus',
    });
    const {items} = feed([unpriced, zero, signature]);
    expect(items.map((item) => field(item, 'title'))).toEqual([
      'Signature Nautilus',
    ]);
  });

  it('maps every availability status the shop acts on', () => {
    const cases: Array<[string | null, string]> = [
      ['available', 'in stock'],
      ['on_request', 'preorder'],
      ['sold', 'out of stock'],
      ['Sold ', 'out of stock'],
    ];
    const {items} = feed(cases.map(([status]) => product({status})));
    expect(items.map((item) => field(item, 'availability'))).toEqual(
      cases.map(([, expected]) => expected),
    );
  });

  it('leaves out watches of an unknown status and without an image, and says why', () => {
    const reserved = product({status: 'reserved', title: 'Reserved'});
    const none = product({status: null, title: 'No status'});
    const bare = product({images: {nodes: []}, title: 'No photos'});
    const unpriced = product({
      title: 'No price',
      priceRange: {minVariantPrice: {amount: '0.0', currencyCode: 'GBP'}},
    });
    const {items} = feed([reserved, none, bare, unpriced, product()]);
    expect(items).toHaveLength(1);
    expect(
      feedExclusions([reserved, none, bare, unpriced]).map((e) => [
        e.title,
        e.reason,
      ]),
    ).toEqual([
      ['Reserved', 'status-unknown'],
      ['No status', 'status-unknown'],
      ['No photos', 'no-image'],
      ['No price', 'no-price'],
    ]);
  });

  it('maps every condition case', () => {
    const cases: Array<[string | null, string]> = [
      ['New', 'new'],
      ['Brand new, stickers on', 'new'],
      ['Unworn', 'new'],
      ['Refurbished by Rolex', 'refurbished'],
      ['Serviced 2023', 'refurbished'],
      ['Excellent', 'used'],
      ['Very good, light wear', 'used'],
      ['', 'used'],
      [null, 'used'],
    ];
    const {items} = feed(
      cases.map(([conditionText]) => product({conditionText})),
    );
    expect(items.map((item) => field(item, 'condition'))).toEqual(
      cases.map(([, expected]) => expected),
    );
  });

  it("reads the old site's misspelt condition key as a fallback", () => {
    const [item] = feed([
      product({conditionText: null, conditionOldKey: {value: 'Unworn'}}),
    ]).items;
    expect(field(item, 'condition')).toBe('new');
  });

  it('escapes hostile titles and keeps non-Latin text', () => {
    const titles = [
      'Cartier & Co. "Santos" <100>',
      `It's a ]]> "quoted" & <b>bold</b> title`,
      'ロレックス デイトナ 116500LN',
      'A. Lange & Söhne Zeitwerk – Ω ⌚ 😀',
      'Control\u0001chars\u0008here',
    ];
    const {xml, items} = feed(
      titles.map((title) =>
        product({title, vendor: title, description: title}),
      ),
    );
    const readable = titles.map((t) =>
      t.replace('\u0001', '').replace('\u0008', ''),
    );
    expect(items.map((item) => field(item, 'title'))).toEqual(readable);
    expect(items.map((item) => field(item, 'brand'))).toEqual(readable);
    expect(xml).not.toContain('<b>');
  });

  it('cuts descriptions at 5000 characters and sends at most 10 additional images', () => {
    const images = {
      nodes: Array.from({length: 15}, (_, i) => ({
        url: `https://cdn.example/x/${i}.jpg`,
      })),
    };
    const [item] = feed([
      product({description: 'x'.repeat(4990) + '😀'.repeat(20), images}),
    ]).items;
    const description = field(item, 'description')!;
    expect(description.length).toBeLessThanOrEqual(5000);
    expect(description.startsWith('x'.repeat(4990))).toBe(true);
    expect(field(item, 'image_link')).toBe('https://cdn.example/x/0.jpg');
    const additional = childrenNamed(item, 'g:additional_image_link').map(
      (e) => e.text,
    );
    expect(additional).toEqual(images.nodes.slice(1, 11).map((i) => i.url));
  });

  it('links handles safely', () => {
    const [item] = feed([product({handle: 'weird handle&x'})]).items;
    expect(field(item, 'link')).toBe(`${ORIGIN}/products/weird%20handle%26x`);
  });
});

describe('Merchant feed condition report (g:product_detail)', () => {
  const details = (item: XmlElement) =>
    childrenNamed(item, 'g:product_detail').map((detail) => [
      childText(detail, 'g:section_name'),
      childText(detail, 'g:attribute_name'),
      childText(detail, 'g:attribute_value'),
    ]);
  const withReport = (report: unknown) =>
    product({
      conditionReport: {
        value: typeof report === 'string' ? report : JSON.stringify(report),
      },
    });

  it('sends the grades per part, the last service, the provenance and the authentication steps', () => {
    const [item] = feed([
      withReport({
        parts: {
          movement: 'very good',
          case: {grade: 'excellent', note: 'Faint hairlines on the clasp'},
          dial: 'unworn',
          strap: 'good',
        },
        notes: 'Inspected in our showroom.',
        service: [
          {date: '2019-02', by: 'Rolex UK', work: 'Movement overhaul'},
          {date: '2023-05', by: 'Rolex UK', work: 'Full service'},
        ],
        provenance: {
          country: 'GB',
          year: 2019,
          documents: ['Warranty card', 'Original receipt'],
          previousOwners: 1,
        },
        authentication: [
          'Serial checked against the warranty card',
          'Calibre checked against the reference',
        ],
      }),
    ]).items;
    expect(details(item)).toEqual([
      ['Condition report', 'Case', 'Excellent (Faint hairlines on the clasp)'],
      ['Condition report', 'Bracelet or strap', 'Good'],
      ['Condition report', 'Dial', 'Unworn'],
      ['Condition report', 'Movement', 'Very good'],
      ['Service history', 'Last service', '2023-05, Rolex UK, Full service'],
      ['Provenance', 'First sold', 'United Kingdom, 2019'],
      ['Provenance', 'Documents', 'Warranty card, Original receipt'],
      ['Provenance', 'Previous owners', '1'],
      ['Authentication', 'Step 1', 'Serial checked against the warranty card'],
      ['Authentication', 'Step 2', 'Calibre checked against the reference'],
    ]);
    // After the other fields, inside the item.
    expect(item.children.at(-1)?.name).toBe('g:product_detail');
  });

  it('sends only what a partial report holds', () => {
    const {items} = feed([
      withReport({parts: {bezel: 'fair', hands: {note: 'Relumed'}}}),
      withReport({
        service: [{date: '2021', work: 'Pressure test'}],
        provenance: {country: 'Bavaria'},
      }),
      withReport({provenance: {previousOwners: 0}}),
    ]);
    expect(items.map(details)).toEqual([
      [
        ['Condition report', 'Bezel', 'Fair'],
        ['Condition report', 'Hands', 'Relumed'],
      ],
      [
        ['Service history', 'Last service', '2021, Pressure test'],
        ['Provenance', 'First sold', 'Bavaria'],
      ],
      [['Provenance', 'Previous owners', '0']],
    ]);
  });

  it('sends nothing for a watch without a report or with nothing usable in it', () => {
    const {xml, items} = feed([
      product(),
      product({conditionReport: null}),
      withReport('not json'),
      withReport({parts: {case: 'shiny'}, provenance: {}}),
    ]);
    expect(items).toHaveLength(4);
    for (const item of items) expect(details(item)).toEqual([]);
    expect(xml).not.toContain('product_detail');
  });

  it('escapes the dealer’s words as every other field and keeps values within Google’s limits', () => {
    const hostile = `Tiffany & Co. "Blue" <dial> it's ]]> Söhne 😀`;
    const {xml, items} = feed([
      withReport({
        parts: {dial: {grade: 'excellent', note: hostile}},
        service: [
          {
            date: '2024-01',
            by: 'A'.repeat(600),
            work: `Control\u0001char & ${'B'.repeat(600)}`,
          },
        ],
        provenance: {documents: ['Card <signed> & stamped', '\uD800half']},
        authentication: [`<script>alert("x")</script> & checked`],
      }),
    ]);
    const rows = details(items[0]);
    expect(rows[0]).toEqual([
      'Condition report',
      'Dial',
      `Excellent (${hostile})`,
    ]);
    expect(rows[1][2]!.length).toBeLessThanOrEqual(1000);
    expect(rows[1][2]).toMatch(/^2024-01, A{600}, /);
    expect(rows[2]).toEqual([
      'Provenance',
      'Documents',
      'Card <signed> & stamped, half',
    ]);
    expect(rows[3]).toEqual([
      'Authentication',
      'Step 1',
      '<script>alert("x")</script> & checked',
    ]);
    expect(xml).not.toContain('<script>');
    expect(xml).not.toContain('<dial>');
    expect(xml).toContain('Tiffany &amp; Co. &quot;Blue&quot; &lt;dial&gt;');
  });
});
