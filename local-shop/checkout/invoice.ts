// The page a draft order's invoiceUrl opens: its lines at the draft's prices (discounts and
// price overrides applied) in its presentment currency, the total, and "Pay now", which completes
// the draft into an order, charged in that currency.
// As Shopify's, an invoice whose reservation has lapsed can still be paid while the stock lasts.
import type {IncomingMessage, ServerResponse} from 'node:http';
import {readBody, sendHtml} from '../storefront/http-util';
import type {DraftOrderBook} from '../admin/draftOrders';
import {checkoutPage, escapeHtml, formatMoney} from './page';

export const INVOICE_PATH = /^\/invoices\/([0-9a-f]{32})\/?$/;

export async function handleInvoice(
  req: IncomingMessage,
  res: ServerResponse,
  token: string,
  shop: {drafts: DraftOrderBook; shopName: string},
) {
  const {drafts, shopName} = shop;
  if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') {
    res.writeHead(405, {Allow: 'GET, HEAD, POST'}).end();
    return;
  }
  if (req.method === 'POST') await readBody(req, 64 * 1024);
  drafts.sweep();
  const draft = drafts.byToken(token);
  if (!draft) {
    sendHtml(
      res,
      404,
      checkoutPage(
        shopName,
        '<h1>Invoice</h1><p>This invoice does not exist.</p>',
      ),
    );
    return;
  }
  if (req.method === 'POST') {
    if (drafts.complete(draft)) {
      sendHtml(
        res,
        200,
        checkoutPage(
          shopName,
          '<h1>Thank you</h1><p role="status">Your order is placed. Local shop checkout: no payment is taken.</p>',
        ),
      );
      return;
    }
  }
  const problem = drafts.problem(draft);
  const currency = drafts.currency(draft);
  const price = (n: number) => formatMoney(n, currency);
  const rows = draft.lines
    .map((line) => {
      const watch = drafts.watchOf(line);
      return `<tr data-handle="${escapeHtml(watch?.handle ?? '')}">
  <td class="title">${escapeHtml(watch?.title ?? '')}</td>
  <td class="quantity">${line.quantity}</td>
  <td class="price">${price(drafts.unitPrice(line, currency))}</td>
  <td class="line-total">${price(drafts.lineTotal(line, currency))}</td>
</tr>`;
    })
    .join('\n');
  const reserved =
    draft.holding && draft.reserveInventoryUntil
      ? `<p class="notice" data-testid="reserved-until">Reserved for you until ${escapeHtml(new Date(draft.reserveInventoryUntil).toUTCString())}.</p>`
      : '';
  const body = `<h1>Invoice ${escapeHtml(`#D${draft.n}`)}</h1>
<p class="notice">Local shop checkout: no payment is taken.</p>
${reserved}
${problem ? `<div role="alert" class="refused"><p>${escapeHtml(problem)}</p></div>` : ''}
<table>
<thead><tr><th>Watch</th><th>Quantity</th><th>Price</th><th>Line total</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><td>Total</td><td></td><td></td><td data-testid="total">${price(drafts.total(draft))}</td></tr></tfoot>
</table>
${problem ? '' : '<form method="post"><button type="submit">Pay now</button></form>'}`;
  sendHtml(
    res,
    req.method === 'POST' ? 409 : 200,
    checkoutPage(shopName, body),
  );
}
