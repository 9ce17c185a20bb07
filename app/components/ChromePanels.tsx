import {lazy, Suspense, type ReactNode} from 'react';
import {SidePanel} from '~/components/SidePanel';
import {loadSearchResults, SearchPanelBody} from '~/components/SearchPanel';
import type {PanelName} from '~/components/panels';
import {useT} from '~/i18n/useTranslation';

// Panel bodies render only while their panel is open, so their code stays off every page's
// first load: it is fetched when the browser is idle after hydration, or on first open. The
// search box is the exception: a shopper types into it straight after the tap.
const loadWishlistBody = () => import('~/components/WishlistPanel');
export const loadCartContents = () => import('~/components/CartContents');

const WishlistBody = lazy(() =>
  loadWishlistBody().then((m) => ({default: m.WishlistBody})),
);

/** Fetches the panels' code once the page is interactive, so opening one is instant. */
export function prefetchPanels() {
  void loadSearchResults();
  void loadWishlistBody();
  void loadCartContents();
}

export function SearchPanel() {
  const t = useT();
  return (
    <SidePanel name="search" title={t('chrome.search')} keepMounted>
      <SearchPanelBody />
    </SidePanel>
  );
}

export function WishlistPanel() {
  const t = useT();
  return (
    <LazyPanel
      name="wishlist"
      title={t('chrome.wishlist')}
      body={<WishlistBody />}
    />
  );
}

/** A side panel whose body is a lazy component: a spinner shows while its code arrives. */
function LazyPanel({
  name,
  title,
  body,
}: {
  name: PanelName;
  title: string;
  body: ReactNode;
}) {
  return (
    <SidePanel name={name} title={title}>
      <Suspense fallback={<PanelLoading />}>{body}</Suspense>
    </SidePanel>
  );
}

/** What a panel shows for the moment its code (or the cart) is still on the way. */
export function PanelLoading({label}: {label?: string}) {
  const t = useT();
  return (
    <div role="status" className="flex items-center justify-center py-16">
      <span
        aria-hidden="true"
        className="h-8 w-8 rounded-full border-2 border-neutral-300 border-t-ink motion-safe:animate-spin"
      />
      <span className="sr-only">{label ?? t('catalogue.loading')}</span>
    </div>
  );
}
