/** Slides per view at three breakpoints: base, from 640 px, from 1024 px. */
export type PerView = {base: 1; sm: 1 | 2; lg: 1 | 2 | 3 | 4};

// Literal class names so Tailwind sees them.
const SM: Record<PerView['sm'], string> = {
  1: 'sm:basis-full',
  2: 'sm:basis-1/2',
};
const LG: Record<PerView['lg'], string> = {
  1: 'lg:basis-full',
  2: 'lg:basis-1/2',
  3: 'lg:basis-1/3',
  4: 'lg:basis-1/4',
};

/** Width classes of one slide in the server-rendered (pre-Swiper) layout. */
export function slideBasis(perView: PerView): string {
  return `basis-full ${SM[perView.sm]} ${LG[perView.lg]}`;
}

/** The most slides the row shows side by side at any width: the rest sit past its clipped edge. */
export function widestView(perView: PerView): number {
  return Math.max(perView.base, perView.sm, perView.lg);
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.matchMedia?.(REDUCED_MOTION_QUERY).matches === true
  );
}
