import type {Route} from './+types/webhooks.shopify';
import {handleShopifyWebhook} from '~/server/alerts/webhook';

/** Shopify's products/create and products/update webhooks (HMAC-verified): stock alerts. */
export async function action({request, context}: Route.ActionArgs) {
  return handleShopifyWebhook({request, context});
}

export function loader() {
  return new Response('Use POST', {status: 405, headers: {Allow: 'POST'}});
}
