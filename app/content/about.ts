import type {Locale} from '~/i18n/locale';
import type {AboutContent} from './contentTypes';
import {aboutContentDe} from './de/about';

export const aboutContent: AboutContent = {
  title: 'About',
  intro:
    '{shopName} is an independent dealer of pre-owned and collectible luxury watches, based in Cheshire and serving collectors across the UK and around the world.',
  sections: [
    {
      heading: 'Collectors First',
      paragraphs: [
        'We started as collectors, and we still buy every watch as if it were going into our own collection. That means looking for originality, honest condition and a good story, and walking away from pieces that fall short.',
        'Our focus is on the houses collectors care most about: Rolex, Patek Philippe, Audemars Piguet and Richard Mille, alongside Vacheron Constantin, A. Lange & Söhne and selected independents.',
      ],
    },
    {
      heading: 'How We Work',
      paragraphs: [
        'Every watch is authenticated by our specialists before it is listed, described accurately, and covered by our {warrantyMonths}-month warranty. Watches are sold under the VAT margin scheme and shipped fully insured, with a signature required on delivery.',
        'We also buy, take watches on consignment, accept part exchanges and search privately for watches our clients cannot find elsewhere.',
      ],
    },
  ],
  locations: [
    {
      name: 'Cheshire (Wilmslow)',
      text: 'Our home base, with private viewings by appointment.',
    },
    {name: 'London', text: 'Appointments and collections in central London.'},
    {
      name: 'Surrey',
      text: 'Appointments and collections for clients in the south of England.',
    },
  ],
  flagship: {
    heading: 'Our Planned Flagship',
    paragraphs: [
      'We are planning our first flagship showroom: a calm, private space where clients can view watches without hurry, meet our specialists and see pieces that rarely leave the safe.',
      'Until it opens, we continue to welcome clients by appointment in London, Cheshire (Wilmslow) and Surrey. Contact us at {email} or on {phone} to arrange a visit, or to be among the first invited when the flagship opens.',
    ],
  },
  cta: [
    {label: 'Browse The Collection', href: '/products'},
    {label: 'Contact Us', href: '/contact-us'},
  ],
};

export function aboutContentIn(locale: Locale): AboutContent {
  return locale === 'de' ? aboutContentDe : aboutContent;
}
