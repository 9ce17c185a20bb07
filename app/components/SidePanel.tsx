import {useEffect, useId, useRef, type ReactNode} from 'react';
import {usePanels, type PanelName} from '~/components/panels';
import {panelDialogId, takePanelOpener} from '~/browser/panelDialog';
import {useT} from '~/i18n/useTranslation';

/**
 * A panel that slides in from the side: a <dialog> over a backdrop that covers the page, shown
 * without the top layer and marked `aria-modal` (app/browser/panelDialog.ts says why). Focus
 * stays inside, Escape and the backdrop close it, and focus returns to whatever opened it.
 */
export function SidePanel({
  name,
  title,
  side = 'right',
  wide = false,
  keepMounted = false,
  children,
}: {
  name: PanelName;
  title: ReactNode;
  side?: 'left' | 'right';
  wide?: boolean;
  /** Render the body while closed too (in the page's HTML), for a box typed into at once. */
  keepMounted?: boolean;
  children: ReactNode;
}) {
  const {active, closePanel} = usePanels();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const shown = useRef(false);
  // Set while the panel state itself closes the dialog; any other close is the shopper's.
  const closingForState = useRef(false);
  const headingId = useId();
  const t = useT();
  const open = active === name;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && dialog.open) {
      // Opened at once by the tap or the head script (app/browser/panelDialog.ts), focus
      // already inside; only the way back is left to know.
      shown.current = true;
      returnFocusTo.current = takePanelOpener() ?? returnFocusTo.current;
    } else if (open) {
      shown.current = true;
      returnFocusTo.current = document.activeElement as HTMLElement | null;
      dialog.show();
      // Children mount (and try to focus) before the dialog opens; show() then picks the
      // first focusable control. A panel names its real starting point with data-autofocus.
      if (focusStartingPoint(dialog)) return;
      // A body whose code is still loading names it later: move there once it appears,
      // unless the visitor has moved focus in the meantime.
      const initial = document.activeElement;
      const observer = new MutationObserver(() => {
        if (document.activeElement !== initial || focusStartingPoint(dialog))
          observer.disconnect();
      });
      observer.observe(dialog, {childList: true, subtree: true});
      return () => observer.disconnect();
    } else if (shown.current) {
      // Only a dialog React has shown is React's to close: one the head script opened before
      // hydration stays open until the panel state catches up with it.
      shown.current = false;
      if (dialog.open) {
        closingForState.current = true;
        dialog.close();
      }
    }
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      id={panelDialogId(name)}
      data-panel={name}
      // The head script may open it (the `open` attribute) before React hydrates it.
      suppressHydrationWarning
      className={`side-panel ${side === 'left' ? 'side-panel-left' : ''} ${wide ? 'side-panel-wide' : ''}`}
      aria-labelledby={headingId}
      aria-modal="true"
      onClose={() => {
        // Escape or a tap on the backdrop: the state follows, even one still catching up with
        // the opening (a slow phone), which would otherwise show the panel again.
        if (!closingForState.current) closePanel();
        closingForState.current = false;
        returnFocusTo.current?.focus?.();
      }}
      onClick={(event) => {
        // A click on the dialog box itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget) closePanel();
      }}
    >
      <div className="side-panel-sheet flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-neutral-200 px-6 py-4">
          <h2 id={headingId} className="font-display text-xl">
            {title}
          </h2>
          <button
            type="button"
            onClick={closePanel}
            className="rounded p-2 text-2xl leading-none hover:bg-neutral-100 focus-visible:outline-2"
            aria-label={t('chrome.close')}
          >
            ×
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-6 py-4">
          {open || keepMounted ? children : null}
        </div>
      </div>
    </dialog>
  );
}

function focusStartingPoint(dialog: HTMLDialogElement): boolean {
  const start = dialog.querySelector<HTMLElement>('[data-autofocus]');
  start?.focus();
  return Boolean(start);
}
