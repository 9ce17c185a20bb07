import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {SITES, sitePrefix} from '~/domain/markets/sitePath';
import {soldPriceShown} from './soldPrice';

const SEED = 142;

/** Whole pounds to pence, as the dealer records them. */
const amounts = fc
  .integer({min: 1, max: 2_000_000_00})
  .map((pence) => pence / 100);

/** custom.sold_price as merchandisers type it, or a Shopify money metafield in pounds. */
const typed = amounts.chain((amount) =>
  fc.constantFrom(
    {amount, raw: amount.toFixed(2)},
    {amount, raw: `£${amount.toLocaleString('en-GB')}`},
    {
      amount,
      raw: JSON.stringify({amount: String(amount), currency_code: 'GBP'}),
    },
  ),
);

const noSoldPrice = fc.constantFrom(null, undefined, '', '0', '{broken');

describe('the price a sold watch shows', () => {
  it('is the achieved price in pounds on every site, noted on a site of another currency', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SITES),
        typed,
        amounts,
        (site, sold, asking) => {
          const {currency} = site.market;
          // The variant price as the site's query returns it: in the market's currency.
          const askingPrice = {amount: String(asking), currencyCode: currency};
          const shown = soldPriceShown(
            {soldPrice: sold.raw, askingPrice},
            currency,
          );
          expect(shown, sitePrefix(site)).toEqual({
            kind: 'achieved',
            pounds: sold.amount,
            note: currency !== 'GBP',
          });
        },
      ),
      {seed: SEED, numRuns: 2_000},
    );
  });

  it('without a sold price is the last asking price on the pound site, and no figure on another', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SITES),
        noSoldPrice,
        amounts,
        (site, soldPrice, amount) => {
          const {currency} = site.market;
          const shown = soldPriceShown(
            {
              soldPrice,
              askingPrice: {amount: amount.toFixed(2), currencyCode: currency},
            },
            currency,
          );
          expect(shown, sitePrefix(site)).toEqual(
            currency === 'GBP'
              ? {kind: 'asking', pounds: amount, note: false}
              : {kind: 'none', note: false},
          );
        },
      ),
      {seed: SEED, numRuns: 2_000},
    );
  });

  it('takes a real pound asking price (a query asked in GB) on any site, and names it beside the note', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SITES), amounts, (site, amount) => {
        const {currency} = site.market;
        const shown = soldPriceShown(
          {
            soldPrice: null,
            askingPrice: {amount: String(amount), currencyCode: 'GBP'},
          },
          currency,
        );
        expect(shown).toEqual({
          kind: 'asking',
          pounds: amount,
          note: currency !== 'GBP',
        });
      }),
      {seed: SEED, numRuns: 1_000},
    );
  });

  it('never turns an amount of another currency into pounds (fail closed)', () => {
    const others = [
      ...new Set(SITES.map((site) => site.market.currency)),
    ].filter((currency) => currency !== 'GBP');
    fc.assert(
      fc.property(
        fc.constantFrom(...SITES),
        fc.constantFrom(...others),
        amounts,
        (site, foreign, amount) => {
          const shown = soldPriceShown(
            {
              soldPrice: JSON.stringify({
                amount: String(amount),
                currency_code: foreign,
              }),
              askingPrice: {amount: String(amount), currencyCode: foreign},
            },
            site.market.currency,
          );
          expect(shown).toEqual({kind: 'none', note: false});
          expect(
            soldPriceShown(
              {soldPrice: `$${amount}`, askingPrice: null},
              site.market.currency,
            ),
          ).toEqual({kind: 'none', note: false});
        },
      ),
      {seed: SEED, numRuns: 1_000},
    );
  });

  it.each(SITES.map((site) => [sitePrefix(site) || '/', site] as const))(
    'on %s: £11,800 achieved, else the asking price only where it is pounds',
    (_, site) => {
      const {currency} = site.market;
      const asking = {amount: '12500.0', currencyCode: currency};
      expect(
        soldPriceShown({soldPrice: '11800.00', askingPrice: asking}, currency),
      ).toEqual({kind: 'achieved', pounds: 11800, note: currency !== 'GBP'});
      expect(
        soldPriceShown({soldPrice: null, askingPrice: asking}, currency).kind,
      ).toBe(currency === 'GBP' ? 'asking' : 'none');
    },
  );
});
