// JSON-LD of a reference page: a schema.org ProductGroup for the reference (its model, brand and
// MPN) whose AggregateOffer covers the watches for sale now only; sold watches are never offered.
import {watchName} from '~/domain/watch/watchName';
import type {WatchCardFragment} from 'storefrontapi.generated';
import {
  schemaAvailability,
  schemaCondition,
} from '~/domain/product/merchantMapping';
import type {ReferenceFacts} from '~/domain/references/marketHistory';

export function referenceJsonLd({
  reference,
  facts,
  stock,
  url,
  productUrl,
}: {
  reference: string;
  facts: ReferenceFacts;
  stock: WatchCardFragment[];
  url: string;
  productUrl: (handle: string) => string;
}): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'ProductGroup',
    name: watchName(facts.vendor, reference),
    description: facts.model,
    url,
    brand: {'@type': 'Brand', name: facts.vendor},
    mpn: reference,
    productGroupID: reference,
  };
  const offers = stock.flatMap((watch) => {
    const price = Number(
      watch.selectedOrFirstAvailableVariant?.price.amount ??
        watch.priceRange.minVariantPrice.amount,
    );
    if (!Number.isFinite(price) || price <= 0) return [];
    return [
      {
        '@type': 'Offer',
        url: productUrl(watch.handle),
        price: price.toFixed(2),
        priceCurrency: watch.priceRange.minVariantPrice.currencyCode,
        availability: schemaAvailability(watch.status?.value),
        itemCondition: schemaCondition(watch.condition?.value),
      },
    ];
  });
  if (offers.length) {
    const prices = offers.map((offer) => Number(offer.price));
    data.offers = {
      '@type': 'AggregateOffer',
      offerCount: offers.length,
      lowPrice: Math.min(...prices).toFixed(2),
      highPrice: Math.max(...prices).toFixed(2),
      priceCurrency: offers[0].priceCurrency,
      offers,
    };
  }
  return data;
}
