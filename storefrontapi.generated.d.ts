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

export type CatalogueFacetFragment = Pick<StorefrontAPI.Filter, 'id'> & {
  values: Array<Pick<StorefrontAPI.FilterValue, 'count' | 'input'>>;
};

export type CatalogueCollectionFacetsQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  filters?: StorefrontAPI.InputMaybe<
    Array<StorefrontAPI.ProductFilter> | StorefrontAPI.ProductFilter
  >;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CatalogueCollectionFacetsQuery = {
  collection?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Collection, 'id'> & {
      products: {
        filters: Array<
          Pick<StorefrontAPI.Filter, 'id'> & {
            values: Array<Pick<StorefrontAPI.FilterValue, 'count' | 'input'>>;
          }
        >;
      };
    }
  >;
};

export type CatalogueSearchFacetsQueryVariables = StorefrontAPI.Exact<{
  query: StorefrontAPI.Scalars['String']['input'];
  filters?: StorefrontAPI.InputMaybe<
    Array<StorefrontAPI.ProductFilter> | StorefrontAPI.ProductFilter
  >;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CatalogueSearchFacetsQuery = {
  search: Pick<StorefrontAPI.SearchResultItemConnection, 'totalCount'> & {
    productFilters: Array<
      Pick<StorefrontAPI.Filter, 'id'> & {
        values: Array<Pick<StorefrontAPI.FilterValue, 'count' | 'input'>>;
      }
    >;
  };
};

export type CatalogueCollectionPriceBandsQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  under10000?: StorefrontAPI.InputMaybe<
    Array<StorefrontAPI.ProductFilter> | StorefrontAPI.ProductFilter
  >;
  from10000?: StorefrontAPI.InputMaybe<
    Array<StorefrontAPI.ProductFilter> | StorefrontAPI.ProductFilter
  >;
  from25000?: StorefrontAPI.InputMaybe<
    Array<StorefrontAPI.ProductFilter> | StorefrontAPI.ProductFilter
  >;
  from50000?: StorefrontAPI.InputMaybe<
    Array<StorefrontAPI.ProductFilter> | StorefrontAPI.ProductFilter
  >;
  over100000?: StorefrontAPI.InputMaybe<
    Array<StorefrontAPI.ProductFilter> | StorefrontAPI.ProductFilter
  >;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CatalogueCollectionPriceBandsQuery = {
  collection?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Collection, 'id'> & {
      under10000: {
        filters: Array<
          Pick<StorefrontAPI.Filter, 'id'> & {
            values: Array<Pick<StorefrontAPI.FilterValue, 'count' | 'input'>>;
          }
        >;
      };
      from10000: {
        filters: Array<
          Pick<StorefrontAPI.Filter, 'id'> & {
            values: Array<Pick<StorefrontAPI.FilterValue, 'count' | 'input'>>;
          }
        >;
      };
      from25000: {
        filters: Array<
          Pick<StorefrontAPI.Filter, 'id'> & {
            values: Array<Pick<StorefrontAPI.FilterValue, 'count' | 'input'>>;
          }
        >;
      };
      from50000: {
        filters: Array<
          Pick<StorefrontAPI.Filter, 'id'> & {
            values: Array<Pick<StorefrontAPI.FilterValue, 'count' | 'input'>>;
          }
        >;
      };
      over100000: {
        filters: Array<
          Pick<StorefrontAPI.Filter, 'id'> & {
            values: Array<Pick<StorefrontAPI.FilterValue, 'count' | 'input'>>;
          }
        >;
      };
    }
  >;
};

export type BandFacetsFragment = {
  filters: Array<
    Pick<StorefrontAPI.Filter, 'id'> & {
      values: Array<Pick<StorefrontAPI.FilterValue, 'count' | 'input'>>;
    }
  >;
};

export type CatalogueSearchPriceBandsQueryVariables = StorefrontAPI.Exact<{
  query: StorefrontAPI.Scalars['String']['input'];
  under10000?: StorefrontAPI.InputMaybe<
    Array<StorefrontAPI.ProductFilter> | StorefrontAPI.ProductFilter
  >;
  from10000?: StorefrontAPI.InputMaybe<
    Array<StorefrontAPI.ProductFilter> | StorefrontAPI.ProductFilter
  >;
  from25000?: StorefrontAPI.InputMaybe<
    Array<StorefrontAPI.ProductFilter> | StorefrontAPI.ProductFilter
  >;
  from50000?: StorefrontAPI.InputMaybe<
    Array<StorefrontAPI.ProductFilter> | StorefrontAPI.ProductFilter
  >;
  over100000?: StorefrontAPI.InputMaybe<
    Array<StorefrontAPI.ProductFilter> | StorefrontAPI.ProductFilter
  >;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CatalogueSearchPriceBandsQuery = {
  under10000: {
    productFilters: Array<
      Pick<StorefrontAPI.Filter, 'id'> & {
        values: Array<Pick<StorefrontAPI.FilterValue, 'count' | 'input'>>;
      }
    >;
  };
  from10000: {
    productFilters: Array<
      Pick<StorefrontAPI.Filter, 'id'> & {
        values: Array<Pick<StorefrontAPI.FilterValue, 'count' | 'input'>>;
      }
    >;
  };
  from25000: {
    productFilters: Array<
      Pick<StorefrontAPI.Filter, 'id'> & {
        values: Array<Pick<StorefrontAPI.FilterValue, 'count' | 'input'>>;
      }
    >;
  };
  from50000: {
    productFilters: Array<
      Pick<StorefrontAPI.Filter, 'id'> & {
        values: Array<Pick<StorefrontAPI.FilterValue, 'count' | 'input'>>;
      }
    >;
  };
  over100000: {
    productFilters: Array<
      Pick<StorefrontAPI.Filter, 'id'> & {
        values: Array<Pick<StorefrontAPI.FilterValue, 'count' | 'input'>>;
      }
    >;
  };
};

export type BandSearchFacetsFragment = {
  productFilters: Array<
    Pick<StorefrontAPI.Filter, 'id'> & {
      values: Array<Pick<StorefrontAPI.FilterValue, 'count' | 'input'>>;
    }
  >;
};

export type CatalogueCollectionPageQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  filters?: StorefrontAPI.InputMaybe<
    Array<StorefrontAPI.ProductFilter> | StorefrontAPI.ProductFilter
  >;
  first: StorefrontAPI.Scalars['Int']['input'];
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  sortKey?: StorefrontAPI.InputMaybe<StorefrontAPI.ProductCollectionSortKeys>;
  reverse?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Boolean']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CatalogueCollectionPageQuery = {
  collection?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Collection, 'id'> & {
      products: {
        edges: Array<
          Pick<StorefrontAPI.ProductEdge, 'cursor'> & {
            node: Pick<
              StorefrontAPI.Product,
              'id' | 'handle' | 'title' | 'vendor' | 'availableForSale'
            > & {
              featuredImage?: StorefrontAPI.Maybe<
                Pick<
                  StorefrontAPI.Image,
                  'id' | 'url' | 'altText' | 'width' | 'height'
                >
              >;
              priceRange: {
                minVariantPrice: Pick<
                  StorefrontAPI.MoneyV2,
                  'amount' | 'currencyCode'
                >;
              };
              selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<
                Pick<
                  StorefrontAPI.ProductVariant,
                  'id' | 'sku' | 'availableForSale' | 'quantityAvailable'
                > & {
                  price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
                  image?: StorefrontAPI.Maybe<
                    Pick<
                      StorefrontAPI.Image,
                      'id' | 'url' | 'altText' | 'width' | 'height'
                    >
                  >;
                  product: Pick<StorefrontAPI.Product, 'title' | 'handle'>;
                }
              >;
              status?: StorefrontAPI.Maybe<
                Pick<StorefrontAPI.Metafield, 'value'>
              >;
              reservedUntil?: StorefrontAPI.Maybe<
                Pick<StorefrontAPI.Metafield, 'value'>
              >;
              reference?: StorefrontAPI.Maybe<
                Pick<StorefrontAPI.Metafield, 'value'>
              >;
              box?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
              papers?: StorefrontAPI.Maybe<
                Pick<StorefrontAPI.Metafield, 'value'>
              >;
              year?: StorefrontAPI.Maybe<
                Pick<StorefrontAPI.Metafield, 'value'>
              >;
              caseSize?: StorefrontAPI.Maybe<
                Pick<StorefrontAPI.Metafield, 'value'>
              >;
              caseMaterial?: StorefrontAPI.Maybe<
                Pick<StorefrontAPI.Metafield, 'value'>
              >;
              movement?: StorefrontAPI.Maybe<
                Pick<StorefrontAPI.Metafield, 'value'>
              >;
              condition?: StorefrontAPI.Maybe<
                Pick<StorefrontAPI.Metafield, 'value'>
              >;
              signature?: StorefrontAPI.Maybe<
                Pick<StorefrontAPI.Metafield, 'value'>
              >;
              soldPrice?: StorefrontAPI.Maybe<
                Pick<StorefrontAPI.Metafield, 'value'>
              >;
            };
          }
        >;
        pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage'>;
      };
    }
  >;
};

export type CatalogueSearchPageQueryVariables = StorefrontAPI.Exact<{
  query: StorefrontAPI.Scalars['String']['input'];
  filters?: StorefrontAPI.InputMaybe<
    Array<StorefrontAPI.ProductFilter> | StorefrontAPI.ProductFilter
  >;
  first: StorefrontAPI.Scalars['Int']['input'];
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  sortKey?: StorefrontAPI.InputMaybe<StorefrontAPI.SearchSortKeys>;
  reverse?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Boolean']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CatalogueSearchPageQuery = {
  search: {
    edges: Array<
      Pick<StorefrontAPI.SearchResultItemEdge, 'cursor'> & {
        node:
          | {__typename: 'Article' | 'Page'}
          | ({__typename: 'Product'} & Pick<
              StorefrontAPI.Product,
              'id' | 'handle' | 'title' | 'vendor' | 'availableForSale'
            > & {
                featuredImage?: StorefrontAPI.Maybe<
                  Pick<
                    StorefrontAPI.Image,
                    'id' | 'url' | 'altText' | 'width' | 'height'
                  >
                >;
                priceRange: {
                  minVariantPrice: Pick<
                    StorefrontAPI.MoneyV2,
                    'amount' | 'currencyCode'
                  >;
                };
                selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<
                  Pick<
                    StorefrontAPI.ProductVariant,
                    'id' | 'sku' | 'availableForSale' | 'quantityAvailable'
                  > & {
                    price: Pick<
                      StorefrontAPI.MoneyV2,
                      'amount' | 'currencyCode'
                    >;
                    image?: StorefrontAPI.Maybe<
                      Pick<
                        StorefrontAPI.Image,
                        'id' | 'url' | 'altText' | 'width' | 'height'
                      >
                    >;
                    product: Pick<StorefrontAPI.Product, 'title' | 'handle'>;
                  }
                >;
                status?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.Metafield, 'value'>
                >;
                reservedUntil?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.Metafield, 'value'>
                >;
                reference?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.Metafield, 'value'>
                >;
                box?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.Metafield, 'value'>
                >;
                papers?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.Metafield, 'value'>
                >;
                year?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.Metafield, 'value'>
                >;
                caseSize?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.Metafield, 'value'>
                >;
                caseMaterial?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.Metafield, 'value'>
                >;
                movement?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.Metafield, 'value'>
                >;
                condition?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.Metafield, 'value'>
                >;
                signature?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.Metafield, 'value'>
                >;
                soldPrice?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.Metafield, 'value'>
                >;
              });
      }
    >;
    pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage'>;
  };
};

export type ReferenceWatchFragment = Pick<
  StorefrontAPI.Product,
  'id' | 'handle' | 'title' | 'vendor' | 'availableForSale'
> & {
  variants: {
    nodes: Array<
      Pick<StorefrontAPI.ProductVariant, 'sku'> & {
        price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
      }
    >;
  };
  status?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  reference?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  soldDate?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  soldPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  year?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  condition?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  box?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  papers?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  caseSize?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  caseMaterial?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  movement?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
};

export type ReferenceArchiveQueryVariables = StorefrontAPI.Exact<{
  query: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type ReferenceArchiveQuery = {
  products: {
    nodes: Array<
      Pick<
        StorefrontAPI.Product,
        'id' | 'handle' | 'title' | 'vendor' | 'availableForSale'
      > & {
        variants: {
          nodes: Array<
            Pick<StorefrontAPI.ProductVariant, 'sku'> & {
              price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
            }
          >;
        };
        status?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        reference?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        soldDate?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        soldPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        year?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        condition?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        box?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        papers?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        caseSize?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        caseMaterial?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Metafield, 'value'>
        >;
        movement?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      }
    >;
  };
};

export type ReferenceCurrentQueryVariables = StorefrontAPI.Exact<{
  query: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type ReferenceCurrentQuery = {
  products: {
    nodes: Array<
      Pick<
        StorefrontAPI.Product,
        'id' | 'handle' | 'title' | 'vendor' | 'availableForSale'
      > & {
        variants: {
          nodes: Array<
            Pick<StorefrontAPI.ProductVariant, 'sku'> & {
              price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
            }
          >;
        };
        status?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        reference?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        soldDate?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        soldPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        year?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        condition?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        box?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        papers?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        caseSize?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        caseMaterial?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Metafield, 'value'>
        >;
        movement?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        featuredImage?: StorefrontAPI.Maybe<
          Pick<
            StorefrontAPI.Image,
            'id' | 'url' | 'altText' | 'width' | 'height'
          >
        >;
        priceRange: {
          minVariantPrice: Pick<
            StorefrontAPI.MoneyV2,
            'amount' | 'currencyCode'
          >;
        };
        selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<
          Pick<
            StorefrontAPI.ProductVariant,
            'id' | 'sku' | 'availableForSale' | 'quantityAvailable'
          > & {
            price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
            image?: StorefrontAPI.Maybe<
              Pick<
                StorefrontAPI.Image,
                'id' | 'url' | 'altText' | 'width' | 'height'
              >
            >;
            product: Pick<StorefrontAPI.Product, 'title' | 'handle'>;
          }
        >;
        reservedUntil?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Metafield, 'value'>
        >;
        signature?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      }
    >;
  };
};

export type ReferenceIndexQueryVariables = StorefrontAPI.Exact<{
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
}>;

export type ReferenceIndexQuery = {
  products: {
    nodes: Array<
      Pick<StorefrontAPI.Product, 'vendor' | 'title'> & {
        variants: {nodes: Array<Pick<StorefrontAPI.ProductVariant, 'sku'>>};
        reference?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      }
    >;
    pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage' | 'endCursor'>;
  };
};

export type SitemapResourcesQueryVariables = StorefrontAPI.Exact<{
  type: StorefrontAPI.SitemapType;
  page: StorefrontAPI.Scalars['Int']['input'];
}>;

export type SitemapResourcesQuery = {
  sitemap: {
    resources?: StorefrontAPI.Maybe<{
      items: Array<
        | Pick<StorefrontAPI.SitemapResource, 'handle' | 'updatedAt'>
        | Pick<StorefrontAPI.SitemapResourceMetaobject, 'handle' | 'updatedAt'>
      >;
    }>;
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
  reservedUntil?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  reference?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  box?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  papers?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  year?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  caseSize?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  caseMaterial?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  movement?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  condition?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  signature?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  soldPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
};

export type HomeNewArrivalsQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type HomeNewArrivalsQuery = {
  available?: StorefrontAPI.Maybe<{
    products: {
      nodes: Array<
        Pick<
          StorefrontAPI.Product,
          'id' | 'handle' | 'title' | 'vendor' | 'availableForSale'
        > & {
          featuredImage?: StorefrontAPI.Maybe<
            Pick<
              StorefrontAPI.Image,
              'id' | 'url' | 'altText' | 'width' | 'height'
            >
          >;
          priceRange: {
            minVariantPrice: Pick<
              StorefrontAPI.MoneyV2,
              'amount' | 'currencyCode'
            >;
          };
          selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<
            Pick<
              StorefrontAPI.ProductVariant,
              'id' | 'sku' | 'availableForSale' | 'quantityAvailable'
            > & {
              price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
              image?: StorefrontAPI.Maybe<
                Pick<
                  StorefrontAPI.Image,
                  'id' | 'url' | 'altText' | 'width' | 'height'
                >
              >;
              product: Pick<StorefrontAPI.Product, 'title' | 'handle'>;
            }
          >;
          status?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
          reservedUntil?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Metafield, 'value'>
          >;
          reference?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Metafield, 'value'>
          >;
          box?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
          papers?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
          year?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
          caseSize?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Metafield, 'value'>
          >;
          caseMaterial?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Metafield, 'value'>
          >;
          movement?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Metafield, 'value'>
          >;
          condition?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Metafield, 'value'>
          >;
          signature?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Metafield, 'value'>
          >;
          soldPrice?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Metafield, 'value'>
          >;
        }
      >;
    };
  }>;
  onRequest?: StorefrontAPI.Maybe<{
    products: {
      nodes: Array<
        Pick<
          StorefrontAPI.Product,
          'id' | 'handle' | 'title' | 'vendor' | 'availableForSale'
        > & {
          featuredImage?: StorefrontAPI.Maybe<
            Pick<
              StorefrontAPI.Image,
              'id' | 'url' | 'altText' | 'width' | 'height'
            >
          >;
          priceRange: {
            minVariantPrice: Pick<
              StorefrontAPI.MoneyV2,
              'amount' | 'currencyCode'
            >;
          };
          selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<
            Pick<
              StorefrontAPI.ProductVariant,
              'id' | 'sku' | 'availableForSale' | 'quantityAvailable'
            > & {
              price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
              image?: StorefrontAPI.Maybe<
                Pick<
                  StorefrontAPI.Image,
                  'id' | 'url' | 'altText' | 'width' | 'height'
                >
              >;
              product: Pick<StorefrontAPI.Product, 'title' | 'handle'>;
            }
          >;
          status?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
          reservedUntil?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Metafield, 'value'>
          >;
          reference?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Metafield, 'value'>
          >;
          box?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
          papers?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
          year?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
          caseSize?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Metafield, 'value'>
          >;
          caseMaterial?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Metafield, 'value'>
          >;
          movement?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Metafield, 'value'>
          >;
          condition?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Metafield, 'value'>
          >;
          signature?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Metafield, 'value'>
          >;
          soldPrice?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Metafield, 'value'>
          >;
        }
      >;
    };
  }>;
  sold?: StorefrontAPI.Maybe<{
    products: {
      nodes: Array<
        Pick<
          StorefrontAPI.Product,
          'id' | 'handle' | 'title' | 'vendor' | 'availableForSale'
        > & {
          featuredImage?: StorefrontAPI.Maybe<
            Pick<
              StorefrontAPI.Image,
              'id' | 'url' | 'altText' | 'width' | 'height'
            >
          >;
          priceRange: {
            minVariantPrice: Pick<
              StorefrontAPI.MoneyV2,
              'amount' | 'currencyCode'
            >;
          };
          selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<
            Pick<
              StorefrontAPI.ProductVariant,
              'id' | 'sku' | 'availableForSale' | 'quantityAvailable'
            > & {
              price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
              image?: StorefrontAPI.Maybe<
                Pick<
                  StorefrontAPI.Image,
                  'id' | 'url' | 'altText' | 'width' | 'height'
                >
              >;
              product: Pick<StorefrontAPI.Product, 'title' | 'handle'>;
            }
          >;
          status?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
          reservedUntil?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Metafield, 'value'>
          >;
          reference?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Metafield, 'value'>
          >;
          box?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
          papers?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
          year?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
          caseSize?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Metafield, 'value'>
          >;
          caseMaterial?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Metafield, 'value'>
          >;
          movement?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Metafield, 'value'>
          >;
          condition?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Metafield, 'value'>
          >;
          signature?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Metafield, 'value'>
          >;
          soldPrice?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Metafield, 'value'>
          >;
        }
      >;
    };
  }>;
  everything?: StorefrontAPI.Maybe<{
    products: {
      nodes: Array<
        Pick<
          StorefrontAPI.Product,
          'id' | 'handle' | 'title' | 'vendor' | 'availableForSale'
        > & {
          featuredImage?: StorefrontAPI.Maybe<
            Pick<
              StorefrontAPI.Image,
              'id' | 'url' | 'altText' | 'width' | 'height'
            >
          >;
          priceRange: {
            minVariantPrice: Pick<
              StorefrontAPI.MoneyV2,
              'amount' | 'currencyCode'
            >;
          };
          selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<
            Pick<
              StorefrontAPI.ProductVariant,
              'id' | 'sku' | 'availableForSale' | 'quantityAvailable'
            > & {
              price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
              image?: StorefrontAPI.Maybe<
                Pick<
                  StorefrontAPI.Image,
                  'id' | 'url' | 'altText' | 'width' | 'height'
                >
              >;
              product: Pick<StorefrontAPI.Product, 'title' | 'handle'>;
            }
          >;
          status?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
          reservedUntil?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Metafield, 'value'>
          >;
          reference?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Metafield, 'value'>
          >;
          box?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
          papers?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
          year?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
          caseSize?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Metafield, 'value'>
          >;
          caseMaterial?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Metafield, 'value'>
          >;
          movement?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Metafield, 'value'>
          >;
          condition?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Metafield, 'value'>
          >;
          signature?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Metafield, 'value'>
          >;
          soldPrice?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Metafield, 'value'>
          >;
        }
      >;
    };
  }>;
};

export type RecentlyViewedProductQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type RecentlyViewedProductQuery = {
  product?: StorefrontAPI.Maybe<
    Pick<
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
            Pick<
              StorefrontAPI.Image,
              'id' | 'url' | 'altText' | 'width' | 'height'
            >
          >;
          product: Pick<StorefrontAPI.Product, 'title' | 'handle'>;
        }
      >;
      status?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      reservedUntil?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Metafield, 'value'>
      >;
      reference?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      box?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      papers?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      year?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      caseSize?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      caseMaterial?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Metafield, 'value'>
      >;
      movement?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      condition?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      signature?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      soldPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
    }
  >;
};

export type ViewingWatchQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type ViewingWatchQuery = {
  product?: StorefrontAPI.Maybe<
    Pick<
      StorefrontAPI.Product,
      'handle' | 'title' | 'vendor' | 'availableForSale'
    > & {status?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>}
  >;
};

export type SignaturePricesQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type SignaturePricesQuery = {
  collection?: StorefrontAPI.Maybe<{
    products: {
      nodes: Array<
        Pick<StorefrontAPI.Product, 'handle'> & {
          priceRange: {
            minVariantPrice: Pick<
              StorefrontAPI.MoneyV2,
              'amount' | 'currencyCode'
            >;
          };
        }
      >;
    };
  }>;
};

export type SignatureWatchesQueryVariables = StorefrontAPI.Exact<{
  filters?: StorefrontAPI.InputMaybe<
    Array<StorefrontAPI.ProductFilter> | StorefrontAPI.ProductFilter
  >;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type SignatureWatchesQuery = {
  collection?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Collection, 'id'> & {
      products: {
        nodes: Array<
          Pick<
            StorefrontAPI.Product,
            'id' | 'handle' | 'title' | 'vendor' | 'availableForSale'
          > & {
            featuredImage?: StorefrontAPI.Maybe<
              Pick<
                StorefrontAPI.Image,
                'id' | 'url' | 'altText' | 'width' | 'height'
              >
            >;
            priceRange: {
              minVariantPrice: Pick<
                StorefrontAPI.MoneyV2,
                'amount' | 'currencyCode'
              >;
            };
            selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<
              Pick<
                StorefrontAPI.ProductVariant,
                'id' | 'sku' | 'availableForSale' | 'quantityAvailable'
              > & {
                price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
                image?: StorefrontAPI.Maybe<
                  Pick<
                    StorefrontAPI.Image,
                    'id' | 'url' | 'altText' | 'width' | 'height'
                  >
                >;
                product: Pick<StorefrontAPI.Product, 'title' | 'handle'>;
              }
            >;
            status?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Metafield, 'value'>
            >;
            reservedUntil?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Metafield, 'value'>
            >;
            reference?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Metafield, 'value'>
            >;
            box?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
            papers?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Metafield, 'value'>
            >;
            year?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
            caseSize?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Metafield, 'value'>
            >;
            caseMaterial?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Metafield, 'value'>
            >;
            movement?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Metafield, 'value'>
            >;
            condition?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Metafield, 'value'>
            >;
            signature?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Metafield, 'value'>
            >;
            soldPrice?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Metafield, 'value'>
            >;
          }
        >;
      };
    }
  >;
};

export type WatchByIdQueryVariables = StorefrontAPI.Exact<{
  id: StorefrontAPI.Scalars['ID']['input'];
}>;

export type WatchByIdQuery = {
  node?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Product, 'handle'>>;
};

export type WatchMarketPriceQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type WatchMarketPriceQuery = {
  product?: StorefrontAPI.Maybe<{
    priceRange: {
      minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
    };
  }>;
};

export type CartSaleCheckQueryVariables = StorefrontAPI.Exact<{
  ids:
    | Array<StorefrontAPI.Scalars['ID']['input']>
    | StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CartSaleCheckQuery = {
  nodes: Array<
    StorefrontAPI.Maybe<
      Pick<
        StorefrontAPI.ProductVariant,
        'id' | 'availableForSale' | 'quantityAvailable'
      > & {
        product: Pick<StorefrontAPI.Product, 'title'> & {
          status?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        };
      }
    >
  >;
};

export type BrandCollectionExistsQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type BrandCollectionExistsQuery = {
  collection?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Collection, 'id' | 'title'>
  >;
};

export type MerchantFeedProductsQueryVariables = StorefrontAPI.Exact<{
  first: StorefrontAPI.Scalars['Int']['input'];
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type MerchantFeedProductsQuery = {
  products: {
    nodes: Array<
      Pick<
        StorefrontAPI.Product,
        | 'id'
        | 'handle'
        | 'title'
        | 'vendor'
        | 'description'
        | 'availableForSale'
      > & {
        images: {nodes: Array<Pick<StorefrontAPI.Image, 'url'>>};
        priceRange: {
          minVariantPrice: Pick<
            StorefrontAPI.MoneyV2,
            'amount' | 'currencyCode'
          >;
        };
        selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.ProductVariant, 'sku'>
        >;
        status?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        reference?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        condition?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        conditionOldKey?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Metafield, 'value'>
        >;
        conditionOldKey2?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Metafield, 'value'>
        >;
        signature?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        conditionReport?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Metafield, 'value'>
        >;
      }
    >;
    pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage' | 'endCursor'>;
  };
};

export type OfferWatchQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type OfferWatchQuery = {
  product?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Product, 'handle' | 'title' | 'vendor'> & {
      featuredImage?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Image, 'url' | 'altText'>
      >;
      status?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      variants: {
        nodes: Array<
          Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale'> & {
            price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
          }
        >;
      };
    }
  >;
};

export type ProductEnglishCopyQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  identifiers:
    | Array<StorefrontAPI.HasMetafieldsIdentifier>
    | StorefrontAPI.HasMetafieldsIdentifier;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type ProductEnglishCopyQuery = {
  product?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Product, 'description' | 'descriptionHtml'> & {
      images: {nodes: Array<Pick<StorefrontAPI.Image, 'altText'>>};
      metafields: Array<
        StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'key' | 'value'>>
      >;
    }
  >;
};

export type ProductDetailQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  identifiers:
    | Array<StorefrontAPI.HasMetafieldsIdentifier>
    | StorefrontAPI.HasMetafieldsIdentifier;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type ProductDetailQuery = {
  product?: StorefrontAPI.Maybe<
    Pick<
      StorefrontAPI.Product,
      | 'id'
      | 'handle'
      | 'title'
      | 'vendor'
      | 'description'
      | 'descriptionHtml'
      | 'availableForSale'
    > & {
      reservedUntil?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Metafield, 'value'>
      >;
      images: {
        nodes: Array<
          Pick<
            StorefrontAPI.Image,
            'id' | 'url' | 'altText' | 'width' | 'height'
          >
        >;
      };
      priceRange: {
        minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
      };
      variants: {
        nodes: Array<
          Pick<
            StorefrontAPI.ProductVariant,
            'id' | 'sku' | 'title' | 'availableForSale' | 'quantityAvailable'
          > & {
            price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
            image?: StorefrontAPI.Maybe<
              Pick<
                StorefrontAPI.Image,
                'id' | 'url' | 'altText' | 'width' | 'height'
              >
            >;
            product: Pick<StorefrontAPI.Product, 'title' | 'handle'>;
            selectedOptions: Array<
              Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
            >;
          }
        >;
      };
      metafields: Array<
        StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'key' | 'value'>>
      >;
    }
  >;
};

export type ProductRecommendationsQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type ProductRecommendationsQuery = {
  productRecommendations?: StorefrontAPI.Maybe<
    Array<
      Pick<
        StorefrontAPI.Product,
        'id' | 'handle' | 'title' | 'vendor' | 'availableForSale'
      > & {
        featuredImage?: StorefrontAPI.Maybe<
          Pick<
            StorefrontAPI.Image,
            'id' | 'url' | 'altText' | 'width' | 'height'
          >
        >;
        priceRange: {
          minVariantPrice: Pick<
            StorefrontAPI.MoneyV2,
            'amount' | 'currencyCode'
          >;
        };
        selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<
          Pick<
            StorefrontAPI.ProductVariant,
            'id' | 'sku' | 'availableForSale' | 'quantityAvailable'
          > & {
            price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
            image?: StorefrontAPI.Maybe<
              Pick<
                StorefrontAPI.Image,
                'id' | 'url' | 'altText' | 'width' | 'height'
              >
            >;
            product: Pick<StorefrontAPI.Product, 'title' | 'handle'>;
          }
        >;
        status?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        reservedUntil?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Metafield, 'value'>
        >;
        reference?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        box?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        papers?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        year?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        caseSize?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        caseMaterial?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Metafield, 'value'>
        >;
        movement?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        condition?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        signature?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        soldPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      }
    >
  >;
};

interface GeneratedQueryTypes {
  '#graphql\n  query CatalogueCollectionFacets(\n    $handle: String!\n    $filters: [ProductFilter!]\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      id\n      products(first: 1, filters: $filters) {\n        filters {\n          ...CatalogueFacet\n        }\n      }\n    }\n  }\n  #graphql\n  fragment CatalogueFacet on Filter {\n    id\n    values {\n      count\n      input\n    }\n  }\n\n': {
    return: CatalogueCollectionFacetsQuery;
    variables: CatalogueCollectionFacetsQueryVariables;
  };
  '#graphql\n  query CatalogueSearchFacets(\n    $query: String!\n    $filters: [ProductFilter!]\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    search(query: $query, first: 1, types: [PRODUCT], productFilters: $filters) {\n      totalCount\n      productFilters {\n        ...CatalogueFacet\n      }\n    }\n  }\n  #graphql\n  fragment CatalogueFacet on Filter {\n    id\n    values {\n      count\n      input\n    }\n  }\n\n': {
    return: CatalogueSearchFacetsQuery;
    variables: CatalogueSearchFacetsQueryVariables;
  };
  '#graphql\n  query CatalogueCollectionPriceBands(\n    $handle: String!\n    $under10000: [ProductFilter!]\n    $from10000: [ProductFilter!]\n    $from25000: [ProductFilter!]\n    $from50000: [ProductFilter!]\n    $over100000: [ProductFilter!]\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      id\n      under10000: products(first: 1, filters: $under10000) { ...BandFacets }\n      from10000: products(first: 1, filters: $from10000) { ...BandFacets }\n      from25000: products(first: 1, filters: $from25000) { ...BandFacets }\n      from50000: products(first: 1, filters: $from50000) { ...BandFacets }\n      over100000: products(first: 1, filters: $over100000) { ...BandFacets }\n    }\n  }\n  fragment BandFacets on ProductConnection {\n    filters {\n      ...CatalogueFacet\n    }\n  }\n  #graphql\n  fragment CatalogueFacet on Filter {\n    id\n    values {\n      count\n      input\n    }\n  }\n\n': {
    return: CatalogueCollectionPriceBandsQuery;
    variables: CatalogueCollectionPriceBandsQueryVariables;
  };
  '#graphql\n  query CatalogueSearchPriceBands(\n    $query: String!\n    $under10000: [ProductFilter!]\n    $from10000: [ProductFilter!]\n    $from25000: [ProductFilter!]\n    $from50000: [ProductFilter!]\n    $over100000: [ProductFilter!]\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    under10000: search(query: $query, first: 1, types: [PRODUCT], productFilters: $under10000) { ...BandSearchFacets }\n    from10000: search(query: $query, first: 1, types: [PRODUCT], productFilters: $from10000) { ...BandSearchFacets }\n    from25000: search(query: $query, first: 1, types: [PRODUCT], productFilters: $from25000) { ...BandSearchFacets }\n    from50000: search(query: $query, first: 1, types: [PRODUCT], productFilters: $from50000) { ...BandSearchFacets }\n    over100000: search(query: $query, first: 1, types: [PRODUCT], productFilters: $over100000) { ...BandSearchFacets }\n  }\n  fragment BandSearchFacets on SearchResultItemConnection {\n    productFilters {\n      ...CatalogueFacet\n    }\n  }\n  #graphql\n  fragment CatalogueFacet on Filter {\n    id\n    values {\n      count\n      input\n    }\n  }\n\n': {
    return: CatalogueSearchPriceBandsQuery;
    variables: CatalogueSearchPriceBandsQueryVariables;
  };
  '#graphql\n  query CatalogueCollectionPage(\n    $handle: String!\n    $filters: [ProductFilter!]\n    $first: Int!\n    $after: String\n    $sortKey: ProductCollectionSortKeys\n    $reverse: Boolean\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      id\n      products(first: $first, after: $after, filters: $filters, sortKey: $sortKey, reverse: $reverse) {\n        edges {\n          cursor\n          node {\n            ...WatchCard\n          }\n        }\n        pageInfo {\n          hasNextPage\n        }\n      }\n    }\n  }\n  #graphql\n  fragment WatchCardImage on Image {\n    id\n    url\n    altText\n    width\n    height\n  }\n  fragment WatchCard on Product {\n    id\n    handle\n    title\n    vendor\n    availableForSale\n    featuredImage {\n      ...WatchCardImage\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    selectedOrFirstAvailableVariant {\n      id\n      sku\n      availableForSale\n      quantityAvailable\n      price {\n        amount\n        currencyCode\n      }\n      image {\n        ...WatchCardImage\n      }\n      product {\n        title\n        handle\n      }\n    }\n    status: metafield(namespace: "custom", key: "availability_status") {\n      value\n    }\n    reservedUntil: metafield(namespace: "custom", key: "reserved_until") {\n      value\n    }\n    reference: metafield(namespace: "custom", key: "reference_number") {\n      value\n    }\n    box: metafield(namespace: "custom", key: "box") {\n      value\n    }\n    papers: metafield(namespace: "custom", key: "papers") {\n      value\n    }\n    year: metafield(namespace: "custom", key: "year") {\n      value\n    }\n    caseSize: metafield(namespace: "custom", key: "case_size") {\n      value\n    }\n    caseMaterial: metafield(namespace: "custom", key: "case_material") {\n      value\n    }\n    movement: metafield(namespace: "custom", key: "movement") {\n      value\n    }\n    condition: metafield(namespace: "custom", key: "condition") {\n      value\n    }\n    signature: metafield(namespace: "custom", key: "signature_watches") {\n      value\n    }\n    soldPrice: metafield(namespace: "custom", key: "sold_price") {\n      value\n    }\n  }\n\n': {
    return: CatalogueCollectionPageQuery;
    variables: CatalogueCollectionPageQueryVariables;
  };
  '#graphql\n  query CatalogueSearchPage(\n    $query: String!\n    $filters: [ProductFilter!]\n    $first: Int!\n    $after: String\n    $sortKey: SearchSortKeys\n    $reverse: Boolean\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    search(\n      query: $query\n      first: $first\n      after: $after\n      sortKey: $sortKey\n      reverse: $reverse\n      types: [PRODUCT]\n      productFilters: $filters\n    ) {\n      edges {\n        cursor\n        node {\n          __typename\n          ... on Product {\n            ...WatchCard\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n      }\n    }\n  }\n  #graphql\n  fragment WatchCardImage on Image {\n    id\n    url\n    altText\n    width\n    height\n  }\n  fragment WatchCard on Product {\n    id\n    handle\n    title\n    vendor\n    availableForSale\n    featuredImage {\n      ...WatchCardImage\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    selectedOrFirstAvailableVariant {\n      id\n      sku\n      availableForSale\n      quantityAvailable\n      price {\n        amount\n        currencyCode\n      }\n      image {\n        ...WatchCardImage\n      }\n      product {\n        title\n        handle\n      }\n    }\n    status: metafield(namespace: "custom", key: "availability_status") {\n      value\n    }\n    reservedUntil: metafield(namespace: "custom", key: "reserved_until") {\n      value\n    }\n    reference: metafield(namespace: "custom", key: "reference_number") {\n      value\n    }\n    box: metafield(namespace: "custom", key: "box") {\n      value\n    }\n    papers: metafield(namespace: "custom", key: "papers") {\n      value\n    }\n    year: metafield(namespace: "custom", key: "year") {\n      value\n    }\n    caseSize: metafield(namespace: "custom", key: "case_size") {\n      value\n    }\n    caseMaterial: metafield(namespace: "custom", key: "case_material") {\n      value\n    }\n    movement: metafield(namespace: "custom", key: "movement") {\n      value\n    }\n    condition: metafield(namespace: "custom", key: "condition") {\n      value\n    }\n    signature: metafield(namespace: "custom", key: "signature_watches") {\n      value\n    }\n    soldPrice: metafield(namespace: "custom", key: "sold_price") {\n      value\n    }\n  }\n\n': {
    return: CatalogueSearchPageQuery;
    variables: CatalogueSearchPageQueryVariables;
  };
  '#graphql\n  query ReferenceArchive(\n    $query: String!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    products(first: 250, query: $query) {\n      nodes {\n        ...ReferenceWatch\n      }\n    }\n  }\n  #graphql\n  fragment ReferenceWatch on Product {\n    id\n    handle\n    title\n    vendor\n    availableForSale\n    variants(first: 1) {\n      nodes {\n        sku\n        price {\n          amount\n          currencyCode\n        }\n      }\n    }\n    status: metafield(namespace: "custom", key: "availability_status") {\n      value\n    }\n    reference: metafield(namespace: "custom", key: "reference_number") {\n      value\n    }\n    soldDate: metafield(namespace: "custom", key: "sold_date") {\n      value\n    }\n    soldPrice: metafield(namespace: "custom", key: "sold_price") {\n      value\n    }\n    year: metafield(namespace: "custom", key: "year") {\n      value\n    }\n    condition: metafield(namespace: "custom", key: "condition") {\n      value\n    }\n    box: metafield(namespace: "custom", key: "box") {\n      value\n    }\n    papers: metafield(namespace: "custom", key: "papers") {\n      value\n    }\n    caseSize: metafield(namespace: "custom", key: "case_size") {\n      value\n    }\n    caseMaterial: metafield(namespace: "custom", key: "case_material") {\n      value\n    }\n    movement: metafield(namespace: "custom", key: "movement") {\n      value\n    }\n  }\n\n': {
    return: ReferenceArchiveQuery;
    variables: ReferenceArchiveQueryVariables;
  };
  '#graphql\n  query ReferenceCurrent(\n    $query: String!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    products(first: 250, query: $query) {\n      nodes {\n        ...ReferenceWatch\n        ...WatchCard\n      }\n    }\n  }\n  #graphql\n  fragment ReferenceWatch on Product {\n    id\n    handle\n    title\n    vendor\n    availableForSale\n    variants(first: 1) {\n      nodes {\n        sku\n        price {\n          amount\n          currencyCode\n        }\n      }\n    }\n    status: metafield(namespace: "custom", key: "availability_status") {\n      value\n    }\n    reference: metafield(namespace: "custom", key: "reference_number") {\n      value\n    }\n    soldDate: metafield(namespace: "custom", key: "sold_date") {\n      value\n    }\n    soldPrice: metafield(namespace: "custom", key: "sold_price") {\n      value\n    }\n    year: metafield(namespace: "custom", key: "year") {\n      value\n    }\n    condition: metafield(namespace: "custom", key: "condition") {\n      value\n    }\n    box: metafield(namespace: "custom", key: "box") {\n      value\n    }\n    papers: metafield(namespace: "custom", key: "papers") {\n      value\n    }\n    caseSize: metafield(namespace: "custom", key: "case_size") {\n      value\n    }\n    caseMaterial: metafield(namespace: "custom", key: "case_material") {\n      value\n    }\n    movement: metafield(namespace: "custom", key: "movement") {\n      value\n    }\n  }\n\n  #graphql\n  fragment WatchCardImage on Image {\n    id\n    url\n    altText\n    width\n    height\n  }\n  fragment WatchCard on Product {\n    id\n    handle\n    title\n    vendor\n    availableForSale\n    featuredImage {\n      ...WatchCardImage\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    selectedOrFirstAvailableVariant {\n      id\n      sku\n      availableForSale\n      quantityAvailable\n      price {\n        amount\n        currencyCode\n      }\n      image {\n        ...WatchCardImage\n      }\n      product {\n        title\n        handle\n      }\n    }\n    status: metafield(namespace: "custom", key: "availability_status") {\n      value\n    }\n    reservedUntil: metafield(namespace: "custom", key: "reserved_until") {\n      value\n    }\n    reference: metafield(namespace: "custom", key: "reference_number") {\n      value\n    }\n    box: metafield(namespace: "custom", key: "box") {\n      value\n    }\n    papers: metafield(namespace: "custom", key: "papers") {\n      value\n    }\n    year: metafield(namespace: "custom", key: "year") {\n      value\n    }\n    caseSize: metafield(namespace: "custom", key: "case_size") {\n      value\n    }\n    caseMaterial: metafield(namespace: "custom", key: "case_material") {\n      value\n    }\n    movement: metafield(namespace: "custom", key: "movement") {\n      value\n    }\n    condition: metafield(namespace: "custom", key: "condition") {\n      value\n    }\n    signature: metafield(namespace: "custom", key: "signature_watches") {\n      value\n    }\n    soldPrice: metafield(namespace: "custom", key: "sold_price") {\n      value\n    }\n  }\n\n': {
    return: ReferenceCurrentQuery;
    variables: ReferenceCurrentQueryVariables;
  };
  '#graphql\n  query ReferenceIndex($after: String) {\n    products(first: 250, after: $after, sortKey: ID) {\n      nodes {\n        vendor\n        title\n        variants(first: 1) {\n          nodes {\n            sku\n          }\n        }\n        reference: metafield(namespace: "custom", key: "reference_number") {\n          value\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n': {
    return: ReferenceIndexQuery;
    variables: ReferenceIndexQueryVariables;
  };
  '#graphql\n  query SitemapResources($type: SitemapType!, $page: Int!) {\n    sitemap(type: $type) {\n      resources(page: $page) {\n        items {\n          handle\n          updatedAt\n        }\n      }\n    }\n  }\n': {
    return: SitemapResourcesQuery;
    variables: SitemapResourcesQueryVariables;
  };
  '#graphql\n  query HomeNewArrivals($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {\n    available: collection(handle: "all-watches") {\n      products(first: 12, sortKey: PRICE, reverse: true, filters: [{productMetafield: {namespace: "custom", key: "availability_status", value: "available"}}]) {\n        nodes { ...WatchCard }\n      }\n    }\n    onRequest: collection(handle: "all-watches") {\n      products(first: 12, sortKey: PRICE, reverse: true, filters: [{productMetafield: {namespace: "custom", key: "availability_status", value: "on_request"}}]) {\n        nodes { ...WatchCard }\n      }\n    }\n    sold: collection(handle: "all-watches") {\n      products(first: 12, sortKey: PRICE, reverse: true, filters: [{productMetafield: {namespace: "custom", key: "availability_status", value: "sold"}}]) {\n        nodes { ...WatchCard }\n      }\n    }\n    everything: collection(handle: "all-watches") {\n      products(first: 50, sortKey: PRICE, reverse: true) {\n        nodes { ...WatchCard }\n      }\n    }\n  }\n  #graphql\n  fragment WatchCardImage on Image {\n    id\n    url\n    altText\n    width\n    height\n  }\n  fragment WatchCard on Product {\n    id\n    handle\n    title\n    vendor\n    availableForSale\n    featuredImage {\n      ...WatchCardImage\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    selectedOrFirstAvailableVariant {\n      id\n      sku\n      availableForSale\n      quantityAvailable\n      price {\n        amount\n        currencyCode\n      }\n      image {\n        ...WatchCardImage\n      }\n      product {\n        title\n        handle\n      }\n    }\n    status: metafield(namespace: "custom", key: "availability_status") {\n      value\n    }\n    reservedUntil: metafield(namespace: "custom", key: "reserved_until") {\n      value\n    }\n    reference: metafield(namespace: "custom", key: "reference_number") {\n      value\n    }\n    box: metafield(namespace: "custom", key: "box") {\n      value\n    }\n    papers: metafield(namespace: "custom", key: "papers") {\n      value\n    }\n    year: metafield(namespace: "custom", key: "year") {\n      value\n    }\n    caseSize: metafield(namespace: "custom", key: "case_size") {\n      value\n    }\n    caseMaterial: metafield(namespace: "custom", key: "case_material") {\n      value\n    }\n    movement: metafield(namespace: "custom", key: "movement") {\n      value\n    }\n    condition: metafield(namespace: "custom", key: "condition") {\n      value\n    }\n    signature: metafield(namespace: "custom", key: "signature_watches") {\n      value\n    }\n    soldPrice: metafield(namespace: "custom", key: "sold_price") {\n      value\n    }\n  }\n\n': {
    return: HomeNewArrivalsQuery;
    variables: HomeNewArrivalsQueryVariables;
  };
  '#graphql\n  query RecentlyViewedProduct($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      ...WatchCard\n    }\n  }\n  #graphql\n  fragment WatchCardImage on Image {\n    id\n    url\n    altText\n    width\n    height\n  }\n  fragment WatchCard on Product {\n    id\n    handle\n    title\n    vendor\n    availableForSale\n    featuredImage {\n      ...WatchCardImage\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    selectedOrFirstAvailableVariant {\n      id\n      sku\n      availableForSale\n      quantityAvailable\n      price {\n        amount\n        currencyCode\n      }\n      image {\n        ...WatchCardImage\n      }\n      product {\n        title\n        handle\n      }\n    }\n    status: metafield(namespace: "custom", key: "availability_status") {\n      value\n    }\n    reservedUntil: metafield(namespace: "custom", key: "reserved_until") {\n      value\n    }\n    reference: metafield(namespace: "custom", key: "reference_number") {\n      value\n    }\n    box: metafield(namespace: "custom", key: "box") {\n      value\n    }\n    papers: metafield(namespace: "custom", key: "papers") {\n      value\n    }\n    year: metafield(namespace: "custom", key: "year") {\n      value\n    }\n    caseSize: metafield(namespace: "custom", key: "case_size") {\n      value\n    }\n    caseMaterial: metafield(namespace: "custom", key: "case_material") {\n      value\n    }\n    movement: metafield(namespace: "custom", key: "movement") {\n      value\n    }\n    condition: metafield(namespace: "custom", key: "condition") {\n      value\n    }\n    signature: metafield(namespace: "custom", key: "signature_watches") {\n      value\n    }\n    soldPrice: metafield(namespace: "custom", key: "sold_price") {\n      value\n    }\n  }\n\n': {
    return: RecentlyViewedProductQuery;
    variables: RecentlyViewedProductQueryVariables;
  };
  '#graphql\n  query ViewingWatch(\n    $handle: String!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      handle\n      title\n      vendor\n      availableForSale\n      status: metafield(namespace: "custom", key: "availability_status") {\n        value\n      }\n    }\n  }\n': {
    return: ViewingWatchQuery;
    variables: ViewingWatchQueryVariables;
  };
  '#graphql\n  query SignaturePrices($country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    collection(handle: "signature-watches") {\n      products(first: 50) {\n        nodes {\n          handle\n          priceRange {\n            minVariantPrice {\n              amount\n              currencyCode\n            }\n          }\n        }\n      }\n    }\n  }\n': {
    return: SignaturePricesQuery;
    variables: SignaturePricesQueryVariables;
  };
  '#graphql\n  query SignatureWatches($filters: [ProductFilter!], $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    collection(handle: "signature-watches") {\n      id\n      products(first: 100, filters: $filters, sortKey: PRICE, reverse: true) {\n        nodes {\n          ...WatchCard\n        }\n      }\n    }\n  }\n  #graphql\n  fragment WatchCardImage on Image {\n    id\n    url\n    altText\n    width\n    height\n  }\n  fragment WatchCard on Product {\n    id\n    handle\n    title\n    vendor\n    availableForSale\n    featuredImage {\n      ...WatchCardImage\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    selectedOrFirstAvailableVariant {\n      id\n      sku\n      availableForSale\n      quantityAvailable\n      price {\n        amount\n        currencyCode\n      }\n      image {\n        ...WatchCardImage\n      }\n      product {\n        title\n        handle\n      }\n    }\n    status: metafield(namespace: "custom", key: "availability_status") {\n      value\n    }\n    reservedUntil: metafield(namespace: "custom", key: "reserved_until") {\n      value\n    }\n    reference: metafield(namespace: "custom", key: "reference_number") {\n      value\n    }\n    box: metafield(namespace: "custom", key: "box") {\n      value\n    }\n    papers: metafield(namespace: "custom", key: "papers") {\n      value\n    }\n    year: metafield(namespace: "custom", key: "year") {\n      value\n    }\n    caseSize: metafield(namespace: "custom", key: "case_size") {\n      value\n    }\n    caseMaterial: metafield(namespace: "custom", key: "case_material") {\n      value\n    }\n    movement: metafield(namespace: "custom", key: "movement") {\n      value\n    }\n    condition: metafield(namespace: "custom", key: "condition") {\n      value\n    }\n    signature: metafield(namespace: "custom", key: "signature_watches") {\n      value\n    }\n    soldPrice: metafield(namespace: "custom", key: "sold_price") {\n      value\n    }\n  }\n\n': {
    return: SignatureWatchesQuery;
    variables: SignatureWatchesQueryVariables;
  };
  '#graphql\n  query WatchById($id: ID!) {\n    node(id: $id) {\n      ... on Product {\n        handle\n      }\n    }\n  }\n': {
    return: WatchByIdQuery;
    variables: WatchByIdQueryVariables;
  };
  '#graphql\n  query WatchMarketPrice(\n    $handle: String!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      priceRange {\n        minVariantPrice {\n          amount\n          currencyCode\n        }\n      }\n    }\n  }\n': {
    return: WatchMarketPriceQuery;
    variables: WatchMarketPriceQueryVariables;
  };
  '#graphql\n  query CartSaleCheck($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    nodes(ids: $ids) {\n      ... on ProductVariant {\n        id\n        availableForSale\n        quantityAvailable\n        product {\n          title\n          status: metafield(namespace: "custom", key: "availability_status") {\n            value\n          }\n        }\n      }\n    }\n  }\n': {
    return: CartSaleCheckQuery;
    variables: CartSaleCheckQueryVariables;
  };
  '#graphql\n  query BrandCollectionExists($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      id\n      title\n    }\n  }\n': {
    return: BrandCollectionExistsQuery;
    variables: BrandCollectionExistsQueryVariables;
  };
  '#graphql\n  query MerchantFeedProducts($first: Int!, $after: String, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    products(first: $first, after: $after, sortKey: ID) {\n      nodes {\n        id\n        handle\n        title\n        vendor\n        description\n        availableForSale\n        images(first: 11) {\n          nodes {\n            url\n          }\n        }\n        priceRange {\n          minVariantPrice {\n            amount\n            currencyCode\n          }\n        }\n        selectedOrFirstAvailableVariant {\n          sku\n        }\n        status: metafield(namespace: "custom", key: "availability_status") {\n          value\n        }\n        reference: metafield(namespace: "custom", key: "reference_number") {\n          value\n        }\n        condition: metafield(namespace: "custom", key: "condition") {\n          value\n        }\n        conditionOldKey: metafield(namespace: "custom", key: "conditon") {\n          value\n        }\n        conditionOldKey2: metafield(namespace: "custom", key: "condtion") {\n          value\n        }\n        signature: metafield(namespace: "custom", key: "signature_watches") {\n          value\n        }\n        conditionReport: metafield(namespace: "custom", key: "condition_report") {\n          value\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n': {
    return: MerchantFeedProductsQuery;
    variables: MerchantFeedProductsQueryVariables;
  };
  '#graphql\n  query OfferWatch(\n    $handle: String!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      handle\n      title\n      vendor\n      featuredImage {\n        url\n        altText\n      }\n      status: metafield(namespace: "custom", key: "availability_status") {\n        value\n      }\n      variants(first: 1) {\n        nodes {\n          id\n          availableForSale\n          price {\n            amount\n            currencyCode\n          }\n        }\n      }\n    }\n  }\n': {
    return: OfferWatchQuery;
    variables: OfferWatchQueryVariables;
  };
  '#graphql\n  query ProductEnglishCopy(\n    $handle: String!\n    $identifiers: [HasMetafieldsIdentifier!]!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      description\n      descriptionHtml\n      images(first: 50) {\n        nodes {\n          altText\n        }\n      }\n      metafields(identifiers: $identifiers) {\n        key\n        value\n      }\n    }\n  }\n': {
    return: ProductEnglishCopyQuery;
    variables: ProductEnglishCopyQueryVariables;
  };
  '#graphql\n  query ProductDetail(\n    $handle: String!\n    $identifiers: [HasMetafieldsIdentifier!]!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      id\n      handle\n      title\n      vendor\n      description\n      descriptionHtml\n      availableForSale\n      reservedUntil: metafield(namespace: "custom", key: "reserved_until") {\n        value\n      }\n      images(first: 50) {\n        nodes {\n          id\n          url\n          altText\n          width\n          height\n        }\n      }\n      priceRange {\n        minVariantPrice {\n          amount\n          currencyCode\n        }\n      }\n      variants(first: 1) {\n        nodes {\n          id\n          sku\n          title\n          availableForSale\n          quantityAvailable\n          price {\n            amount\n            currencyCode\n          }\n          image {\n            id\n            url\n            altText\n            width\n            height\n          }\n          product {\n            title\n            handle\n          }\n          selectedOptions {\n            name\n            value\n          }\n        }\n      }\n      metafields(identifiers: $identifiers) {\n        key\n        value\n      }\n    }\n  }\n': {
    return: ProductDetailQuery;
    variables: ProductDetailQueryVariables;
  };
  '#graphql\n  query ProductRecommendations($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    productRecommendations(productHandle: $handle) {\n      ...WatchCard\n    }\n  }\n  #graphql\n  fragment WatchCardImage on Image {\n    id\n    url\n    altText\n    width\n    height\n  }\n  fragment WatchCard on Product {\n    id\n    handle\n    title\n    vendor\n    availableForSale\n    featuredImage {\n      ...WatchCardImage\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    selectedOrFirstAvailableVariant {\n      id\n      sku\n      availableForSale\n      quantityAvailable\n      price {\n        amount\n        currencyCode\n      }\n      image {\n        ...WatchCardImage\n      }\n      product {\n        title\n        handle\n      }\n    }\n    status: metafield(namespace: "custom", key: "availability_status") {\n      value\n    }\n    reservedUntil: metafield(namespace: "custom", key: "reserved_until") {\n      value\n    }\n    reference: metafield(namespace: "custom", key: "reference_number") {\n      value\n    }\n    box: metafield(namespace: "custom", key: "box") {\n      value\n    }\n    papers: metafield(namespace: "custom", key: "papers") {\n      value\n    }\n    year: metafield(namespace: "custom", key: "year") {\n      value\n    }\n    caseSize: metafield(namespace: "custom", key: "case_size") {\n      value\n    }\n    caseMaterial: metafield(namespace: "custom", key: "case_material") {\n      value\n    }\n    movement: metafield(namespace: "custom", key: "movement") {\n      value\n    }\n    condition: metafield(namespace: "custom", key: "condition") {\n      value\n    }\n    signature: metafield(namespace: "custom", key: "signature_watches") {\n      value\n    }\n    soldPrice: metafield(namespace: "custom", key: "sold_price") {\n      value\n    }\n  }\n\n': {
    return: ProductRecommendationsQuery;
    variables: ProductRecommendationsQueryVariables;
  };
}

interface GeneratedMutationTypes {}

declare module '@shopify/hydrogen' {
  interface StorefrontQueries extends GeneratedQueryTypes {}
  interface StorefrontMutations extends GeneratedMutationTypes {}
}
