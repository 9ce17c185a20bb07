import {lazy, Suspense, useEffect, type ReactNode} from 'react';
import {useLocation, useRouteLoaderData} from 'react-router';
import {Header} from '~/components/Header';
import {Footer} from '~/components/Footer';
import {ChatButton} from '~/components/ChatButton';
import {CartDrawer} from '~/components/CartDrawer';
import {prefetchPanels, SearchPanel, WishlistPanel} from '~/components/ChromePanels';
import {PanelProvider} from '~/components/panels';
import type {DealerDetails} from '~/lib/dealer';
import {useT} from '~/i18n/useTranslation';

// Lead forms carry Conform and Zod; they are server-rendered as usual but their code loads
// after the page's own, off the first-load path of every page.
const EnquiryPanel = lazy(() => import('~/components/leads/EnquiryPanel').then((m) => ({default: m.EnquiryPanel})));
const NewsletterPopup = lazy(() => import('~/components/leads/NewsletterPopup').then((m) => ({default: m.NewsletterPopup})));
const FooterNewsletter = lazy(() => import('~/components/leads/FooterNewsletter').then((m) => ({default: m.FooterNewsletter})));
// The consent banner exists only where a tag manager is configured; elsewhere its code never loads.
const ConsentBanner = lazy(() => import('~/components/consent/ConsentBanner').then((m) => ({default: m.ConsentBanner})));

/** Header, footer, floating chat and the side panels around every page. */
export function PageLayout({
  children,
  dealer,
  renderedAt,
}: {
  children: ReactNode;
  dealer: DealerDetails;
  renderedAt: number;
}) {
  const t = useT();
  const {pathname} = useLocation();
  const gtmId = (useRouteLoaderData('root') as {gtmId?: string | null} | undefined)?.gtmId;
  useEffect(() => {
    // Every page opens at the top (the spec's scroll-to-top on navigation).
    window.scrollTo(0, 0);
  }, [pathname]);
  useEffect(() => whenIdle(prefetchPanels), []);

  return (
    <PanelProvider>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:p-2">
        {t('chrome.skipToContent')}
      </a>
      <Header shopName={dealer.shopName} renderedAt={renderedAt} />
      <main id="main" className="mx-auto min-h-[60vh] max-w-[1440px] pt-16 lg:pt-[100px]">
        {children}
      </main>
      <Footer dealer={dealer} year={new Date(renderedAt).getUTCFullYear()} newsletter={
          <Suspense fallback={null}>
            <FooterNewsletter />
          </Suspense>
        } />
      <ChatButton dealer={dealer} />
      <CartDrawer />
      <SearchPanel />
      <WishlistPanel />
      <Suspense fallback={null}>
        <EnquiryPanel />
        <NewsletterPopup />
      </Suspense>
      {gtmId ? (
        <Suspense fallback={null}>
          <ConsentBanner />
        </Suspense>
      ) : null}
    </PanelProvider>
  );
}

/** Runs `task` when the browser has nothing better to do; returns the cancel function. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, {timeout: 3000});
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1500);
  return () => window.clearTimeout(handle);
}
