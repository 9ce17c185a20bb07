// The page kinds the real-user harness visits, with the starter's equivalent where it has one
// (no articles in the local shop's Storefront API, no sell form, no German pages there).
export function realUserPages(handle) {
  return [
    {key: 'home', label: 'Home', shop: '/', starter: '/'},
    {
      key: 'list',
      label: 'All watches',
      shop: '/products',
      starter: '/collections/all-watches',
    },
    {
      key: 'brand',
      label: 'Brand page',
      shop: '/collections/rolex',
      starter: '/collections/rolex',
    },
    {
      key: 'product',
      label: 'Watch page',
      shop: `/products/${handle}`,
      starter: `/products/${handle}`,
    },
    {
      key: 'reference',
      label: 'Reference page',
      shop: '/references/126610ln',
      starter: '/search?q=126610LN',
    },
    {key: 'article', label: 'Article', shop: '/blog/4'},
    {key: 'sell', label: 'Sell form', shop: '/sell-your-watch'},
    {key: 'german-home', label: 'German home', shop: '/de', german: true},
  ];
}
