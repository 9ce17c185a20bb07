import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import {ShopImage} from '~/components/ShopImage';
import {IMAGE_SIZES, IMAGE_WIDTHS} from '~/domain/image/shopImage';
import {useT} from '~/i18n/useTranslation';
import {clampIndex, indexAfterDrag} from '~/domain/product/gallery';
import '~/i18n/areas/product';

export type GalleryImage = {
  id?: string | null;
  url: string;
  altText?: string | null;
  width?: number | null;
  height?: number | null;
};

/** The large image fills half of a page at most 1440 px wide; full width below 1024 px. */
const MAIN_SIZES = IMAGE_SIZES.gallery;

/**
 * Swipe/drag carousel on small screens (segment indicators below), thumbnail strip plus the
 * same draggable image from 1024 px. Pointer events only, so the page carries no slider library.
 */
export function ProductGallery({
  images,
  title,
  englishAlts = [],
}: {
  images: GalleryImage[];
  title: string;
  /** Alt texts the catalogue has not translated (German pages mark them lang="en"). */
  englishAlts?: string[];
}) {
  const t = useT();
  const count = images.length;
  const [index, setIndex] = useState(0);
  const [dragOffset, setDragOffset] = useState(0);
  const drag = useRef<{startX: number; pointerId: number} | null>(null);
  // Marks the gallery interactive once hydrated (tests and styles can wait for it).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const select = useCallback(
    (next: number) => setIndex(clampIndex(next, count)),
    [count],
  );

  const resetDrag = useCallback(() => {
    drag.current = null;
    setDragOffset(0);
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (count <= 1 || (event.pointerType === 'mouse' && event.button !== 0))
      return;
    // Stops the browser's own image drag and text selection on mouse drags.
    if (event.pointerType === 'mouse') event.preventDefault();
    drag.current = {startX: event.clientX, pointerId: event.pointerId};
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || drag.current.pointerId !== event.pointerId) return;
    setDragOffset(event.clientX - drag.current.startX);
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || drag.current.pointerId !== event.pointerId) return;
    const deltaX = event.clientX - drag.current.startX;
    resetDrag();
    setIndex((current) => indexAfterDrag(current, deltaX, count));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      select(index + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      select(index - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      select(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      select(count - 1);
    }
  };

  if (count === 0) {
    return (
      <div
        role="img"
        aria-label={t('product.noImage')}
        data-testid="gallery-placeholder"
        className="flex aspect-square w-full items-center justify-center bg-stone text-neutral-400"
      >
        <svg
          viewBox="0 0 24 24"
          className="h-24 w-24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1"
          aria-hidden="true"
        >
          <circle cx="12" cy="12" r="6" />
          <path d="M9 3h6l-.5 3h-5zM9 21h6l-.5-3h-5zM12 9v3l2 1" />
        </svg>
      </div>
    );
  }

  const dragging = dragOffset !== 0;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('product.gallery', {title})}
      className="flex flex-col gap-3 lg:flex-row-reverse lg:items-start lg:gap-4"
      data-testid="product-gallery"
      data-index={index}
      data-ready={ready ? 'true' : undefined}
    >
      {/* The viewport takes focus so arrow keys change the image; pointer drags are its mouse and touch input. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        className="relative w-full touch-pan-y overflow-hidden bg-stone select-none focus-visible:outline-2 lg:flex-1"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={resetDrag}
        onPointerLeave={resetDrag}
        data-testid="gallery-viewport"
        style={{
          cursor: count > 1 ? (dragging ? 'grabbing' : 'grab') : undefined,
        }}
      >
        <div
          className={`flex ${dragging ? '' : 'transition-transform duration-300 ease-out motion-reduce:transition-none'}`}
          style={{
            transform: `translateX(calc(${-index * 100}% + ${dragOffset}px))`,
          }}
        >
          {images.map((image, i) => (
            <div
              key={image.id ?? image.url}
              className="aspect-square w-full shrink-0"
              role="group"
              aria-roledescription="slide"
              aria-label={t('product.imageOf', {n: i + 1, count})}
              aria-hidden={i !== index}
            >
              <ShopImage
                image={image}
                alt={image.altText ?? `${title} (${i + 1})`}
                lang={
                  image.altText && englishAlts.includes(image.altText)
                    ? 'en'
                    : undefined
                }
                widths={IMAGE_WIDTHS.gallery}
                aspect={1}
                sizes={MAIN_SIZES}
                // The first image is the page's largest paint; the rest wait until needed.
                priority={i === 0}
                draggable={false}
                className="h-full w-full object-cover"
              />
            </div>
          ))}
        </div>
        <p
          className="sr-only"
          aria-live="polite"
          data-testid="gallery-position"
        >
          {t('product.imageOf', {n: index + 1, count})}
        </p>
      </div>

      {count > 1 ? (
        <>
          {/* Small screens: one segment per image. */}
          <div className="flex lg:hidden" data-testid="gallery-indicators">
            {images.map((image, i) => (
              <button
                key={image.id ?? image.url}
                type="button"
                onClick={() => select(i)}
                aria-label={t('product.showImage', {n: i + 1})}
                aria-current={i === index ? 'true' : undefined}
                // A 44 px high target around the 4 px segment.
                className="flex h-11 flex-1 items-center px-[3px] focus-visible:outline-2"
              >
                <span
                  aria-hidden="true"
                  className={`h-1 w-full rounded-full ${i === index ? 'bg-ink' : 'bg-neutral-300'}`}
                />
              </button>
            ))}
          </div>
          {/* From 1024 px: a vertical strip of thumbnails beside the large image. */}
          <ul
            className="hidden max-h-[720px] w-24 shrink-0 flex-col gap-3 overflow-y-auto lg:flex"
            data-testid="gallery-thumbnails"
          >
            {images.map((image, i) => (
              <li key={image.id ?? image.url}>
                <button
                  type="button"
                  onClick={() => select(i)}
                  onKeyDown={onKeyDown}
                  aria-label={t('product.showImage', {n: i + 1})}
                  aria-current={i === index ? 'true' : undefined}
                  className={`block aspect-square w-full overflow-hidden border-2 focus-visible:outline-2 ${
                    i === index
                      ? 'border-ink'
                      : 'border-transparent opacity-70 hover:opacity-100'
                  }`}
                >
                  <ShopImage
                    image={image}
                    alt=""
                    widths={IMAGE_WIDTHS.thumb}
                    aspect={1}
                    sizes="96px"
                    draggable={false}
                    className="h-full w-full object-cover"
                  />
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
