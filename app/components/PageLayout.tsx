import {lazy, Suspense, useEffect, type ReactNode} from 'react';
import {useLocation} from 'react-router';
import {Header} from '~/components/Header';
import {Footer} from '~/components/Footer';
import {ChatButton} from '~/components/ChatButton';
import {CartDrawer} from '~/components/CartDrawer';
import {SearchPanel} from '~/components/SearchPanel';
import {WishlistPanel} from '~/components/WishlistPanel';
import {PanelProvider} from '~/components/panels';
import {ConsentBanner} from '~/components/consent/ConsentBanner';
import type {DealerDetails} from '~/lib/dealer';
import {useT} from '~/i18n/useTranslation';

// Lead forms carry Conform and Zod; they are server-rendered as usual but their code loads
// after the page's own, off the first-load path of every page.
const EnquiryPanel = lazy(() => import('~/components/leads/EnquiryPanel').then((m) => ({default: m.EnquiryPanel})));
const NewsletterPopup = lazy(() => import('~/components/leads/NewsletterPopup').then((m) => ({default: m.NewsletterPopup})));
const FooterNewsletter = lazy(() => import('~/components/leads/FooterNewsletter').then((m) => ({default: m.FooterNewsletter})));

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
  useEffect(() => {
    // Every page opens at the top (the spec's scroll-to-top on navigation).
    window.scrollTo(0, 0);
  }, [pathname]);

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
      <ConsentBanner />
    </PanelProvider>
  );
}
