import {useCallback, useEffect, useRef} from 'react';
import {Swiper, SwiperSlide} from 'swiper/react';
import {Autoplay, Keyboard} from 'swiper/modules';
import type {Swiper as SwiperInstance} from 'swiper';
import 'swiper/css';
import {homeContentIn} from '~/content/home';
import type {BrandCard} from '~/content/types';
import {ShopLink} from '~/components/ShopLink';
import {contentImageUrl} from '~/lib/content/images';
import {useLocale, useT} from '~/i18n/useTranslation';

/** Autoplay 4000 ms, 24 px gap, 1 / 2 / 4 per view at <640 / 640+ / 1024+, loop, 420 px cards. */
export const BRAND_CAROUSEL = {
  autoplayMs: 4000,
  gapPx: 24,
  cardHeightPx: 420,
  breakpoints: {
    0: {slidesPerView: 1},
    640: {slidesPerView: 2},
    1024: {slidesPerView: 4},
  },
} as const;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * 'Explore By Brand': the four houses the dealer is known for, each card linking to its
 * collection. Self-contained (data from the home content), used on the home and product pages.
 * Autoplay pauses while the pointer is over it or focus is inside, and never runs for
 * visitors who prefer reduced motion.
 */
export function BrandCarousel({
  heading,
  headingId = 'explore-by-brand',
  cards: givenCards,
  imageFor = (card) => contentImageUrl(card.image.key),
  className = '',
}: {
  /** Defaults to 'Explore By Brand' in the page's language. */
  heading?: string;
  headingId?: string;
  cards?: BrandCard[];
  /** Image URL for a card; defaults to the content image named by the card's image key. */
  imageFor?: (card: BrandCard) => string;
  className?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const cards = givenCards ?? homeContentIn(locale).exploreByBrand.cards;
  const swiperRef = useRef<SwiperInstance | null>(null);
  const hovered = useRef(false);
  const focused = useRef(false);

  const reducedMotion = () =>
    typeof window !== 'undefined' &&
    window.matchMedia?.(REDUCED_MOTION).matches;

  const sync = useCallback(() => {
    const swiper = swiperRef.current;
    if (!swiper || swiper.destroyed || !swiper.autoplay) return;
    if (reducedMotion()) {
      if (swiper.autoplay.running) swiper.autoplay.stop();
      return;
    }
    if (!swiper.autoplay.running) swiper.autoplay.start();
    if (hovered.current || focused.current) swiper.autoplay.pause();
    else swiper.autoplay.resume();
  }, []);

  useEffect(() => {
    const query = window.matchMedia?.(REDUCED_MOTION);
    query?.addEventListener('change', sync);
    return () => query?.removeEventListener('change', sync);
  }, [sync]);

  // Loop mode needs more slides than fit in view: the set is shown twice, the copy hidden from
  // assistive technology and the tab order.
  const slides = [
    ...cards.map((card) => ({card, copy: false})),
    ...cards.map((card) => ({card, copy: true})),
  ];

  return (
    <div
      className={`mx-auto w-full max-w-[1440px] ${className}`}
      data-testid="brand-carousel"
      onPointerEnter={() => {
        hovered.current = true;
        sync();
      }}
      onPointerLeave={() => {
        hovered.current = false;
        sync();
      }}
      onFocus={() => {
        focused.current = true;
        sync();
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null))
          return;
        focused.current = false;
        sync();
      }}
    >
      <h2 id={headingId} className="mb-6 font-display text-2xl sm:text-3xl">
        {heading ?? t('product.exploreByBrand')}
      </h2>
      <Swiper
        modules={[Autoplay, Keyboard]}
        spaceBetween={BRAND_CAROUSEL.gapPx}
        slidesPerView={1}
        breakpoints={BRAND_CAROUSEL.breakpoints}
        loop
        keyboard={{enabled: true, onlyInViewport: true}}
        autoplay={{
          delay: BRAND_CAROUSEL.autoplayMs,
          disableOnInteraction: false,
          pauseOnMouseEnter: true,
        }}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
          sync();
        }}
        aria-labelledby={headingId}
      >
        {slides.map(({card, copy}) => (
          <SwiperSlide
            key={`${card.slug}${copy ? '-copy' : ''}`}
            aria-hidden={copy || undefined}
            // Widths before Swiper starts (server render), so the first paint already shows 1/2/4 cards.
            className="mr-6 w-full sm:w-[calc((100%-24px)/2)] lg:w-[calc((100%-72px)/4)]"
          >
            <BrandCardLink
              card={card}
              image={imageFor(card)}
              hidden={copy}
              ctaLabel={t('product.exploreTheBrand')}
            />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}

function BrandCardLink({
  card,
  image,
  hidden,
  ctaLabel,
}: {
  card: BrandCard;
  image: string;
  hidden: boolean;
  ctaLabel: string;
}) {
  return (
    <ShopLink
      to={card.href}
      tabIndex={hidden ? -1 : undefined}
      className="group relative block overflow-hidden rounded-lg bg-ink text-white focus-visible:outline-2 focus-visible:outline-offset-2"
      style={{height: BRAND_CAROUSEL.cardHeightPx}}
      data-brand={card.slug}
    >
      <img
        src={image}
        alt={card.image.alt}
        loading="lazy"
        decoding="async"
        width={600}
        height={840}
        className="absolute inset-0 h-full w-full object-cover opacity-80 transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
      />
      <span
        className="absolute inset-0 bg-gradient-to-t from-black/80 via-black/20 to-transparent"
        aria-hidden="true"
      />
      <span className="absolute inset-x-0 bottom-0 flex flex-col gap-2 p-6">
        <span className="font-display text-2xl tracking-wider uppercase">
          {card.name.toUpperCase()}
        </span>
        <span className="text-xs font-semibold tracking-[0.2em] text-gold group-hover:underline">
          {ctaLabel}
        </span>
      </span>
    </ShopLink>
  );
}
