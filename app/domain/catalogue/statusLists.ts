// The three status lists (/available, /on-request, /recently-sold): which status and texts each
// address shows.
import type {MessageKey} from '~/i18n/translate';
import type {AvailabilityStatus} from '~/domain/watch/availability';
import {STATUS_LIST_SLUGS, type StatusListSlug} from './statusListSlugs';

/** The texts of one status list page (Available Now, On Request, Recently Sold). */
export type StatusListTexts = {
  title: MessageKey;
  intro: MessageKey;
  empty: MessageKey;
};

/** Which watches and texts each status list address shows. */
export const STATUS_LISTS: Record<
  StatusListSlug,
  {
    status: Exclude<AvailabilityStatus, 'unknown' | 'reserved'>;
    texts: StatusListTexts;
  }
> = {
  available: {
    status: 'available',
    texts: {
      title: 'catalogue.availableTitle',
      intro: 'catalogue.availableIntro',
      empty: 'catalogue.availableEmpty',
    },
  },
  'on-request': {
    status: 'on_request',
    texts: {
      title: 'catalogue.onRequestTitle',
      intro: 'catalogue.onRequestIntro',
      empty: 'catalogue.onRequestEmpty',
    },
  },
  'recently-sold': {
    status: 'sold',
    texts: {
      title: 'catalogue.soldTitle',
      intro: 'catalogue.soldIntro',
      empty: 'catalogue.soldEmpty',
    },
  },
};

/** The status list at this address (/available, /de/on-request, ...), or a 404. */
export function statusListAt(pathname: string) {
  const slug = pathname.split('/').filter(Boolean).pop() ?? '';
  if (!(STATUS_LIST_SLUGS as readonly string[]).includes(slug))
    throw new Response(null, {status: 404});
  return {
    slug: slug as StatusListSlug,
    ...STATUS_LISTS[slug as StatusListSlug],
  };
}
