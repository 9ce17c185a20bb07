// The rules markets.json must keep, checked when the worker starts (server.ts) and by the tests:
// a mistake in the dealer's file fails at once, naming every problem, instead of a wrong price.
import {z} from 'zod';
import {LOCALES} from '~/i18n/locale';
import config from './markets.json';

const countryCode = z.string().regex(/^[A-Z]{2}$/);

const marketSchema = z.object({
  handle: z.string().regex(/^[a-z]{2}$/),
  name: z.string().min(1),
  currency: z.string().regex(/^[A-Z]{3}$/),
  pricingCountry: countryCode,
  countries: z.array(countryCode).min(1),
  languages: z.array(z.enum(LOCALES)).min(1),
  taxesIncluded: z.boolean(),
  dutiesIncluded: z.boolean(),
});

export type MarketEntry = z.infer<typeof marketSchema>;

const configSchema = z
  .object({defaultMarket: z.string(), markets: z.array(marketSchema).min(1)})
  .superRefine((value, ctx) => {
    const handles = value.markets.map((market) => market.handle);
    const countries = value.markets.flatMap((market) => market.countries);
    if (new Set(handles).size !== handles.length)
      ctx.addIssue({code: 'custom', message: 'two markets share a handle'});
    if (new Set(countries).size !== countries.length)
      ctx.addIssue({code: 'custom', message: 'a country is in two markets'});
    if (!handles.includes(value.defaultMarket))
      ctx.addIssue({code: 'custom', message: 'defaultMarket is not a market'});
    for (const market of value.markets) {
      if (!market.countries.includes(market.pricingCountry))
        ctx.addIssue({
          code: 'custom',
          message: `${market.handle}: pricingCountry is not one of its countries`,
        });
      if (!market.languages.includes('en'))
        ctx.addIssue({
          code: 'custom',
          message: `${market.handle}: English is offered in every market`,
        });
    }
  });

/** Validates a markets configuration; throws with every problem named. */
export function parseMarkets(value: unknown) {
  return configSchema.parse(value);
}

/** The committed file, checked: the worker calls this once as it starts. */
export function checkMarketsFile() {
  parseMarkets(config);
}
