// The lead services the storefront writes to, read the way it reaches them: the Supabase
// schema (the newest migration whose objects answer) and the photo bucket, and the e-mail API.
import {readdirSync} from 'node:fs';
import {dirname, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Report} from './report';
import type {ShopEnvLike} from './settings';

const MIGRATIONS_DIR = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../supabase/migrations',
);

export const PHOTO_BUCKET = 'sell-photos';

export type Probe =
  | {kind: 'table'; name: string}
  | {kind: 'column'; table: string; name: string}
  | {kind: 'function'; name: string; args: Record<string, unknown>};

/** One object each migration creates: present means the migration was applied. */
export const MIGRATION_PROBES: Record<string, Probe> = {
  '20250101000000_lead_tables': {kind: 'table', name: 'enquiries'},
  '20261122000000_stock_alerts': {kind: 'table', name: 'stock_alerts'},
  '20261123000000_stock_alert_match_index': {
    kind: 'function',
    name: 'stock_alert_product_keys',
    args: {product: {}},
  },
  '20261127000000_sell_request_valuation': {
    kind: 'column',
    table: 'sell_requests_quick',
    name: 'valuation',
  },
  '20261127100000_stock_alert_mail_safety': {
    kind: 'column',
    table: 'alert_deliveries',
    name: 'claimed_at',
  },
  // No attempts allowed: the probe claims nothing.
  '20261127110000_stock_alert_retry_wait': {
    kind: 'function',
    name: 'claim_due_stock_alert_deliveries',
    args: {max_attempts: 0, failed_wait_seconds: 0},
  },
  // Closed to the public key (42501 still says it exists); readable with the service role.
  '20261128090000_web_vitals': {kind: 'table', name: 'web_vitals'},
  // Closed to every API role, the service role too: 42501 says it exists.
  '20261129100000_rate_limits': {kind: 'table', name: 'rate_limits'},
  // The history of offers: readable with the service role only.
  '20261129130000_offers': {kind: 'table', name: 'offer_events'},
  // Closed to every API role, as rate_limits: 42501 says it exists.
  '20261129200000_viewings': {kind: 'table', name: 'viewings'},
  // Reads nothing: no booking has the nil submission id.
  '20261129230000_viewing_by_submission': {
    kind: 'function',
    name: 'viewing_by_submission',
    args: {submission: '00000000-0000-4000-8000-000000000000'},
  },
  '20261129231000_offer_recounter_and_paid': {
    kind: 'column',
    table: 'offers',
    name: 'paid_at',
  },
  '20261130090000_offer_country': {
    kind: 'column',
    table: 'offers',
    name: 'country',
  },
  // The alert's band currency (its site's country came in the same migration).
  '20261130100000_lead_sites': {
    kind: 'column',
    table: 'stock_alerts',
    name: 'currency',
  },
};

/** The migrations in supabase/migrations, oldest first (file names without .sql). */
export function migrationVersions(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .map((f) => f.slice(0, -'.sql'.length))
    .sort();
}

type ProbeAnswer = 'present' | 'absent' | 'refused';

