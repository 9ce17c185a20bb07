// Everything the alert routes need, built from the request context: the store (Supabase), the
// mail sink and what the e-mails' links need (secret, the shop's public origin, its name).
import type {ShopEnv} from '~/server/env';
import {mailConfigFromEnv, type MailConfig} from './mailer';
import {alertStoreFromEnv, type AlertStore} from './alertStore';
import type {MailContext} from '../../domain/alerts/emails';

export interface AlertServices {
  store: AlertStore;
  mail: MailConfig;
  mailContext: MailContext;
}

interface AlertRouteContext {
  shopEnv: ShopEnv;
  dealer: {shopName: string; email: string};
}

/** Null when alerts are not configured (no Supabase service-role key). */
export function alertServices(
  context: AlertRouteContext,
  request: Request,
): AlertServices | null {
  const store = alertStoreFromEnv(context.shopEnv);
  if (!store) return null;
  return {
    store,
    mail: mailConfigFromEnv(context.shopEnv, context.dealer.email),
    mailContext: {
      secret: context.shopEnv.SESSION_SECRET,
      // Links in e-mails point at the shop's public address; offline, where the request came in.
      origin: context.shopEnv.PUBLIC_SHOP_ORIGIN ?? new URL(request.url).origin,
      shopName: context.dealer.shopName,
    },
  };
}
