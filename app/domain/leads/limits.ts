// Length limits of the lead tables (supabase/migrations/*_lead_tables.sql CHECKs). The forms
// validate against the same numbers so no valid-looking submission is refused by the database.
export const LIMITS = {
  subject: 200,
  name: 100,
  email: 254,
  phone: 40,
  message: 5000,
  productSku: 100,
  productTitle: 200,
  short: 100,
  condition: 200,
  notes: 5000,
} as const;

/** Sell-form photos (docs/decisions/007): up to 6 images of 10 MB each; SVG is refused. */
export const PHOTO_RULES = {
  maxFiles: 6,
  maxBytes: 10 * 1024 * 1024,
  types: [
    'image/jpeg',
    'image/png',
    'image/gif',
    'image/webp',
    'image/heic',
    'image/heif',
  ],
  extensions: ['jpg', 'jpeg', 'png', 'gif', 'webp', 'heic', 'heif'],
  accept:
    'image/jpeg,image/png,image/gif,image/webp,image/heic,image/heif,.heic,.heif',
} as const;

export const COUNTRIES = ['UK', 'US', 'EU', 'AS'] as const;
export const NEWSLETTER_SOURCES = ['footer', 'popup'] as const;
