// POST /mail/emails: a stand-in for a transactional e-mail REST API (the common shape: Bearer
// key; JSON with from, to, subject, html, text, extra headers such as List-Unsubscribe and
// attachments as {filename, content (base64), content_type}; answers {"id"}). Instead of sending, it keeps the message for the inbox, where
// /inbox/mail/<id> shows it with working links. A repeated Idempotency-Key header is answered
// with the first message's id and nothing is kept again, as the real APIs do.
import type {IncomingMessage, ServerResponse} from 'node:http';
import type {PGlite} from '@electric-sql/pglite';
import {
  BodyTooLargeError,
  header,
  mediaType,
  readBody,
  sendHtml,
  sendJson,
} from './http';

const MAX_BODY_BYTES = 1024 * 1024;
const ADDRESS = /^[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+$/;

export const MAIL_PATH = '/mail/emails';

export interface MailMessage {
  id: string;
  createdAt: string;
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  attachments: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64 as sent. */
  content: string;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The message's attachments, or a reason to refuse them (the real services answer 422). */
function readAttachments(value: unknown): MailAttachment[] | string {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > 10)
    return 'Invalid `attachments` field';
  const attachments: MailAttachment[] = [];
  for (const item of value as Array<Record<string, unknown>>) {
    const {filename, content, content_type: contentType} = item ?? {};
    if (
      typeof filename !== 'string' ||
      !filename.trim() ||
      typeof content !== 'string' ||
      !BASE64.test(content) ||
      (contentType !== undefined && typeof contentType !== 'string')
    )
      return 'Invalid `attachments` field';
    attachments.push({
      filename,
      content,
      contentType: contentType ?? 'application/octet-stream',
    });
  }
  return attachments;
}

function mailError(res: ServerResponse, status: number, message: string) {
  sendJson(res, status, {
    statusCode: status,
    name: 'validation_error',
    message,
  });
}

/** The address inside "Name <a@b.c>", or the text itself. */
function bareAddress(value: string): string {
  return /<([^>]+)>\s*$/.exec(value)?.[1]?.trim() ?? value.trim();
}

export async function handleMail(
  db: PGlite,
  mailKey: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const bearer = /^Bearer\s+(.+)$/i.exec(
    header(req, 'authorization') ?? '',
  )?.[1];
  if (bearer?.trim() !== mailKey)
    return sendJson(res, 401, {
      statusCode: 401,
      name: 'missing_api_key',
      message: 'API key is invalid',
    });
  if (req.method !== 'POST') return mailError(res, 405, 'Use POST');
  if (mediaType(header(req, 'content-type')) !== 'application/json')
    return mailError(res, 415, 'Content-Type must be application/json');
  let raw: Buffer;
  try {
    raw = await readBody(req, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return mailError(res, 413, 'Message too large');
    throw error;
  }
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
  } catch {
    return mailError(res, 400, 'Invalid JSON');
  }
  const to = (Array.isArray(body.to) ? body.to : [body.to]).filter(
    (value): value is string => typeof value === 'string',
  );
  if (typeof body.from !== 'string' || !ADDRESS.test(bareAddress(body.from)))
    return mailError(res, 422, 'Invalid `from` field');
  if (
    to.length === 0 ||
    !to.every((address) => ADDRESS.test(bareAddress(address)))
  )
    return mailError(res, 422, 'Invalid `to` field');
  if (typeof body.subject !== 'string' || !body.subject.trim())
    return mailError(res, 422, 'Missing `subject` field');
  if (typeof body.html !== 'string' && typeof body.text !== 'string')
    return mailError(res, 422, 'Missing `html` or `text` field');
  const attachments = readAttachments(body.attachments);
  if (typeof attachments === 'string') return mailError(res, 422, attachments);
  const headers: Record<string, string> = {};
  if (body.headers && typeof body.headers === 'object') {
    for (const [name, value] of Object.entries(body.headers))
      if (typeof value === 'string') headers[name] = value;
  }
  const key = header(req, 'idempotency-key')?.trim() || null;
  if (key !== null && key.length > 256)
    return mailError(res, 422, 'Invalid `Idempotency-Key` header');
  const {rows} = await db.query<{id: string}>(
    `insert into local_shop.mail_messages (from_address, to_addresses, subject, html, text, headers, attachments, idempotency_key)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (idempotency_key) where idempotency_key is not null do nothing returning id`,
    [
      body.from,
      JSON.stringify(to),
      body.subject,
      typeof body.html === 'string' ? body.html : '',
      typeof body.text === 'string' ? body.text : '',
      JSON.stringify(headers),
      JSON.stringify(attachments),
      key,
    ],
  );
  if (rows[0]) return sendJson(res, 200, {id: rows[0].id});
  const {rows: first} = await db.query<{id: string}>(
    'select id from local_shop.mail_messages where idempotency_key = $1',
    [key],
  );
  sendJson(res, 200, {id: first[0].id});
}

const CREATED_AT = `to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export async function listMail(
  db: PGlite,
  limit: number,
): Promise<MailMessage[]> {
  const {rows} = await db.query<{
    id: string;
    created: string;
    from_address: string;
    to_addresses: string[];
    subject: string;
    html: string;
    text: string;
    headers: Record<string, string>;
    attachments: MailAttachment[];
  }>(
    `select id, ${CREATED_AT} as created, from_address, to_addresses, subject, html, text, headers, attachments
     from local_shop.mail_messages order by created_at desc limit ${Number(limit)}`,
  );
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created,
    from: row.from_address,
    to: row.to_addresses,
    subject: row.subject,
    html: row.html,
    text: row.text,
    headers: row.headers,
    attachments: row.attachments,
  }));
}

/** GET /inbox/mail/<id>: one message as its recipient would see it (links work). */
export async function showMail(
  db: PGlite,
  res: ServerResponse,
  id: string,
  escapeHtml: (value: unknown) => string,
): Promise<void> {
  const {rows} = /^[0-9a-f-]{36}$/.test(id)
    ? await db.query<{
        subject: string;
        html: string;
        text: string;
        to_addresses: string[];
        from_address: string;
        headers: Record<string, string>;
      }>(
        'select subject, html, text, to_addresses, from_address, headers from local_shop.mail_messages where id = $1',
        [id],
      )
    : {rows: []};
  const mail = rows[0];
  if (!mail) return sendJson(res, 404, {message: 'Message not found'});
  const headerRows = [
    ['From', mail.from_address],
    ['To', mail.to_addresses.join(', ')],
    ['Subject', mail.subject],
    ...Object.entries(mail.headers),
  ]
    .map(
      ([name, value]) =>
        `<tr><th>${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  // The body is the storefront's own rendering (it escapes what visitors typed); shown as sent.
  const body = mail.html || `<pre>${escapeHtml(mail.text)}</pre>`;
  sendHtml(
    res,
    200,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:14px/1.4 system-ui,sans-serif;margin:2rem auto;max-width:44rem;padding:0 1rem}th{text-align:left;padding-right:1rem;color:#555}main{border-top:1px solid #ddd;margin-top:1rem;padding-top:1rem}</style>
</head><body><p><a href="/inbox">Back to the inbox</a></p><table>${headerRows}</table><main>${body}</main></body></html>`,
  );
}
