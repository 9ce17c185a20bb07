import type {Locale} from '~/i18n/locale';
import type {ReviewsContent} from './contentTypes';
import {reviewsContentDe} from './de/reviews';

/** External review platform page; the page fills {reviewsUrl} from the dealer details. */
export const REVIEWS_PLATFORM_HREF = '{reviewsUrl}';

/*
 * The old site listed the same review first and last; we show four distinct reviews instead.
 */
export const reviewsContent: ReviewsContent = {
  heading: 'Reviews',
  intro:
    'Our reputation is built one client at a time. Here is what some of the collectors who have bought, sold and sourced watches with us have to say.',
  reviews: [
    {
      id: 'review-james',
      name: 'James W.',
      location: 'Wilmslow, Cheshire',
      rating: 5,
      review:
        'I bought a Patek Philippe Aquanaut after months of searching elsewhere. The watch was exactly as described, the paperwork was in order, and the whole purchase was handled with real care.',
    },
    {
      id: 'review-sophie',
      name: 'Sophie L.',
      location: 'Chelsea, London',
      rating: 5,
      review:
        "They found a specific Royal Oak reference for my husband's fiftieth in under three weeks, kept me informed at every step and delivered it in time for the day.",
    },
    {
      id: 'review-omar',
      name: 'Omar K.',
      location: 'Dubai',
      rating: 5,
      review:
        'Buying from abroad can be nerve-racking, but the communication was excellent and the watch arrived fully insured and in perfect condition.',
    },
    {
      id: 'review-richard',
      name: 'Richard P.',
      location: 'Esher, Surrey',
      rating: 5,
      review:
        'I part-exchanged my Submariner towards a Daytona. The valuation was fair, the advice was honest, and there was no pressure at any point.',
    },
  ],
  platformLink: {label: 'Read More Reviews', href: REVIEWS_PLATFORM_HREF},
  categoriesHeading: 'Watch Categories',
  categories: [
    {
      name: 'Rolex',
      href: '/collections/rolex',
      image: {key: 'brand-rolex', alt: 'Rolex watches'},
    },
    {
      name: 'Patek Philippe',
      href: '/collections/patek-philippe',
      image: {key: 'brand-patek-philippe', alt: 'Patek Philippe watches'},
    },
    {
      name: 'Richard Mille',
      href: '/collections/richard-mille',
      image: {key: 'brand-richard-mille', alt: 'Richard Mille watches'},
    },
    {
      name: 'Audemars Piguet',
      href: '/collections/audemars-piguet',
      image: {key: 'brand-audemars-piguet', alt: 'Audemars Piguet watches'},
    },
  ],
};

export function reviewsContentIn(locale: Locale): ReviewsContent {
  return locale === 'de' ? reviewsContentDe : reviewsContent;
}
