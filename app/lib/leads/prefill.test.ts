import {describe, expect, it} from 'vitest';
import {enquiryHref} from './enquiryLink';
import {enquiryPrefill} from './prefill';

describe('the enquiry link of a watch', () => {
  it('carries the watch there and back, in the visitor language', () => {
    const watch = {
      productSku: '5260/1455R-001',
      productTitle: 'Patek Philippe Aquanaut Luce & Co',
    };
    const href = enquiryHref('de', watch);
    expect(href.startsWith('/de/api/enquiry?')).toBe(true);
    expect(enquiryPrefill(new URL(href, 'http://shop.test'))).toEqual(watch);
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
