import {
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type PointerEvent,
} from 'react';
import {Swiper, SwiperSlide} from 'swiper/react';
import {A11y, Keyboard} from 'swiper/modules';
import type {Swiper as SwiperInstance} from 'swiper';
import 'swiper/css';
import type {CarouselProps} from '~/components/content/Carousel';
import {
  CAROUSEL_CONTROLS_SPACE,
  REDUCED_MOTION_QUERY,
  prefersReducedMotion,
} from '~/components/content/carouselLayout';
import {useAutoAdvance} from '~/components/content/useAutoAdvance';
import {useT} from '~/i18n/useTranslation';

export type SwiperCarouselProps = Omit<CarouselProps, 'label'> & {
  /** Accessible name; or name it by a heading with `labelledBy`. */
  label?: string;
  /**
   * 'buttons': dots, previous/next and pause buttons under the track (content carousels).
   * 'keys': no visible controls; the arrow keys move it while it is in view (Explore By Brand).
   */
  controls?: 'buttons' | 'keys';
  /** Id of a heading that names the carousel, instead of `label`. */
  labelledBy?: string;
  /** Slide duration in ms (0 whenever reduced motion is asked for). */
  speed?: number;
  /** Extra classes on every slide, e.g. widths for the first paint before Swiper measures. */
  slideClassName?: string;
};

/**
 * The shop's one Swiper integration. Autoplay keeps going after a swipe or click, pauses
 * while the pointer or keyboard focus is inside, and never moves for visitors who ask for
 * reduced motion (also when they change the setting with the page open). Slides repeated
 * for loop mode may carry their own `copy` node, which is then hidden from assistive
 * technology.
 */
export default function SwiperCarousel({
  label,
  labelledBy,
  slides,
  perView,
  delay,
  loop = true,
  gap = 24,
  controls = 'buttons',
  speed = 600,
  slideClassName = '',
}: SwiperCarouselProps) {
  const t = useT();
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const reduced = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const held = paused || reduced || pointerInside || focusInside;
  useAutoAdvance(swiperRef, {delay, held, slide: active});

  // Swiper's loop needs at least two screens of slides: repeat short lists (dots still count the originals).
  const canLoop = loop && slides.length > 1;
  const rendered = [
    ...slides.map((slide) => ({key: slide.key, node: slide.node, copy: false})),
    ...(canLoop && slides.length < perView.lg * 2
      ? slides.map((slide) => ({
          key: `${slide.key}-copy`,
          node: slide.copy ?? slide.node,
          copy: slide.copy !== undefined,
        }))
      : []),
  ];

  const swiper = (
    <Swiper
      modules={controls === 'keys' ? [Keyboard] : [A11y]}
      onSwiper={(instance) => {
        swiperRef.current = instance;
      }}
      onSlideChange={(instance) =>
        setActive(instance.realIndex % slides.length)
      }
      slidesPerView={perView.base}
      spaceBetween={gap}
      breakpoints={{
        640: {slidesPerView: perView.sm},
        1024: {slidesPerView: perView.lg},
      }}
      loop={canLoop}
      speed={reduced ? 0 : speed}
      keyboard={
        controls === 'keys' ? {enabled: true, onlyInViewport: true} : undefined
      }
      a11y={controls === 'buttons' ? a11yMessages(t) : undefined}
      aria-labelledby={labelledBy}
    >
      {rendered.map((slide) => (
        <SwiperSlide
          key={slide.key}
          aria-hidden={slide.copy || undefined}
          className={`!h-auto ${slideClassName}`}
        >
          {slide.node}
        </SwiperSlide>
      ))}
    </Swiper>
  );

  // Held while a mouse is over it or focus is inside; a touch leaves it when the finger lifts.
  const holdWhileUsed = {
    'data-autoplay': reduced ? 'off' : held ? 'held' : 'running',
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse') setPointerInside(true);
    },
    onPointerLeave: () => setPointerInside(false),
    onFocus: () => setFocusInside(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null))
        setFocusInside(false);
    },
  };

  if (controls === 'keys')
    return (
      <div data-enhanced="swiper" {...holdWhileUsed}>
        {swiper}
      </div>
    );

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      aria-labelledby={label ? undefined : labelledBy}
      data-enhanced="swiper"
      {...holdWhileUsed}
    >
      {swiper}
      <CarouselButtons
        slides={slides}
        active={active}
        paused={paused}
        reduced={reduced}
        onPrevious={() => swiperRef.current?.slidePrev()}
        onNext={() => swiperRef.current?.slideNext()}
        onShow={(index) =>
          canLoop
            ? swiperRef.current?.slideToLoop(index)
            : swiperRef.current?.slideTo(index)
        }
        onTogglePause={() => setPaused((value) => !value)}
      />
    </section>
  );
}

function a11yMessages(t: ReturnType<typeof useT>) {
  return {
    prevSlideMessage: t('content.previousSlide'),
    nextSlideMessage: t('content.nextSlide'),
    slideLabelMessage: '{{index}} / {{slidesLength}}',
  };
}

/** Follows the visitor's reduced-motion setting, also when it changes with the page open. */
function useReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia?.(REDUCED_MOTION_QUERY);
      query?.addEventListener('change', onChange);
      return () => query?.removeEventListener('change', onChange);
    },
    prefersReducedMotion,
    () => false,
  );
}

function CarouselButtons({
  slides,
  active,
  paused,
  reduced,
  onPrevious,
  onNext,
  onShow,
  onTogglePause,
}: {
  slides: CarouselProps['slides'];
  active: number;
  paused: boolean;
  reduced: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onShow: (index: number) => void;
  onTogglePause: () => void;
}) {
  const t = useT();
  return (
    // One line of 44 px targets at every width: the static row reserves its space.
    <div
      className={`${CAROUSEL_CONTROLS_SPACE} flex items-center justify-center gap-3`}
    >
      <button
        type="button"
        className={ROUND_CONTROL}
        onClick={onPrevious}
        aria-label={t('content.previousSlide')}
      >
        <span aria-hidden="true">←</span>
      </button>
      {/* Twelve 44 px dots do not fit beside the arrows on a phone or tablet: a count there. */}
      <p className="text-sm tabular-nums text-neutral-700 lg:hidden">
        {active + 1} / {slides.length}
      </p>
      <div className="hidden lg:flex">
        {slides.map((slide, index) => (
          // A 44 px target around a 10 px dot.
          <button
            key={slide.key}
            type="button"
            aria-label={t('content.showSlide', {n: index + 1})}
            aria-current={active === index ? 'true' : undefined}
            onClick={() => onShow(index)}
            className="group flex size-11 items-center justify-center rounded-full"
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
        className={ROUND_CONTROL}
        onClick={onNext}
        aria-label={t('content.nextSlide')}
      >
        <span aria-hidden="true">→</span>
      </button>
      {!reduced && (
        <button
          type="button"
          className="ml-2 min-h-11 rounded-full border border-neutral-300 px-4 text-xs hover:border-ink"
          onClick={onTogglePause}
          aria-pressed={paused}
        >
          {paused ? t('content.carouselPlay') : t('content.carouselPause')}
        </button>
      )}
    </div>
  );
}

const ROUND_CONTROL =
  'flex size-11 items-center justify-center rounded-full border border-neutral-300 text-sm hover:border-ink';