async function probe(
  base: string,
  key: string,
  p: Probe,
): Promise<ProbeAnswer> {
  const headers = {
    apikey: key,
    Authorization: `Bearer ${key}`,
    'Content-Type': 'application/json',
  };
  const response =
    p.kind === 'table' || p.kind === 'column'
      ? await fetch(
          p.kind === 'table'
            ? `${base}/rest/v1/${p.name}?select=*&limit=0`
            : `${base}/rest/v1/${p.table}?select=${p.name}&limit=0`,
          {
            headers,
            signal: AbortSignal.timeout(10_000),
          },
        )
      : await fetch(`${base}/rest/v1/rpc/${p.name}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(p.args),
          signal: AbortSignal.timeout(10_000),
        });
  const body = (await response.json().catch(() => ({}))) as {code?: string};
  if (response.ok) return 'present';
  // Exists, but this key may not read it (row-level security, no grant): still applied.
  if (body.code === '42501') return 'present';
  if (
    response.status === 404 ||
    body.code === 'PGRST205' ||
    body.code === 'PGRST202' ||
    // A column the table does not have (PostgreSQL, PostgREST's schema cache).
    body.code === '42703' ||
    body.code === 'PGRST204'
  )
    return 'absent';
  if (response.status === 401) return 'refused';
  throw new Error(
    `HTTP ${response.status} ${JSON.stringify(body).slice(0, 160)}`,
  );
}

export async function checkSupabase(env: ShopEnvLike, report: Report) {
  report.heading('Supabase (leads and stock alerts)');
  const base = env.SUPABASE_URL?.replace(/\/+$/, '');
  if (!base) {
    report.add(
      'warning',
      'SUPABASE_URL is not set: leads go to FORMS_ENDPOINT only and stock alerts are off',
      'Set SUPABASE_URL and SUPABASE_ANON_KEY (Supabase > Project Settings > API).',
    );
    return;
  }
  const key = env.SUPABASE_SERVICE_ROLE_KEY ?? env.SUPABASE_ANON_KEY ?? '';
  const versions = migrationVersions();
  let applied: string | null = null;
  try {
    for (const version of versions) {
      const p = MIGRATION_PROBES[version];
      if (!p) throw new Error(`no probe for the migration ${version}`);
      const answer = await probe(base, key, p);
      if (answer === 'refused') {
        report.add(
          'problem',
          `Supabase at ${base} refused the key (HTTP 401)`,
          'Set SUPABASE_ANON_KEY (and SUPABASE_SERVICE_ROLE_KEY) to the keys in Supabase > Project Settings > API.',
        );
        return;
      }
      if (answer === 'absent') break;
      applied = version;
    }
  } catch (error) {
    report.add(
      'problem',
      `Supabase at ${base} cannot be read: ${(error as Error).cause ?? (error as Error).message}`,
      'Check SUPABASE_URL (https://<project>.supabase.co) and that the project is running.',
    );
    return;
  }
  const latest = versions[versions.length - 1];
  if (applied === latest)
    report.add(
      'ok',
      `schema version ${latest} (all ${versions.length} migrations applied)`,
    );
  else
    report.add(
      'problem',
      `schema version ${applied ?? 'none'}; the storefront needs ${latest}`,
      'Apply supabase/migrations/*.sql: supabase link --project-ref <ref> && supabase db push (or paste the missing files into the SQL editor, oldest first).',
    );

  if (!env.SUPABASE_SERVICE_ROLE_KEY) {
    report.add(
      'warning',
      `bucket ${PHOTO_BUCKET} not verified: buckets are readable with SUPABASE_SERVICE_ROLE_KEY only`,
      'Set SUPABASE_SERVICE_ROLE_KEY (Supabase > Project Settings > API > service_role) and run store:check again.',
    );
    return;
  }
  const response = await fetch(`${base}/storage/v1/bucket/${PHOTO_BUCKET}`, {
    headers: {
      apikey: env.SUPABASE_SERVICE_ROLE_KEY,
      Authorization: `Bearer ${env.SUPABASE_SERVICE_ROLE_KEY}`,
    },
    signal: AbortSignal.timeout(10_000),
  }).catch((error: Error) => error);
  if (response instanceof Error || !response.ok) {
    report.add(
      'problem',
      `bucket ${PHOTO_BUCKET} is missing${response instanceof Error ? ` (${response.message})` : ` (HTTP ${response.status})`}: the sell form cannot attach photos`,
      `Supabase > Storage > New bucket: name ${PHOTO_BUCKET}, private, 10 MB limit, image types only (supabase/README.md).`,
    );
    return;
  }
  const bucket = (await response.json()) as {public?: boolean};
  if (bucket.public)
    report.add(
      'problem',
      `bucket ${PHOTO_BUCKET} is public: sellers' photos would be readable by anyone`,
      `Supabase > Storage > ${PHOTO_BUCKET} > Edit bucket: switch Public off.`,
    );
  else report.add('ok', `bucket ${PHOTO_BUCKET} exists and is private`);
}

export async function checkMail(env: ShopEnvLike, report: Report) {
  report.heading('E-mail API (stock alert e-mails)');
  if (!env.MAIL_API_URL) {
    report.add(
      'warning',
      `MAIL_API_URL is not set: alert e-mails go through FORMS_ENDPOINT${env.FORMS_ENDPOINT ? '' : ', which is not set either'}`,
      'Set MAIL_API_URL (e.g. https://api.resend.com/emails), MAIL_API_KEY and MAIL_FROM.',
    );
    return;
  }
  // A GET sends nothing: a refused key answers 401 or 403, an accepted one anything else.
  const response = await fetch(env.MAIL_API_URL, {
    headers: {Authorization: `Bearer ${env.MAIL_API_KEY ?? ''}`},
    signal: AbortSignal.timeout(10_000),
  }).catch((error: Error) => error);
  if (response instanceof Error)
    report.add(
      'problem',
      `the e-mail API at ${env.MAIL_API_URL} cannot be reached (${(response.cause as {code?: string})?.code ?? response.message})`,
      'Check MAIL_API_URL.',
    );
  else if (response.status === 401 || response.status === 403)
    report.add(
      'problem',
      `the e-mail API refused MAIL_API_KEY (HTTP ${response.status})`,
      'Set MAIL_API_KEY to a key of the e-mail service with permission to send.',
    );
  else
    report.add(
      'ok',
      `the e-mail API at ${env.MAIL_API_URL} accepts the key (HTTP ${response.status} to a GET)`,
    );
}
