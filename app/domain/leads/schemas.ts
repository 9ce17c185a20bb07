// One Zod schema per lead form. The same schema validates in the route
// action (the authority) and, through Conform, in the browser. Error messages are i18n keys
// of app/i18n/messages/leads.ts ('leads.errTooLong|200' carries the limit).
import {z} from 'zod';
import {COUNTRIES, LIMITS, NEWSLETTER_SOURCES, PHOTO_RULES} from './limits';
import {OFFER_ERR, parseOfferAmount} from '~/domain/offers/offerRules';
import {
  MAX_CLAIM_LENGTH,
  readValuationClaim,
} from '~/domain/valuation/leadValuation';

// Our CSP allows no eval: without this Zod probes `new Function` and the browser logs the refusal.
z.config({jitless: true});

export const ERR = {
  required: 'leads.errRequired',
  email: 'leads.errEmail',
  tooLong: (max: number) => `leads.errTooLong|${max}`,
  choice: 'leads.errChoice',
  photoType: 'leads.errPhotoType',
  photoSize: 'leads.errPhotoSize',
  photoCount: 'leads.errPhotoCount',
} as const;

// Control characters never belong in a lead; multi-line fields keep line breaks and tabs.
/* eslint-disable no-control-regex -- stripping control characters is the point */
const CONTROL_SINGLE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g;
const CONTROL_MULTI =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]/g;
/* eslint-enable no-control-regex */

export function cleanText(value: string, multiline = false): string {
  const stripped = value.replace(
    multiline ? CONTROL_MULTI : CONTROL_SINGLE,
    multiline ? '' : ' ',
  );
  return (
    multiline ? stripped.replace(/\r\n?/g, '\n') : stripped.replace(/\s+/g, ' ')
  ).trim();
}

export function requiredText(max: number, multiline = false) {
  return z
    .string({error: ERR.required})
    .transform((value) => cleanText(value, multiline))
    .pipe(z.string().min(1, ERR.required).max(max, ERR.tooLong(max)));
}

/** Empty becomes null: the tables store "not given" as NULL */
export function optionalText(max: number, multiline = false) {
  // No pipe here: Conform's coercion walks into pipes and would make the field required.
  return z
    .string()
    .max(max, ERR.tooLong(max))
    .optional()
    .transform((value) => {
      const cleaned = value === undefined ? '' : cleanText(value, multiline);
      return cleaned === '' ? null : cleaned;
    });
}

export const email = z
  .string({error: ERR.required})
  .transform((value) => cleanText(value))
  .pipe(
    z
      .string()
      .min(1, ERR.required)
      .max(LIMITS.email, ERR.tooLong(LIMITS.email))
      .pipe(z.email(ERR.email)),
  );

const flag = z
  .boolean()
  .optional()
  .transform((value) => value === true);

