import {forwardRef} from 'react';
import {Link, NavLink, type LinkProps, type NavLinkProps} from 'react-router';
import {sitePath, type Site} from '~/domain/markets/sitePath';
import {useSite} from '~/hooks/useSite';

type ShopLinkProps = LinkProps & {to: string};

/** A link to one of the shop's pages, on the site (market and language) the visitor is on. */
const BrowserShopLink = forwardRef<HTMLAnchorElement, ShopLinkProps>(
  function ShopLink({to, ...props}, ref) {
    const site = useSite();
    return <Link ref={ref} to={siteTarget(to, site)} {...props} />;
  },
);

// A plain path ('/products/x', '?a=b', '#c'): React Router's href for it is the path itself.
const PLAIN_PATH = /^\/(?!\/)[^?#]*(\?[^#]+)?(#.+)?$/;
// Props that change what <Link> renders on the server (prefetch links, no data-discover).
const LINK_ONLY_PROPS = ['prefetch', 'discover', 'relative', 'target', 'mask'];

/**
 * On the server, the anchor <Link> would render for a plain path, without its half-dozen router
 * hooks per link (24 card links a list page; docs/decisions/024-lighter-list-pages.md). Anything
 * else goes through <Link>. A test checks the two render the same HTML.
 */
const ServerShopLink = forwardRef<HTMLAnchorElement, ShopLinkProps>(
  function ShopLink(props, ref) {
    const site = useSite();
    const href = siteTarget(props.to, site);
    if (
      !PLAIN_PATH.test(href) ||
      href.includes('/.') ||
      LINK_ONLY_PROPS.some((name) => name in props)
    )
      return <BrowserShopLink ref={ref} {...props} />;
    const {
      to: _to,
      state: _state,
      replace: _replace,
      preventScrollReset: _preventScrollReset,
      reloadDocument: _reloadDocument,
      viewTransition: _viewTransition,
      defaultShouldRevalidate: _defaultShouldRevalidate,
      onClick: _onClick,
      children,
      ...rest
    } = props;
    return (
      <a {...rest} href={href} data-discover="true">
        {children}
      </a>
    );
  },
);

export const ShopLink =
  typeof document === 'undefined' ? ServerShopLink : BrowserShopLink;

export const ShopNavLink = forwardRef<
  HTMLAnchorElement,
  NavLinkProps & {to: string}
>(function ShopNavLink({to, ...props}, ref) {
  const site = useSite();
  return <NavLink ref={ref} to={siteTarget(to, site)} {...props} />;
});

function siteTarget(to: string, site: Site) {
  const cut = to.search(/[?#]/);
  if (cut === -1) return sitePath(to, site);
  return sitePath(to.slice(0, cut) || '/', site) + to.slice(cut);
}

export {BrowserShopLink, ServerShopLink};
