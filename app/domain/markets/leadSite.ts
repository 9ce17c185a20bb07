// The site a stored lead (a stock alert, a viewing, an offer) was made on, from the two things it
// keeps: its language and its market's pricing country. Every e-mail link is built here, so a
// shopper who used /en-us is answered on /en-us; rows from before markets are the UK site's.
import {isLocale, type Locale} from '~/i18n/locale';
import {DEFAULT_MARKET} from './markets';
import {SITES, sitePath, type Site} from './sitePath';

/** What a lead keeps of its site: its language and its market's pricing country. */
export interface LeadSiteFacts {
  locale: string;
  country?: string | null;
}

/** The lead's site; an unknown country is the UK's, a language its market lacks its first one. */
export function leadSite({locale, country}: LeadSiteFacts): Site {
  const language: Locale = isLocale(locale) ? locale : 'en';
  const ofMarket = SITES.filter(
    (site) => site.market.pricingCountry === (country ?? ''),
  );
  const sites = ofMarket.length
    ? ofMarket
    : SITES.filter((site) => site.market.handle === DEFAULT_MARKET.handle);
  return sites.find((site) => site.language === language) ?? sites[0];
}

/** What a lead stores of the site it was made on (the request's own site, never a form field). */
export function leadSiteFacts(site: Site): {country: string; locale: Locale} {
  return {country: site.market.pricingCountry, locale: site.language};
}

/** An absolute link to a page on the lead's site: leadUrl('/alerts/manage', lead, origin). */
export function leadUrl(
  path: string,
  lead: LeadSiteFacts,
  origin: string,
): URL {
  return new URL(sitePath(path, leadSite(lead)), origin);
}
