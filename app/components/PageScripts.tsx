import {Scripts, useMatches} from 'react-router';
import {
  PAGE_SCRIPTS_ID,
  START_PAGE_SCRIPTS_SCRIPT,
  wantsScriptsAfterFirstPaint,
} from '~/browser/scriptsAfterFirstPaint';

/**
 * React Router's <Scripts>, or, for a page whose route asks for it, the same tags held in an
 * inert <template> until the page has painted (app/browser/scriptsAfterFirstPaint.ts). The browser
 * neither fetches nor runs what a template holds.
 */
export function PageScripts({nonce}: {nonce?: string}) {
  const matches = useMatches();
  // In the browser the choice is the server's, kept for the document's life: the first page's
  // template stays, and after a navigation <Scripts> renders nothing anyway.
  const afterFirstPaint = import.meta.env.SSR
    ? wantsScriptsAfterFirstPaint(matches)
    : document.getElementById(PAGE_SCRIPTS_ID) !== null;
  if (!afterFirstPaint) return <Scripts nonce={nonce} />;
  return (
    <>
      {import.meta.env.SSR ? (
        <template id={PAGE_SCRIPTS_ID}>
          <Scripts nonce={nonce} />
        </template>
      ) : (
        // In the browser a template's content is not its children: hydration leaves it alone.
        <template
          id={PAGE_SCRIPTS_ID}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{__html: ''}}
        />
      )}
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{__html: START_PAGE_SCRIPTS_SCRIPT}}
      />
    </>
  );
}
