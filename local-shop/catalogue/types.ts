// The shape of the dealer's stock as the local shop seeds it. One record per watch;
// the local shop turns each into a Shopify Product with one variant (SKU = reference).

/** Free-text values exactly as a merchandiser would type them into Shopify metafields. */
export interface WatchMetafields {
  /** 'available' | 'on_request' | 'sold' or any other text (shown as 'Status Unknown'). */
  availability_status: string;
  /** One reference, or several separated by commas ("5711/1A-010, 5711/1A"). */
  reference_number: string;
  /** Four-digit year as text, e.g. "2019". */
  year?: string;
  /** Case diameter as text with unit, e.g. "41mm" or "36.5mm". */
  case_size?: string;
  case_material?: string;
  bracelet_material?: string;
  movement?: string;
  water_resistance?: string;
  crystal?: string;
  /** e.g. "Unworn", "Excellent", "Very good", "Serviced by Rolex 2023". */
  condition?: string;
  dial?: string;
  /** 'Yes' | 'yes' | 'true' count as yes; anything else (or absent) as no. */
  box?: string;
  papers?: string;
  /** 'true' | 'yes' (any case) marks a signature watch. */
  signature_watches?: string;
  /** Any further free-form specification (e.g. power_reserve), shown with underscores as spaces. */
  [extraKey: string]: string | undefined;
}

/** How the image generator draws the watch. */
export interface WatchLook {
  /** CSS colour of the dial, e.g. "#1d3b6f". */
  dial: string;
  /** Case metal: 'steel' | 'yellow-gold' | 'rose-gold' | 'white-gold' | 'platinum' | 'titanium' | 'ceramic' | 'carbon' | 'two-tone'. */
  caseMetal: string;
  /** 'bracelet' | 'leather' | 'rubber' | 'fabric'. */
  strap: string;
  /** Optional strap colour for leather, rubber or fabric. */
  strapColour?: string;
  /** Dial layout hint: 'sub-dials' (chronograph) | 'plain' | 'skeleton' | 'date'. */
  layout?: string;
}

export interface WatchTranslation {
  title?: string;
  /** Paragraphs separated by a blank line. */
  description?: string;
}

export interface WatchSeed {
  /** URL handle, lower-case with hyphens; unique. */
  handle: string;
  title: string;
  /** Brand as Shopify's vendor, e.g. "A. Lange & Söhne". */
  vendor: string;
  /** 'Watch' for every watch. */
  productType: string;
  tags: string[];
  /** Paragraphs separated by a blank line. Plain text. */
  description: string;
  /** Price in GBP as a number; null when the dealer has not priced it (shown 'Price Unavailable'). */
  price: number | null;
  compareAtPrice?: number | null;
  /** Units in stock; 0 makes the variant unavailable for sale. */
  quantity: number;
  /** ISO date the product was created in Shopify (drives 'newest' and new arrivals). */
  createdAt: string;
  /** Number of gallery images to generate (0 = a product with no image). */
  imageCount: number;
  look: WatchLook;
  metafields: WatchMetafields;
  /** Collections beyond the automatic ones (brand, all-watches, signature-watches). */
  extraCollections?: string[];
  /** German texts where the dealer has translated the product. */
  de?: WatchTranslation;
  /** Fixed prices by market handle, in that market's currency (Shopify's price lists). */
  marketPrices?: Record<string, number>;
  /** Handles of markets whose catalogue leaves the watch out: it cannot be bought there. */
  notSoldIn?: string[];
}
