import {ShopLink} from '~/components/ShopLink';
import {useT} from '~/i18n/useTranslation';

/** 'Error Loading Products' with a Retry that reloads the page (a plain GET form without JavaScript). */
export function CatalogueError({retryHref}: {retryHref: string}) {
  const t = useT();
  return (
    <div
      role="alert"
      className="mx-auto max-w-lg rounded-lg border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <h2 className="font-display text-2xl text-red-900">
        {t('catalogue.errorTitle')}
      </h2>
      <p className="mt-2 text-red-900">{t('catalogue.errorText')}</p>
      <a
        href={retryHref}
        onClick={(event) => {
          event.preventDefault();
          window.location.reload();
        }}
        role="button"
        className="mt-6 inline-block rounded bg-ink px-6 py-2 text-sm font-semibold text-white focus-visible:outline-2"
      >
        {t('catalogue.retry')}
      </a>
    </div>
  );
}

/** An empty result; with `clearHref` it offers Clear Filters. */
export function CatalogueEmpty({
  message,
  clearHref,
}: {
  message: string;
  clearHref?: string;
}) {
  const t = useT();
  return (
    <div className="mx-auto max-w-lg px-6 py-16 text-center">
      <p className="text-lg">{message}</p>
      {clearHref ? (
        <ShopLink
          to={clearHref}
          preventScrollReset
          className="mt-6 inline-flex min-h-11 items-center rounded border border-ink px-6 py-2 text-sm font-semibold focus-visible:outline-2"
        >
          {t('catalogue.clearFilters')}
        </ShopLink>
      ) : null}
    </div>
  );
}
