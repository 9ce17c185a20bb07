import {describe, expect, it} from 'vitest';
import {
  handlesToShow,
  parseRecentlyViewed,
  rememberHandle,
  requestedHandles,
} from './recentlyViewed';
import {indexAfterDrag} from '../domain/product/gallery';
import {productWhatsappLink, whatsappMessage} from '../domain/product/whatsapp';

describe('recently viewed', () => {
  it('keeps the newest eight handles, newest first, without repeats', () => {
    let handles: string[] = [];
    for (let i = 1; i <= 10; i++)
      handles = rememberHandle(handles, `watch-${i}`);
    expect(handles).toEqual([
      'watch-10',
      'watch-9',
      'watch-8',
      'watch-7',
      'watch-6',
      'watch-5',
      'watch-4',
      'watch-3',
    ]);
    expect(rememberHandle(handles, 'watch-5').slice(0, 2)).toEqual([
      'watch-5',
      'watch-10',
    ]);
  });
  it('shows three, leaving out the current watch', () => {
    expect(handlesToShow(['a', 'b', 'c', 'd'], 'a')).toEqual(['b', 'c', 'd']);
    expect(handlesToShow(['a', 'b', 'c', 'd'], 'c')).toEqual(['a', 'b', 'd']);
  });
  it('reads only a list of handles from storage', () => {
    expect(parseRecentlyViewed('["a","a",3,"b"]')).toEqual(['a', 'b']);
    expect(parseRecentlyViewed('{"a":1}')).toEqual([]);
    expect(parseRecentlyViewed('not json')).toEqual([]);
  });
  it('accepts at most three valid handles in a request', () => {
    const url = new URL(
      'http://x/api/recently-viewed?handles=a-1,B-2,,%3Cscript%3E,a-1,c,d',
    );
    expect(requestedHandles(url)).toEqual(['a-1', 'b-2', 'c']);
  });
});

describe('gallery drag rule', () => {
  it('moves one image only past 50 px, never beyond either end', () => {
    expect(indexAfterDrag(0, -50, 5)).toBe(0);
    expect(indexAfterDrag(0, -51, 5)).toBe(1);
    expect(indexAfterDrag(2, 49, 5)).toBe(2);
    expect(indexAfterDrag(2, 51, 5)).toBe(1);
    expect(indexAfterDrag(2, -400, 5)).toBe(3);
    expect(indexAfterDrag(0, 120, 5)).toBe(0);
    expect(indexAfterDrag(4, -120, 5)).toBe(4);
  });
});

describe('WhatsApp link', () => {
  it('names title and reference, percent-encoded', () => {
    const dealer = {
      whatsappHost: 'https://wa.me',
      whatsappNumber: '447700900000',
    };
    expect(whatsappMessage('Patek Philippe Nautilus', '5711/1A-010')).toBe(
      'Hello, I am interested in the Patek Philippe Nautilus (Ref. 5711/1A-010).',
    );
    expect(productWhatsappLink(dealer, 'Rolex Day-Date & Co', '228238')).toBe(
      'https://wa.me/447700900000?text=Hello%2C%20I%20am%20interested%20in%20the%20Rolex%20Day-Date%20%26%20Co%20(Ref.%20228238).',
    );
  });
});
