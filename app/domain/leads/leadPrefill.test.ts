import {describe, expect, it} from 'vitest';
import {enquiryHref} from '~/domain/leads/enquiryLink';
import {siteOf} from '~/domain/markets/sitePath';
import {enquiryPrefill} from './leadPrefill';

describe('the enquiry link of a watch', () => {
  it('carries the watch there and back, in the visitor language', () => {
    const watch = {
      productSku: '5260/1455R-001',
      productTitle: 'Patek Philippe Aquanaut Luce & Co',
    };
    const href = enquiryHref(siteOf('uk', 'de'), watch);
    expect(href.startsWith('/de/api/enquiry?')).toBe(true);
    expect(enquiryPrefill(new URL(href, 'http://shop.test'))).toEqual({
      ...watch,
      subject: '',
    });
  });
  it('carries a chosen subject (a sell option) and nothing it was not given', () => {
    const href = enquiryHref(siteOf('uk', 'en'), {
      subject: 'Part Exchange Enquiry',
      productTitle: 'Part Exchange',
    });
    expect(href).toBe(
      '/api/enquiry?watch=Part+Exchange&subject=Part+Exchange+Enquiry',
    );
    expect(enquiryPrefill(new URL(href, 'http://shop.test'))).toEqual({
      productSku: '',
      productTitle: 'Part Exchange',
      subject: 'Part Exchange Enquiry',
    });
    expect(enquiryHref(siteOf('uk', 'de'))).toBe('/de/api/enquiry');
  });
  it('cleans and caps what arrives', () => {
    const url = new URL(
      `http://shop.test/api/enquiry?sku=%00abc%0A&watch=${'x'.repeat(300)}`,
    );
    const prefill = enquiryPrefill(url);
    expect(prefill.productSku).toBe('abc');
    expect(prefill.productTitle).toHaveLength(200);
  });
});
