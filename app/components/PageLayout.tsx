import {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import {useLocation} from 'react-router';
import {useLoadCart} from '~/components/cart/useCart';
import {useRootData} from '~/lib/rootData';
import {Header} from '~/components/Header';
import {Footer} from '~/components/Footer';
import {ChatButton} from '~/components/ChatButton';
import {CartDrawer} from '~/components/CartDrawer';
import {
  prefetchPanels,
  SearchPanel,
  WishlistPanel,
} from '~/components/ChromePanels';
import {PanelProvider, usePanels} from '~/components/panels';
import type {DealerDetails} from '~/lib/dealer';
import {useT} from '~/i18n/useTranslation';
import {whenIdle} from '~/lib/idle';
import {
  newsletterPopupSeen,
  newsletterPopupWaitMs,
} from '~/components/leads/newsletterPopupTiming';

// Lead forms carry Conform and Zod: the enquiry panel loads on first open and the popup only
// when it is due. The footer's server-rendered form hydrates with the page: held back until idle,
// its dehydrated boundary is hit by every router update (an add to cart) and React re-renders
// around it, losing the add's fetcher state, so the cart drawer never opened.
const loadEnquiryPanel = () => import('~/components/leads/EnquiryPanel');
const EnquiryPanel = lazy(() =>
  loadEnquiryPanel().then((m) => ({default: m.EnquiryPanel})),
);
const NewsletterPopup = lazy(() =>
  import('~/components/leads/NewsletterPopup').then((m) => ({
    default: m.NewsletterPopup,
  })),
);
const FooterNewsletter = lazy(() =>
  import('~/components/leads/FooterNewsletter').then((m) => ({
    default: m.FooterNewsletter,
  })),
);
// The consent banner exists only where analytics is configured; elsewhere its code never loads.
const ConsentBanner = lazy(() =>
  import('~/components/consent/ConsentBanner').then((m) => ({
    default: m.ConsentBanner,
  })),
);

/** Header, footer, floating chat and the side panels around every page. */
export function PageLayout({
  children,
  dealer,
  year,
}: {
  children: ReactNode;
  dealer: DealerDetails;
  /** The current year, for the footer's copyright line. */
  year: number;
}) {
  const t = useT();
  const {pathname} = useLocation();
  const root = useRootData();
  const analyticsConfigured = Boolean(root?.gtmId || root?.shopifyAnalytics);
  useEffect(() => {
    // Every page opens at the top, as a freshly loaded page would, not where the last one was.
    window.scrollTo(0, 0);
  }, [pathname]);
  useEffect(() => whenIdle(prefetchPanels), []);
  useLoadCart();

  return (
    <PanelProvider>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:p-2"
      >
        {t('chrome.skipToContent')}
      </a>
      <Header shopName={dealer.shopName} />
      <main
        id="main"
        className="mx-auto min-h-[60vh] max-w-[1440px] pt-16 lg:pt-[100px]"
      >
        {children}
      </main>
      <Footer
        dealer={dealer}
        year={year}
        newsletter={
          <Suspense fallback={null}>
            <FooterNewsletter />
          </Suspense>
        }
      />
      <ChatButton dealer={dealer} />
      <CartDrawer />
      <SearchPanel />
      <WishlistPanel />
      <LeadPanels />
      {analyticsConfigured ? (
        <Suspense fallback={null}>
          <ConsentBanner />
        </Suspense>
      ) : null}
    </PanelProvider>
  );
}

/** The enquiry panel from its first opening on; the newsletter popup once it is due. */
function LeadPanels() {
  const {active} = usePanels();
  const [enquiryUsed, setEnquiryUsed] = useState(false);
  const [popupDue, setPopupDue] = useState(false);
  // Kept mounted once opened: its form keeps what the visitor typed between openings.
  if (active === 'enquiry' && !enquiryUsed) setEnquiryUsed(true);

  useEffect(() => whenIdle(() => void loadEnquiryPanel()), []);
  useEffect(() => {
    if (newsletterPopupSeen()) return;
    const timer = window.setTimeout(
      () => setPopupDue(true),
      newsletterPopupWaitMs(),
    );
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <Suspense fallback={null}>
      {enquiryUsed ? <EnquiryPanel /> : null}
      {popupDue ? <NewsletterPopup /> : null}
    </Suspense>
  );
}
