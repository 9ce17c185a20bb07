import {forwardRef} from 'react';
import {Link, NavLink, type LinkProps, type NavLinkProps} from 'react-router';
import {localizePath} from '~/i18n/locale';
import {useLocale} from '~/i18n/useTranslation';

/** A link to one of the shop's pages, in the language the visitor is reading. */
export const ShopLink = forwardRef<HTMLAnchorElement, LinkProps & {to: string}>(
  function ShopLink({to, ...props}, ref) {
    const locale = useLocale();
    return <Link ref={ref} to={localizedTarget(to, locale)} {...props} />;
  },
);

export const ShopNavLink = forwardRef<
  HTMLAnchorElement,
  NavLinkProps & {to: string}
>(function ShopNavLink({to, ...props}, ref) {
  const locale = useLocale();
  return <NavLink ref={ref} to={localizedTarget(to, locale)} {...props} />;
});

function localizedTarget(
  to: string,
  locale: Parameters<typeof localizePath>[1],
) {
  const cut = to.search(/[?#]/);
  if (cut === -1) return localizePath(to, locale);
  return localizePath(to.slice(0, cut) || '/', locale) + to.slice(cut);
}
