import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {useFetcher, useLocation} from 'react-router';
import {usePanelActions} from '~/components/panels';

type AddResult = {message?: string; cartId?: string} | undefined;

export type CartAdd = {
  /** Posts an add-to-cart form; `id` names the button that pressed it. */
  submit: (form: HTMLFormElement, id: string) => void;
  /** The button whose add is on its way, if any. */
  pendingId: string | null;
  /** The cart's last answer and the button it answered. */
  answer: {id: string; message?: string} | null;
};

const CartAddContext = createContext<CartAdd | null>(null);

/** The fetcher's key: every add-to-cart on the page shares it. */
const CART_ADD_FETCHER = 'cart-add';

/**
 * One fetcher for every add-to-cart button on the page, held by the layout, which stays when
 * pages change (docs/decisions/121-one-cart-fetcher-per-page.md). A fetcher per button made a
 * grid of 24 cards 24 fetchers, and React Router updates its state (and so re-renders the page)
 * once for each one a leaving page drops.
 */
export function CartAddProvider({children}: {children: ReactNode}) {
  const fetcher = useFetcher<AddResult>({key: CART_ADD_FETCHER});
  const {openPanel} = usePanelActions();
  const [pressed, setPressed] = useState<string | null>(null);
  // Set by the press itself, not by seeing the fetcher busy: router updates are transitions,
  // and a slow render can go from idle straight to the answer without showing 'submitting'.
  const awaitingAnswer = useRef(false);
  const busy = fetcher.state !== 'idle';
  const {submit: submitForm, reset} = fetcher;
  const {pathname} = useLocation();
  const answered = fetcher.data != null;

  useEffect(() => {
    // Open the drawer once the add has been answered (a new answer is new data), so it shows
    // the real cart.
    if (!awaitingAnswer.current || busy) return;
    awaitingAnswer.current = false;
    openPanel('cart');
  }, [busy, fetcher.data, openPanel]);

  // An answer belongs to the page it was given on (a fetcher per button went with its page):
  // on the next page no button shows it, nor does the drawer's message. An add still on its
  // way when the shopper leaves is answered on the new page.
  const settled = useRef({busy, answered});
  settled.current = {busy, answered};
  useEffect(() => {
    if (settled.current.busy) return;
    setPressed(null);
    if (settled.current.answered) reset();
  }, [pathname, reset]);

  const submit = useCallback(
    (form: HTMLFormElement, id: string) => {
      awaitingAnswer.current = true;
      setPressed(id);
      void submitForm(form);
    },
    [submitForm],
  );
  const message = fetcher.data?.message;
  const value = useMemo<CartAdd>(
    () => ({
      submit,
      pendingId: busy ? pressed : null,
      answer: pressed && !busy ? {id: pressed, message} : null,
    }),
    [submit, busy, pressed, message],
  );
  return (
    <CartAddContext.Provider value={value}>{children}</CartAddContext.Provider>
  );
}

export function useCartAdd(): CartAdd {
  const cartAdd = useContext(CartAddContext);
  if (!cartAdd)
    throw new Error('useCartAdd must be used inside <CartAddProvider>');
  return cartAdd;
}
