import type {CSSProperties} from 'react';

/** Slides per view at three breakpoints: base, from 640 px, from 1024 px. */
export type PerView = {base: 1; sm: 1 | 2; lg: 1 | 2 | 3 | 4};

// Literal class names so Tailwind sees them. A slide's share of the row leaves room for the gaps
// between slides (the row sets --slide-gap), as Swiper measures them: n slides fill the row exactly.
const SM: Record<PerView['sm'], string> = {
  1: 'sm:basis-full',
  2: 'sm:basis-[calc((100%-var(--slide-gap,0px))/2)]',
};
const LG: Record<PerView['lg'], string> = {
  1: 'lg:basis-full',
  2: 'lg:basis-[calc((100%-var(--slide-gap,0px))/2)]',
  3: 'lg:basis-[calc((100%-2*var(--slide-gap,0px))/3)]',
  4: 'lg:basis-[calc((100%-3*var(--slide-gap,0px))/4)]',
};

/** Width classes of one slide in the server-rendered (pre-Swiper) layout; the row sets `slideGap`. */
export function slideBasis(perView: PerView): string {
  return `basis-full ${SM[perView.sm]} ${LG[perView.lg]}`;
}

/** The most slides the row shows side by side at any width: the rest sit past its clipped edge. */
export function widestView(perView: PerView): number {
  return Math.max(perView.base, perView.sm, perView.lg);
}

/** The row's style: its gap, and the same gap for the slides' widths. */
export function slideGap(gap: number): CSSProperties {
  return {gap, ['--slide-gap' as string]: `${gap}px`};
}

/**
 * Explore By Brand's settings, here so the static cards on home share the carousel's gap and
 * slides per view without loading the carousel (and Swiper) with the page.
 * Autoplay 4000 ms, 24 px gap, 1 / 2 / 4 per view at <640 / 640+ / 1024+, loop, 420 px cards.
 */
export const BRAND_CAROUSEL = {
  autoplayMs: 4000,
  speedMs: 300,
  gapPx: 24,
  cardHeightPx: 420,
  perView: {base: 1, sm: 2, lg: 4} satisfies PerView,
} as const;

/**
 * The space of a carousel's controls line (arrows, count or dots, pause: one line of 44 px touch
 * targets). The static row reserves the same, so nothing moves when Swiper takes over.
 */
export const CAROUSEL_CONTROLS_SPACE = 'mt-6 h-11';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.matchMedia?.(REDUCED_MOTION_QUERY).matches === true
  );
}
