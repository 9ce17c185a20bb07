import {describe, expect, it} from 'vitest';
import {
  contentImagePreload,
  contentImageSrcSet,
  contentImageUrl,
} from '~/domain/content/images';

describe('contentImagePreload', () => {
  it('asks for the hero file the <img> picks: its srcset, with the sizes the page gives', () => {
    const sizes = '(min-width: 1024px) 33vw, 100vw';
    expect(contentImagePreload('hero-1a', sizes)).toEqual({
      href: contentImageUrl('hero-1a'),
      srcSet: contentImageSrcSet('hero-1a'),
      sizes,
    });
    // No sizes: the srcset is read as full width, by the preload as by the <img>.
    expect(contentImagePreload('hero-1a').sizes).toBeUndefined();
  });

  it('asks for the one file of an image that comes in one width, without sizes', () => {
    expect(contentImagePreload('article-rm-future-hero', '50vw')).toEqual({
      href: contentImageUrl('article-rm-future-hero'),
      srcSet: undefined,
      sizes: undefined,
    });
  });
});
