// The instant valuation's data: the reference's sold watches, read exactly as the reference
// page reads them (same matching, same two cached queries), valued by the pure rules and
// signed so the sell form can carry the answer (docs/decisions/102-valuation-and-condition-report.md).
import type {ReadStorefront} from '~/server/storefrontData';
import {loadReferencePage} from '~/server/references/loadReference';
import {isOutage} from '~/server/lastGoodCopy';
import {referenceSlug} from '~/domain/references/referenceKey';
import {
  valuate,
  type Valuation,
  type ValuationInputs,
} from '~/domain/valuation/instantValuation';
import {leadValuationOf} from '~/domain/valuation/leadValuation';
import {signValuation} from './claim';

export type ValuationAnswer =
  /** The form was sent without a reference. */
  | {state: 'empty'; inputs: ValuationInputs}
  /** Shopify could not answer: the page offers the valuation by hand. */
  | {state: 'unavailable'; inputs: ValuationInputs}
  | {
      state: 'answered';
      inputs: ValuationInputs;
      /** The reference as the dealer spells it (or as typed, when unknown). */
      reference: string;
      /** The reference page's address segment; null when no watch carries the reference. */
      slug: string | null;
      vendor: string;
      model: string;
      valuation: Valuation | {kind: 'unknown'};
      /** The signed valuation the sell form carries. */
      claim: string;
    };

export async function loadValuation(
  readStorefront: ReadStorefront,
  {
    inputs,
    now,
    secret,
    offerPercent,
  }: {
    inputs: ValuationInputs;
    now: Date;
    secret: string;
    offerPercent?: number;
  },
): Promise<ValuationAnswer> {
  if (!inputs.reference) return {state: 'empty', inputs};
  let page;
  try {
    page = await loadReferencePage(readStorefront, inputs.reference, now);
  } catch (error) {
    // The sell form still works in an outage: the answer says to ask by hand.
    if (isOutage(error)) return {state: 'unavailable', inputs};
    throw error;
  }
  const reference = page?.reference ?? inputs.reference;
  const valuation: ValuationAnswer & {state: 'answered'} extends {
    valuation: infer V;
  }
    ? V
    : never = page
    ? valuate(page.sold, inputs, now, offerPercent)
    : {kind: 'unknown'};
  return {
    state: 'answered',
    inputs,
    reference,
    slug: page ? referenceSlug(page.reference) : null,
    vendor: page?.facts.vendor ?? '',
    model: page?.facts.model ?? '',
    valuation,
    claim: await signValuation(
      secret,
      leadValuationOf(inputs, valuation, reference, now),
    ),
  };
}
