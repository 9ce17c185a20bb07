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
      {/* Inline, not flex: a long last crumb (a watch's name) wraps word by word after the
          others instead of dropping onto a line of its own. */}
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`} className="inline">
            {index > 0 ? (
              <span aria-hidden="true" className="mx-2">
                /
              </span>
            ) : null}
            {crumb.to && index < crumbs.length - 1 ? (
              <ShopLink
                to={crumb.to}
                className="tap-link justify-center hover:text-gold hover:underline focus-visible:outline-2"
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
