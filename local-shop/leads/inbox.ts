// GET /inbox (HTML for a person) and /inbox.json (for tests): every stored lead, form post
// and uploaded photo, newest first.
import type {IncomingMessage, ServerResponse} from 'node:http';
import type {PGlite} from '@electric-sql/pglite';
import type {FileStore} from './file-store';
import {FORM_FILES_BUCKET} from './forms';
import {listMail, showMail, type MailAttachment} from './mail';
import {sendHtml, sendJson} from './http';
import {quoteIdent, type SchemaCache} from './schema-cache';
import {SELL_PHOTOS_BUCKET, sendStoredFile} from './storage';

/** The page is for a person skimming recent leads; older ones stay in the database. */
const MAX_ITEMS = 500;

export interface InboxPhoto {
  key: string;
  url: string;
}

export interface InboxItem {
  kind: string;
  table?: string;
  formId?: string;
  createdAt: string;
  fields: Record<string, unknown>;
  photos: InboxPhoto[];
  /** E-mails: where the whole message is shown. */
  url?: string;
  /** E-mails: the message as sent. */
  mail?: {
    to: string[];
    subject: string;
    html: string;
    text: string;
    headers: Record<string, string>;
    attachments: MailAttachment[];
  };
}

const KIND_BY_TABLE: Record<string, string> = {
  enquiries: 'enquiry',
  sell_requests_quick: 'sell_request_quick',
  sell_requests_full: 'sell_request_full',
  contact_messages: 'contact_message',
  newsletter_subscriptions: 'newsletter_subscription',
  sourcing_requests: 'sourcing_request',
  offers: 'offer',
};

// Bookkeeping, anonymous speed readings and rate-limit counts (no created_at): nothing a
// person sent the dealer.
const NOT_IN_INBOX = new Set([
  'alert_deliveries',
  'offer_events',
  'rate_limits',
  'shopify_webhook_events',
  'web_vitals',
]);

