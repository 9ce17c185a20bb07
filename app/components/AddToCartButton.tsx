import type {OptimisticCartLineInput} from '@shopify/hydrogen';
import {useCartAdd} from '~/components/cart/cartAdd';
import {useT} from '~/i18n/useTranslation';
import {sitePath} from '~/domain/markets/sitePath';
import {useSite} from '~/hooks/useSite';

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
 * set up 24 of them per page); the browser's button hydrates that same HTML and submits through
 * the page's one add-to-cart fetcher (docs/decisions/121-one-cart-fetcher-per-page.md).
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
  const site = useSite();
  // Hydrogen's CartForm wire format (the /cart action reads it with CartForm.getFormInput and
  // the drawer's optimistic cart recognises it), without shipping CartForm on every page.
  // A plain form the fetcher submits: React Router's <Form> resolves its action against the
  // route tree on every render, which costs the server measurably in a grid of 24 cards.
  return (
    <form
      // Without JavaScript the post lands on the cart page, in the page's language.
      action={sitePath('/cart', site)}
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

/** The form submitting in place through the layout's fetcher; the drawer opens on the answer. */
export function BrowserAddToCartButton(props: AddToCartProps) {
  const cartAdd = useCartAdd();
  // Which press this button's is: the lines it adds.
  const id = JSON.stringify(props.lines);
  const answer = cartAdd.answer?.id === id ? cartAdd.answer : null;
  return (
    <AddToCartForm
      {...props}
      busy={cartAdd.pendingId === id}
      message={answer?.message}
      onSubmit={(form) => cartAdd.submit(form, id)}
    />
  );
}
