import {createElement} from 'react';
import {renderToString} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {Carousel} from './Carousel';
import {widestView, type PerView} from './carouselLayout';

const slides = Array.from({length: 12}, (_, index) => ({
  key: `watch-${index + 1}`,
  node: createElement('p', null, `Watch ${index + 1}`),
}));

function serverHtml(perView: PerView) {
  return renderToString(
    createElement(Carousel, {
      label: 'New Arrivals',
      slides,
      perView,
      delay: 5000,
    }),
  );
}

describe('Carousel before Swiper', () => {
  it('renders only the slides the widest view shows side by side', () => {
    const html = serverHtml({base: 1, sm: 2, lg: 3});
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3);
    expect(html).toContain('Watch 1<');
    expect(html).toContain('Watch 3<');
    // The rest sat past the row's clipped edge: no one could see them before Swiper.
    expect(html).not.toContain('Watch 4<');
    expect(html).toContain('aria-label="New Arrivals"');
  });

  it('sizes slides to leave room for the gaps between them', () => {
    const html = serverHtml({base: 1, sm: 2, lg: 3});
    expect(html).toContain('style="gap:24px;--slide-gap:24px"');
    expect(html).toContain('lg:basis-[calc((100%-2*var(--slide-gap,0px))/3)]');
  });

  it('a one-at-a-time carousel renders one slide', () => {
    const html = serverHtml({base: 1, sm: 1, lg: 1});
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(1);
  });

  it('a short list renders every slide', () => {
    const html = renderToString(
      createElement(Carousel, {
        label: 'Reviews',
        slides: slides.slice(0, 2),
        perView: {base: 1, sm: 2, lg: 4},
        delay: 5000,
      }),
    );
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(2);
  });
});

describe('widestView', () => {
  it('is the most slides shown at any width', () => {
    expect(widestView({base: 1, sm: 2, lg: 3})).toBe(3);
    expect(widestView({base: 1, sm: 2, lg: 1})).toBe(2);
    expect(widestView({base: 1, sm: 1, lg: 4})).toBe(4);
  });
});
