// Signs the valuation a page shows so the sell form can carry it, and checks it when the lead
// arrives (app/domain/valuation/leadValuation.ts has the format). The same inputs sign the same
// text, so a page the edge shares carries one valid claim for everybody.
import {signText, verifyText} from '~/server/signing';
import {
  encodeValuationPayload,
  readValuationClaim,
  type LeadValuation,
} from '~/domain/valuation/leadValuation';

export async function signValuation(
  secret: string,
  valuation: LeadValuation,
): Promise<string> {
  const payload = encodeValuationPayload(valuation);
  return `${payload}.${await signText(secret, `valuation.${payload}`)}`;
}

/** The claim's valuation when its signature is this server's; otherwise null. */
export async function verifyValuation(
  secret: string,
  claim: {payload: string; signature: string} | null | undefined,
): Promise<LeadValuation | null> {
  if (!claim) return null;
  const ok = await verifyText(
    secret,
    `valuation.${claim.payload}`,
    claim.signature,
  );
  return ok
    ? (readValuationClaim(`${claim.payload}.${claim.signature}`)?.valuation ??
        null)
    : null;
}
