import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {panelOpenedEarly} from '~/browser/panelDialog';

/** The side panels and dialogs the shared chrome can open; one at a time. */
const PANEL_NAMES = [
  'cart',
  'search',
  'wishlist',
  'menu',
  'enquiry',
  'offer',
] as const;
export type PanelName = (typeof PANEL_NAMES)[number];

function isPanelName(name: string): name is PanelName {
  return (PANEL_NAMES as readonly string[]).includes(name);
}

/** What an enquiry is about when a panel is opened for a product or a service. */
export type PanelPayload = {
  productSku?: string;
  productTitle?: string;
  subject?: string;
  /** The watch an offer is made on (the offer panel). */
  handle?: string;
};

type PanelState = {
  active: PanelName | null;
  payload: PanelPayload | null;
  openPanel: (name: PanelName, payload?: PanelPayload) => void;
  closePanel: () => void;
};

type PanelActions = Pick<PanelState, 'openPanel' | 'closePanel'>;

const PanelContext = createContext<PanelState | null>(null);
// The buttons that open panels (a header icon, every card's Add to Cart) read only this, which
// never changes: opening a panel then re-renders the panels, not every button on the page.
const PanelActionsContext = createContext<PanelActions | null>(null);

export function PanelProvider({children}: {children: ReactNode}) {
  const [active, setActive] = useState<PanelName | null>(null);
  const [payload, setPayload] = useState<PanelPayload | null>(null);
  // Transitions: a sync update reaching a boundary still hydrating (the streamed cart count,
  // a lazy carousel) makes React discard its server HTML (error #421) and what it held.
  const openPanel = useCallback((name: PanelName, next?: PanelPayload) => {
    startTransition(() => {
      setPayload(next ?? null);
      setActive(name);
    });
  }, []);
  const closePanel = useCallback(
    () => startTransition(() => setActive(null)),
    [],
  );
  // A panel the shopper opened before the page was interactive: the head script showed its
  // dialog natively; the state catches up here, once, after hydration.
  useEffect(() => {
    const early = panelOpenedEarly();
    if (early && isPanelName(early)) openPanel(early);
  }, [openPanel]);
  const value = useMemo(
    () => ({active, payload, openPanel, closePanel}),
    [active, payload, openPanel, closePanel],
  );
  const actions = useMemo(
    () => ({openPanel, closePanel}),
    [openPanel, closePanel],
  );
  return (
    <PanelActionsContext.Provider value={actions}>
      <PanelContext.Provider value={value}>{children}</PanelContext.Provider>
    </PanelActionsContext.Provider>
  );
}

export function usePanels(): PanelState {
  const state = useContext(PanelContext);
  if (!state) throw new Error('usePanels must be used inside <PanelProvider>');
  return state;
}

/** Opening and closing panels, for controls that do not show which one is open. */
export function usePanelActions(): PanelActions {
  const actions = useContext(PanelActionsContext);
  if (!actions)
    throw new Error('usePanelActions must be used inside <PanelProvider>');
  return actions;
}
