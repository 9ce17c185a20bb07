// The lead forms: which schema, which Supabase table, which form-forwarding id and subject,
// and how a valid submission becomes a table row and a form-mail payload.
import type {z} from 'zod';
import {
  contactSchema,
  enquirySchema,
  newsletterSchema,
  offerSchema,
  sellFullSchema,
  sellQuickSchema,
  sourcingSchema,
  type ContactData,
  type EnquiryData,
  type NewsletterData,
  type OfferData,
  type SellFullData,
  type SellQuickData,
  type SourcingData,
} from './schemas';
import {valuationLine} from '~/domain/valuation/leadValuation';

export type LeadFormKind =
  | 'enquiry'
  | 'sellQuick'
  | 'sellFull'
  | 'contact'
  | 'newsletter'
  | 'sourcing'
  | 'offer';
export const LEAD_FORM_KINDS: LeadFormKind[] = [
  'enquiry',
  'sellQuick',
  'sellFull',
  'contact',
  'newsletter',
  'sourcing',
  'offer',
];

type Row = Record<
  string,
  string | number | boolean | null | string[] | Record<string, unknown>
>;

export interface LeadFormDefinition<Data> {
  kind: LeadFormKind;
  schema: z.ZodType<Data>;
  /** Supabase table (supabase/migrations). */
  table: string;
  /** Fills `{formId}` in FORMS_ENDPOINT. */
  formId: string;
  subject: (data: Data) => string;
  /** Row for the table, without submission_id (and photos, added by the action). */
  toRow: (data: Data) => Row;
  /**
   * Plain JSON values for the form-forwarding service, where the old site's forms used other
   * field names (the sell forms); without it the service receives the table row.
   */
  toFields?: (data: Data) => Row;
}

function join(...parts: Array<string | null | undefined>) {
  return parts.filter(Boolean).join(' ');
}

const enquiry: LeadFormDefinition<EnquiryData> = {
  kind: 'enquiry',
  schema: enquirySchema as z.ZodType<EnquiryData>,
  table: 'enquiries',
  formId: 'enquiry',
  subject: (d) => d.subject,
  toRow: (d) => ({
    subject: d.subject,
    name: d.name,
    email: d.email,
    phone_number: d.phone,
    message: d.message,
    product_sku: d.productSku,
    product_title: d.productTitle,
    contact_preference_phone: d.contactPhone,
    contact_preference_email: d.contactEmail,
    contact_preference_whatsapp: d.contactWhatsapp,
    contact_preference_imessage: d.contactImessage,
  }),
};

const sellQuick: LeadFormDefinition<SellQuickData> = {
  kind: 'sellQuick',
  schema: sellQuickSchema as z.ZodType<SellQuickData>,
  table: 'sell_requests_quick',
  formId: 'sell-quick',
  subject: (d) => `Sell Your Watch Inquiry: ${join(d.brand, d.model)}`,
  toRow: (d) => ({
    name: d.name,
    email: d.email,
    phone: d.phone,
    brand: d.brand,
    model: d.model,
    reference: d.reference,
    box_papers: d.boxPapers,
    watch_age: d.watchAge,
    watch_condition: d.watchCondition,
    // The instant valuation the seller got, when its signature held (jsonb; decision 102).
    valuation: d.valuation ? {...d.valuation.valuation} : null,
  }),
  toFields: (d) => ({
    name: d.name,
    email: d.email,
    phone: d.phone,
    brand: d.brand,
    model: d.model,
    reference: d.reference,
    boxPapers: d.boxPapers,
    watchAge: d.watchAge,
    watchCondition: d.watchCondition,
    valuation: d.valuation ? valuationLine(d.valuation.valuation) : null,
  }),
};

const sellFull: LeadFormDefinition<SellFullData> = {
  kind: 'sellFull',
  schema: sellFullSchema as z.ZodType<SellFullData>,
  table: 'sell_requests_full',
  formId: 'sell-full',
  subject: (d) => `Watch Inquiry: ${join(d.brand, d.model)}`,
  toRow: (d) => ({
    first_name: d.firstName,
    last_name: d.lastName,
    email: d.email,
    phone: d.phone,
    country: d.country,
    brand: d.brand,
    model: d.model,
    reference: d.reference,
    dial_color: d.dialColor,
    watch_age: d.watchAge,
    condition: d.condition,
    box_papers: d.boxPapers,
    estimated_value: d.estimatedValue,
    sale_method: d.saleMethod,
    additional_notes: d.additionalNotes,
  }),
  toFields: (d) => ({
    firstName: d.firstName,
    lastName: d.lastName,
    email: d.email,
    phone: d.phone,
    country: d.country,
    brand: d.brand,
    model: d.model,
    reference: d.reference,
    dialColor: d.dialColor,
    watchAge: d.watchAge,
    condition: d.condition,
    boxPapers: d.boxPapers,
    estimatedValue: d.estimatedValue,
    saleMethod: d.saleMethod,
    additionalNotes: d.additionalNotes,
  }),
};

const contact: LeadFormDefinition<ContactData> = {
  kind: 'contact',
  schema: contactSchema as z.ZodType<ContactData>,
  table: 'contact_messages',
  formId: 'contact',
  subject: () => 'New Contact Form Submission',
  toRow: (d) => ({name: d.name, email: d.email, message: d.message}),
};

const newsletter: LeadFormDefinition<NewsletterData> = {
  kind: 'newsletter',
  schema: newsletterSchema as z.ZodType<NewsletterData>,
  table: 'newsletter_subscriptions',
  formId: 'newsletter',
  subject: (d) =>
    `Newsletter Subscription - ${d.source === 'popup' ? 'Popup' : 'Footer'}`,
  toRow: (d) => ({email: d.email, source: d.source}),
};

const sourcing: LeadFormDefinition<SourcingData> = {
  kind: 'sourcing',
  schema: sourcingSchema as z.ZodType<SourcingData>,
  table: 'sourcing_requests',
  formId: 'sourcing',
  subject: (d) => `Watch Sourcing Request: ${join(d.brand, d.model) || d.name}`,
  toRow: (d) => ({
    name: d.name,
    email: d.email,
    phone: d.phone,
    brand: d.brand,
    model: d.model,
    reference: d.reference,
    budget: d.budget,
    message: d.message,
  }),
};

// An offer on a watch (decision 131): the watch's handle, title, variant and asking price come
// from the Storefront API in the action, never from the post.
const offer: LeadFormDefinition<OfferData> = {
  kind: 'offer',
  schema: offerSchema as z.ZodType<OfferData>,
  table: 'offers',
  formId: 'offer',
  subject: (d) => `Offer: ${d.productTitle ?? ''}`,
  toRow: (d) => ({
    locale: d.locale ?? 'en',
    product_handle: d.productHandle ?? '',
    product_title: d.productTitle ?? '',
    variant_id: d.variantId ?? '',
    currency: d.currency ?? 'GBP',
    country: d.country ?? 'GB',
    asking_price: d.askingPrice ?? 0,
    amount: d.amount,
    name: d.name,
    email: d.email,
    phone: d.phone,
    message: d.message,
  }),
};

export const LEAD_FORMS = {
  enquiry,
  sellQuick,
  sellFull,
  contact,
  newsletter,
  sourcing,
  offer,
} as const;

export {HONEYPOT_FIELD, LEAD_TOKEN_FIELD} from './fieldNames';
