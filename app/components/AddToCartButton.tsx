import {useEffect, useRef} from 'react';
import type {OptimisticCartLineInput} from '@shopify/hydrogen';
import {useFetcher} from 'react-router';
import {usePanelActions} from '~/components/panels';
import {useLocale, useT} from '~/i18n/useTranslation';
import {localizePath} from '~/i18n/locale';

type AddResult = {message?: string; cartId?: string} | undefined;

type AddToCartProps = {
  lines: OptimisticCartLineInput[];
  disabled?: boolean;
  className?: string;
  label?: string;
};

/**
 * Puts a watch in the cart and opens the drawer once the cart has answered; works as a plain
 * form post without JavaScript. No optimistic line: the drawer shows the real cart, so the
 * variant's details need not travel in every card's HTML.
 *
 * The server renders the bare form (a fetcher is always idle there, and a grid of 24 cards would
 * set up 24 of them per page); the browser's button hydrates that same HTML with its fetcher
 * (docs/decisions/024-lighter-list-pages.md).
 */
export const AddToCartButton =
  typeof document === 'undefined' ? AddToCartForm : BrowserAddToCartButton;

/** CartForm.INPUT_NAME; a test checks the two stay equal. */
export const CART_FORM_INPUT = 'cartFormInput';

/** The form without a fetcher: what the server renders and what the browser's button hydrates. */
export function AddToCartForm({
  lines,
  disabled,
  className,
  label,
  busy = false,
  message,
  onSubmit,
}: AddToCartProps & {
  busy?: boolean;
  message?: string;
  onSubmit?: (form: HTMLFormElement) => void;
}) {
  const t = useT();
  const locale = useLocale();
  // Hydrogen's CartForm wire format (the /cart action reads it with CartForm.getFormInput and
  // the drawer's optimistic cart recognises it), without shipping CartForm on every page.
  // A plain form the fetcher submits: React Router's <Form> resolves its action against the
  // route tree on every render, which costs the server measurably in a grid of 24 cards.
  return (
    <form
      // Without JavaScript the post lands on the cart page, in the page's language.
      action={localizePath('/cart', locale)}
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.(event.currentTarget);
      }}
    >
      <input
        type="hidden"
        name={CART_FORM_INPUT}
        value={JSON.stringify({action: 'LinesAdd', inputs: {lines}})}
      />
      {/* Busy is aria-disabled, not disabled: a disabled button drops the keyboard focus, and
          the drawer that opens next would have nothing to return it to. */}
      <button
        type="submit"
        disabled={disabled}
        aria-disabled={busy || undefined}
        onClick={(event) => {
          if (busy) event.preventDefault();
        }}
        className={
          className ??
          'w-full rounded bg-ink px-6 py-3 text-sm font-semibold tracking-wider text-white uppercase disabled:cursor-not-allowed disabled:opacity-40 aria-disabled:cursor-wait aria-disabled:opacity-40'
        }
      >
        {busy ? t('cart.adding') : (label ?? t('cart.addToCart'))}
      </button>
      {message && !busy ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {message}
        </p>
      ) : null}
    </form>
  );
}

/** The form with its fetcher: submits in place and opens the drawer on the cart's answer. */
export function BrowserAddToCartButton(props: AddToCartProps) {
  const fetcher = useFetcher<AddResult>();
  const {openPanel} = usePanelActions();
  // Set by the press itself, not by seeing the fetcher busy: router updates are transitions,
  // and a slow render can go from idle straight to the answer without showing 'submitting'.
  const awaitingAnswer = useRef(false);
  const busy = fetcher.state !== 'idle';

  useEffect(() => {
    // Open the drawer once the add has been answered (a new answer is new data), so it shows
    // the real cart.
    if (!awaitingAnswer.current || busy) return;
    awaitingAnswer.current = false;
    openPanel('cart');
  }, [busy, fetcher.data, openPanel]);

  return (
    <AddToCartForm
      {...props}
      busy={busy}
      message={fetcher.data?.message}
      onSubmit={(form) => {
        awaitingAnswer.current = true;
        void fetcher.submit(form);
      }}
    />
  );
}
