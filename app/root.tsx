import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  type ShouldRevalidateFunction,
} from 'react-router';
import type {Route} from './+types/root';
import appStyles from '~/styles/app.css?url';
import appStylesText from '~/styles/app.css?inline';
import {PageLayout} from '~/components/PageLayout';
import {useNonce} from '~/hooks/nonce';
import {NotFoundPage} from '~/components/NotFoundPage';
import {dealerDetails} from '~/domain/dealer';
import {
  RootDataProvider,
  useRootData,
  useRootDataFromRouter,
  type RootData,
} from '~/hooks/rootData';
import {languageTag} from '~/i18n/locale';
import {siteFromPath, sitePrefix} from '~/domain/markets/sitePath';
import {LANGUAGE_CHOICE_SCRIPT} from '~/i18n/languageChoice';
import {EARLY_TAPS_SCRIPT, usePageInteractive} from '~/browser/earlyTaps';
import {PANEL_MODAL_SCRIPT} from '~/browser/panelDialog';
import {useT} from '~/i18n/useTranslation';
import {translate} from '~/i18n/translate';
import {signLeadToken} from '~/server/leads/token';
import {languageTextsScript} from '~/server/languageTexts';

/** The shell changes only after a form post or an explicit revalidation. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod !== 'GET') return true;
  if (currentUrl.toString() === nextUrl.toString()) return true;
  // Switching site (language or market) re-renders every text and price in the shell.
  if (
    sitePrefix(siteFromPath(currentUrl.pathname)) !==
    sitePrefix(siteFromPath(nextUrl.pathname))
  )
    return defaultShouldRevalidate;
  return false;
};

/** Error pages (404 included) say what they are and are never indexed. */
export const meta: Route.MetaFunction = ({error, data}) => {
  if (!error) return [];
  const locale = data?.locale ?? 'en';
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    {
      title: translate(
        locale,
        notFound ? 'chrome.pageNotFound' : 'chrome.errorTitle',
      ),
    },
    {name: 'robots', content: 'noindex, nofollow'},
  ];
};

// The production page carries its stylesheet inline: no render-blocking request before the first
// paint (docs/decisions/026-inline-stylesheet.md). The browser build drops the text (it already has
// the page's copy); `npm run dev` links the file, so Vite's CSS hot reload keeps working.
const INLINE_STYLES = !import.meta.env.DEV;
const inlineStylesText = import.meta.env.SSR ? appStylesText : '';

export function links() {
  return [
    ...(INLINE_STYLES ? [] : [{rel: 'stylesheet', href: appStyles}]),
    {rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg'},
  ];
}

export async function loader({
  context,
  request,
}: Route.LoaderArgs): Promise<RootData> {
  const {locale, site, dealer, shopEnv} = context;
  return {
    locale,
    market: site.market.handle,
    dealer,
    origin: new URL(request.url).origin,
    // Tag manager container, only when configured; loaded in the browser only after consent.
    gtmId: shopEnv.PUBLIC_GTM_ID ?? null,
    // Shopify analytics and consent, or null when off; nothing loads before the visitor chooses.
    shopifyAnalytics: context.shopifyAnalytics(),
    // For the footer's copyright line; the clock itself is filled in by the browser.
    year: new Date().getUTCFullYear(),
    // The footer newsletter's token, in the HTML so its first press works without JavaScript.
    // Not one visitor's: the edge may share it (docs/decisions/080-shared-newsletter-token.md).
    leadToken: await signLeadToken(context.shopEnv.SESSION_SECRET),
    // Fetched beside React, not after it: the page hydrates once it has its texts.
    textsScript: languageTextsScript(locale),
  };
}

export function Layout({children}: {children?: React.ReactNode}) {
  const nonce = useNonce();
  const data = useRootDataFromRouter();
  return (
    <html lang={languageTag(data?.locale ?? 'en')}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <script
          nonce={nonce}
          suppressHydrationWarning
          // The language choice (saved, or the browser's on a first visit), for pages the edge shares.
          dangerouslySetInnerHTML={{__html: LANGUAGE_CHOICE_SCRIPT}}
        />
        <script
          nonce={nonce}
          suppressHydrationWarning
          // Taps on buttons before the page is interactive are kept (app/browser/earlyTaps.ts);
          // an open panel keeps the keyboard from the first paint (app/browser/panelDialog.ts).
          dangerouslySetInnerHTML={{
            __html: EARLY_TAPS_SCRIPT + PANEL_MODAL_SCRIPT,
          }}
        />
        <Meta />
        {/* No nonce on links: the CSP lets same-origin stylesheets in, and React 18 cannot hydrate
            a nonce the browser hides (docs/decisions/084-no-nonce-on-links.md). */}
        <Links nonce="" />
        {data?.textsScript ? (
          // Like the links above, no nonce: the policy lets our own scripts in by origin.
          <link rel="modulepreload" href={data.textsScript} />
        ) : null}
        {INLINE_STYLES ? (
          <style
            // The browser's render has no text to compare: the server's stays as it is.
            suppressHydrationWarning
            dangerouslySetInnerHTML={{__html: inlineStylesText}}
          />
        ) : null}
      </head>
      <body>
        <RootDataProvider data={data}>{children}</RootDataProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useRootData();
  usePageInteractive();
  if (!data) return <Outlet />;
  return (
    <PageLayout
      dealer={data.dealer}
      year={data.year}
      leadToken={data.leadToken}
    >
      <Outlet />
    </PageLayout>
  );
}

/** A designed error page for anything that escapes a route: never a stack trace. */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRootData();
  usePageInteractive();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  const body = notFound ? <NotFound /> : <ServerTrouble />;
  if (!data) return body;
  return (
    <PageLayout
      dealer={data.dealer ?? dealerDetails()}
      year={data.year ?? new Date().getUTCFullYear()}
      leadToken={data.leadToken ?? ''}
    >
      {body}
    </PageLayout>
  );
}

export function NotFound() {
  const t = useT();
  return (
    <NotFoundPage
      title={t('chrome.pageNotFound')}
      text={t('chrome.pageNotFoundText')}
      to="/"
      linkLabel={t('chrome.backHome')}
      linkClassName="inline-block rounded bg-ink px-6 py-3 text-sm text-white"
    />
  );
}

function ServerTrouble() {
  const t = useT();
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="font-display text-4xl">{t('chrome.errorTitle')}</h1>
      <p className="mt-4 text-neutral-600">{t('chrome.errorText')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-8 inline-block rounded bg-ink px-6 py-3 text-sm text-white"
      >
        {t('chrome.tryAgain')}
      </button>
    </section>
  );
}
