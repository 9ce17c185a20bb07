// The markets the storefront's markets.json names, compared with the store's: which to create
// and what to change (countries, base currency, whether prices include taxes and duties, status).
// A configured market is found by its handle, else as the market that holds its pricing country
// (a new store's primary market has a handle Shopify chose).
import config from '../../app/domain/markets/markets.json';
import type {Planned} from './store-plan';

export interface MarketNeed {
  handle: string;
  name: string;
  currency: string;
  pricingCountry: string;
  countries: string[];
  taxesIncluded: boolean;
  dutiesIncluded: boolean;
}

export const MARKET_NEEDS: readonly MarketNeed[] = config.markets;

export interface StoredMarket {
  id: string;
  name: string;
  handle: string;
  status: string;
  currencySettings: {baseCurrency: {currencyCode: string}} | null;
  priceInclusions: {
    inclusiveDutiesPricingStrategy: string;
    inclusiveTaxPricingStrategy: string;
  } | null;
  conditions: {
    regionsCondition: {regions: {nodes: Array<{code?: string}>}} | null;
  } | null;
}

export type MarketStep = Planned<MarketNeed, StoredMarket> & {
  addCountries: string[];
  removeCountries: string[];
};

export const countriesOf = (m: StoredMarket): string[] =>
  (m.conditions?.regionsCondition?.regions.nodes ?? [])
    .map((r) => r.code)
    .filter((c): c is string => Boolean(c));

export const taxStrategy = (need: MarketNeed) =>
  need.taxesIncluded ? 'INCLUDES_TAXES_IN_PRICE' : 'ADD_TAXES_AT_CHECKOUT';
export const dutiesStrategy = (need: MarketNeed) =>
  need.dutiesIncluded ? 'INCLUDE_DUTIES_IN_PRICE' : 'ADD_DUTIES_AT_CHECKOUT';

export function planMarket(
  need: MarketNeed,
  markets: readonly StoredMarket[],
): MarketStep {
  const label = `${need.handle} (${need.name}, ${need.currency})`;
  const stored =
    markets.find((m) => m.handle === need.handle) ??
    markets.find((m) => countriesOf(m).includes(need.pricingCountry));
  if (!stored)
    return {
      action: 'create',
      label,
      need,
      changes: [],
      addCountries: need.countries,
      removeCountries: [],
    };
  const have = countriesOf(stored);
  const addCountries = need.countries.filter((c) => !have.includes(c));
  const removeCountries = have.filter((c) => !need.countries.includes(c));
  const changes: string[] = [];
  if (addCountries.length)
    changes.push(`countries + ${addCountries.join(', ')}`);
  if (removeCountries.length)
    changes.push(`countries - ${removeCountries.join(', ')}`);
  const currency = stored.currencySettings?.baseCurrency.currencyCode;
  if (currency !== need.currency)
    changes.push(`currency ${currency ?? '(none)'} -> ${need.currency}`);
  const tax = stored.priceInclusions?.inclusiveTaxPricingStrategy;
  if (tax !== taxStrategy(need))
    changes.push(`taxes ${tax ?? '(none)'} -> ${taxStrategy(need)}`);
  const duties = stored.priceInclusions?.inclusiveDutiesPricingStrategy;
  if (duties !== dutiesStrategy(need))
    changes.push(`duties ${duties ?? '(none)'} -> ${dutiesStrategy(need)}`);
  if (stored.status !== 'ACTIVE')
    changes.push(`status ${stored.status} -> ACTIVE`);
  return {
    action: changes.length ? 'update' : 'unchanged',
    label,
    need,
    stored,
    changes,
    addCountries,
    removeCountries,
  };
}

export const planMarkets = (markets: readonly StoredMarket[]) =>
  MARKET_NEEDS.map((need) => planMarket(need, markets));
