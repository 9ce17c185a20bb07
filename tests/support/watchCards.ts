// A watch card as the Storefront API returns it (WatchCardFragment), for card tests.
import type {WatchCardFragment} from 'storefrontapi.generated';

export const image = (n: number, altText: string | null = null) => ({
  id: `gid://shopify/ProductImage/${n}`,
  url: `https://cdn.shopify.com/s/files/1/watch-${n}.jpg?v=1`,
  altText,
  width: 1600,
  height: 1600,
});

export const FULL_CARD: WatchCardFragment = {
  id: 'gid://shopify/Product/1',
  handle: 'rolex-submariner-date-126610ln',
  title: 'Rolex Submariner Date 126610LN',
  vendor: 'Rolex',
  availableForSale: true,
  featuredImage: image(1, 'Submariner on a steel bracelet'),
  priceRange: {minVariantPrice: {amount: '11950.0', currencyCode: 'GBP'}},
  selectedOrFirstAvailableVariant: {
    id: 'gid://shopify/ProductVariant/11',
    sku: 'CW-0001',
    availableForSale: true,
    quantityAvailable: 1,
    price: {amount: '11950.0', currencyCode: 'GBP'},
    image: image(1),
    product: {title: 'Rolex Submariner Date 126610LN', handle: 'rolex'},
  },
  status: {value: 'Available'},
  reference: {value: '126610LN'},
  box: {value: 'true'},
  papers: {value: 'true'},
  year: {value: '2021'},
  caseSize: {value: '41'},
  caseMaterial: {value: 'Oystersteel'},
  movement: {value: 'Automatic'},
  condition: {value: 'Excellent'},
  signature: {value: 'false'},
};
