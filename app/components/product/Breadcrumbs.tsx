import {ShopLink} from '~/components/ShopLink';
import {useT} from '~/i18n/useTranslation';
import type {Crumb} from '~/lib/product/structuredData';

/** Home > Products (or Signature Watches) > brand > title; the last crumb is the current page. */
export function Breadcrumbs({crumbs}: {crumbs: Crumb[]}) {
  const t = useT();
  return (
    <nav
      aria-label={t('product.breadcrumb')}
      className="py-4 text-xs text-neutral-600 sm:text-sm"
    >
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          const path = new URL(crumb.url).pathname;
          return (
            <li key={crumb.url} className="flex items-center gap-2">
              {last ? (
                <span aria-current="page" className="text-ink">
                  {crumb.name}
                </span>
              ) : (
                <>
                  {/* The URL is already in the page's language: a plain path keeps it. */}
                  <ShopLink
                    to={path}
                    className="hover:underline focus-visible:outline-2"
                  >
                    {crumb.name}
                  </ShopLink>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
