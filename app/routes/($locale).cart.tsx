import {CartForm, type CartQueryDataReturn} from '@shopify/hydrogen';
import {
  data,
  redirect,
  useActionData,
  useLoaderData,
  type HeadersFunction,
} from 'react-router';
import type {Route} from './+types/($locale).cart';
import {CartContents} from '~/components/CartContents';
import {checkQuantity, isMissingCartError} from '~/domain/cart/cartRules';
import {readCartRequest} from '~/server/cart/cartRequest';
import {cartInMarket, readVisitorCart} from '~/server/cart/cartOfVisitor';
import {reloadVisitorCart} from '~/browser/cartInBrowser';
import {oneCartChangeAtATime} from '~/browser/cartChanges';
import {
  checkSale,
  firstRefusedWatch,
  refusalMessage,
} from '~/server/cart/saleCheck';
import {translate} from '~/i18n/translate';
import {useT} from '~/i18n/useTranslation';
import {localRedirectTarget} from '~/server/safeRedirect';
import {assertLocaleParam} from '~/i18n/route';
import {privatePageMeta} from '~/domain/content/pageMeta';
import {sharedPageData} from '~/hooks/rootData';

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(sharedPageData(args), 'cart.title');

export const headers: HeadersFunction = ({actionHeaders}) => actionHeaders;

type CartOutcome = {message?: string; cartId?: string};

export async function action({request, context, params}: Route.ActionArgs) {
  // Actions run before the layout's loader checks the language prefix: no lead under '/xx'.
  assertLocaleParam(params);
  const {cart, locale} = context;
  const t = (
    key: Parameters<typeof translate>[1],
    vars?: Record<string, string | number>,
  ) => translate(locale, key, vars);
  const read = await readCartRequest(request);
  if (!read.ok)
    return data(
      {
        message: t(
          read.problem === 'tooLarge' ? 'cart.tooLarge' : 'cart.badRequest',
        ),
      } satisfies CartOutcome,
      {status: read.status},
    );
  const formData = read.form;

  const country = context.storefront.i18n.country;
  if (formData.get('intent') === 'checkout') {
    // The checkout opens in the market of the site the shopper checks out from.
    const current = await cartInMarket(cart, country).catch(() => null);
    if (!current || current.lines.nodes.length === 0) {
      return data({message: t('cart.empty')} satisfies CartOutcome, {
        status: 400,
      });
    }
    const refusedLine = await firstRefusedWatch(
      context.readStorefront,
      current.lines.nodes.map((line) => line.merchandise.id),
    );
    if (refusedLine)
      return data(
        {message: refusalMessage(refusedLine, context.site)},
        {status: 409},
      );
    if (!current.checkoutUrl) {
      return data(
        {message: t('cart.checkoutUrlMissing')} satisfies CartOutcome,
        {status: 502},
      );
    }
    return redirect(current.checkoutUrl, 303);
  }

  const {action: cartAction, inputs} = CartForm.getFormInput(formData);
  let result: CartQueryDataReturn;
  let failure: string;

  try {
    switch (cartAction) {
      case CartForm.ACTIONS.LinesAdd: {
        failure = t('cart.failedAdd');
        const lines = inputs.lines as Array<{
          merchandiseId: string;
          quantity?: number;
        }>;
        const ids = [...new Set(lines.map((line) => line.merchandiseId))];
        const sale = await checkSale(context.readStorefront, ids);
        if (sale.refused)
          return data(
            {
              message: refusalMessage(sale.refused, context.site),
            } satisfies CartOutcome,
            {status: 409},
          );
        // Every line is checked against the live stock, a new one (or a new cart's) as much as
        // one already in the cart: what it would hold after this change, never more than stock.
        // A cart from another market's site is moved to this one first, so lines match prices.
        const current = await cartInMarket(cart, country).catch(() => null);
        for (const id of ids) {
          const inCart =
            current?.lines.nodes
              .filter((node) => node.merchandise.id === id)
              .reduce((sum, node) => sum + node.quantity, 0) ?? 0;
          const requested = lines
            .filter((line) => line.merchandiseId === id)
            .map((line) => line.quantity ?? 1);
          const verdict = requested.every(
            (quantity) => Number.isInteger(quantity) && quantity >= 1,
          )
            ? checkQuantity(
                inCart + requested.reduce((sum, n) => sum + n, 0),
                sale.quantityAvailable.get(id),
              )
            : checkQuantity(0, sale.quantityAvailable.get(id));
          if (!verdict.ok)
            return data(
              {
                message:
                  verdict.reason === 'over-stock'
                    ? t('cart.onlyAvailable', {n: verdict.limit})
                    : failure,
              } satisfies CartOutcome,
              {status: 400},
            );
        }
        result = await cart.addLines(lines);
        // A cookie pointing at a cart Shopify no longer has: start a new cart quietly.
        if (!result.cart && isMissingCartError(problemsOf(result))) {
          result = await cart.create({lines});
        }
        break;
      }
      case CartForm.ACTIONS.LinesUpdate: {
        failure = t('cart.failedUpdate');
        const lines = inputs.lines as Array<{id: string; quantity: number}>;
        const current = await cart.get();
        for (const line of lines) {
          const existing = current?.lines.nodes.find(
            (node) => node.id === line.id,
          );
          if (!existing)
            return data({message: failure} satisfies CartOutcome, {
              status: 400,
            });
          const verdict = checkQuantity(
            line.quantity,
            existing.merchandise.quantityAvailable,
          );
          if (!verdict.ok) {
            const message =
              verdict.reason === 'over-stock'
                ? t('cart.onlyAvailable', {n: verdict.limit})
                : failure;
            return data({message} satisfies CartOutcome, {status: 400});
          }
        }
        result = await cart.updateLines(lines);
        break;
      }
      case CartForm.ACTIONS.LinesRemove:
        failure = t('cart.failedRemove');
        result = await cart.removeLines(inputs.lineIds as string[]);
        break;
      default:
        return data({message: t('cart.updateFallback')} satisfies CartOutcome, {
          status: 400,
        });
    }
  } catch (error) {
    console.error(error);
    return data({message: failure!} satisfies CartOutcome, {status: 502});
  }

  const headers = result.cart?.id
    ? cart.setCartId(result.cart.id)
    : new Headers();
  const errors = problemsOf(result);
  if (!result.cart || errors.length > 0) {
    const detail = errors
      .map((error) => error.message)
      .filter(Boolean)
      .join(', ');
    if (detail) console.error(`Cart change failed: ${detail}`);
    return data({message: failure} satisfies CartOutcome, {
      status: 400,
      headers,
    });
  }
  // Shopify caps a line at the stock it holds and says so in a warning.
  const stockWarning = (result.warnings ?? []).find((warning) =>
    /STOCK/.test(String((warning as {code?: string}).code)),
  );
  const cappedLine = stockWarning
    ? (result.cart.lines.nodes.find(
        (line) => line.id === (stockWarning as {target?: string}).target,
      ) ?? result.cart.lines.nodes[0])
    : undefined;
  const message = cappedLine
    ? t('cart.onlyAvailable', {
        n: cappedLine.merchandise.quantityAvailable ?? cappedLine.quantity,
      })
    : undefined;

  const redirectTo = localRedirectTarget(formData.get('redirectTo'));
  if (redirectTo) {
    headers.set('Location', redirectTo);
    return data({cartId: result.cart.id} satisfies CartOutcome, {
      status: 303,
      headers,
    });
  }
  return data({cartId: result.cart.id, message} satisfies CartOutcome, {
    headers,
  });
}

