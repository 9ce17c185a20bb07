import {createHmac} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {
  buyableWatchFacts,
  normalizeReference,
  pricedWatchFacts,
} from '../../domain/alerts/watchFacts';
import {siteOf} from '~/domain/markets/sitePath';
import {
  alertLink,
  checkConfirmLink,
  signAlertLink,
  verifyAlertLink,
} from './links';
import {alertDescription, mailSafeReference} from '../../domain/alerts/label';
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
      size_band: '39-41',
      status: 'on_request',
    });
  });

  it("bands the watch in each market's currency by that market's own price, leaving out a market that does not sell it", () => {
    const facts = pricedWatchFacts(buyableWatchFacts(product())!, {
      GB: {amount: '95000.0', currencyCode: 'GBP'},
      US: {amount: '120000.0', currencyCode: 'USD'},
      HK: {amount: '990000.0', currencyCode: 'HKD'},
      AE: null,
    });
    expect(facts.price_bands).toEqual({
      GBP: '50000-100000',
      USD: '50000-100000',
      HKD: '50000-100000',
    });
    expect(facts.prices).toEqual({
      GB: {amount: '95000.0', currencyCode: 'GBP'},
      US: {amount: '120000.0', currencyCode: 'USD'},
      HK: {amount: '990000.0', currencyCode: 'HKD'},
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
      '0b7c6a52-3f0e-4d59-9a57-3c1a4d6f9e10',
    );
    expect(link).toMatch(
      /^https:\/\/shop\.example\/de\/alerts\/manage\?alert=0b7c6a52-3f0e-4d59-9a57-3c1a4d6f9e10&s=[\w-]+$/,
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
      site: siteOf('uk', 'de'),
      target,
      source: 'catalogue',
    });
    expect(row).toMatchObject({
      kind: 'filter',
      brands: ['rolex'],
      year_bands: ['2020-present'],
      locale: 'de',
      country: 'GB',
      currency: 'GBP',
    });
    expect(row.consent_text).toMatch(/Link zum Abmelden/);
  });
});

describe('confirm links', () => {
  const link = {
    secret: 'secret-secret-secret',
    origin: 'https://shop.example',
    locale: 'en' as const,
  };
  const id = '0b7c6a52-3f0e-4d59-9a57-3c1a4d6f9e10';
  const day = 24 * 60 * 60 * 1000;

  it('work for seven days from the time they carry, signed with it', async () => {
    const issued = Date.UTC(2026, 10, 1);
    const url = new URL(await alertLink(link, 'confirm', id, issued));
    expect(url.searchParams.get('t')).toBe(String(issued / 1000));
    const check = (at: number, target = url) =>
      checkConfirmLink(link.secret, target, at);
    expect(await check(issued)).toBe('valid');
    expect(await check(issued + 7 * day - 1000)).toBe('valid');
    expect(await check(issued + 7 * day + 1000)).toBe('expired');
    const later = new URL(url);
    later.searchParams.set('t', String(issued / 1000 + 7 * 86400));
    expect(await check(issued + 8 * day, later)).toBe('invalid');
    const untimed = new URL(url);
    untimed.searchParams.delete('t');
    expect(await check(issued, untimed)).toBe('invalid');
    untimed.searchParams.set(
      's',
      await signAlertLink(link.secret, 'confirm', id),
    );
    expect(await check(issued, untimed)).toBe('expired');
  });
});

describe('alert descriptions for e-mails', () => {
  it('repeat a reference only when it reads as one', () => {
    expect(mailSafeReference('126610ln')).toBe('126610LN');
    expect(mailSafeReference('5711/1A-010')).toBe('5711/1A-010');
    expect(mailSafeReference('210.30.42.20.01.001')).toBe(
      '210.30.42.20.01.001',
    );
    for (const text of [
      'WWW.EVIL.EXAMPLE',
      'EVIL1.COM',
      'PAYPAL-LOGIN-2026',
      'AB',
      '1.',
      '.1',
    ])
      expect(mailSafeReference(text)).toBeNull();
  });

  it('use the shop’s own labels and drop what it does not know', () => {
    expect(
      alertDescription('en', {
        kind: 'filter',
        reference: null,
        brands: ['rolex', 'evil-brand'],
        year_bands: ['2020-present'],
        price_band: 'call-us-now',
        size_bands: ['39-41'],
      }),
    ).toBe('Rolex, 2020-Present, 39-41 mm');
    expect(
      alertDescription('en', {kind: 'filter', reference: null, brands: ['x']}),
    ).toBeNull();
    expect(
      alertDescription('de', {kind: 'reference', reference: '126610LN'}),
    ).toBe('Referenz 126610LN');
  });
});
