import {useEffect, useRef, useState} from 'react';
import {Swiper, SwiperSlide} from 'swiper/react';
import {A11y, Autoplay} from 'swiper/modules';
import type {Swiper as SwiperInstance} from 'swiper';
import 'swiper/css';
import type {CarouselProps} from '~/components/content/Carousel';
import {prefersReducedMotion} from '~/components/content/carouselLayout';
import {useT} from '~/i18n/useTranslation';

/**
 * Swiper with the shop's rules: autoplay keeps going after a swipe or click, pauses while
 * the pointer or keyboard focus is inside, and never moves for visitors who ask for
 * reduced motion. Dots and previous/next buttons are ordinary buttons.
 */
export default function SwiperCarousel({
  label,
  slides,
  perView,
  delay,
  loop = true,
  gap = 24,
}: CarouselProps) {
  const t = useT();
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const [reduced] = useState(prefersReducedMotion);
  const [paused, setPaused] = useState(false);
  const focusInside = useRef(false);

  useEffect(() => {
    const swiper = swiperRef.current;
    if (!swiper || reduced) return;
    if (paused) swiper.autoplay?.stop();
    else swiper.autoplay?.start();
  }, [paused, reduced]);

  // Swiper's loop needs at least two screens of slides: repeat short lists (dots still count the originals).
  const canLoop = loop && slides.length > 1;
  const rendered =
    canLoop && slides.length < perView.lg * 2 ? [...slides, ...slides] : slides;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-enhanced="swiper"
      onFocus={() => {
        focusInside.current = true;
        swiperRef.current?.autoplay?.pause();
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null))
          return;
        focusInside.current = false;
        if (!paused && !reduced) swiperRef.current?.autoplay?.resume();
      }}
    >
      <Swiper
        modules={[A11y, Autoplay]}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
        onSlideChange={(swiper) => setActive(swiper.realIndex % slides.length)}
        slidesPerView={perView.base}
        spaceBetween={gap}
        breakpoints={{
          640: {slidesPerView: perView.sm},
          1024: {slidesPerView: perView.lg},
        }}
        loop={canLoop}
        speed={reduced ? 0 : 600}
        autoplay={
          reduced
            ? false
            : {delay, disableOnInteraction: false, pauseOnMouseEnter: true}
        }
        a11y={{
          prevSlideMessage: t('content.previousSlide'),
          nextSlideMessage: t('content.nextSlide'),
          slideLabelMessage: '{{index}} / {{slidesLength}}',
        }}
      >
        {rendered.map((slide, index) => (
          <SwiperSlide key={`${slide.key}-${index}`} className="!h-auto">
            {slide.node}
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="mt-6 flex items-center justify-center gap-3">
        <button
          type="button"
          className="rounded-full border border-neutral-300 px-3 py-1 text-sm hover:border-ink"
          onClick={() => swiperRef.current?.slidePrev()}
          aria-label={t('content.previousSlide')}
        >
          <span aria-hidden="true">←</span>
        </button>
        <div className="flex">
          {slides.map((slide, index) => (
            // A 24 px target around a 10 px dot.
            <button
              key={slide.key}
              type="button"
              aria-label={t('content.showSlide', {n: index + 1})}
              aria-current={active === index ? 'true' : undefined}
              onClick={() =>
                canLoop
                  ? swiperRef.current?.slideToLoop(index)
                  : swiperRef.current?.slideTo(index)
              }
              className="group flex size-6 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`size-2.5 rounded-full ${active === index ? 'bg-ink' : 'bg-neutral-300 group-hover:bg-neutral-500'}`}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          className="rounded-full border border-neutral-300 px-3 py-1 text-sm hover:border-ink"
          onClick={() => swiperRef.current?.slideNext()}
          aria-label={t('content.nextSlide')}
        >
          <span aria-hidden="true">→</span>
        </button>
        {!reduced && (
          <button
            type="button"
            className="ml-2 rounded-full border border-neutral-300 px-3 py-1 text-xs hover:border-ink"
            onClick={() => setPaused((value) => !value)}
            aria-pressed={paused}
          >
            {paused ? t('content.carouselPlay') : t('content.carouselPause')}
          </button>
        )}
      </div>
    </section>
  );
}
