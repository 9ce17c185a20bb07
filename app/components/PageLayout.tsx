import {
  lazy,
  memo,
  startTransition,
  Suspense,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import {useLoadCart} from '~/hooks/useCart';
import {useRootData} from '~/hooks/rootData';
import {Header} from '~/components/Header';
import {Footer} from '~/components/Footer';
import {MarketOffer} from '~/components/markets/MarketOffer';
import {ChatButton} from '~/components/ChatButton';
import {FooterNewsletter} from '~/components/leads/FooterNewsletter';
import {CartDrawer} from '~/components/CartDrawer';
import {AfterHydration} from '~/components/AfterHydration';
import {
  prefetchPanels,
  SearchPanel,
  WishlistPanel,
} from '~/components/ChromePanels';
import {PanelProvider, usePanels} from '~/components/panels';
import {CartAddProvider} from '~/components/cart/cartAdd';
import type {DealerDetails} from '~/domain/dealer';
import {useT} from '~/i18n/useTranslation';
import {whenIdle} from '~/browser/idle';
import {useFocusOnNewPage} from '~/hooks/useFocusOnNewPage';
import {
  newsletterPopupSeen,
  newsletterPopupWaitMs,
} from '~/components/leads/newsletterPopupTiming';

// Lead forms carry Conform and Zod: they reach the browser only with a form on screen. The
// enquiry panel loads on its first opening (not ahead on every page), the popup only when it is
// due. The footer's newsletter form carries neither, so it is part of the page.
const EnquiryPanel = lazy(() =>
  import('~/components/leads/EnquiryPanel').then((m) => ({
    default: m.EnquiryPanel,
  })),
);
const OfferPanel = lazy(() =>
  import('~/components/leads/OfferPanel').then((m) => ({
    default: m.OfferPanel,
  })),
);
const NewsletterPopup = lazy(() =>
  import('~/components/leads/NewsletterPopup').then((m) => ({
    default: m.NewsletterPopup,
  })),
);
// The consent banner exists only where analytics is configured; elsewhere its code never loads.
// Only in the browser: it asks about scripts that run there.
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
  leadToken,
}: {
  children: ReactNode;
  dealer: DealerDetails;
  /** The current year, for the footer's copyright line. */
  year: number;
  /** The footer newsletter's render token, issued with the page. */
  leadToken: string;
}) {
  const t = useT();
  const root = useRootData();
  const analyticsConfigured = Boolean(root?.gtmId || root?.shopifyAnalytics);
  // Panel code arrives ahead of the first tap on a panel, once the page is idle.
  useEffect(() => whenIdle(prefetchPanels), []);
  // From the first idle moment, a link's page code loads as the shopper points at or touches it.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let left = false;
    const cancel = whenIdle(() => {
      import('~/browser/routeModules').then(
        (module) => {
          if (!left) stop = module.preloadPageScriptsFromManifest();
        },
        // Left behind by a page being left (WebKit cancels the import): nothing to do.
        () => {},
      );
    });
    return () => {
      left = true;
      cancel();
      stop?.();
    };
  }, []);
  useLoadCart();
  useFocusOnNewPage();

  return (
    <PanelProvider>
      <CartAddProvider>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:p-2"
        >
          {t('chrome.skipToContent')}
        </a>
        <ShellHeader shopName={dealer.shopName} />
        <main
          id="main"
          className="mx-auto min-h-[60vh] max-w-[1440px] pt-16 lg:pt-[100px]"
        >
          {children}
        </main>
        <ShellAfterPage
          dealer={dealer}
          year={year}
          leadToken={leadToken}
          analyticsConfigured={analyticsConfigured}
        />
      </CartAddProvider>
    </PanelProvider>
  );
}

// The shell renders again only when its own inputs change. Every router update (a navigation's
// start, each fetcher's state) renders the layout again; the page's own part follows it, the
// header, footer and panels need not (each reads what it needs from its own hooks).
const ShellHeader = memo(Header);

const ShellAfterPage = memo(function ShellAfterPage({
  dealer,
  year,
  leadToken,
  analyticsConfigured,
}: {
  dealer: DealerDetails;
  year: number;
  leadToken: string;
  analyticsConfigured: boolean;
}) {
  return (
    <>
      <Footer
        dealer={dealer}
        year={year}
        newsletter={<FooterNewsletter token={leadToken} />}
      />
      <ChatButton dealer={dealer} />
      <MarketOffer />
      <CartDrawer />
      <SearchPanel />
      <WishlistPanel />
      <LeadPanels />
      {analyticsConfigured ? (
        <AfterHydration>
          <Suspense fallback={null}>
            <ConsentBanner />
          </Suspense>
        </AfterHydration>
      ) : null}
    </>
  );
});

/** The enquiry and offer panels from their first opening on; the newsletter popup once it is due. */
function LeadPanels() {
  const {active} = usePanels();
  const [enquiryUsed, setEnquiryUsed] = useState(false);
  const [offerUsed, setOfferUsed] = useState(false);
  const [popupDue, setPopupDue] = useState(false);
  // Kept mounted once opened: its form keeps what the visitor typed between openings.
  if (active === 'enquiry' && !enquiryUsed) setEnquiryUsed(true);
  if (active === 'offer' && !offerUsed) setOfferUsed(true);

  useEffect(() => {
    if (newsletterPopupSeen()) return;
    // A transition: the boundary below may still be hydrating (error #421 otherwise).
    const timer = window.setTimeout(
      () => startTransition(() => setPopupDue(true)),
      newsletterPopupWaitMs(),
    );
    return () => window.clearTimeout(timer);
  }, []);

  // No boundary until one is needed: a server-rendered one hydrates last, and opening the
  // enquiry meanwhile made React discard it (error #421; docs/decisions/083-no-idle-boundaries.md).
  if (!enquiryUsed && !offerUsed && !popupDue) return null;
  return (
    <Suspense fallback={null}>
      {enquiryUsed ? <EnquiryPanel /> : null}
      {offerUsed ? <OfferPanel /> : null}
      {popupDue ? <NewsletterPopup /> : null}
    </Suspense>
  );
}
