// The one place the storefront talks to lead sinks (docs/decisions/007): a Supabase table over
// its REST interface (public anon key; row-level security lets it insert and nothing else)
// and/or a form-forwarding endpoint (Formspree-style ajax: JSON in, {"ok": true} out).
// Each form has a primary sink; the other configured sink is tried only once the primary has
// definitely failed: it answered with an error, or gave no answer twice in a row (the second
// try is the same idempotent request, so a first try that did arrive is not stored twice).
// A sink "confirms" only with a success status; a repeated submission_id, refused by the
// table's unique index (409/23505), counts as already stored: the insert ignores a repeat. Every request is bounded by a time-out.
// Posts of one submission that arrive together share one delivery (docs/decisions/062-one-lead-per-submission.md).
import type {LeadFormDefinition} from '../../domain/leads/forms';

export type SinkName = 'supabase' | 'forms';

export interface SinkConfig {
  supabase?: {url: string; anonKey: string};
  /** May contain `{formId}`, replaced by the form's id; otherwise used as is for every form. */
  forms?: {endpoint: string};
  primary: SinkName;
  timeoutMs: number;
  fetch: typeof fetch;
}

export const DEFAULT_SINK_TIMEOUT_MS = 8000;
export const SELL_PHOTOS_BUCKET = 'sell-photos';

interface EnvLike {
  SUPABASE_URL?: string;
  SUPABASE_ANON_KEY?: string;
  FORMS_ENDPOINT?: string;
  LEAD_PRIMARY_SINK?: 'supabase' | 'forms';
  LEAD_SINK_TIMEOUT_MS?: number;
}

export function sinkConfigFromEnv(shopEnv: EnvLike): SinkConfig {
  return {
    supabase:
      shopEnv.SUPABASE_URL && shopEnv.SUPABASE_ANON_KEY
        ? {
            url: shopEnv.SUPABASE_URL.replace(/\/+$/, ''),
            anonKey: shopEnv.SUPABASE_ANON_KEY,
          }
        : undefined,
    forms: shopEnv.FORMS_ENDPOINT
      ? {endpoint: shopEnv.FORMS_ENDPOINT}
      : undefined,
    primary: shopEnv.LEAD_PRIMARY_SINK ?? 'supabase',
    timeoutMs: shopEnv.LEAD_SINK_TIMEOUT_MS ?? DEFAULT_SINK_TIMEOUT_MS,
    fetch: (...args) => fetch(...args),
  };
}

/** FORMS_ENDPOINT with its `{formId}` slot filled (or as is when it has none). */
export function formsUrl(endpoint: string, formId: string): string {
  return endpoint.replace(
    /\{formId\}|%7BformId%7D/gi,
    encodeURIComponent(formId),
  );
}

class SinkError extends Error {
  constructor(
    public sink: SinkName,
    message: string,
    /** False when no answer came (time-out, dropped connection): it may have arrived. */
    public definite = true,
  ) {
    super(`${sink}: ${message}`);
    this.name = 'SinkError';
  }
}

async function readJson(
  response: Response,
): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object'
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

async function request(
  config: SinkConfig,
  sink: SinkName,
  url: string,
  init: RequestInit,
): Promise<Response> {
  try {
    return await config.fetch(url, {
      ...init,
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? 'timed out'
        : 'network error';
    throw new SinkError(sink, reason, false);
  }
}

function supabaseHeaders(anonKey: string, extra: Record<string, string> = {}) {
  return {apikey: anonKey, Authorization: `Bearer ${anonKey}`, ...extra};
}

/** One row into a table. A duplicate submission_id (409, 23505) counts as stored. */
export async function insertRow(
  config: SinkConfig,
  table: string,
  row: Record<string, unknown>,
) {
  const supabase = config.supabase;
  if (!supabase) throw new SinkError('supabase', 'not configured');
  const response = await request(
    config,
    'supabase',
    `${supabase.url}/rest/v1/${encodeURIComponent(table)}`,
    {
      method: 'POST',
      headers: supabaseHeaders(supabase.anonKey, {
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
      }),
      body: JSON.stringify(row),
    },
  );
  if (response.ok) {
    await response.body?.cancel();
    return {duplicate: false};
  }
  const body = await readJson(response);
  if (response.status === 409 && body?.code === '23505')
    return {duplicate: true};
  throw new SinkError(
    'supabase',
    `insert into ${table} answered ${response.status} ${String(body?.code ?? '')}`,
  );
}

/** Uploads sell-form photos to the private bucket; returns the stored keys ("sell-photos/..."). */
export async function uploadPhotos(
  config: SinkConfig,
  submissionId: string,
  photos: Array<{file: File; contentType: string}>,
): Promise<string[]> {
  const supabase = config.supabase;
  if (!supabase) throw new SinkError('supabase', 'not configured');
  const keys: string[] = [];
  for (const [index, {file, contentType}] of photos.entries()) {
    // Same submission, same paths: a retry finds its photos already there (409) and goes on.
    const path = `${submissionId}/${photoFileName(index, contentType)}`;
    const response = await request(
      config,
      'supabase',
      `${supabase.url}/storage/v1/object/${SELL_PHOTOS_BUCKET}/${path.split('/').map(encodeURIComponent).join('/')}`,
      {
        method: 'POST',
        headers: supabaseHeaders(supabase.anonKey, {
          'Content-Type': contentType,
          'x-upsert': 'false',
        }),
        // The photo as a Blob: streamed to storage, never copied into the worker's heap.
        body: file,
      },
    );
    const body = await readJson(response);
    const duplicate =
      response.status === 409 ||
      (response.status === 400 && body?.error === 'Duplicate');
    if (!response.ok && !duplicate) {
      throw new SinkError(
        'supabase',
        `photo upload answered ${response.status}`,
      );
    }
    keys.push(
      typeof body?.Key === 'string'
        ? body.Key
        : `${SELL_PHOTOS_BUCKET}/${path}`,
    );
  }
  return keys;
}

/** Stored photos are named by their place and by what their bytes are, never by the visitor. */
const EXTENSION: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heif',
};

export function photoFileName(index: number, contentType: string): string {
  return `photo-${index + 1}.${EXTENSION[contentType] ?? 'bin'}`;
}

/** Posts to the form-forwarding endpoint; success needs an OK status and no `ok: false`. */
export async function postForm(
  config: SinkConfig,
  formId: string,
  fields: Record<string, unknown>,
  files: Array<{file: File; contentType: string}> = [],
) {
  const forms = config.forms;
  if (!forms) throw new SinkError('forms', 'not configured');
  let body: BodyInit;
  const headers: Record<string, string> = {Accept: 'application/json'};
  if (files.length === 0) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(fields);
  } else {
    // Photos that could not go to storage travel with the form post itself.
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      if (value === null || value === undefined) continue;
      form.append(
        name,
        Array.isArray(value) ? value.join(', ') : String(value),
      );
    }
    for (const [index, {file, contentType}] of files.entries()) {
      // A slice under the type its bytes show: the same bytes, not a copy of them.
      form.append(
        'photos',
        file.slice(0, file.size, contentType),
        photoFileName(index, contentType),
      );
    }
    body = form;
  }
  const response = await request(
    config,
    'forms',
    formsUrl(forms.endpoint, formId),
    {method: 'POST', headers, body},
  );
  const answer = await readJson(response);
  if (!response.ok || answer?.ok === false) {
    throw new SinkError('forms', `post answered ${response.status}`);
  }
}

