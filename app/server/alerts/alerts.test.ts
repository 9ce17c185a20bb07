import {createHmac} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {
  buyableWatchFacts,
  normalizeReference,
} from '../../domain/alerts/watchFacts';
import {alertLink, signAlertLink, verifyAlertLink} from './links';
import {signShopifyBody, verifyShopifyHmac} from './shopifyWebhook';
import {
  alertLabel,
  alertRow,
  parseAlertTarget,
} from '../../domain/alerts/request';

const product = (overrides: Record<string, unknown> = {}) => ({
  id: 42,
  admin_graphql_api_id: 'gid://shopify/Product/42',
  title: 'Patek Philippe Nautilus',
  handle: 'patek-philippe-nautilus-5711',
  vendor: 'Patek Philippe',
  status: 'active',
  published_at: '2026-01-01T00:00:00Z',
  variants: [{sku: '5711/1A-010', price: '95000.00'}],
  metafields: [
    {namespace: 'custom', key: 'availability_status', value: 'on_request'},
    {
      namespace: 'custom',
      key: 'reference_number',
      value: '5711/1A-010, 5711 1a',
    },
    {namespace: 'custom', key: 'year', value: '2019'},
    {namespace: 'custom', key: 'case_size', value: '40mm'},
  ],
  ...overrides,
});

describe('buyableWatchFacts', () => {
  it('reduces a products/update payload to the facts alerts match on', () => {
    expect(buyableWatchFacts(product())).toEqual({
      id: 'gid://shopify/Product/42',
      handle: 'patek-philippe-nautilus-5711',
      title: 'Patek Philippe Nautilus',
      vendor: 'Patek Philippe',
      brand: 'patek-philippe',
      references: ['5711/1A-010', '57111A'],
      year_band: '2015-2019',
      price_band: '50000-100000',
      size_band: '39-41',
      price: '95000.00',
      status: 'on_request',
    });
  });

  it('matches only a watch that is available or on request, published and priced', () => {
    const status = (value: string) => ({
      metafields: [{namespace: 'custom', key: 'availability_status', value}],
    });
    expect(buyableWatchFacts(product(status('available')))).not.toBeNull();
    expect(buyableWatchFacts(product(status('sold')))).toBeNull();
    expect(buyableWatchFacts(product(status('reserved')))).toBeNull();
    expect(buyableWatchFacts(product({status: 'draft'}))).toBeNull();
    expect(buyableWatchFacts(product({published_at: null}))).toBeNull();
    expect(
      buyableWatchFacts(product({variants: [{sku: 'X', price: '0.00'}]})),
    ).toBeNull();
    expect(buyableWatchFacts(product({metafields: []}))).toBeNull();
    expect(buyableWatchFacts('nonsense')).toBeNull();
  });

  it('compares references upper-case without spaces', () => {
    expect(normalizeReference(' 126610 ln ')).toBe('126610LN');
  });
});

describe('signed alert links', () => {
  it('verify for their purpose and subject only', async () => {
    const signature = await signAlertLink(
      'secret-secret-secret',
      'confirm',
      'abc',
    );
    expect(
      await verifyAlertLink(
        'secret-secret-secret',
        'confirm',
        'abc',
        signature,
      ),
    ).toBe(true);
    expect(
      await verifyAlertLink(
        'secret-secret-secret',
        'unsubscribe',
        'abc',
        signature,
      ),
    ).toBe(false);
    expect(
      await verifyAlertLink(
        'secret-secret-secret',
        'confirm',
        'abd',
        signature,
      ),
    ).toBe(false);
    expect(
      await verifyAlertLink(
        'another-secret-value',
        'confirm',
        'abc',
        signature,
      ),
    ).toBe(false);
    expect(
      await verifyAlertLink('secret-secret-secret', 'confirm', 'abc', null),
    ).toBe(false);
  });

  it('keep the language of the subscriber', async () => {
    const link = await alertLink(
      {
        secret: 'secret-secret-secret',
        origin: 'https://shop.example',
        locale: 'de',
      },
      'manage',
      'a@example.com',
    );
    expect(link).toMatch(
      /^https:\/\/shop\.example\/de\/alerts\/manage\?email=a%40example\.com&s=[\w-]+$/,
    );
  });
});

describe('Shopify webhook HMAC', () => {
  it('accepts what Shopify computes (base64 HMAC-SHA256 of the raw body) and nothing else', async () => {
    const body = '{"id":1,"title":"Ünïcode"}';
    const shopify = createHmac('sha256', 'hush')
      .update(body, 'utf8')
      .digest('base64');
    expect(await signShopifyBody('hush', body)).toBe(shopify);
    expect(await verifyShopifyHmac('hush', body, shopify)).toBe(true);
    expect(await verifyShopifyHmac('hush', `${body} `, shopify)).toBe(false);
    expect(await verifyShopifyHmac('other', body, shopify)).toBe(false);
    expect(await verifyShopifyHmac('hush', body, null)).toBe(false);
    expect(await verifyShopifyHmac('hush', body, 'not base64!')).toBe(false);
  });
});

describe('alert requests', () => {
  const form = (entries: Array<[string, string]>) => {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return data;
  };

  it('read a reference or a filter set, and refuse anything else', () => {
    expect(
      parseAlertTarget(
        form([
          ['kind', 'reference'],
          ['reference', '126610ln'],
        ]),
      ),
    ).toEqual({
      kind: 'reference',
      reference: '126610LN',
      title: null,
    });
    expect(
      parseAlertTarget(
        form([
          ['kind', 'filter'],
          ['brand', 'rolex'],
          ['brand', 'not-a-brand'],
          ['price', 'under-10000'],
        ]),
      ),
    ).toEqual({
      kind: 'filter',
      filters: {brands: ['rolex'], years: [], price: 'under-10000', sizes: []},
    });
    expect(parseAlertTarget(form([['kind', 'filter']]))).toBeNull();
    expect(
      parseAlertTarget(
        form([
          ['kind', 'reference'],
          ['reference', '<b>'],
        ]),
      ),
    ).toBeNull();
    expect(parseAlertTarget(form([['kind', 'everything']]))).toBeNull();
  });

  it('label what was asked for in the visitor’s language and store the consent wording', () => {
    const target = {
      kind: 'filter' as const,
      filters: {
        brands: ['rolex' as const],
        years: ['2020-present' as const],
        price: null,
        sizes: [],
      },
    };
    expect(alertLabel('en', target)).toBe('Rolex, 2020-Present');
    expect(
      alertLabel('de', {kind: 'reference', reference: '5711/1A', title: null}),
    ).toBe('Referenz 5711/1A');
    const row = alertRow({
      id: 'x',
      email: 'a@example.com',
      locale: 'de',
      target,
      source: 'catalogue',
    });
    expect(row).toMatchObject({
      kind: 'filter',
      brands: ['rolex'],
      year_bands: ['2020-present'],
      locale: 'de',
    });
    expect(row.consent_text).toMatch(/Link zum Abmelden/);
  });
});
