import {lazy} from 'react';
import type {BrandCard} from '~/content/contentTypes';
import {ContentImage} from '~/components/content/ContentImage';
import {ShopLink} from '~/components/ShopLink';
import {WhenNearViewport} from '~/components/WhenNearViewport';
import {contentImageUrl} from '~/domain/content/images';
import {
  BRAND_CAROUSEL,
  slideBasis,
  slideGap,
} from '~/components/content/carouselLayout';

// The product page's carousel, loaded (with Swiper) only when the section nears the viewport.
const BrandCarousel = lazy(() =>
  import('~/components/BrandCarousel').then((module) => ({
    default: module.BrandCarousel,
  })),
);

const imageFor = (card: BrandCard) => contentImageUrl(card.image.key);

/** 'Explore By Brand' on home: static cards first, the shared BrandCarousel once in view. */
export function ExploreByBrand({
  heading,
  cards,
}: {
  heading: string;
  cards: BrandCard[];
}) {
  const fallback = (
    <section
      aria-labelledby="explore-by-brand"
      className="mx-auto max-w-[1440px] px-4 py-16 lg:px-8"
    >
      <h2
        id="explore-by-brand"
        className="mb-8 text-center font-display text-3xl"
      >
        {heading}
      </h2>
      <ul
        className="flex overflow-hidden"
        style={slideGap(BRAND_CAROUSEL.gapPx)}
      >
        {cards.map((card) => (
          <li
            key={card.slug}
            className={`shrink-0 ${slideBasis(BRAND_CAROUSEL.perView)}`}
          >
            <ShopLink
              to={card.href}
              className="group relative block h-[420px] overflow-hidden rounded-lg"
            >
              <ContentImage
                image={card.image}
                className="h-full w-full object-cover"
              />
              <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent p-6 text-white">
                <span className="block font-display text-2xl uppercase">
                  {card.name}
                </span>
                <span className="mt-1 block text-xs tracking-widest">
                  {card.ctaLabel}
                </span>
              </span>
            </ShopLink>
          </li>
        ))}
      </ul>
    </section>
  );
  return (
    <WhenNearViewport fallback={fallback} margin="400px 0px">
      <BrandCarousel
        heading={heading}
        cards={cards}
        imageFor={imageFor}
        className="mx-auto max-w-[1440px] px-4 py-16 lg:px-8"
      />
    </WhenNearViewport>
  );
}
