import {describe, expect, it} from 'vitest';
import {parseWishlist, toggleHandle} from './wishlist';

describe('parseWishlist', () => {
  it('reads handles and drops duplicates', () => {
    expect(parseWishlist('["a","b","a"]')).toEqual(['a', 'b']);
  });
  it("reads the old site's stored product records by their handle", () => {
    expect(
      parseWishlist('[{"id":"1","handle":"rolex-gmt"},{"title":"no handle"}]'),
    ).toEqual(['rolex-gmt']);
  });
  it('survives garbage', () => {
    expect(parseWishlist('{oops')).toEqual([]);
    expect(parseWishlist('{"a":1}')).toEqual([]);
    expect(parseWishlist(null)).toEqual([]);
  });
});

describe('toggleHandle', () => {
  it('adds to the front when absent and removes when present', () => {
    expect(toggleHandle(['a'], 'b')).toEqual(['b', 'a']);
    expect(toggleHandle(['b', 'a'], 'b')).toEqual(['a']);
  });
});
