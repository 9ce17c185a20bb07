import type {Locale} from '~/i18n/locale';
import type {HomeContent} from './contentTypes';
import {homeContentDe} from './de/home';

/** Link target for the social feed; the page fills {instagramUrl} from the dealer details. */
export const INSTAGRAM_PROFILE_HREF = '{instagramUrl}';

export const homeContent: HomeContent = {
  hero: {
    heading: 'A Collector-First Approach',
    subheading:
      'Pre-owned and collectible watches from Rolex, Patek Philippe, Audemars Piguet and Richard Mille, chosen and authenticated by specialists in Cheshire.',
    buyHref: '/products',
    slides: [
      {
        images: [
          {
            key: 'hero-1a',
            alt: 'Patek Philippe Nautilus with a blue dial on its steel bracelet, seen in close-up',
          },
          {
            key: 'hero-1b',
            alt: 'Audemars Piguet Royal Oak on the wrist, showing the octagonal bezel and Tapisserie dial',
          },
        ],
      },
      {
        images: [
          {
            key: 'hero-2a',
            alt: 'Rolex Cosmograph Daytona resting on a leather watch tray',
          },
          {
            key: 'hero-2b',
            alt: 'Richard Mille tonneau case in carbon composite with a skeletonised movement',
          },
        ],
      },
    ],
  },
  exploreByBrand: {
    heading: 'Explore By Brand',
    cards: [
      {
        name: 'Patek Philippe',
        slug: 'patek-philippe',
        href: '/collections/patek-philippe',
        image: {
          key: 'brand-patek-philippe',
          alt: 'Patek Philippe watch dial in detail',
        },
        ctaLabel: 'EXPLORE THE BRAND',
      },
      {
        name: 'Rolex',
        slug: 'rolex',
        href: '/collections/rolex',
        image: {
          key: 'brand-rolex',
          alt: 'Rolex Oyster case and bracelet in steel',
        },
        ctaLabel: 'EXPLORE THE BRAND',
      },
      {
        name: 'Richard Mille',
        slug: 'richard-mille',
        href: '/collections/richard-mille',
        image: {
          key: 'brand-richard-mille',
          alt: 'Richard Mille watch with a skeletonised dial',
        },
        ctaLabel: 'EXPLORE THE BRAND',
      },
      {
        name: 'Audemars Piguet',
        slug: 'audemars-piguet',
        href: '/collections/audemars-piguet',
        image: {
          key: 'brand-audemars-piguet',
          alt: 'Audemars Piguet Royal Oak bezel with its eight screws',
        },
        ctaLabel: 'EXPLORE THE BRAND',
      },
    ],
  },
  showcases: [
    {
      id: 'showcase-private-viewings',
      title: 'Private Viewings',
      text: 'See a watch in person before you decide. We arrange private appointments in London, Cheshire (Wilmslow) and Surrey, with time to compare references, try bracelets for size and talk through the history of each piece.',
      slides: [
        {
          key: 'showcase-1a',
          alt: 'A selection of watches laid out for a private viewing',
        },
        {
          key: 'showcase-1b',
          alt: 'A client trying on a steel sports watch at an appointment',
        },
        {
          key: 'showcase-1c',
          alt: 'A specialist examining a movement through a loupe',
        },
      ],
      cta: {label: 'Book An Appointment', href: '/contact-us'},
    },
    {
      id: 'showcase-collector-service',
      title: 'Built Around Collectors',
      text: 'Whether you are buying your first serious watch or adding a grail to a mature collection, we give straight advice on condition, originality and value. Every watch is authenticated, covered by our {warrantyMonths}-month warranty and delivered fully insured.',
      slides: [
        {key: 'showcase-2a', alt: 'Watch boxes and papers from a complete set'},
        {
          key: 'showcase-2b',
          alt: 'Close-up of a hand-finished movement seen through a sapphire case back',
        },
        {
          key: 'showcase-2c',
          alt: 'A presentation box being prepared for insured delivery',
        },
      ],
      cta: {label: 'Speak To A Specialist', href: '/contact-us'},
    },
  ],
  socialFeed: {
    heading: 'Follow Our Collection',
    text: 'New arrivals, details and stories from the showroom, shared first on Instagram.',
    profileLabel: 'Follow us on Instagram',
    profileHref: INSTAGRAM_PROFILE_HREF,
    posts: [
      {
        id: 'post-nautilus',
        caption:
          'Blue on steel: a Nautilus fresh from inspection and ready for its next owner.',
        image: {
          key: 'social-1',
          alt: 'Patek Philippe Nautilus on a dark background',
        },
        href: INSTAGRAM_PROFILE_HREF,
      },
      {
        id: 'post-royal-oak',
        caption:
          'The Tapisserie dial up close. Fifty years on, the Royal Oak still looks like nothing else.',
        image: {
          key: 'social-2',
          alt: 'Macro photograph of an Audemars Piguet Tapisserie dial',
        },
        href: INSTAGRAM_PROFILE_HREF,
      },
      {
        id: 'post-daytona',
        caption:
          'A Daytona joins the collection, complete with box and papers.',
        image: {
          key: 'social-3',
          alt: 'Rolex Daytona beside its presentation box',
        },
        href: INSTAGRAM_PROFILE_HREF,
      },
      {
        id: 'post-richard-mille',
        caption:
          'Carbon, titanium and a movement you can see straight through. Engineering for the wrist.',
        image: {
          key: 'social-4',
          alt: 'Richard Mille watch showing its skeletonised movement',
        },
        href: INSTAGRAM_PROFILE_HREF,
      },
      {
        id: 'post-wilmslow',
        caption:
          'Afternoon viewings in Wilmslow. Appointments are available throughout the week.',
        image: {
          key: 'social-5',
          alt: 'Watches laid out on a viewing table in Cheshire',
        },
        href: INSTAGRAM_PROFILE_HREF,
      },
      {
        id: 'post-lange',
        caption:
          'German silver, hand-engraved balance cock, blued screws: a Lange movement rewards a closer look.',
        image: {
          key: 'social-6',
          alt: 'A. Lange & Söhne movement seen through the case back',
        },
        href: INSTAGRAM_PROFILE_HREF,
      },
    ],
  },
  faqHeading: 'Frequently Asked Questions',
};

export function homeContentIn(locale: Locale): HomeContent {
  return locale === 'de' ? homeContentDe : homeContent;
}
