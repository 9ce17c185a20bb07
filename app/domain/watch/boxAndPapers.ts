import type {MessageKey} from '~/i18n/translate';

/** The old site counted 'Yes', 'yes' and 'true' as yes; we also accept any case and spaces. */
export function isYes(value: string | null | undefined): boolean {
  return ['yes', 'true'].includes((value ?? '').trim().toLowerCase());
}

export type BoxAndPapers =
  'complete-set' | 'box-only' | 'papers-only' | 'watch-only';

/** What comes with the watch, from the box and papers metafields. */
export function boxAndPapers(
  box: string | null | undefined,
  papers: string | null | undefined,
): BoxAndPapers {
  const hasBox = isYes(box);
  const hasPapers = isYes(papers);
  if (hasBox && hasPapers) return 'complete-set';
  if (hasBox) return 'box-only';
  if (hasPapers) return 'papers-only';
  return 'watch-only';
}

export const BOX_AND_PAPERS_LABEL: Record<BoxAndPapers, MessageKey> = {
  'complete-set': 'watch.completeSet',
  'box-only': 'watch.boxOnly',
  'papers-only': 'watch.papersOnly',
  'watch-only': 'watch.watchOnly',
};
