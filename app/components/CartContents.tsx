import {CartForm, useOptimisticCart} from '@shopify/hydrogen';
import {ShopImage} from '~/components/ShopImage';
import {IMAGE_WIDTHS} from '~/domain/image/shopImage';
import {
  Form,
  useFetchers,
  useNavigation,
  type FetcherWithComponents,
} from 'react-router';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {ShopLink} from '~/components/ShopLink';
import {Price} from '~/components/Price';
import {usePanelActions} from '~/components/panels';
import {quantityLimit} from '~/domain/cart/cartRules';
import {useT} from '~/i18n/useTranslation';
import {PriceIncludes} from '~/components/markets/PriceIncludes';
import {DEFAULT_MARKET} from '~/domain/markets/markets';
import {sitePath} from '~/domain/markets/sitePath';
import {useSite} from '~/hooks/useSite';

type CartLine = CartApiQueryFragment['lines']['nodes'][number];
type CartActionData = {message?: string} | undefined;

/** Lines, totals and checkout; the same pieces serve the drawer and the /cart page. */
export function CartContents({
  cart: original,
  layout,
}: {
  cart: CartApiQueryFragment | null;
  layout: 'drawer' | 'page';
}) {
  const cart = useOptimisticCart(original);
  const t = useT();
  const {closePanel} = usePanelActions();
  const lines = cart?.lines?.nodes ?? [];

  if (lines.length === 0) {
    return (
      <div className="py-10 text-center">
        <p className="text-lg">{t('cart.empty')}</p>
        {layout === 'drawer' ? (
          <button
            type="button"
            onClick={closePanel}
            className="mt-6 rounded bg-ink px-6 py-3 text-sm text-white"
          >
            {t('cart.continueShopping')}
          </button>
        ) : (
          <ShopLink
            to="/products"
            className="mt-6 inline-block rounded bg-ink px-6 py-3 text-sm text-white"
          >
            {t('cart.continueShopping')}
          </ShopLink>
        )}
        <CheckoutButton disabled />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <ul aria-label={t('cart.title')} className="divide-y divide-neutral-200">
        {lines.map((line) => (
          <CartLineItem key={line.id} line={line as CartLine} />
        ))}
      </ul>
      <CartSummary cart={cart as CartApiQueryFragment} />
      <CheckoutButton disabled={lines.length === 0} />
      <ActionMessages />
    </div>
  );
}

function CartLineItem({line}: {line: CartLine}) {
  const t = useT();
  const {merchandise, quantity} = line;
  const {product} = merchandise;
  const limit = quantityLimit(merchandise.quantityAvailable);
  const optimistic = Boolean((line as {isOptimistic?: boolean}).isOptimistic);

  return (
    <li className="flex gap-4 py-4" data-testid="cart-line">
      {merchandise.image ? (
        <ShopImage
          image={merchandise.image}
          alt=""
          widths={IMAGE_WIDTHS.thumb}
          aspect={1}
          sizes="96px"
          className="h-24 w-24 rounded object-cover"
        />
      ) : (
        <div className="h-24 w-24 rounded bg-stone" aria-hidden="true" />
      )}
      <div className="flex flex-1 flex-col gap-1">
        <p className="text-xs tracking-wider text-neutral-500 uppercase">
          {product.vendor}
        </p>
        <ShopLink
          to={`/products/${product.handle}`}
          className="font-medium hover:underline"
        >
          {product.title}
        </ShopLink>
        <Price money={line.cost.totalAmount} className="text-sm" />
        <div className="mt-2 flex items-center gap-2">
          <span className="sr-only">{t('cart.quantity')}</span>
          <QuantityButton
            lineId={line.id}
            quantity={quantity - 1}
            disabled={quantity <= 1 || optimistic}
            label={t('cart.decrease', {title: product.title})}
          >
            −
          </QuantityButton>
          <span
            aria-live="polite"
            data-testid="line-quantity"
            className="min-w-6 text-center tabular-nums"
          >
            {quantity}
          </span>
          <QuantityButton
            lineId={line.id}
            quantity={quantity + 1}
            disabled={quantity >= limit || optimistic}
            label={t('cart.increase', {title: product.title})}
          >
            +
          </QuantityButton>
          <CartForm
            route="/cart"
            action={CartForm.ACTIONS.LinesRemove}
            inputs={{lineIds: [line.id]}}
          >
            <button
              type="submit"
              disabled={optimistic}
              aria-label={t('cart.removeItem', {title: product.title})}
              className="ml-3 text-sm underline underline-offset-2 disabled:opacity-50"
            >
              {t('cart.remove')}
            </button>
          </CartForm>
        </div>
        {quantity >= limit ? (
          <p role="status" className="text-xs text-amber-700">
            {t('cart.onlyAvailable', {n: limit})}
          </p>
        ) : null}
      </div>
    </li>
  );
}

function QuantityButton({
  lineId,
  quantity,
  disabled,
  label,
  children,
}: {
  lineId: string;
  quantity: number;
  disabled: boolean;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <CartForm
      route="/cart"
      action={CartForm.ACTIONS.LinesUpdate}
      inputs={{lines: [{id: lineId, quantity}]}}
    >
      {(fetcher: FetcherWithComponents<CartActionData>) => (
        // Busy is aria-disabled (see AddToCartButton): the focus stays on the button pressed.
        <button
          type="submit"
          aria-label={label}
          disabled={disabled}
          aria-disabled={fetcher.state !== 'idle' || undefined}
          onClick={(event) => {
            if (fetcher.state !== 'idle') event.preventDefault();
          }}
          className="h-8 w-8 rounded border border-neutral-300 text-lg leading-none disabled:cursor-not-allowed disabled:opacity-40 aria-disabled:opacity-40"
        >
          {children}
        </button>
      )}
    </CartForm>
  );
}

function CartSummary({cart}: {cart: CartApiQueryFragment}) {
  const t = useT();
  // UK VAT (margin scheme) is in the home market's prices; a sale abroad is an export.
  const home = useSite().market.handle === DEFAULT_MARKET.handle;
  return (
    <>
      <dl className="grid grid-cols-2 gap-y-2 border-t border-neutral-200 pt-4 text-sm">
        <dt>{t('cart.subtotal')}</dt>
        <dd className="text-right" data-testid="cart-subtotal">
          <Price money={cart.cost?.subtotalAmount} />
        </dd>
        <dt>{t('cart.tax')}</dt>
        <dd className="text-right">
          {cart.cost?.totalTaxAmount &&
          Number(cart.cost.totalTaxAmount.amount) > 0 ? (
            <Price money={cart.cost.totalTaxAmount} />
          ) : (
            t(home ? 'cart.taxIncluded' : 'cart.taxExport')
          )}
        </dd>
        <dt className="font-semibold">{t('cart.total')}</dt>
        <dd className="text-right font-semibold" data-testid="cart-total">
          <Price money={cart.cost?.totalAmount} />
        </dd>
      </dl>
      <PriceIncludes className="mt-2 text-xs text-neutral-600" />
    </>
  );
}

/** Checkout goes through our server, which sends the visitor to the cart's own checkoutUrl. */
function CheckoutButton({disabled}: {disabled: boolean}) {
  const t = useT();
  const site = useSite();
  const navigation = useNavigation();
  const busy =
    navigation.state !== 'idle' &&
    navigation.formData?.get('intent') === 'checkout';
  return (
    <Form method="post" action={sitePath('/cart', site)} reloadDocument>
      <input type="hidden" name="intent" value="checkout" />
      <button
        type="submit"
        disabled={disabled || busy}
        className="mt-2 w-full rounded bg-ink px-6 py-3 text-sm font-semibold tracking-wider text-white uppercase disabled:cursor-not-allowed disabled:opacity-40"
      >
        {t('cart.checkout')}
      </button>
    </Form>
  );
}

/** The latest cart error from any cart form on the page, in the visitor's words. */
function ActionMessages() {
  const fetchers = useFetchers();
  const message = fetchers
    .map((fetcher) => (fetcher.data as CartActionData)?.message)
    .filter(Boolean)
    .at(-1);
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded bg-red-50 px-3 py-2 text-sm text-red-800"
    >
      {message}
    </p>
  );
}
