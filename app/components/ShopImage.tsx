import type {ImgHTMLAttributes} from 'react';
import {
  shopImageSrcSet,
  shopImageUrl,
  type ShopImageData,
} from '~/domain/image/shopImage';

type ShopImageProps = {
  image: ShopImageData;
  alt: string;
  /** Candidate widths (IMAGE_WIDTHS.card, .gallery, .thumb). */
  widths: readonly number[];
  sizes: string;
  /** Width ÷ height of the crop; 1 for the square crops cards and galleries use. */
  aspect?: number;
  /** The page's largest image: eager and high fetch priority. Others are lazy unless `eager`. */
  priority?: boolean;
  eager?: boolean;
} & Pick<
  ImgHTMLAttributes<HTMLImageElement>,
  'className' | 'draggable' | 'lang'
>;

/** A Shopify CDN image with a width ladder, reserved space and honest loading priority. */
export function ShopImage({
  image,
  alt,
  widths,
  sizes,
  aspect,
  priority = false,
  eager = false,
  className,
  draggable,
  lang,
}: ShopImageProps) {
  const largest = widths[widths.length - 1];
  const ratio =
    aspect ?? (image.width && image.height ? image.width / image.height : 1);
  return (
    <img
      src={shopImageUrl(
        image.url,
        widths[Math.min(2, widths.length - 1)],
        aspect,
      )}
      srcSet={shopImageSrcSet(image.url, widths, aspect)}
      sizes={sizes}
      alt={alt}
      lang={lang}
      width={largest}
      height={Math.round(largest / ratio)}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding="async"
      // React 18 warns on camelCase fetchPriority; the lower-case attribute reaches the HTML as is.
      {...(priority ? {fetchpriority: 'high'} : {})}
      draggable={draggable}
      className={className}
    />
  );
}
