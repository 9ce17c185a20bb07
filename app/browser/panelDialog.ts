// Opening a side panel's <dialog> at once, in the tap itself, rather than after React's render:
// keys typed straight after the tap then land in the panel's box instead of nowhere. The head
// script (earlyTaps.ts) does the same before the page is interactive.

/** The id of a panel's <dialog>, which its opener names in `data-opens-panel`. */
export function panelDialogId(name: string): string {
  return `panel-${name}`;
}

/** The attribute on a link or button that opens a panel's dialog, even before hydration. */
export const OPENS_PANEL_ATTRIBUTE = 'data-opens-panel';

/** Where the head script and the tap leave the element that opened a dialog natively. */
export const PANEL_OPENER = '__panelOpener';

/**
 * Shows the panel's dialog and focuses its starting point now, remembering the opener for
 * the panel to return focus to. Does nothing when the dialog is missing or already open.
 */
export function openPanelDialogNow(name: string, opener: Element | null) {
  const dialog = document.getElementById(panelDialogId(name));
  if (!(dialog instanceof HTMLDialogElement) || dialog.open) return;
  (window as unknown as Record<string, unknown>)[PANEL_OPENER] = opener;
  dialog.showModal();
  dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
}

/** The element that opened a dialog natively (once), for focus to go back to. */
export function takePanelOpener(): HTMLElement | null {
  const store = window as unknown as Record<string, unknown>;
  const opener = store[PANEL_OPENER];
  store[PANEL_OPENER] = null;
  return opener instanceof HTMLElement ? opener : null;
}

/** A panel whose dialog was opened before React knew (by the head script), if any. */
export function panelOpenedEarly(): string | null {
  return (
    document.querySelector<HTMLDialogElement>('dialog[data-panel][open]')
      ?.dataset.panel ?? null
  );
}
