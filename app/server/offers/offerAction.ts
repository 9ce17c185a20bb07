// An offer on a watch (decision 131): the lead pipeline of every form (body cap, honeypot, schema,
// render token, shared rate limit, one row per submission), plus the watch read live from the
// Storefront API: only a watch that can be bought takes offers, an offer at or above its price is
// told to buy it, one below the dealer's floor is told the least amount. The dealer is e-mailed
// once per offer: the e-mail's idempotency key is the submission's, so a post repeated on another
// isolate, or stored through the fallback sink while Supabase is down, is not told twice.
import type {AppLoadContext} from 'react-router';
import {CacheNone} from '@shopify/hydrogen';
import type {ReadStorefront} from '~/server/storefrontData';
import {availabilityStatus} from '~/domain/watch/availability';
import {formatPrice} from '~/domain/money';
import type {Locale} from '~/i18n/locale';
import {OFFER_ERR, offerVerdict, takesOffers} from '~/domain/offers/offerRules';
import {offerSchemaIn} from '~/domain/leads/schemas';
import {
  handleLeadAction,
  type LeadActionOptions,
  type LeadCheck,
} from '~/server/leads/leadAction';
import {mailConfigFromEnv, sendMail} from '~/server/alerts/mailer';
import {dealerOfferMail} from './offerMails';

export interface OfferWatch {
  handle: string;
  title: string;
  vendor: string;
  variantId: string;
  price: {amount: string; currencyCode: string};
  takesOffers: boolean;
  imageUrl: string | null;
  imageAlt: string | null;
}

/**
 * The watch as Shopify has it now (no cache: a price or status must be today's), or null. Priced
 * in the site's market (the reader names its country): an offer is made in the site's currency,
 * and its draft order is created in that currency (decision 134).
 */
export async function readOfferWatch(
  readStorefront: ReadStorefront,
  handle: string,
): Promise<OfferWatch | null> {
  const {product} = await readStorefront(OFFER_WATCH_QUERY, {
    variables: {handle},
    cache: CacheNone(),
    outage: 'fail',
    partialErrors: 'outage',
  });
  const variant = product?.variants.nodes[0];
  if (!product || !variant) return null;
  return {
    handle: product.handle,
    title: product.title,
    vendor: product.vendor,
    variantId: variant.id,
    price: variant.price,
    takesOffers:
      Number(variant.price.amount) > 0 &&
      takesOffers(
        availabilityStatus(product.status?.value),
        variant.availableForSale,
      ),
    imageUrl: product.featuredImage?.url ?? null,
    imageAlt: product.featuredImage?.altText ?? null,
  };
}

/** Whether an offer may be made on this watch, and what the stored offer gains from it. */
export function offerCheck(
  watch: OfferWatch,
  {locale, country}: {locale: Locale; country: string},
  floorPercent: number | undefined,
): (value: Record<string, unknown>) => Promise<LeadCheck> {
  return async (value) => {
    if (!watch.takesOffers)
      return {ok: false, formErrors: [OFFER_ERR.notForSale]};
    // The market's asking price, in the site's currency. The dealer's floor is a share of the
    // shop's GBP price; in another market it is compared through that watch's own price ratio
    // (floor × marketPrice / gbpPrice), which is the same share of the market's price.
    const asking = Number(watch.price.amount);
    const verdict = offerVerdict(Number(value.amount), asking, floorPercent);
    if (!verdict.ok) {
      const price = formatPrice(
        {amount: verdict.price, currencyCode: watch.price.currencyCode},
        locale,
      );
      return {ok: false, fieldErrors: {amount: [`${verdict.error}|${price}`]}};
    }
    return {
      ok: true,
      extra: {
        productHandle: watch.handle,
        productTitle: watch.title,
        variantId: watch.variantId,
        askingPrice: asking,
        currency: watch.price.currencyCode,
        country,
        locale,
      },
    };
  };
}

export async function handleOfferAction(
  {request, context}: {request: Request; context: AppLoadContext},
  handle: string,
  options: LeadActionOptions = {},
) {
  if (request.method !== 'POST')
    throw new Response(null, {status: 405, headers: {Allow: 'POST'}});
  const watch = await readOfferWatch(context.readStorefront, handle);
  if (!watch) {
    await request.body?.cancel().catch(() => {});
    throw new Response(null, {status: 404});
  }
  const {shopEnv, dealer, locale, site} = context;
  return handleLeadAction(
    'offer',
    {request, context},
    {
      ...options,
      schema: offerSchemaIn(watch.price.currencyCode),
      check: offerCheck(
        watch,
        {locale, country: site.market.pricingCountry},
        shopEnv.OFFER_FLOOR_PERCENT,
      ),
      onDelivered: async (value, submissionId) => {
        const origin =
          shopEnv.PUBLIC_SHOP_ORIGIN ?? new URL(request.url).origin;
        try {
          await sendMail(mailConfigFromEnv(shopEnv, dealer.email), {
            ...dealerOfferMail(
              {origin, shopName: dealer.shopName},
              dealer.email,
              {
                productTitle: watch.title,
                productHandle: watch.handle,
                askingPrice: Number(watch.price.amount),
                amount: Number(value.amount),
                currency: watch.price.currencyCode,
                country: site.market.pricingCountry,
                name: String(value.name),
                email: String(value.email),
                phone: (value.phone as string | null) ?? null,
                message: (value.message as string | null) ?? null,
                locale,
              },
            ),
            idempotencyKey: `offer-dealer-${submissionId}`,
          });
        } catch (error) {
          // The offer is stored and on the offers page; the dealer's inbox missed one line.
          console.error(
            `[offers] the dealer was not e-mailed about an offer on ${watch.handle}: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      },
    },
  );
}

export const OFFER_WATCH_QUERY = `#graphql
  query OfferWatch(
    $handle: String!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      handle
      title
      vendor
      featuredImage {
        url
        altText
      }
      status: metafield(namespace: "custom", key: "availability_status") {
        value
      }
      variants(first: 1) {
        nodes {
          id
          availableForSale
          price {
            amount
            currencyCode
          }
        }
      }
    }
  }
` as const;
