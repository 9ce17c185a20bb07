import {describe, expect, it} from 'vitest';
import {
  brandSlug,
  oneYearAhead,
  productJsonLd,
  type ProductForJsonLd,
} from './productJsonLd';

const base: ProductForJsonLd = {
  title: 'Rolex Submariner Date 126610LN',
  vendor: 'Rolex',
  description: 'A modern Submariner.',
  url: 'https://shop.example/products/rolex-submariner',
  images: ['https://cdn.example/1.jpg', 'https://cdn.example/2.jpg'],
  reference: '126610LN',
  price: {amount: '12500.0', currencyCode: 'GBP'},
  status: 'available',
  condition: 'Excellent',
  shopName: 'Cheshire Watch Exchange',
};
const now = new Date('2026-03-15T12:00:00Z');

describe('productJsonLd', () => {
  it('names the watch, its images, brand and reference as sku and mpn', () => {
    const data = productJsonLd(base, now);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: base.title,
      description: base.description,
      image: base.images,
      brand: {'@type': 'Brand', name: 'Rolex'},
      sku: '126610LN',
      mpn: '126610LN',
    });
  });

  it('offers the watch in GBP, valid for a year, with mapped condition and availability', () => {
    const offer = productJsonLd(base, now).offers as Record<string, unknown>;
    expect(offer).toMatchObject({
      '@type': 'Offer',
      price: '12500.00',
      priceCurrency: 'GBP',
      priceValidUntil: '2027-03-15',
      itemCondition: 'https://schema.org/UsedCondition',
      availability: 'https://schema.org/InStock',
    });
  });

  it.each([
    [
      'available',
      'Unworn',
      'https://schema.org/InStock',
      'https://schema.org/NewCondition',
    ],
    [
      'on_request',
      'Serviced by Patek Philippe',
      'https://schema.org/PreOrder',
      'https://schema.org/RefurbishedCondition',
    ],
    [
      'sold',
      'Very good',
      'https://schema.org/OutOfStock',
      'https://schema.org/UsedCondition',
    ],
    [
      'mystery',
      undefined,
      'https://schema.org/OutOfStock',
      'https://schema.org/UsedCondition',
    ],
  ])(
    'status %s and condition %s map to %s and %s',
    (status, condition, availability, itemCondition) => {
      const offer = productJsonLd({...base, status, condition}, now)
        .offers as Record<string, unknown>;
      expect(offer.availability).toBe(availability);
      expect(offer.itemCondition).toBe(itemCondition);
    },
  );

  it('leaves the price out when the dealer has not set one', () => {
    const offer = productJsonLd({...base, price: null}, now).offers as Record<
      string,
      unknown
    >;
    expect(offer.price).toBeUndefined();
    expect(offer.priceCurrency).toBe('GBP');
  });

  it('survives JSON round trips unchanged', () => {
    const data = productJsonLd(base, now);
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});

describe('oneYearAhead', () => {
  it('is the same calendar day next year', () => {
    expect(oneYearAhead(new Date('2026-01-31T23:30:00Z'))).toBe('2027-01-31');
  });
});

describe('brandSlug', () => {
  it('builds the collection slug from the vendor', () => {
    expect(brandSlug('Patek Philippe')).toBe('patek-philippe');
    expect(brandSlug('Rolex')).toBe('rolex');
    expect(brandSlug('A. Lange & Söhne')).toBe('a-lange-soehne');
  });
});
