import {describe, expect, it} from 'vitest';
import {parseCatalogueParams} from './filters';
import {productsListKey} from './listKeys';

const keyOf = (query: string) =>
  productsListKey('en', parseCatalogueParams(new URLSearchParams(query)));

describe('the all-watches list key', () => {
  it('is built from what the page reads: campaign and unknown parameters add nothing', () => {
    expect(keyOf('brand=rolex&utm_source=mail&gclid=x&n=7')).toEqual(
      keyOf('brand=rolex'),
    );
  });

  it('keeps no list of a free-text search', () => {
    expect(keyOf('search=daytona')).toBeNull();
    expect(keyOf('brand=rolex')).not.toBeNull();
  });
});
