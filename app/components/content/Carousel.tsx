import {lazy, Suspense, useRef, type ReactNode} from 'react';
import {useNearViewport} from '~/hooks/useNearViewport';
import {
  CAROUSEL_CONTROLS_SPACE,
  slideBasis,
  slideGap,
  widestView,
  type PerView,
} from '~/components/content/carouselLayout';

const SwiperCarousel = lazy(
  () => import('~/components/content/SwiperCarousel'),
);

export type CarouselProps = {
  /** Accessible name of the carousel region. */
  label: string;
  /** `copy`: what loop mode's repeat shows instead of `node` (e.g. unfocusable); hidden from assistive technology. */
  slides: Array<{key: string; node: ReactNode; copy?: ReactNode}>;
  perView: PerView;
  /** Autoplay delay in ms. */
  delay: number;
  loop?: boolean;
  gap?: number;
  className?: string;
};

/**
 * An autoplaying carousel. The server renders the first slides as a plain row (no
 * JavaScript needed to read them), only as many as the row shows side by side (decision 093);
 * Swiper is loaded only once the carousel comes near the viewport, and renders them all.
 */
export function Carousel(props: CarouselProps) {
  const ref = useRef<HTMLDivElement>(null);
  const enhance = useNearViewport(ref, '400px 0px');

  const fallback = <StaticRow {...props} />;
  return (
    <div
      ref={ref}
      // Until Swiper's stylesheet has arrived its track is a plain row: never widen the page.
      className={`overflow-x-clip ${props.className ?? ''}`}
      data-testid="carousel"
      data-enhanced={enhance ? 'pending' : 'static'}
    >
      {enhance ? (
        <Suspense fallback={fallback}>
          <SwiperCarousel {...props} />
        </Suspense>
      ) : (
        fallback
      )}
    </div>
  );
}

function StaticRow({label, slides, perView, gap = 24}: CarouselProps) {
  return (
    <section aria-roledescription="carousel" aria-label={label}>
      <div className="flex overflow-hidden" style={slideGap(gap)}>
        {slides.slice(0, widestView(perView)).map((slide) => (
          <div
            key={slide.key}
            className={`shrink-0 ${slideBasis(perView)}`}
            aria-roledescription="slide"
          >
            {slide.node}
          </div>
        ))}
      </div>
      {/* Where Swiper's controls will be: the page below does not move when they arrive. */}
      <div className={CAROUSEL_CONTROLS_SPACE} aria-hidden="true" />
    </section>
  );
}
