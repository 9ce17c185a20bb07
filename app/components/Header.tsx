import {useEffect, useRef} from 'react';
import {useLocation} from 'react-router';
import {
  CATALOGUE_SEARCH_ID,
  HEADER_LINKS,
  HEADER_OVERFLOW_LINKS,
  HEADER_ROW_LINKS,
  WATCH_LINKS,
  type NavLink,
} from '~/domain/navigation';
import {ShopLink, ShopNavLink} from '~/components/ShopLink';
import {SidePanel} from '~/components/SidePanel';
import {UkClock} from '~/components/UkClock';
import {useCart} from '~/hooks/useCart';
import {LanguageSwitcher} from '~/components/LanguageSwitcher';
import {CountrySelector} from '~/components/markets/CountrySelector';
import {
  OPENS_PANEL_ATTRIBUTE,
  openPanelDialogNow,
  panelDialogId,
} from '~/browser/panelDialog';
import {usePanelActions, usePanels} from '~/components/panels';
import {useWishlist} from '~/browser/wishlist';
import {useT} from '~/i18n/useTranslation';
import {sitePath} from '~/domain/markets/sitePath';
import {useSite} from '~/hooks/useSite';

export function Header({shopName}: {shopName: string}) {
  const t = useT();
  const site = useSite();
  const {openPanel} = usePanelActions();

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-neutral-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-[1440px] items-center gap-1 px-2 sm:gap-3 sm:px-4 lg:px-8">
        <button
          type="button"
          className={`${TOUCH_TARGET} lg:hidden`}
          aria-label={t('chrome.openMenu')}
          onClick={() => openPanel('menu')}
        >
          <span aria-hidden="true" className="block text-xl leading-none">
            ☰
          </span>
        </button>
        <ShopLink
          to="/"
          className="flex min-h-11 min-w-0 flex-1 items-center font-display text-base leading-tight tracking-wide lg:flex-none lg:whitespace-nowrap xl:text-lg"
        >
          {/* Narrow phones get the monogram; the full name is still the link's name. */}
          <span aria-hidden="true" className="min-[400px]:hidden">
            {monogram(shopName)}
          </span>
          <span className="max-[399px]:sr-only">{shopName}</span>
        </ShopLink>
        <nav
          aria-label={t('chrome.mainNavigation')}
          className="hidden min-w-0 flex-1 justify-center lg:flex"
        >
          <ul className="flex flex-nowrap items-center gap-x-3 text-[13px] whitespace-nowrap xl:gap-x-5 xl:text-sm">
            {HEADER_ROW_LINKS.map((link) => (
              <li key={link.to}>
                <HeaderNavLink link={link} />
              </li>
            ))}
            <li>
              <MoreLinks />
            </li>
          </ul>
        </nav>
        <div className="flex shrink-0 items-center lg:gap-1">
          <UkClock />
          <div className="hidden sm:block">
            <CountrySelector />
          </div>
          <LanguageSwitcher />
          {/* A link to the catalogue's search form; with JavaScript the search panel opens. */}
          <a
            href={`${sitePath('/products', site)}#${CATALOGUE_SEARCH_ID}`}
            className={TOUCH_TARGET}
            aria-label={t('chrome.openSearch')}
            {...{[OPENS_PANEL_ATTRIBUTE]: panelDialogId('search')}}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              // Open the box in the tap itself: what is typed next must land in it.
              openPanelDialogNow('search', event.currentTarget);
              openPanel('search');
            }}
          >
            <SearchIcon />
          </a>
          <WishlistButton />
          <CartButton />
        </div>
      </div>
      <WatchesBar />
      <MobileMenu />
    </header>
  );
}

/**
 * Reads the browser-only wishlist in its own component: its update after hydration then
 * re-renders only this button, not the header around it.
 */
function WishlistButton() {
  const t = useT();
  const {count} = useWishlist();
  return (
    <PanelButton
      panel="wishlist"
      label={
        count > 0
          ? t('chrome.wishlistWithCount', {n: count})
          : t('chrome.wishlist')
      }
      count={count}
      badgeTestId="wishlist-count"
      badgeClass="bg-ink"
      icon={<HeartIcon />}
    />
  );
}

/** The cart's count arrives with the visitor's cart in the browser (see useCart). */
function CartButton() {
  const t = useT();
  const count = useCart().cart?.totalQuantity ?? 0;
  return (
    <PanelButton
      panel="cart"
      label={
        count > 0 ? t('chrome.cartWithCount', {n: count}) : t('chrome.cart')
      }
      count={count}
      badgeTestId="cart-count"
      badgeClass="bg-gold"
      icon={<BagIcon />}
    />
  );
}

