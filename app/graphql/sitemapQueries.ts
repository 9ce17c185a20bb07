// The handles a child sitemap lists of Shopify's resources, in Shopify's pages of 250.
export const SITEMAP_RESOURCES_QUERY = `#graphql
  query SitemapResources($type: SitemapType!, $page: Int!) {
    sitemap(type: $type) {
      resources(page: $page) {
        items {
          handle
          updatedAt
        }
      }
    }
  }
` as const;
