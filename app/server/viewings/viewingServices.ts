// What the viewing routes need, built from the request context: the store (Supabase), the mail
// sink and what the e-mails' links need. Null when Supabase's service-role key is not set.
import type {ShopEnv} from '~/server/env';
import {
  mailConfigFromEnv,
  sendMail,
  type MailConfig,
} from '~/server/alerts/mailer';
import {
  viewingStoreFromEnv,
  type Viewing,
  type ViewingStore,
} from './viewingStore';
import {
  dealerBookingMail,
  shopperMail,
  type ShopperMailKind,
  type ViewingMailContext,
} from './viewingMails';

export interface ViewingServices {
  store: ViewingStore;
  mail: MailConfig;
  mailContext: ViewingMailContext;
}

interface ViewingRouteContext {
  shopEnv: ShopEnv;
  dealer: {shopName: string; email: string};
}

/** "Shop <a@b.c>" -> "a@b.c" */
function bareAddress(value: string) {
  return /<([^>]+)>\s*$/.exec(value)?.[1]?.trim() ?? value.trim();
}

export function viewingServices(
  context: ViewingRouteContext,
  request: Request,
): ViewingServices | null {
  const store = viewingStoreFromEnv(context.shopEnv);
  if (!store) return null;
  const mail = mailConfigFromEnv(context.shopEnv, context.dealer.email);
  return {
    store,
    mail,
    mailContext: {
      secret: context.shopEnv.SESSION_SECRET,
      // Links in e-mails point at the shop's public address; offline, where the request came in.
      origin: context.shopEnv.PUBLIC_SHOP_ORIGIN ?? new URL(request.url).origin,
      shopName: context.dealer.shopName,
      dealerEmail: context.dealer.email,
      from: bareAddress(mail.from || context.dealer.email),
    },
  };
}

/** Sends one of the shopper's e-mails; a failure is logged (the booking stands) and answered false. */
export async function mailShopper(
  services: ViewingServices,
  viewing: Viewing,
  kind: ShopperMailKind,
  now = Date.now(),
): Promise<boolean> {
  try {
    const mail = await shopperMail(services.mailContext, viewing, kind, now);
    // A booking's confirmation goes out once, however often its form is pressed.
    await sendMail(
      services.mail,
      kind === 'booked'
        ? {...mail, idempotencyKey: `viewing-${viewing.id}-booked`}
        : mail,
    );
    return true;
  } catch (error) {
    console.error(
      `[viewings] ${kind} e-mail for ${viewing.id} not sent: ${error instanceof Error ? error.message : String(error)}`,
    );
    return false;
  }
}

export async function mailDealer(services: ViewingServices, viewing: Viewing) {
  try {
    await sendMail(services.mail, {
      ...dealerBookingMail(services.mailContext, viewing),
      idempotencyKey: `viewing-${viewing.id}-dealer`,
    });
  } catch (error) {
    console.error(
      `[viewings] the dealer's notice of ${viewing.id} was not sent: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