function isFile(value: unknown): value is File {
  return (
    typeof value === 'object' &&
    value !== null &&
    'arrayBuffer' in value &&
    'size' in value &&
    'name' in value
  );
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The MIME type to store a photo under, or null when it is not an accepted image. */
export function photoContentType(file: {
  name: string;
  type: string;
}): string | null {
  const type = (file.type || '').toLowerCase().split(';')[0].trim();
  const ext = extensionOf(file.name);
  if (type.includes('svg') || ext === 'svg' || ext === 'svgz') return null;
  if ((PHOTO_RULES.types as readonly string[]).includes(type)) return type;
  // Some browsers send HEIC (and odd files) without a type: trust a known image extension.
  if (type === '' || type === 'application/octet-stream') {
    const byExt: Record<string, string> = {
      jpg: 'image/jpeg',
      jpeg: 'image/jpeg',
      png: 'image/png',
      gif: 'image/gif',
      webp: 'image/webp',
      heic: 'image/heic',
      heif: 'image/heif',
    };
    return byExt[ext] ?? null;
  }
  return null;
}

// A refused photo is reported on the photos field itself (not on photos[n], which no input
// shows), so the page posted without JavaScript says why next to the file input.
const photo = z.custom<File>(isFile, ERR.photoType);

function checkPhotos(files: File[], ctx: z.RefinementCtx) {
  if (files.some((file) => photoContentType(file) === null))
    ctx.addIssue({code: 'custom', message: ERR.photoType});
  if (files.some((file) => file.size > PHOTO_RULES.maxBytes))
    ctx.addIssue({code: 'custom', message: ERR.photoSize});
}

const photos = z
  .preprocess((value) => {
    const list =
      value === undefined ? [] : Array.isArray(value) ? value : [value];
    // An empty file input posts one nameless, empty file.
    return list.filter(
      (item) => !(isFile(item) && item.size === 0 && !item.name),
    );
  }, z.array(photo).max(PHOTO_RULES.maxFiles, ERR.photoCount).superRefine(checkPhotos))
  .optional()
  .transform((value) => value ?? []);

export const enquirySchema = z.object({
  subject: requiredText(LIMITS.subject),
  name: requiredText(LIMITS.name),
  email,
  phone: optionalText(LIMITS.phone),
  message: requiredText(LIMITS.message, true),
  productSku: optionalText(LIMITS.productSku),
  productTitle: optionalText(LIMITS.productTitle),
  contactPhone: flag,
  contactEmail: flag,
  contactWhatsapp: flag,
  contactImessage: flag,
});

/**
 * The instant valuation the seller got (a hidden field): its format is checked here, its
 * signature by the action (app/server/valuation/claim.ts). Anything unreadable is no valuation,
 * never a reason to refuse the lead.
 */
const valuationClaim = z
  .string()
  .optional()
  .transform((value) =>
    value && value.length <= MAX_CLAIM_LENGTH
      ? readValuationClaim(value.trim())
      : null,
  );

export const sellQuickSchema = z.object({
  name: requiredText(LIMITS.name),
  email,
  phone: requiredText(LIMITS.phone),
  brand: requiredText(LIMITS.short),
  model: optionalText(LIMITS.short),
  reference: optionalText(LIMITS.short),
  boxPapers: optionalText(LIMITS.short),
  watchAge: optionalText(LIMITS.short),
  watchCondition: optionalText(LIMITS.condition),
  valuation: valuationClaim,
});

export const sellFullSchema = z.object({
  firstName: requiredText(LIMITS.name),
  lastName: requiredText(LIMITS.name),
  email,
  phone: requiredText(LIMITS.phone),
  country: z
    .enum(COUNTRIES, {error: ERR.choice})
    .optional()
    .transform((value) => value ?? null),
  brand: requiredText(LIMITS.short),
  model: optionalText(LIMITS.short),
  reference: optionalText(LIMITS.short),
  dialColor: optionalText(LIMITS.short),
  watchAge: optionalText(LIMITS.short),
  condition: optionalText(LIMITS.condition),
  boxPapers: optionalText(LIMITS.short),
  estimatedValue: optionalText(LIMITS.short),
  saleMethod: optionalText(LIMITS.short),
  additionalNotes: optionalText(LIMITS.notes, true),
  photos,
});

export const contactSchema = z.object({
  name: requiredText(LIMITS.name),
  email,
  message: requiredText(LIMITS.message, true),
});

export const newsletterSchema = z.object({
  email,
  source: z
    .enum(NEWSLETTER_SOURCES, {error: ERR.choice})
    .optional()
    .transform((value) => value ?? 'footer'),
});

export const sourcingSchema = z.object({
  name: requiredText(LIMITS.name),
  email,
  phone: optionalText(LIMITS.phone),
  brand: optionalText(LIMITS.short),
  model: optionalText(LIMITS.short),
  reference: optionalText(LIMITS.short),
  budget: optionalText(LIMITS.short),
  message: optionalText(LIMITS.message, true),
});

/** An offer's amount in the site's currency, as typed ('12,500', '€12.500'); checked against the watch by the action. */
const offerAmountIn = (currency?: string) =>
  z
    .string({error: ERR.required})
    .transform((value) => cleanText(value))
    .pipe(z.string().min(1, ERR.required).max(20, OFFER_ERR.amount))
    .transform((value, ctx) => {
      const amount = parseOfferAmount(value, currency);
      if (amount === null) {
        ctx.addIssue({code: 'custom', message: OFFER_ERR.amount});
        return z.NEVER;
      }
      return amount;
    });

/** The offer form, its amount read in `currency` (the server knows the site's; the browser need not). */
export const offerSchemaIn = (currency?: string) =>
  z.object({
    amount: offerAmountIn(currency),
    name: requiredText(LIMITS.name),
    email,
    phone: optionalText(LIMITS.phone),
    message: optionalText(LIMITS.message, true),
  });

export const offerSchema = offerSchemaIn();

export type EnquiryData = z.output<typeof enquirySchema>;
export type SellQuickData = z.output<typeof sellQuickSchema>;
export type SellFullData = z.output<typeof sellFullSchema>;
export type ContactData = z.output<typeof contactSchema>;
export type NewsletterData = z.output<typeof newsletterSchema>;
export type SourcingData = z.output<typeof sourcingSchema>;
/** What the collector sent, and what the server adds from the watch itself (never from the post). */
export type OfferData = z.output<typeof offerSchema> & {
  productHandle?: string;
  productTitle?: string;
  variantId?: string;
  askingPrice?: number;
  currency?: string;
  /** The country the offer's site prices in (its market's). */
  country?: string;
  locale?: 'en' | 'de';
};
