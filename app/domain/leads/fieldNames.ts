/** Hidden field names shared by every lead form (kept apart from the schemas: forms in the
 * browser need the names, not the validation library). */
export const LEAD_TOKEN_FIELD = '_lead';
/** The honeypot: an input people never see or reach; bots fill it. */
export const HONEYPOT_FIELD = 'company_website';
