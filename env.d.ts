/// <reference types="vite/client" />
/// <reference types="react-router" />
/// <reference types="@shopify/oxygen-workers-types" />
/// <reference types="@shopify/hydrogen/react-router-types" />

import '@total-typescript/ts-reset';

declare global {
  /** Variables this shop reads on top of Hydrogen's own (see app/server/env.ts). */
  interface Env {
    LOCAL_SHOP_ORIGIN?: string;
    SUPABASE_URL?: string;
    SUPABASE_ANON_KEY?: string;
    FORMS_ENDPOINT?: string;
    LEAD_PRIMARY_SINK?: string;
    ADMIN_PASSWORD?: string;
    PUBLIC_GTM_ID?: string;
    WARRANTY_MONTHS?: string;
    [dealerOverride: `DEALER_${string}`]: string | undefined;
  }
}
