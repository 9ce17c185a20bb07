// The articles' addresses; app/routes.ts mounts the article module at each (no imports here:
// the route config is read before the app's path aliases exist).
export const ARTICLE_SLUGS = [
  'audemars-piguet-legacy',
  'audemars-piguet-royal-oak',
  'luxury-watch-investment',
  'luxury-watches-uk',
  'patek-philippe-guide',
  'patek-philippe-nautilus',
  'richard-mille-evolution',
  'richard-mille-future',
] as const;
