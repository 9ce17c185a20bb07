/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as StorefrontAPI from '@shopify/hydrogen/storefront-api-types';

export type CartMoneyFragment = Pick<
  StorefrontAPI.MoneyV2,
  'currencyCode' | 'amount'
>;

export type CartLineFragment = Pick<
  StorefrontAPI.CartLine,
  'id' | 'quantity'
> & {
  cost: {
    totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
    amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
  };
  merchandise: Pick<
    StorefrontAPI.ProductVariant,
    'id' | 'title' | 'availableForSale' | 'quantityAvailable'
  > & {
    price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
    image?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>
    >;
    product: Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'vendor'>;
    selectedOptions: Array<
      Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
    >;
  };
};

export type CartApiQueryFragment = Pick<
  StorefrontAPI.Cart,
  'id' | 'checkoutUrl' | 'totalQuantity' | 'updatedAt' | 'note'
> & {
  buyerIdentity: Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email'>;
  attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
  discountCodes: Array<
    Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>
  >;
  cost: {
    subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
    totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
    totalTaxAmount?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
    >;
  };
  lines: {
    nodes: Array<
      Pick<StorefrontAPI.CartLine, 'id' | 'quantity'> & {
        cost: {
          totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
          amountPerQuantity: Pick<
            StorefrontAPI.MoneyV2,
            'currencyCode' | 'amount'
          >;
        };
        merchandise: Pick<
          StorefrontAPI.ProductVariant,
          'id' | 'title' | 'availableForSale' | 'quantityAvailable'
        > & {
          price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
          image?: StorefrontAPI.Maybe<
            Pick<
              StorefrontAPI.Image,
              'id' | 'url' | 'altText' | 'width' | 'height'
            >
          >;
          product: Pick<
            StorefrontAPI.Product,
            'id' | 'handle' | 'title' | 'vendor'
          >;
          selectedOptions: Array<
            Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
          >;
        };
      }
    >;
  };
};

export type WatchCardImageFragment = Pick<
  StorefrontAPI.Image,
  'id' | 'url' | 'altText' | 'width' | 'height'
>;

export type WatchCardFragment = Pick<
  StorefrontAPI.Product,
  'id' | 'handle' | 'title' | 'vendor' | 'availableForSale'
> & {
  featuredImage?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>
  >;
  priceRange: {
    minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
  };
  selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<
    Pick<
      StorefrontAPI.ProductVariant,
      'id' | 'sku' | 'availableForSale' | 'quantityAvailable'
    > & {
      price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
      image?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>
      >;
      product: Pick<StorefrontAPI.Product, 'title' | 'handle'>;
    }
  >;
  status?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  reference?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  box?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  papers?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  year?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  caseSize?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  caseMaterial?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  movement?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  condition?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  signature?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
};

interface GeneratedQueryTypes {}

interface GeneratedMutationTypes {}

declare module '@shopify/hydrogen' {
  interface StorefrontQueries extends GeneratedQueryTypes {}
  interface StorefrontMutations extends GeneratedMutationTypes {}
}