/** Hydrogen returns Shopify's userErrors as they are and GraphQL failures as `errors`. */
function problemsOf(
  result: CartQueryDataReturn,
): Array<{message?: string; code?: string | null}> {
  const userErrors = ((result as {userErrors?: unknown}).userErrors ??
    []) as Array<{message?: string; code?: string | null}>;
  const graphqlErrors = (result.errors ?? []) as Array<{message?: string}>;
  return [...userErrors, ...graphqlErrors];
}

/** The cart page; the header and drawer read the same answer from /api/cart. */
export async function loader({context}: Route.LoaderArgs) {
  return readVisitorCart(context.cart, context.storefront.i18n.country);
}

/**
 * In the browser, a cart change is answered once the header and drawer hold the changed cart:
 * a fetcher stays busy until then, so the drawer opens on it and optimistic lines never flick back.
 * Changes go one at a time, in the shopper's order (`app/browser/cartChanges.ts`).
 */
export async function clientAction({serverAction}: Route.ClientActionArgs) {
  return oneCartChangeAtATime(async () => {
    try {
      return await serverAction();
    } finally {
      await reloadVisitorCart();
    }
  });
}

export default function CartPage() {
  const {cart, unavailable} = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as CartOutcome | undefined;
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="font-display text-3xl">{t('cart.title')}</h1>
      {actionData?.message ? (
        <p
          role="alert"
          className="mt-4 rounded bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {actionData.message}
        </p>
      ) : null}
      <div className="mt-6">
        {unavailable ? (
          <p role="alert">{t('cart.failedInit')}</p>
        ) : (
          <CartContents cart={cart} layout="page" />
        )}
      </div>
    </div>
  );
}
