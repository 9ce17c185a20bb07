import SwiperCarousel from '~/components/content/SwiperCarousel';
import {homeContentIn} from '~/content/home';
import type {BrandCard} from '~/content/contentTypes';
import {ShopLink} from '~/components/ShopLink';
import {contentImageUrl} from '~/domain/content/images';
import {useLocale, useT} from '~/i18n/useTranslation';
import {BRAND_CAROUSEL} from '~/components/content/carouselLayout';
import '~/i18n/areas/product';

/**
 * 'Explore By Brand': the four houses the dealer is known for, each card linking to its
 * collection, on the shop's one Swiper integration (arrow keys, no buttons). Self-contained
 * (data from the home content), used on the home and product pages.
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
  const cardLink = (card: BrandCard, hidden: boolean) => (
    <BrandCardLink
      card={card}
      image={imageFor(card)}
      hidden={hidden}
      ctaLabel={t('product.exploreTheBrand')}
    />
  );

  return (
    <div
      className={`mx-auto w-full max-w-[1440px] ${className}`}
      data-testid="brand-carousel"
    >
      <h2 id={headingId} className="mb-6 font-display text-2xl sm:text-3xl">
        {heading ?? t('product.exploreByBrand')}
      </h2>
      <SwiperCarousel
        controls="keys"
        labelledBy={headingId}
        perView={BRAND_CAROUSEL.perView}
        gap={BRAND_CAROUSEL.gapPx}
        delay={BRAND_CAROUSEL.autoplayMs}
        speed={BRAND_CAROUSEL.speedMs}
        // Widths before Swiper starts, so the first paint already shows 1/2/4 cards.
        slideClassName="mr-6 w-full sm:w-[calc((100%-24px)/2)] lg:w-[calc((100%-72px)/4)]"
        // Loop mode repeats the set: the copy is out of the tab order (and hidden from assistive technology).
        slides={cards.map((card) => ({
          key: card.slug,
          node: cardLink(card, false),
          copy: cardLink(card, true),
        }))}
      />
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
