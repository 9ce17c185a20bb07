import type {FaqItem} from './contentTypes';

/**
 * Dealer facts are written into content as tokens so one configured value
 * (one warranty, one contact address: docs/decisions/009) shows on every page.
 */
export interface ContentFacts {
  warrantyMonths: number;
  email: string;
  phone: string;
  shopName: string;
  /** Optional link targets used by social and review links. */
  instagramUrl?: string;
  reviewsUrl?: string;
}

const TOKEN = /\{([a-zA-Z]+)\}/g;

/** Replaces known {tokens}; unknown tokens and missing optional facts are left as written. */
export function fillFacts(text: string, facts: ContentFacts): string {
  return text.replace(TOKEN, (whole, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(facts, name)) return whole;
    const value = facts[name as keyof ContentFacts];
    return value === undefined || value === null ? whole : String(value);
  });
}

/** Words in a text once tokens are counted as single words; used for article word counts. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

/** FAQ items with every {token} filled from the dealer's facts. */
export function fillFaq(
  items: readonly FaqItem[],
  facts: ContentFacts,
): FaqItem[] {
  return items.map((item) => ({
    ...item,
    question: fillFacts(item.question, facts),
    answer: fillFacts(item.answer, facts),
  }));
}
