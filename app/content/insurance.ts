import type {Locale} from '~/i18n/locale';
import type {InsuranceContent} from './contentTypes';
import {insuranceContentDe} from './de/insurance';

export const insuranceContent: InsuranceContent = {
  hero: {
    heading: 'Insurance For Your Watch',
    subheading:
      'Optional cover from a regulated insurer, ready to activate the day your watch arrives.',
    image: {
      key: 'insurance-hero',
      alt: 'A watch on the wrist, photographed outdoors',
    },
  },
  intro: [
    'A fine watch is made to be worn, and wearing it is easier when you know it is protected. When you buy a watch from {shopName}, you can ask for an invitation to an optional insurance policy designed for watches and jewellery.',
    'The policy is provided by an independent, regulated third-party insurer. You see the terms and the price before you decide, and you can activate cover online in a few minutes.',
  ],
  disclosure:
    '{shopName} is not an insurance broker and does not give advice about insurance. The insurance is optional, is provided and administered by a third-party regulated insurer, and any policy is a contract between you and that insurer. Please read the policy documents carefully before activating cover.',
  coverHighlights: [
    {
      title: 'Optional',
      text: 'Taking cover has no effect on the price, warranty or delivery of your watch.',
    },
    {
      title: 'Designed for watches',
      text: "Policies typically cover accidental damage, loss and theft, at home and abroad, within the insurer's terms.",
    },
    {
      title: 'Digital',
      text: 'Invitation, activation and documents are all handled online.',
    },
    {
      title: 'Direct',
      text: 'Claims and questions about cover go straight to the insurer.',
    },
  ],
  guideHeading: 'How It Works',
  guide: [
    {
      id: 'choose',
      title: 'Choose your watch',
      text: 'Find the watch you want in our collection, or ask us to source one for you.',
    },
    {
      id: 'request',
      title: 'Request an invitation',
      text: 'When you buy, tell us you would like an insurance invitation and we pass your details to the insurer with your consent.',
    },
    {
      id: 'activate',
      title: 'Activate digitally',
      text: 'The insurer sends you a secure link. Review the terms and price, and activate your policy online.',
    },
    {
      id: 'enjoy',
      title: 'Enjoy your watch',
      text: 'Wear it with confidence, knowing your cover is in place from the date you choose.',
    },
  ],
  links: [
    {label: 'Contact Us', href: '/contact-us'},
    {label: 'Browse Watches', href: '/products'},
    {label: 'Sourcing', href: '/sourcing'},
    {label: 'Terms of Service', href: '/terms'},
    {label: 'About Us', href: '/about'},
  ],
};

export function insuranceContentIn(locale: Locale): InsuranceContent {
  return locale === 'de' ? insuranceContentDe : insuranceContent;
}