/** A header button that opens a side panel, with a count badge only when there is something to count. */
function PanelButton({
  panel,
  label,
  count,
  badgeTestId,
  badgeClass,
  icon,
}: {
  panel: 'wishlist' | 'cart';
  label: string;
  count: number;
  badgeTestId: string;
  badgeClass: string;
  icon: React.ReactNode;
}) {
  const {openPanel} = usePanelActions();
  return (
    <button
      type="button"
      className={`relative ${TOUCH_TARGET}`}
      aria-label={label}
      onClick={() => openPanel(panel)}
    >
      {icon}
      {count > 0 ? (
        <span
          data-testid={badgeTestId}
          className={`absolute top-0.5 right-0.5 min-w-5 rounded-full px-1 text-center text-xs leading-5 text-white ${badgeClass}`}
        >
          {count}
        </span>
      ) : null}
    </button>
  );
}

/** 44 px square below 1024 px (touch), the icon's own size with a little room above. */
const TOUCH_TARGET =
  'inline-flex size-11 items-center justify-center rounded hover:bg-neutral-100 lg:size-10';

/** "Cheshire Watch Exchange" -> "CWE", for phones too narrow for the whole name. */
function monogram(name: string) {
  return name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase();
}

function HeaderNavLink({link}: {link: NavLink}) {
  const t = useT();
  return (
    <ShopNavLink
      to={link.to}
      end={link.to === '/'}
      className={({isActive}) =>
        `hover:text-gold ${isActive ? 'underline underline-offset-4' : ''}`
      }
    >
      {t(link.label)}
    </ShopNavLink>
  );
}

/** The rest of the navigation, one disclosure away; works without JavaScript. */
function MoreLinks() {
  const t = useT();
  const details = useRef<HTMLDetailsElement>(null);
  const {pathname} = useLocation();
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [pathname]);
  return (
    <details
      ref={details}
      className="relative"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !details.current?.open) return;
        details.current.open = false;
        details.current.querySelector('summary')?.focus();
      }}
    >
      <summary className="cursor-pointer list-none hover:text-gold [&::-webkit-details-marker]:hidden">
        {t('chrome.moreLinks')}
        <span aria-hidden="true"> ▾</span>
      </summary>
      <ul className="absolute right-0 mt-3 min-w-44 rounded border border-neutral-200 bg-white py-2 shadow-lg">
        {HEADER_OVERFLOW_LINKS.map((link) => (
          <li key={link.to}>
            <ShopNavLink
              to={link.to}
              className="block px-4 py-2 hover:bg-neutral-100 hover:text-gold"
            >
              {t(link.label)}
            </ShopNavLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** A slim second row: the stock by status, one click from every page. */
function WatchesBar() {
  const t = useT();
  return (
    <nav
      aria-label={t('chrome.watches')}
      className="hidden border-t border-neutral-100 lg:block"
    >
      <div className="mx-auto flex h-9 max-w-[1440px] items-center gap-5 px-8 text-xs tracking-wide">
        <span className="font-semibold uppercase">{t('chrome.watches')}</span>
        <ul className="flex gap-5">
          {WATCH_LINKS.map((link) => (
            <li key={link.to}>
              <ShopNavLink
                to={link.to}
                end
                className={({isActive}) =>
                  `hover:text-gold ${isActive ? 'underline underline-offset-4' : ''}`
                }
              >
                {t(link.label)}
              </ShopNavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

/** The collapsed navigation for small screens; choosing a link closes it. */
function MobileMenu() {
  const t = useT();
  const {closePanel, active} = usePanels();
  const location = useLocation();
  useEffect(() => {
    if (active === 'menu') closePanel();
    // Only a change of page should close the menu.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);
  return (
    <SidePanel name="menu" title={t('chrome.menu')} side="left">
      <nav aria-label={t('chrome.mainNavigation')}>
        <ul className="flex flex-col gap-1 text-lg">
          {HEADER_LINKS.map((link) => (
            <li key={link.to}>
              <ShopLink
                to={link.to}
                className="block rounded px-2 py-2 hover:bg-neutral-100"
                onClick={closePanel}
              >
                {t(link.label)}
              </ShopLink>
            </li>
          ))}
        </ul>
      </nav>
      <nav
        aria-label={t('chrome.watches')}
        className="mt-6 border-t border-neutral-200 pt-4"
      >
        <p className="px-2 text-xs font-semibold tracking-widest uppercase">
          {t('chrome.watches')}
        </p>
        <ul className="mt-2 flex flex-col gap-1">
          {WATCH_LINKS.map((link) => (
            <li key={link.to}>
              <ShopLink
                to={link.to}
                className="block rounded px-2 py-2 hover:bg-neutral-100"
                onClick={closePanel}
              >
                {t(link.label)}
              </ShopLink>
            </li>
          ))}
        </ul>
      </nav>
    </SidePanel>
  );
}

function SearchIcon() {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

export function HeartIcon({filled = false}: {filled?: boolean}) {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
    </svg>
  );
}

function BagIcon() {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <path d="M5 8h14l-1 12H6L5 8Z" />
      <path d="M9 8V6a3 3 0 0 1 6 0v2" />
    </svg>
  );
}