// Submissions this isolate has already delivered: a double post that arrives here again is
// answered from memory (the database's unique submission_id is the durable guard).
const delivered = new Map<string, SinkName>();
// Deliveries under way: a second post of the same submission waits for the first.
const inFlight = new Map<string, Promise<DeliveryResult>>();
const MAX_REMEMBERED = 2000;

function remember(submissionId: string, sink: SinkName) {
  delivered.set(submissionId, sink);
  if (delivered.size > MAX_REMEMBERED) {
    const oldest = delivered.keys().next().value;
    if (oldest !== undefined) delivered.delete(oldest);
  }
}

export type DeliveryResult =
  | {ok: true; sink: SinkName; duplicate: boolean}
  | {ok: false; errors: string[]};

interface Delivery<Data> {
  config: SinkConfig;
  form: LeadFormDefinition<Data>;
  data: Data;
  submissionId: string;
  photos?: Array<{file: File; contentType: string}>;
}

export function deliverLead<Data>(
  delivery: Delivery<Data>,
): Promise<DeliveryResult> {
  const {submissionId} = delivery;
  const already = delivered.get(submissionId);
  if (already)
    return Promise.resolve({ok: true, sink: already, duplicate: true});
  const running = inFlight.get(submissionId);
  if (running)
    return running.then((result) =>
      result.ok ? {...result, duplicate: true} : result,
    );
  const started = deliverOnce(delivery).finally(() =>
    inFlight.delete(submissionId),
  );
  inFlight.set(submissionId, started);
  return started;
}

/** Calls `attempt`; when no answer came, asks once more before calling it a failure. */
async function withOneRetry<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof SinkError && !error.definite) return attempt();
    throw error;
  }
}

async function deliverOnce<Data>({
  config,
  form,
  data,
  submissionId,
  photos = [],
}: Delivery<Data>): Promise<DeliveryResult> {
  const order: SinkName[] =
    config.primary === 'forms' ? ['forms', 'supabase'] : ['supabase', 'forms'];
  const available = order.filter((sink) =>
    sink === 'supabase' ? config.supabase : config.forms,
  );
  const errors: string[] = [];
  let photoKeys: string[] | null = photos.length === 0 ? [] : null;

  for (const sink of available) {
    try {
      if (sink === 'supabase') {
        if (photoKeys === null)
          photoKeys = await withOneRetry(() =>
            uploadPhotos(config, submissionId, photos),
          );
        const row: Record<string, unknown> = {
          ...form.toRow(data),
          submission_id: submissionId,
        };
        if (form.kind === 'sellFull') row.photos = photoKeys;
        const {duplicate} = await withOneRetry(() =>
          insertRow(config, form.table, row),
        );
        remember(submissionId, sink);
        return {ok: true, sink, duplicate};
      }
      const fields: Record<string, unknown> = {
        ...(form.toFields ?? form.toRow)(data),
        submission_id: submissionId,
        _subject: form.subject(data),
        _template: 'table',
      };
      if (form.kind === 'sellFull' && photoKeys) fields.photos = photoKeys;
      const files = photoKeys === null ? photos : [];
      await withOneRetry(() => postForm(config, form.formId, fields, files));
      remember(submissionId, sink);
      return {ok: true, sink, duplicate: false};
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (available.length === 0)
    errors.push('no lead sink is configured (SUPABASE_URL / FORMS_ENDPOINT)');
  return {ok: false, errors};
}

/** For tests. */
export function forgetDeliveries() {
  delivered.clear();
  inFlight.clear();
}
