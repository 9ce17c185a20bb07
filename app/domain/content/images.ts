import type {ImagePreload} from '~/domain/image/shopImage';
/**
 * Content images are lightweight local files in public/images/content, named by the
 * image keys the content data uses ('hero-1a', 'article-rm-future-hero' ...).
 */
const BASE = '/images/content';

export type ContentImageKind =
  'hero' | 'brand' | 'showcase' | 'square' | 'wide' | 'article';

/** Intrinsic sizes of the generated files, so every <img> reserves its space. */
export const CONTENT_IMAGE_SIZE: Record<
  ContentImageKind,
  {width: number; height: number}
> = {
  hero: {width: 960, height: 1200},
  brand: {width: 600, height: 840},
  showcase: {width: 1200, height: 800},
  square: {width: 600, height: 600},
  wide: {width: 1600, height: 700},
  article: {width: 1200, height: 630},
};

export function contentImageKind(key: string): ContentImageKind {
  if (/^hero-/.test(key)) return 'hero';
  if (/^brand-/.test(key)) return 'brand';
  if (/^showcase-/.test(key)) return 'showcase';
  if (/^(social|sourced)-/.test(key)) return 'square';
  if (/^(article-|blog-)/.test(key)) return 'article';
  return 'wide';
}

/** URL of a content image (WebP). Hero images come in 480 and 960 px widths. */
export function contentImageUrl(key: string, width?: 480 | 960): string {
  if (contentImageKind(key) === 'hero')
    return `${BASE}/${key}-${width ?? 960}.webp`;
  return `${BASE}/${key}.webp`;
}

/** srcset for images that exist in more than one width (the home hero). */
export function contentImageSrcSet(key: string): string | undefined {
  if (contentImageKind(key) !== 'hero') return undefined;
  return `${contentImageUrl(key, 480)} 480w, ${contentImageUrl(key, 960)} 960w`;
}

/**
 * Preload for a content image a page shows first (a hero, an article's header): the same file
 * its <img> asks for. Without `sizes` a srcset is read as full width, as the <img> reads it.
 */
export function contentImagePreload(key: string, sizes?: string): ImagePreload {
  const srcSet = contentImageSrcSet(key);
  return {
    href: contentImageUrl(key),
    srcSet,
    sizes: srcSet ? sizes : undefined,
  };
}

/** A 1200x630 JPEG for social sharing (articles and blog posts have their own). */
export function shareImage(
  origin: string,
  key?: string,
): {url: string; width: number; height: number} {
  const file =
    key && contentImageKind(key) === 'article' ? `${key}.jpg` : 'site-og.jpg';
  return {
    url: new URL(`${BASE}/${file}`, origin).toString(),
    width: 1200,
    height: 630,
  };
}
