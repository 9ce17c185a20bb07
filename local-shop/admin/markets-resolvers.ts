// Resolvers of the Admin API's markets (markets-schema.ts) over the store's MarketBook, with
// Shopify's user errors. The Storefront API prices by the same markets at once.
import config from '../../app/domain/markets/markets.json';
import {
  countryName,
  currencyName,
  MarketBook,
  type MarketRecord,
} from '../markets/markets';
import {gid, gidNumber} from '../storefront/ids';
import type {AdminContext} from './store-setup-resolvers';

type R = (source: any, args: any, ctx: AdminContext) => unknown;

interface MarketError {
  field: string[];
  message: string;
  code: string;
}

const page = <T>(items: T[]) => ({
  nodes: items,
  pageInfo: {
    hasNextPage: false,
    hasPreviousPage: false,
    startCursor: null,
    endCursor: null,
  },
});

const currencySetting = (code: string) => ({
  currencyCode: code,
  currencyName: currencyName(code),
  enabled: true,
  manualRate: null,
  rateUpdatedAt: null,
});

export function marketOut(m: MarketRecord) {
  const regions = page(
    m.countries.map((code) => ({
      __typename: 'MarketRegionCountry',
      id: gid('MarketRegionCountry', `${m.n}-${code}`),
      name: countryName(code),
      code,
      currency: currencySetting(m.currency),
    })),
  );
  return {
    id: gid('Market', m.n),
    name: m.name,
    handle: m.handle,
    status: m.enabled ? 'ACTIVE' : 'DRAFT',
    type: 'REGION',
    enabled: m.enabled,
    primary: m.primary,
    conditions: {
      conditionTypes: ['REGION'],
      regionsCondition: {applicationLevel: 'SPECIFIED', regions},
    },
    currencySettings: {
      baseCurrency: currencySetting(m.currency),
      localCurrencies: false,
      roundingEnabled: true,
    },
    priceInclusions: {
      inclusiveDutiesPricingStrategy: m.dutiesIncluded
        ? 'INCLUDE_DUTIES_IN_PRICE'
        : 'ADD_DUTIES_AT_CHECKOUT',
      inclusiveTaxPricingStrategy: m.taxesIncluded
        ? 'INCLUDES_TAXES_IN_PRICE'
        : 'ADD_TAXES_AT_CHECKOUT',
    },
    regions,
  };
}

const countriesOf = (conditions: any): string[] =>
  (conditions?.regionsCondition?.regions ?? []).map(
    (r: {countryCode: string}) => r.countryCode,
  );

/** The checks Shopify makes before a market changes; none means the change may go ahead. */
function problems(
  book: MarketBook,
  market: MarketRecord | undefined,
  input: any,
  added: string[],
): MarketError[] {
  const errors: MarketError[] = [];
  if (input.name !== undefined && !String(input.name ?? '').trim())
    errors.push({
      field: ['input', 'name'],
      message: "Name can't be blank",
      code: 'BLANK',
    });
  if (
    input.handle != null &&
    book.markets.some((m) => m !== market && m.handle === input.handle)
  )
    errors.push({
      field: ['input', 'handle'],
      message: 'Handle has already been taken',
      code: 'TAKEN',
    });
  for (const code of added) {
    const owner = book.markets.find(
      (m) => m !== market && m.countries.includes(code),
    );
    if (owner)
      errors.push({
        field: ['input', 'conditions', 'regionsCondition', 'regions'],
        message: `${countryName(code)} is already in the market ${owner.name}.`,
        code: 'INVALID',
      });
  }
  const currency = input.currencySettings?.baseCurrency;
  if (currency && !MarketBook.supportsCurrency(currency))
    errors.push({
      field: ['input', 'currencySettings', 'baseCurrency'],
      message: `The local shop has no exchange rate for ${currency}.`,
      code: 'UNSUPPORTED_CURRENCY',
    });
  if (market?.primary && input.status === 'DRAFT')
    errors.push({
      field: ['input', 'status'],
      message: "Can't disable the primary market.",
      code: 'CANNOT_DISABLE_PRIMARY_MARKET',
    });
  return errors;
}

/** Applies the input's settings to a market record (conditions are handled by the caller). */
function applySettings(m: MarketRecord, input: any) {
  if (input.name != null) m.name = input.name;
  if (input.handle != null) m.handle = input.handle;
  if (input.status != null) m.enabled = input.status === 'ACTIVE';
  if (input.currencySettings?.baseCurrency)
    m.currency = input.currencySettings.baseCurrency;
  const inclusions = input.priceInclusions;
  if (inclusions?.dutiesPricingStrategy)
    m.dutiesIncluded =
      inclusions.dutiesPricingStrategy === 'INCLUDE_DUTIES_IN_PRICE';
  if (inclusions?.taxPricingStrategy)
    m.taxesIncluded = inclusions.taxPricingStrategy !== 'ADD_TAXES_AT_CHECKOUT';
}

/** Languages come from a market's web presence, which the Admin subset lacks: markets.json's, else English. */
const languagesFor = (handle: string) =>
  config.markets
    .find((m) => m.handle === handle)
    ?.languages.map((l) => l.toUpperCase()) ?? ['EN'];

const handleFrom = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export const marketResolvers: Record<string, Record<string, R>> = {
  Query: {
    markets: (_s, a, ctx) =>
      page(
        ctx.markets.markets
          .filter((m) => !a.status || (a.status === 'ACTIVE') === m.enabled)
          .filter(() => !a.type || a.type === 'REGION')
          .slice(0, Math.min(a.first ?? 50, 250))
          .map(marketOut),
      ),
    market: (_s, a, ctx) => {
      const n = gidNumber(a.id, 'Market');
      const found = n ? ctx.markets.byId(n) : undefined;
      return found ? marketOut(found) : null;
    },
  },
  Mutation: {
    marketCreate: (_s, a, ctx) => {
      const input = a.input;
      const countries = countriesOf(input.conditions);
      const handle = input.handle ?? handleFrom(input.name ?? '');
      const errors = problems(
        ctx.markets,
        undefined,
        {...input, handle},
        countries,
      );
      if (errors.length) return {market: null, userErrors: errors};
      const market: MarketRecord = {
        n: ctx.markets.nextNumber(),
        handle,
        name: input.name,
        currency:
          input.currencySettings?.baseCurrency ?? ctx.markets.primary.currency,
        countries: [...new Set(countries)],
        languages: languagesFor(handle),
        taxesIncluded: true,
        dutiesIncluded: false,
        enabled: (input.status ?? 'ACTIVE') === 'ACTIVE',
        primary: false,
      };
      applySettings(market, input);
      ctx.markets.add(market);
      return {market: marketOut(market), userErrors: []};
    },
    marketUpdate: (_s, a, ctx) => {
      const n = gidNumber(a.id, 'Market');
      const market = n ? ctx.markets.byId(n) : undefined;
      if (!market)
        return {
          market: null,
          userErrors: [
            {
              field: ['id'],
              message: 'Market does not exist',
              code: 'MARKET_NOT_FOUND',
            },
          ],
        };
      const input = a.input;
      const added = countriesOf(input.conditions?.conditionsToAdd);
      const removed = countriesOf(input.conditions?.conditionsToDelete);
      const errors = problems(ctx.markets, market, input, added);
      if (errors.length) return {market: null, userErrors: errors};
      applySettings(market, input);
      market.countries = [...new Set([...market.countries, ...added])].filter(
        (c) => !removed.includes(c),
      );
      ctx.markets.changed();
      return {market: marketOut(market), userErrors: []};
    },
  },
};
