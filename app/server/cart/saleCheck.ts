// The cart's server-side guard: whatever posts to /cart (a page left open after the watch was
// marked sold, a hand-made request), a sold or not-for-sale watch is refused with a reason.
import type {ReadStorefront} from '~/server/storefrontData';
import {CacheNone} from '@shopify/hydrogen';
import {translate} from '~/i18n/translate';
import {
  DEFAULT_SITE,
  storefrontContext,
  type Site,
} from '~/domain/markets/sitePath';
import {marketName} from '~/domain/markets/marketName';
import {
  availabilityStatus,
  saleRefusal,
  type SaleRefusal,
} from '~/domain/watch/availability';

export interface RefusedWatch {
  merchandiseId: string;
  title: string;
  /** 'not-in-market': the dealer sells it, but not in the market of the site it was asked on. */
  reason: SaleRefusal | 'not-in-market';
}

export interface SaleCheck {
  /** The first requested variant that may not be bought. */
  refused: RefusedWatch | null;
  /** Stock per requested variant, as Shopify holds it now. */
  quantityAvailable: Map<string, number | null>;
}

/** The first requested variant that may not be bought, read live from the Storefront API. */
export async function firstRefusedWatch(
  readStorefront: ReadStorefront,
  merchandiseIds: string[],
): Promise<RefusedWatch | null> {
  return (await checkSale(readStorefront, merchandiseIds)).refused;
}

/** Whether the requested variants may be bought, and their stock, in one live read. */
export async function checkSale(
  readStorefront: ReadStorefront,
  merchandiseIds: string[],
): Promise<SaleCheck> {
  const quantityAvailable = new Map<string, number | null>();
  if (merchandiseIds.length === 0) return {refused: null, quantityAvailable};
  const {nodes} = await readStorefront(CART_SALE_CHECK_QUERY, {
    variables: {ids: merchandiseIds},
    // Status is live: a watch marked sold a moment ago must be refused now.
    cache: CacheNone(),
    outage: 'fail',
    partialErrors: 'outage',
  });
  for (const [index, node] of nodes.entries()) {
    const merchandiseId = merchandiseIds[index];
    if (!node || !('product' in node))
      return {
        refused: {merchandiseId, title: '', reason: 'not-for-sale'},
        quantityAvailable,
      };
    const reason = saleRefusal(
      availabilityStatus(node.product.status?.value),
      node.availableForSale,
    );
    if (reason)
      return {
        refused: {
          merchandiseId,
          title: node.product.title,
          reason:
            reason === 'not-for-sale' &&
            (await soldInHomeMarket(readStorefront, merchandiseId))
              ? 'not-in-market'
              : reason,
        },
        quantityAvailable,
      };
    quantityAvailable.set(merchandiseId, node.quantityAvailable ?? null);
  }
  return {refused: null, quantityAvailable};
}

/** Whether a watch refused on this site may be bought in the dealer's home market (the UK). */
async function soldInHomeMarket(
  readStorefront: ReadStorefront,
  merchandiseId: string,
): Promise<boolean> {
  const {nodes} = await readStorefront(CART_SALE_CHECK_QUERY, {
    variables: {
      ids: [merchandiseId],
      country: storefrontContext(DEFAULT_SITE).country,
    },
    cache: CacheNone(),
    outage: 'fail',
    partialErrors: 'outage',
  });
  const node = nodes[0];
  return Boolean(
    node &&
    'product' in node &&
    !saleRefusal(
      availabilityStatus(node.product.status?.value),
      node.availableForSale,
    ),
  );
}

/** Why a watch cannot be bought, in the visitor's language and naming the site's market. */
export function refusalMessage(refused: RefusedWatch, site: Site): string {
  const {language} = site;
  if (refused.reason === 'not-in-market')
    return translate(language, 'cart.refusedNotInMarket', {
      title: refused.title,
      market: marketName(site.market, language),
    });
  const key =
    refused.reason === 'sold' ? 'cart.refusedSold' : 'cart.refusedNotForSale';
  return translate(language, key, {title: refused.title});
}

export const CART_SALE_CHECK_QUERY = `#graphql
  query CartSaleCheck($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        id
        availableForSale
        quantityAvailable
        product {
          title
          status: metafield(namespace: "custom", key: "availability_status") {
            value
          }
        }
      }
    }
  }
` as const;
