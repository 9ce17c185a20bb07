// The store's markets as Shopify Markets keeps them: which countries buy in which currency, in
// which languages, and what their prices include. Seeded from the storefront's markets.json, as
// `npm run store:setup` creates the same markets in a real store; the Admin API changes them.
import config from '../../app/domain/markets/markets.json';
import {exchangeRate} from './presentment';

export interface MarketRecord {
  /** Number of `gid://shopify/Market/<n>`. */
  n: number;
  handle: string;
  name: string;
  /** The market's base currency: every country of it buys in this one. */
  currency: string;
  countries: string[];
  languages: string[];
  taxesIncluded: boolean;
  dutiesIncluded: boolean;
  enabled: boolean;
  primary: boolean;
}

export interface SavedMarkets {
  markets: MarketRecord[];
}

function fromConfig(handles?: string[]): MarketRecord[] {
  return config.markets
    .filter((m) => !handles || handles.includes(m.handle))
    .map((m, i) => ({
      n: i + 1,
      handle: m.handle,
      name: m.name,
      currency: m.currency,
      countries: [...m.countries],
      languages: m.languages.map((l) => l.toUpperCase()),
      taxesIncluded: m.taxesIncluded,
      dutiesIncluded: m.dutiesIncluded,
      enabled: true,
      primary: m.handle === config.defaultMarket,
    }));
}

export class MarketBook {
  onChange: () => void = () => {};

  constructor(readonly markets: MarketRecord[]) {}

  /** Every market of markets.json, as after `store:setup`. */
  static seeded(): MarketBook {
    return new MarketBook(fromConfig());
  }

  /** A new store: only the primary market Shopify makes for the shop's country, in its currency. */
  static primaryOnly(): MarketBook {
    const [primary] = fromConfig([config.defaultMarket]);
    const country = config.markets.find(
      (m) => m.handle === config.defaultMarket,
    )!.pricingCountry;
    return new MarketBook([
      {
        ...primary,
        handle: country.toLowerCase(),
        name: countryName(country),
        countries: [country],
        dutiesIncluded: false,
      },
    ]);
  }

  get primary(): MarketRecord {
    return this.markets.find((m) => m.primary) ?? this.markets[0];
  }

  /** The market a country buys in; a country in no enabled market buys in the primary one. */
  forCountry(country: string | null | undefined): MarketRecord {
    const code = (country ?? '').toUpperCase();
    return (
      this.markets.find((m) => m.enabled && m.countries.includes(code)) ??
      this.primary
    );
  }

  byHandle(handle: string): MarketRecord | undefined {
    return this.markets.find((m) => m.handle === handle);
  }

  byId(n: number): MarketRecord | undefined {
    return this.markets.find((m) => m.n === n);
  }

  /** Countries of every enabled market, in the order Shopify lists them (by name). */
  availableCountries(): string[] {
    return this.markets
      .filter((m) => m.enabled)
      .flatMap((m) => m.countries)
      .sort((a, b) => countryName(a).localeCompare(countryName(b), 'en'));
  }

  nextNumber(): number {
    return Math.max(0, ...this.markets.map((m) => m.n)) + 1;
  }

  add(market: MarketRecord) {
    this.markets.push(market);
    this.onChange();
  }

  changed() {
    this.onChange();
  }

  saved(): SavedMarkets {
    return {markets: this.markets};
  }

  /** Whether a currency can be a market's: the local shop needs a fixed rate for it. */
  static supportsCurrency(currency: string): boolean {
    return exchangeRate(currency) !== undefined;
  }
}

const regionNames = new Intl.DisplayNames(['en'], {type: 'region'});
const currencyNames = new Intl.DisplayNames(['en'], {type: 'currency'});

export function countryName(code: string): string {
  return regionNames.of(code) ?? code;
}

export function currencyName(code: string): string {
  return currencyNames.of(code) ?? code;
}

/** Shopify's `Currency.symbol` for the currencies the local shop has rates for. */
const SYMBOLS: Record<string, string> = {
  GBP: '£',
  EUR: '€',
  USD: '$',
  HKD: 'HK$',
  SGD: 'S$',
  AED: 'د.إ',
};

export function currencySymbol(code: string): string {
  return SYMBOLS[code] ?? code;
}
