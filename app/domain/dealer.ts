import type {ShopEnv} from '~/server/env';

/**
 * The dealer's own details, in one place. Every value can be overridden by an
 * environment variable (DEALER_<NAME>), so the shop needs no code change to go live.
 * Values marked FILL IN are placeholders the dealer must replace before launch.
 */
export interface DealerDetails {
  shopName: string;
  /** Public contact e-mail shown in the footer and on forms. */
  email: string;
  /** Phone number as shown to people. */
  phone: string;
  /** WhatsApp number in international form without '+' or spaces, for wa.me links. */
  whatsappNumber: string;
  /** Base of the chat link; the number and ?text= follow. */
  whatsappHost: string;
  instagramUrl: string;
  marketplaceUrl: string;
  reviewsUrl: string;
  /** The one warranty term used on every page (docs/decisions/009: 24 months). */
  warrantyMonths: number;
  agencyName: string;
  agencyUrl: string;
  /** Where the dealer is based, for copy and structured data. */
  locality: string;
  country: string;
}

const DEFAULT_DEALER: DealerDetails = {
  shopName: 'Cheshire Watch Exchange', // FILL IN: trading name
  email: 'enquiries@example.co.uk', // FILL IN: enquiries mailbox
  phone: '+44 1625 000000', // FILL IN: showroom phone
  whatsappNumber: '447700900000', // FILL IN: WhatsApp Business number
  whatsappHost: 'https://wa.me',
  instagramUrl: 'https://www.instagram.com/', // FILL IN: Instagram profile
  marketplaceUrl: 'https://www.chrono24.co.uk/', // FILL IN: marketplace store page
  reviewsUrl: 'https://uk.trustpilot.com/', // FILL IN: review platform page
  warrantyMonths: 24,
  agencyName: 'Studio North', // FILL IN: web agency credit
  agencyUrl: 'https://example.com/', // FILL IN: agency site
  locality: 'Wilmslow, Cheshire',
  country: 'GB',
};

const OVERRIDES = {
  shopName: 'DEALER_SHOP_NAME',
  email: 'DEALER_EMAIL',
  phone: 'DEALER_PHONE',
  whatsappNumber: 'DEALER_WHATSAPP_NUMBER',
  whatsappHost: 'DEALER_WHATSAPP_HOST',
  instagramUrl: 'DEALER_INSTAGRAM_URL',
  marketplaceUrl: 'DEALER_MARKETPLACE_URL',
  reviewsUrl: 'DEALER_REVIEWS_URL',
  agencyName: 'DEALER_AGENCY_NAME',
  agencyUrl: 'DEALER_AGENCY_URL',
  locality: 'DEALER_LOCALITY',
  country: 'DEALER_COUNTRY',
} as const satisfies Partial<Record<keyof DealerDetails, keyof ShopEnv>>;

type DealerSettings = Partial<
  Pick<ShopEnv, (typeof OVERRIDES)[keyof typeof OVERRIDES] | 'WARRANTY_MONTHS'>
>;

/** The dealer's details with the checked environment's overrides applied. */
export function dealerDetails(settings: DealerSettings = {}): DealerDetails {
  const details: DealerDetails = {...DEFAULT_DEALER};
  for (const [field, variable] of Object.entries(OVERRIDES) as Array<
    [Exclude<keyof DealerDetails, 'warrantyMonths'>, keyof DealerSettings]
  >) {
    const value = settings[variable];
    if (typeof value === 'string') details[field] = value;
  }
  if (settings.WARRANTY_MONTHS)
    details.warrantyMonths = settings.WARRANTY_MONTHS;
  return details;
}

/** A WhatsApp link that opens a chat with the dealer and a pre-filled message. */
export function whatsappLink(
  dealer: Pick<DealerDetails, 'whatsappHost' | 'whatsappNumber'>,
  message: string,
) {
  return `${dealer.whatsappHost}/${dealer.whatsappNumber}?text=${encodeURIComponent(message)}`;
}
