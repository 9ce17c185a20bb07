import {ShopLink} from '~/components/ShopLink';
import {useT} from '~/i18n/useTranslation';

/** Home / ... / current page; the last crumb is the page itself (not a link). */
export function Breadcrumb({
  crumbs,
  className = 'text-sm',
}: {
  crumbs: Array<{label: string; to?: string}>;
  className?: string;
}) {
  const t = useT();
  return (
    <nav
      aria-label={t('content.breadcrumb')}
      className={`text-neutral-600 ${className}`}
    >
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {crumbs.map((crumb, index) => (
          <li
            key={`${crumb.label}-${index}`}
            className="flex items-center gap-x-2"
          >
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {crumb.to && index < crumbs.length - 1 ? (
              <ShopLink
                to={crumb.to}
                className="tap-link hover:text-gold hover:underline focus-visible:outline-2"
              >
                {crumb.label}
              </ShopLink>
            ) : (
              <span aria-current="page" className="text-ink">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