// UTC with microseconds: sortable as text, and exact enough to order rapid submissions.
const CREATED_AT = `to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function photo(key: string): InboxPhoto {
  // Keys are "bucket/path"; a bare path is taken to be in the sell-photos bucket.
  const full = key.includes('/') ? key : `${SELL_PHOTOS_BUCKET}/${key}`;
  return {
    key: full,
    url: `/inbox/files/${full.split('/').map(encodeURIComponent).join('/')}`,
  };
}

export async function collectInbox(
  db: PGlite,
  schema: SchemaCache,
): Promise<InboxItem[]> {
  const items: InboxItem[] = [];

  // Read as the database owner: the inbox is the dealer's view, like the service role.
  for (const table of schema.keys()) {
    // Bookkeeping, not something anyone sent: the dealer's e-mails show what went out.
    if (NOT_IN_INBOX.has(table)) continue;
    const {rows} = await db.query<{
      created: string;
      row: Record<string, unknown>;
    }>(
      `select ${CREATED_AT} as created, to_jsonb(t) as row from public.${quoteIdent(table)} t
       order by created_at desc limit ${MAX_ITEMS}`,
    );
    for (const {created, row} of rows) {
      const {created_at: _createdAt, ...fields} = row;
      const photos = Array.isArray(row.photos)
        ? row.photos.filter((p) => typeof p === 'string').map(photo)
        : [];
      items.push({
        kind: KIND_BY_TABLE[table] ?? table,
        table,
        createdAt: created,
        fields,
        photos,
      });
    }
  }

  const posts = await db.query<{
    created: string;
    form_id: string;
    subject: string | null;
    template: string | null;
    fields: Record<string, unknown>;
    files: {key: string}[];
  }>(
    `select ${CREATED_AT} as created, form_id, subject, template, fields, files
     from local_shop.form_posts order by created_at desc limit ${MAX_ITEMS}`,
  );
  for (const post of posts.rows) {
    items.push({
      kind: 'form_post',
      formId: post.form_id,
      createdAt: post.created,
      fields: {
        _subject: post.subject,
        _template: post.template,
        ...post.fields,
      },
      photos: post.files.map((file) => photo(file.key)),
    });
  }

  const uploads = await db.query<{
    created: string;
    bucket_id: string;
    name: string;
    content_type: string;
    size: number;
  }>(
    `select ${CREATED_AT} as created, bucket_id, name, content_type, size
     from local_shop.storage_objects where bucket_id <> $1
     order by created_at desc limit ${MAX_ITEMS}`,
    [FORM_FILES_BUCKET],
  );
  for (const upload of uploads.rows) {
    const key = `${upload.bucket_id}/${upload.name}`;
    items.push({
      kind: 'photo',
      createdAt: upload.created,
      fields: {
        key,
        content_type: upload.content_type,
        size: Number(upload.size),
      },
      photos: [photo(key)],
    });
  }

  for (const mail of await listMail(db, MAX_ITEMS)) {
    items.push({
      kind: 'email',
      createdAt: mail.createdAt,
      fields: {to: mail.to.join(', '), subject: mail.subject, ...mail.headers},
      photos: [],
      url: `/inbox/mail/${mail.id}`,
      mail: {
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: mail.headers,
        attachments: mail.attachments,
      },
    });
  }

  items.sort((a, b) =>
    a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0,
  );
  return items.slice(0, MAX_ITEMS);
}

export async function handleInbox(
  db: PGlite,
  store: FileStore,
  schema: SchemaCache,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return sendJson(res, 405, {message: 'Use GET'});
  }
  if (url.pathname.startsWith('/inbox/mail/')) {
    return showMail(
      db,
      res,
      url.pathname.slice('/inbox/mail/'.length),
      escapeHtml,
    );
  }
  if (url.pathname.startsWith('/inbox/files/')) {
    const [bucket, ...rest] = url.pathname
      .slice('/inbox/files/'.length)
      .split('/');
    let found = null;
    try {
      found = await store.get(
        decodeURIComponent(bucket),
        rest.map(decodeURIComponent).join('/'),
      );
    } catch {
      found = null;
    }
    if (!found) return sendJson(res, 404, {message: 'File not found'});
    return sendStoredFile(
      res,
      found.meta.content_type,
      found.body,
      req.method === 'HEAD',
    );
  }
  const items = await collectInbox(db, schema);
  if (url.pathname === '/inbox.json') return sendJson(res, 200, {items});
  sendHtml(res, 200, renderInbox(items));
}

/** Every value shown comes from a visitor: escape all of it, attributes included. */
export function escapeHtml(value: unknown): string {
  const text =
    typeof value === 'string'
      ? value
      : value === null || value === undefined
        ? ''
        : JSON.stringify(value);
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const londonTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  dateStyle: 'medium',
  timeStyle: 'medium',
});

function londonLabel(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  // UK time, labelled GMT or BST as the date requires (docs/decisions/009).
  const offset = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    timeZoneName: 'short',
  })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  return `${londonTime.format(date)} ${offset === 'GMT+1' ? 'BST' : 'GMT'}`;
}

function renderItem(item: InboxItem): string {
  const title = item.table ?? (item.formId ? `form ${item.formId}` : '');
  const rows = Object.entries(item.fields)
    .map(
      ([name, value]) =>
        `<tr><th>${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const photos = item.photos
    .map(
      (p) =>
        `<a href="${escapeHtml(p.url)}"><img src="${escapeHtml(p.url)}" alt="${escapeHtml(p.key)}" loading="lazy" width="120"></a>`,
    )
    .join('');
  return `<article>
<h2>${escapeHtml(item.kind)} <small>${escapeHtml(title)}</small></h2>
<p><time datetime="${escapeHtml(item.createdAt)}">${escapeHtml(londonLabel(item.createdAt))}</time></p>
<table>${rows}</table>
${item.url ? `<p><a href="${escapeHtml(item.url)}">Open the message: ${escapeHtml(item.mail?.subject ?? '')}</a></p>` : ''}
${photos ? `<div class="photos">${photos}</div>` : ''}
</article>`;
}

export function renderInbox(items: InboxItem[]): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local shop inbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#222}
article{border:1px solid #ddd;border-radius:6px;padding:.75rem 1rem;margin:0 0 1rem}
h2{font-size:1rem;margin:0}small{color:#666;font-weight:normal}
th{text-align:left;vertical-align:top;padding-right:1rem;color:#555;font-weight:600;white-space:nowrap}
td{white-space:pre-wrap;word-break:break-word}.photos img{margin:.25rem;border:1px solid #ccc}
</style></head><body>
<h1>Inbox <small>${items.length} item${items.length === 1 ? '' : 's'}, newest first</small></h1>
${items.length ? items.map(renderItem).join('\n') : '<p>Nothing received yet.</p>'}
</body></html>`;
}
