// Pounds sterling as a type of their own: an amount reaches formatPounds only through a reader
// that saw the currency, so a converted dollar figure can never be written with a £ sign.
import type {MoneyLike} from './money';

declare const GBP: unique symbol;

/** An amount known to be in pounds sterling. */
export type Pounds = number & {readonly [GBP]: true};

function positive(amount: number): amount is Pounds {
  return Number.isFinite(amount) && amount > 0;
}

/** The amount of a money value if, and only if, it is in pounds (fail closed: any other currency is null). */
export function poundsOf(money: MoneyLike): Pounds | null {
  if (!money || money.currencyCode !== 'GBP') return null;
  const amount = Number(money.amount);
  return positive(amount) ? amount : null;
}

/**
 * A price the dealer typed in pounds ("10950", "£10,950") or a Shopify money metafield
 * ({"amount":"10950.0","currency_code":"GBP"}); null for another currency or no positive amount.
 */
export function readPounds(
  raw: string | number | null | undefined,
): Pounds | null {
  if (raw === null || raw === undefined) return null;
  const text = String(raw).trim();
  if (text.startsWith('{')) {
    try {
      const value = JSON.parse(text) as {
        amount?: unknown;
        currency_code?: unknown;
      };
      return poundsOf({
        amount: String(value.amount ?? ''),
        currencyCode: String(value.currency_code ?? 'GBP'),
      });
    } catch {
      return null;
    }
  }
  // Only digits, separators and a pound sign: '$9,500' or '9500 USD' is not pounds.
  if (!/^£?\s*[\d,]+(\.\d+)?$/.test(text)) return null;
  const amount = Number(text.replace(/[£,\s]/g, ''));
  return positive(amount) ? amount : null;
}

/** A figure computed from pound amounts only (a median, a chart tick, a valuation of achieved prices). */
export function derivedPounds(amount: number): Pounds {
  return amount as Pounds;
}
