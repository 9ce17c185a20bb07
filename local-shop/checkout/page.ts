// The local checkout page a cart's checkoutUrl opens: every line with its quantity and price,
// and the total, so a test can see checkout received the whole cart. No payment is taken.
import type {ServerResponse} from 'node:http';
import type {CartBook} from '../storefront/carts';
import {sendHtml} from '../storefront/http-util';

const escape = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

const pounds = (n: number) =>
  new Intl.NumberFormat('en-GB', {style: 'currency', currency: 'GBP'}).format(
    n,
  );

export const CHECKOUT_PATH = /^\/checkouts\/cn\/([^/?#]+)/;

export function handleCheckout(
  res: ServerResponse,
  token: string,
  carts: CartBook,
  shopName: string,
) {
  const cart = carts.findByToken(decodeURIComponent(token));
  if (!cart) {
    sendHtml(
      res,
      404,
      page(shopName, '<h1>Checkout</h1><p>This checkout does not exist.</p>'),
    );
    return;
  }
  const lines = carts.visibleLines(cart);
  const total = lines.reduce(
    (sum, {line, watch}) => sum + (watch.price ?? 0) * line.quantity,
    0,
  );
  const quantity = lines.reduce((n, {line}) => n + line.quantity, 0);
  const rows = lines
    .map(
      ({
        line,
        watch,
      }) => `<tr data-handle="${escape(watch.handle)}" data-sku="${escape(watch.sku)}">
  <td class="title">${escape(watch.title)}</td>
  <td class="quantity">${line.quantity}</td>
  <td class="price">${pounds(watch.price ?? 0)}</td>
  <td class="line-total">${pounds((watch.price ?? 0) * line.quantity)}</td>
</tr>`,
    )
    .join('\n');
  const body = `<h1>Checkout</h1>
<p class="notice">Local shop checkout: no payment is taken.</p>
${
  lines.length
    ? `<table>
<thead><tr><th>Watch</th><th>Quantity</th><th>Price</th><th>Line total</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><td>Total</td><td data-testid="total-quantity">${quantity}</td><td></td><td data-testid="total">${pounds(total)}</td></tr></tfoot>
</table>`
    : '<p>Your cart is empty.</p>'
}`;
  sendHtml(res, 200, page(shopName, body));
}

function page(shopName: string, body: string) {
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><title>Checkout – ${escape(shopName)}</title><link rel="icon" href="data:,">
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}
table{width:100%;border-collapse:collapse}td,th{padding:.5rem;border-bottom:1px solid #ddd;text-align:left}
tfoot td{font-weight:bold}.notice{color:#555}</style></head>
<body>
${body}
</body>
</html>`;
}
