import type {ReviewsContent} from '../contentTypes';

export const reviewsContentDe: ReviewsContent = {
  heading: 'Bewertungen',
  intro:
    'Unser Ruf entsteht Kunde für Kunde. Hier berichten einige der Sammler, die bei uns Uhren gekauft, verkauft oder suchen lassen haben.',
  reviews: [
    {
      id: 'review-james',
      name: 'James W.',
      location: 'Wilmslow, Cheshire',
      rating: 5,
      review:
        'Nach monatelanger Suche anderswo habe ich hier eine Patek Philippe Aquanaut gekauft. Die Uhr entsprach genau der Beschreibung, die Papiere waren vollständig, und der gesamte Kauf wurde mit großer Sorgfalt abgewickelt.',
    },
    {
      id: 'review-sophie',
      name: 'Sophie L.',
      location: 'Chelsea, London',
      rating: 5,
      review:
        'Zum fünfzigsten Geburtstag meines Mannes wurde eine ganz bestimmte Royal-Oak-Referenz in weniger als drei Wochen gefunden. Ich wurde bei jedem Schritt informiert, und die Uhr kam rechtzeitig zum großen Tag.',
    },
    {
      id: 'review-omar',
      name: 'Omar K.',
      location: 'Dubai',
      rating: 5,
      review:
        'Ein Kauf aus dem Ausland kann nervenaufreibend sein, aber die Kommunikation war hervorragend, und die Uhr kam voll versichert und in perfektem Zustand an.',
    },
    {
      id: 'review-richard',
      name: 'Richard P.',
      location: 'Esher, Surrey',
      rating: 5,
      review:
        'Ich habe meine Submariner für eine Daytona in Zahlung gegeben. Die Bewertung war fair, die Beratung ehrlich, und zu keinem Zeitpunkt gab es Druck.',
    },
  ],
  platformLink: {label: 'Weitere Bewertungen lesen', href: '{reviewsUrl}'},
  categoriesHeading: 'Uhrenkategorien',
  categories: [
    {
      name: 'Rolex',
      href: '/collections/rolex',
      image: {key: 'brand-rolex', alt: 'Uhren von Rolex'},
    },
    {
      name: 'Patek Philippe',
      href: '/collections/patek-philippe',
      image: {key: 'brand-patek-philippe', alt: 'Uhren von Patek Philippe'},
    },
    {
      name: 'Richard Mille',
      href: '/collections/richard-mille',
      image: {key: 'brand-richard-mille', alt: 'Uhren von Richard Mille'},
    },
    {
      name: 'Audemars Piguet',
      href: '/collections/audemars-piguet',
      image: {key: 'brand-audemars-piguet', alt: 'Uhren von Audemars Piguet'},
    },
  ],
};
