// The status lists' addresses; app/routes.ts mounts one route module at each (no imports here:
// the route config is read before the app's path aliases exist).
export const STATUS_LIST_SLUGS = [
  'available',
  'on-request',
  'recently-sold',
] as const;

export type StatusListSlug = (typeof STATUS_LIST_SLUGS)[number];
