import type {Locale} from '~/i18n/locale';
import type {BrandCopy, BrandSlug} from './contentTypes';
import {brandCopyDe} from './de/brands';

const sourcingCta = {label: 'Source It For Me', href: '/sourcing'};

export const brandCopy: Record<BrandSlug, BrandCopy> = {
  rolex: {
    slug: 'rolex',
    name: 'Rolex',
    intro:
      'Pre-owned Rolex sports and dress watches, each inspected by our specialists and ready for next-day insured delivery in the UK.',
    textBlock: [
      'Founded in London in 1905 by Hans Wilsdorf and Alfred Davis and based in Geneva since 1919, Rolex built its name on robustness and precision: the waterproof Oyster case in 1926, the self-winding Perpetual rotor in 1931, and tool watches such as the Submariner, GMT-Master and Cosmograph Daytona that have barely changed in outline for decades.',
      'That continuity is why a well-kept Rolex holds its value so well. Our collection covers everyday references such as the Datejust and Oyster Perpetual alongside steel sports models and precious-metal pieces, and each listing states the condition, the year and exactly what comes in the box.',
      'Every Rolex is authenticated in-house, covered by our {warrantyMonths}-month warranty and shipped fully insured, or can be collected by appointment in London, Cheshire (Wilmslow) or Surrey.',
    ],
    sourcingBanner: {
      heading: 'Looking for a particular Rolex?',
      text: 'Tell us the reference, dial and year you want. We search our private network and usually send a shortlist within 24 to 72 hours.',
      cta: sourcingCta,
    },
  },
  'patek-philippe': {
    slug: 'patek-philippe',
    name: 'Patek Philippe',
    intro:
      'Pre-owned Patek Philippe, from the Calatrava to the Nautilus and Aquanaut, authenticated and described in full.',
    textBlock: [
      'Patek Philippe has made watches in Geneva since 1839 and has been owned by the Stern family since 1932. Its reputation rests on hand-finished movements, a long line of grand complications and the Patek Philippe Seal, the house standard that governs finishing and precision.',
      'Collectors know the brand for the Calatrava, the archetypal round dress watch, and for the Nautilus and Aquanaut, whose waiting lists have made the pre-owned market the practical route to ownership. Pre-owned prices begin at about £20,000 and rise sharply for steel Nautilus models and complications.',
      'Each Patek Philippe we offer is inspected by our specialists and sold with our {warrantyMonths}-month warranty. Where papers are missing we say so plainly, and we can advise on obtaining an Extract from the Archives.',
    ],
    sourcingBanner: {
      heading: 'Searching for a Nautilus or a rare complication?',
      text: 'Our sourcing team reaches private collectors as well as dealers. Initial searches are free, and shortlists usually follow within 24 to 72 hours.',
      cta: sourcingCta,
    },
  },
  'audemars-piguet': {
    slug: 'audemars-piguet',
    name: 'Audemars Piguet',
    intro:
      'Pre-owned Audemars Piguet, led by the Royal Oak and Royal Oak Offshore, every piece checked by our specialists.',
    textBlock: [
      'Audemars Piguet was founded in 1875 in Le Brassus, in the Vallée de Joux, and is still controlled by the founding families. With an output of about 40,000 watches a year, it remains one of the smallest of the great Swiss houses.',
      'Its defining watch is the Royal Oak, launched in 1972 with an octagonal bezel, exposed screws, an integrated bracelet and the Tapisserie dial. The Royal Oak Offshore followed in 1993, and the Code 11.59 in 2019. Pre-owned prices range from about £20,000 to over £300,000, with entry Royal Oaks from about £30,000.',
      'Every Audemars Piguet in our collection is authenticated in-house, carries our {warrantyMonths}-month warranty and ships fully insured.',
    ],
    sourcingBanner: {
      heading: 'Want a specific Royal Oak?',
      text: 'Give us the reference, size, metal and dial. We search our network and usually come back with options within 24 to 72 hours.',
      cta: sourcingCta,
    },
  },
  'richard-mille': {
    slug: 'richard-mille',
    name: 'Richard Mille',
    intro:
      'Pre-owned Richard Mille: lightweight, technical watches in advanced materials, inspected and fully documented.',
    textBlock: [
      'Richard Mille presented its first watch, the RM 001 Tourbillon, in 2001. The brand treats a watch as a piece of engineering: skeletonised movements on baseplates of titanium or carbon composite, tonneau cases built from several parts, and materials such as Carbon TPT and Quartz TPT borrowed from motor racing and aerospace.',
      "Production is small, estimated at around 5,000 watches a year, and many references are made in limited numbers for the brand's partners in sport. Pre-owned prices start from about £80,000, and rare tourbillons and limited editions can exceed £1 million.",
      'Because these watches are so complex, each one we offer is inspected in depth by our specialists and sold with our {warrantyMonths}-month warranty.',
    ],
    sourcingBanner: {
      heading: 'Looking for a particular Richard Mille?',
      text: 'Many pieces change hands privately. Tell us what you want and we will approach collectors in our network, usually with a shortlist within 24 to 72 hours.',
      cta: sourcingCta,
    },
  },
  'vacheron-constantin': {
    slug: 'vacheron-constantin',
    name: 'Vacheron Constantin',
    intro:
      'Pre-owned Vacheron Constantin from the Overseas, Patrimony and Traditionnelle collections, made by a Geneva house in continuous operation since 1755.',
  },
  'a-lange-soehne': {
    slug: 'a-lange-soehne',
    name: 'A. Lange & Söhne',
    intro:
      'Pre-owned A. Lange & Söhne from Glashütte, including the Lange 1, Saxonia and Datograph, prized for movements finished and assembled twice by hand.',
  },
};

export function getBrandCopy(
  slug: string,
  locale: Locale = 'en',
): BrandCopy | undefined {
  const copy = locale === 'de' ? brandCopyDe : brandCopy;
  return Object.prototype.hasOwnProperty.call(copy, slug)
    ? copy[slug as BrandSlug]
    : undefined;
}
