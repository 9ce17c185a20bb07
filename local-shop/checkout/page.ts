// The local checkout page a cart's checkoutUrl opens: every line with its quantity and price,
// and the total, so a test can see checkout received the whole cart. As Shopify's checkout, it
// re-checks every line against the shop's stock when it opens and again when the buyer pays: a
// line no longer available for sale (sold, drafted, stock gone) is shown as unavailable and no
// payment is offered. Paying takes no money: it places the order (stock goes down, the cart is
// used up). Prices and the total are in the currency of the cart's market (its buyer identity's
// country), as Shopify's checkout charges it; a line that market does not sell is refused.
import type {IncomingMessage, ServerResponse} from 'node:http';
import type {MarketBook} from '../markets/markets';
import {pricingFor} from '../markets/pricing';
import type {CartBook, CartRecord} from '../storefront/carts';
import {readBody, sendHtml} from '../storefront/http-util';
import {stockLimit, type StockBook, type Watch} from '../storefront/stock';

export const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

export const formatMoney = (n: number, currency: string) =>
  new Intl.NumberFormat('en-GB', {style: 'currency', currency}).format(n);

export const pounds = (n: number) => formatMoney(n, 'GBP');

export const CHECKOUT_PATH = /^\/checkouts\/cn\/([^/?#]+)/;

export interface CheckoutLine {
  watch: Watch;
  quantity: number;
  /** The unit price in the cart's currency. */
  unitPrice: number;
  /** Why the line cannot be paid for, or null when it can. */
  problem: string | null;
}

/** Every line of the cart as checkout sees it now, drafted watches included. */
export function checkoutLines(
  cart: CartRecord,
  stock: StockBook,
  markets: MarketBook,
): CheckoutLine[] {
  const pricing = pricingFor(
    markets.forCountry(cart.buyerIdentity.countryCode),
  );
  const out: CheckoutLine[] = [];
  for (const line of cart.lines) {
    const watch = stock.byId(line.variant);
    if (!watch) continue;
    const limit = watch.status === 'ACTIVE' ? stockLimit(watch) : 0;
    const problem =
      limit === 0
        ? 'No longer available'
        : !pricing.sells(watch)
          ? 'Not available in your country'
          : line.quantity > limit
            ? `Only ${limit} available`
            : null;
    const unitPrice = pricing.price(watch) ?? 0;
    out.push({watch, quantity: line.quantity, unitPrice, problem});
  }
  return out;
}

/** The currency the cart is charged in: its market's. */
export function checkoutCurrency(cart: CartRecord, markets: MarketBook) {
  return markets.forCountry(cart.buyerIdentity.countryCode).currency;
}

export async function handleCheckout(
  req: IncomingMessage,
  res: ServerResponse,
  token: string,
  shop: {
    carts: CartBook;
    stock: StockBook;
    markets: MarketBook;
    shopName: string;
  },
) {
  const {carts, stock, markets, shopName} = shop;
  if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') {
    res.writeHead(405, {Allow: 'GET, HEAD, POST'}).end();
    return;
  }
  if (req.method === 'POST') await readBody(req, 64 * 1024); // the form carries nothing
  const cart = carts.findByToken(decodeURIComponent(token));
  if (!cart) {
    sendHtml(
      res,
      404,
      checkoutPage(
        shopName,
        '<h1>Checkout</h1><p>This checkout does not exist.</p>',
      ),
    );
    return;
  }
  const lines = checkoutLines(cart, stock, markets);
  const currency = checkoutCurrency(cart, markets);
  const refused = lines.some((line) => line.problem !== null);
  if (req.method === 'POST' && !refused && lines.length > 0) {
    for (const {watch, quantity} of lines)
      if (Number.isFinite(stockLimit(watch)))
        stock.applyChange(watch.handle, {
          quantity: Math.max(0, watch.quantity - quantity),
        });
    carts.complete(cart);
    sendHtml(
      res,
      200,
      checkoutPage(
        shopName,
        `<h1>Thank you</h1><p role="status">Your order is placed. Local shop checkout: no payment is taken.</p><p>Charged: <span data-testid="charged">${formatMoney(orderTotal(lines), currency)}</span> (<span data-testid="currency">${currency}</span>)</p>`,
      ),
    );
    return;
  }
  sendHtml(
    res,
    req.method === 'POST' ? 409 : 200,
    checkoutPage(shopName, checkoutBody(lines, currency)),
  );
}

function orderTotal(lines: CheckoutLine[]) {
  return lines
    .filter((line) => line.problem === null)
    .reduce((sum, {unitPrice, quantity}) => sum + unitPrice * quantity, 0);
}

function checkoutBody(lines: CheckoutLine[], currency: string): string {
  const payable = lines.filter((line) => line.problem === null);
  const total = orderTotal(lines);
  const price = (n: number) => formatMoney(n, currency);
  const quantity = payable.reduce((n, line) => n + line.quantity, 0);
  const rows = lines
    .map(
      ({
        watch,
        quantity,
        unitPrice,
        problem,
      }) => `<tr data-handle="${escapeHtml(watch.handle)}" data-sku="${escapeHtml(watch.sku)}"${problem ? ' data-unavailable="true"' : ''}>
  <td class="title">${escapeHtml(watch.title)}</td>
  <td class="quantity">${quantity}</td>
  <td class="price">${price(unitPrice)}</td>
  <td class="line-total">${price(unitPrice * quantity)}</td>
  <td class="availability">${problem ? escapeHtml(problem) : 'Available'}</td>
</tr>`,
    )
    .join('\n');
  const refusal = `<div role="alert" class="refused">
<h2>Some items are no longer available</h2>
<p>Return to the shop to change your cart. This checkout cannot be paid for as it is.</p>
</div>`;
  const pay = `<form method="post"><button type="submit">Pay now</button></form>`;
  return `<h1>Checkout</h1>
<p class="notice">Local shop checkout: no payment is taken.</p>
<p>Currency: <span data-testid="currency">${currency}</span></p>
${
  lines.length
    ? `${payable.length < lines.length ? refusal : ''}
<table>
<thead><tr><th>Watch</th><th>Quantity</th><th>Price</th><th>Line total</th><th>Availability</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><td>Total</td><td data-testid="total-quantity">${quantity}</td><td></td><td data-testid="total">${price(total)}</td><td></td></tr></tfoot>
</table>
${payable.length === lines.length ? pay : ''}`
    : '<p>Your cart is empty.</p>'
}`;
}

export function checkoutPage(shopName: string, body: string) {
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><title>Checkout – ${escapeHtml(shopName)}</title><link rel="icon" href="data:,">
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}
table{width:100%;border-collapse:collapse}td,th{padding:.5rem;border-bottom:1px solid #ddd;text-align:left}
tfoot td{font-weight:bold}.notice{color:#555}
[data-unavailable] td{color:#a00}.refused{border:1px solid #a00;padding:.5rem 1rem;margin:1rem 0}</style></head>
<body>
${body}
</body>
</html>`;
}
