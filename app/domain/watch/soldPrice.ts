// The price a sold watch shows, on every site: what it sold for, in pounds, the currency it
// was sold in; a converted asking price would be a figure nobody paid (decision 142).
import type {MoneyLike} from '~/domain/money';
import {poundsOf, readPounds, type Pounds} from '~/domain/pounds';

export type SoldPriceKind = 'achieved' | 'asking';

/** A sold watch's figure: always pounds, and what kind of price it is. */
export interface SoldFigure {
  pounds: Pounds;
  kind: SoldPriceKind;
}

/** What a page shows for a sold watch; `note` asks for AchievedInPounds on a site of another currency. */
export type SoldPriceShown =
  (SoldFigure & {note: boolean}) | {kind: 'none'; note: false};

/**
 * The achieved price (`custom.sold_price`), else the last asking price only if it is in pounds
 * (the UK site's, or a query asked in GB); a price in another currency gives no figure.
 */
export function soldFigure(watch: {
  soldPrice: string | null | undefined;
  askingPrice: MoneyLike;
}): SoldFigure | null {
  const achieved = readPounds(watch.soldPrice);
  if (achieved !== null) return {pounds: achieved, kind: 'achieved'};
  const asking = poundsOf(watch.askingPrice);
  return asking !== null ? {pounds: asking, kind: 'asking'} : null;
}

/** The sold watch's figure as a site of `siteCurrency` shows it. */
export function soldPriceShown(
  watch: {soldPrice: string | null | undefined; askingPrice: MoneyLike},
  siteCurrency: string,
): SoldPriceShown {
  const figure = soldFigure(watch);
  if (!figure) return {kind: 'none', note: false};
  return {...figure, note: siteCurrency !== 'GBP'};
}
