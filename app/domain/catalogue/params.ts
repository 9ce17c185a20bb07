// The catalogue's query parameter names, apart from the filter rules: the stock-alert form needs
// only these, on pages that show no catalogue.
/** URL parameter names. Multiple choices repeat the parameter (?brand=rolex&brand=patek-philippe). */
export const PARAM = {
  brand: 'brand',
  year: 'year',
  price: 'price',
  size: 'size',
  status: 'availability',
  sort: 'sort',
  search: 'search',
  cursor: 'cursor',
} as const;
