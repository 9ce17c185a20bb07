import type {Locale} from '~/i18n/locale';
import type {SportsworldContent} from './contentTypes';
import {sportsworldContentDe} from './de/sportsworld';

export const sportsworldContent: SportsworldContent = {
  hero: {
    heading: '{shopName} x Sportsworld',
    subheading:
      'A concierge partnership bringing collectible watches to the world of elite sport and lifestyle.',
    image: {
      key: 'sportsworld-hero',
      alt: 'A sports watch on the wrist of an athlete at a training ground',
    },
  },
  intro:
    'Sportsworld is a lifestyle media company working with athletes, clubs and brands. Together we offer a private watch concierge: access to rare pieces, honest advice and a discreet service for people whose schedules leave little room for shopping.',
  benefits: [
    {
      id: 'for-clients',
      title: 'For Clients',
      points: [
        'A dedicated contact for buying, selling and sourcing watches',
        'Private viewings arranged around training, travel and match days',
        'Access to pieces from our private network that are never advertised',
        'Every watch authenticated and covered by our {warrantyMonths}-month warranty',
      ],
    },
    {
      id: 'for-brand-partners',
      title: 'For Brand Partners',
      points: [
        'Introductions to an engaged audience of collectors and athletes',
        'Editorial features and content produced with Sportsworld',
        'Co-hosted events and private presentations',
      ],
    },
    {
      id: 'how-it-works',
      title: 'How It Works',
      points: [
        'Get in touch through Sportsworld or directly with us',
        'Tell us what you are looking for, or what you would like to sell',
        'We advise, source and authenticate, then deliver fully insured',
      ],
    },
  ],
  concierge: {
    heading: 'A Concierge Partnership',
    paragraphs: [
      'Sportsworld brings the relationships and the storytelling; we bring the watches and the expertise. The result is a service built for clients who value time and privacy as much as the watch itself.',
      'Whether the request is a first Rolex, a Royal Oak for a milestone or a Richard Mille worn by a favourite athlete, we handle the search, the checks and the delivery, and keep the whole process confidential.',
    ],
  },
  socialFeed: {
    heading: 'From The Feed',
    text: 'Watches, athletes and behind-the-scenes moments from the partnership.',
    profileHref: '{instagramUrl}',
  },
  links: [
    {label: 'Shop Watches', href: '/products'},
    {label: 'Rolex Collection', href: '/collections/rolex'},
    {label: 'Sourcing', href: '/sourcing'},
    {label: 'Contact Us', href: '/contact-us'},
    {label: 'Signature Timepieces', href: '/holy-grails'},
    {label: 'Journal', href: '/blog'},
  ],
  chatLink: {
    label: 'Message us on WhatsApp',
    message: 'Hello, I am interested in the Sportsworld watch concierge.',
  },
};

export function sportsworldContentIn(locale: Locale): SportsworldContent {
  return locale === 'de' ? sportsworldContentDe : sportsworldContent;
}
