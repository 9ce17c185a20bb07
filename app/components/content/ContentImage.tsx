import type {ImageRef} from '~/content/contentTypes';
import {
  CONTENT_IMAGE_SIZE,
  contentImageKind,
  contentImageSrcSet,
  contentImageUrl,
} from '~/domain/content/images';

/** A content image by key, with its intrinsic size reserved; lazy unless it is above the fold. */
export function ContentImage({
  image,
  className = '',
  priority = false,
  later = false,
  sizes,
}: {
  image: ImageRef;
  className?: string;
  /** The page's largest above-the-fold image: loaded eagerly with high fetch priority. */
  priority?: boolean;
  /** In view but not needed yet (a carousel's next slide): fetched after everything else. */
  later?: boolean;
  sizes?: string;
}) {
  const size = CONTENT_IMAGE_SIZE[contentImageKind(image.key)];
  const srcSet = contentImageSrcSet(image.key);
  return (
    <img
      src={contentImageUrl(image.key)}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={image.alt}
      width={size.width}
      height={size.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      // React 18 warns on camelCase fetchPriority; the lower-case attribute reaches the HTML as is.
      {...{fetchpriority: priority ? 'high' : later ? 'low' : 'auto'}}
      className={className}
    />
  );
}
