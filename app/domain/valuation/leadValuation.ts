// The valuation a seller's lead carries: the reference, the seller's choices, the range shown
// and how many sales it rests on. It travels in the sell form as one hidden field,
// `<payload>.<signature>` (base64url JSON, signed by the server that worked it out:
// app/server/valuation/claim.ts), so the dealer reads what the page showed, not what a
// browser made up.
import {
  CONDITION_GRADES,
  type ConditionGrade,
} from '~/domain/watch/conditionGrade';
import type {BoxAndPapers} from '~/domain/watch/boxAndPapers';
import {
  MAX_REFERENCE_LENGTH,
  PAPERS_CHOICES,
  YEAR_BANDS,
  type ValuationInputs,
  type Valuation,
  type YearBand,
} from './instantValuation';

export const VALUATION_FIELD = 'valuation';
export const MAX_CLAIM_LENGTH = 1000;

export interface LeadValuation {
  reference: string;
  year: YearBand | null;
  condition: ConditionGrade | null;
  papers: BoxAndPapers | null;
  /** estimate: a range; too-few: fewer than 3 comparable sales; unknown: no watch of the reference. */
  kind: 'estimate' | 'too-few' | 'unknown';
  sales: number;
  /** The range the page showed (for a watch like the seller's when it was adjusted), in GBP. */
  low: number | null;
  high: number | null;
  /** The indicative offer shown, if any. */
  offerLow: number | null;
  offerHigh: number | null;
  /** The day it was worked out (YYYY-MM-DD). */
  date: string;
}

/** What a lead carries for the answer the page showed. */
export function leadValuationOf(
  inputs: ValuationInputs,
  answer: Valuation | {kind: 'unknown'},
  reference: string,
  now: Date,
): LeadValuation {
  const shown =
    answer.kind === 'estimate' ? (answer.adjusted ?? answer.range) : null;
  const offer = answer.kind === 'estimate' ? answer.offer : null;
  return {
    reference: reference.slice(0, MAX_REFERENCE_LENGTH),
    year: inputs.year,
    condition: inputs.condition,
    papers: inputs.papers,
    kind: answer.kind,
    sales: answer.kind === 'unknown' ? 0 : answer.count,
    low: shown?.low ?? null,
    high: shown?.high ?? null,
    offerLow: offer?.low ?? null,
    offerHigh: offer?.high ?? null,
    date: now.toISOString().slice(0, 10),
  };
}

function toBase64url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text))
    binary += String.fromCharCode(byte);
  return btoa(binary)
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function fromBase64url(text: string): string | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', {fatal: true}).decode(bytes);
  } catch {
    return null;
  }
}

export function encodeValuationPayload(valuation: LeadValuation): string {
  return toBase64url(JSON.stringify(valuation));
}

const amount = (value: unknown): number | null =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= 0 &&
  value < 1e9
    ? value
    : null;

const choice = <T extends string>(choices: readonly T[], value: unknown) =>
  typeof value === 'string' && (choices as readonly string[]).includes(value)
    ? (value as T)
    : null;

/** The payload read back and checked field by field; null when it is not one. */
export function decodeValuationPayload(payload: string): LeadValuation | null {
  const text = fromBase64url(payload);
  if (text === null) return null;
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object') return null;
  const kind = choice(['estimate', 'too-few', 'unknown'] as const, raw.kind);
  const sales = amount(raw.sales);
  if (
    !kind ||
    sales === null ||
    typeof raw.reference !== 'string' ||
    raw.reference.length > MAX_REFERENCE_LENGTH ||
    typeof raw.date !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}$/.test(raw.date)
  )
    return null;
  return {
    reference: raw.reference,
    year: choice(YEAR_BANDS, raw.year),
    condition: choice(CONDITION_GRADES, raw.condition),
    papers: choice(PAPERS_CHOICES, raw.papers),
    kind,
    sales,
    low: amount(raw.low),
    high: amount(raw.high),
    offerLow: amount(raw.offerLow),
    offerHigh: amount(raw.offerHigh),
    date: raw.date,
  };
}

/** The hidden field's text split into its payload (checked) and signature, or null. */
export function readValuationClaim(
  text: string | null | undefined,
): {valuation: LeadValuation; payload: string; signature: string} | null {
  if (!text || text.length > MAX_CLAIM_LENGTH) return null;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{20,100})$/.exec(text);
  if (!match) return null;
  const valuation = decodeValuationPayload(match[1]);
  return valuation ? {valuation, payload: match[1], signature: match[2]} : null;
}

const gbp = (value: number) => `£${value.toLocaleString('en-GB')}`;

/** One line for the dealer's e-mail, in English (the dealer's own pages are English: decision 073). */
export function valuationLine(valuation: LeadValuation): string {
  const inputs = [
    valuation.year ? `year ${valuation.year}` : null,
    valuation.condition ? `condition ${valuation.condition}` : null,
    valuation.papers ? `box and papers ${valuation.papers}` : null,
  ].filter(Boolean);
  const asked = `${valuation.reference}${inputs.length ? ` (${inputs.join(', ')})` : ''}`;
  const answer =
    valuation.kind === 'estimate' &&
    valuation.low !== null &&
    valuation.high !== null
      ? `${gbp(valuation.low)}-${gbp(valuation.high)} from ${valuation.sales} sales in 24 months`
      : valuation.kind === 'too-few'
        ? `no range: ${valuation.sales} sales in 24 months (fewer than 3)`
        : 'no range: reference not on record';
  const offer =
    valuation.offerLow !== null && valuation.offerHigh !== null
      ? `; indicative offer ${gbp(valuation.offerLow)}-${gbp(valuation.offerHigh)}`
      : '';
  return `${asked}: ${answer}${offer} (as of ${valuation.date})`;
}
