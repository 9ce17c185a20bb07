import {HydratedRouter} from 'react-router/dom';
import {startTransition, StrictMode} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {NonceContext} from '~/hooks/nonce';
import {loadCatalog} from '~/i18n/catalog';
import {localeFromTag} from '~/i18n/locale';

function hydrate() {
  startTransition(() => {
    // Scripts added after hydration reuse the nonce the server put on the page.
    const nonce =
      document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    hydrateRoot(
      document,
      <StrictMode>
        <NonceContext.Provider value={nonce}>
          <HydratedRouter />
        </NonceContext.Provider>
      </StrictMode>,
    );
  });
}

// The first render must match the server's HTML, so a German page's texts (their own chunk,
// root.tsx puts the language on <html lang>) are in memory before hydration starts.
// Should the download fail, the page still hydrates, with the English texts as fallback.
loadCatalog(localeFromTag(document.documentElement.lang))
  .catch((error: unknown) => console.error(error))
  .finally(hydrate);
