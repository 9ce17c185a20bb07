// The policy pages' addresses; app/routes.ts mounts the policy module at each (no imports here:
// the route config is read before the app's path aliases exist).
export const POLICY_SLUGS = ['privacy', 'shipping', 'terms'] as const;

export type PolicySlug = (typeof POLICY_SLUGS)[number];

/** The policy a page address shows: its last segment (/privacy, /de/privacy). */
export function policySlugAt(pathname: string): PolicySlug {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  const slug = POLICY_SLUGS.find((candidate) => candidate === last);
  // Only mounted at the slugs above, so this is a wiring mistake, never a visitor's.
  if (!slug) throw new Error(`No policy at ${pathname}`);
  return slug;
}
