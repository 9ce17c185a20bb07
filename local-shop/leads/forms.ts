// POST /forms/{formId}: a stand-in for the form-forwarding service (Formspree-style ajax
// endpoint). Instead of e-mailing the dealer it stores the post for the inbox.
import {randomUUID} from 'node:crypto';
import type {IncomingMessage, ServerResponse} from 'node:http';
import type {PGlite} from '@electric-sql/pglite';
import type {FileStore} from './file-store';
import {
  BodyTooLargeError,
  header,
  mediaType,
  readBody,
  sendHtml,
  sendJson,
} from './http';

/** Uploaded files of form posts live in this pseudo-bucket (not reachable via /storage). */
export const FORM_FILES_BUCKET = '_form-posts';

const MAX_BODY_BYTES = 30 * 1024 * 1024;
const MAX_FILE_BYTES = 10 * 1024 * 1024;
const FORM_ID = /^[A-Za-z0-9_-]{1,64}$/;

type FieldValue = string | string[] | number | boolean | null | object;

function formError(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
) {
  sendJson(res, status, {error: message, errors: [{code, message}]});
}

export async function handleForm(
  db: PGlite,
  store: FileStore,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const formId = decodeURIComponent(url.pathname.slice('/forms/'.length));
  if (!FORM_ID.test(formId))
    return formError(res, 404, 'NOT_FOUND', 'Form not found');
  if (req.method !== 'POST') return formError(res, 405, 'METHOD', 'Use POST');

  let raw: Buffer;
  try {
    raw = await readBody(req, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return formError(res, 413, 'TOO_LARGE', 'Submission too large');
    }
    throw error;
  }

  const type = mediaType(header(req, 'content-type'));
  const postId = randomUUID();
  let fields: Record<string, FieldValue>;
  const files: {
    key: string;
    filename: string;
    contentType: string;
    size: number;
  }[] = [];

  if (type === 'application/json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.toString('utf8'));
    } catch {
      return formError(res, 400, 'INVALID_JSON', 'Invalid JSON');
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      return formError(res, 400, 'INVALID_JSON', 'Expected a JSON object');
    }
    fields = parsed as Record<string, FieldValue>;
  } else if (
    type === 'application/x-www-form-urlencoded' ||
    type === 'multipart/form-data'
  ) {
    // The WHATWG Request parser handles both encodings (and multipart boundaries) for us.
    let form: FormData;
    try {
      form = await new Request('http://local/', {
        method: 'POST',
        headers: {'content-type': header(req, 'content-type')!},
        body: new Uint8Array(raw),
      }).formData();
    } catch {
      return formError(res, 400, 'INVALID_BODY', 'Could not parse form data');
    }
    fields = {};
    for (const [name, value] of form) {
      if (typeof value === 'string') {
        addField(fields, name, value);
        continue;
      }
      if (value.size === 0) continue; // an empty file input
      if (value.size > MAX_FILE_BYTES) {
        return formError(
          res,
          413,
          'FILE_TOO_LARGE',
          `${value.name} is larger than 10 MB`,
        );
      }
      const key = `${postId}/${files.length + 1}-${safeFileName(value.name)}`;
      const contentType = mediaType(value.type) || 'application/octet-stream';
      await store.put(
        FORM_FILES_BUCKET,
        key,
        Buffer.from(await value.arrayBuffer()),
        contentType,
        'form',
        false,
      );
      files.push({
        key: `${FORM_FILES_BUCKET}/${key}`,
        filename: value.name,
        contentType,
        size: value.size,
      });
      addField(fields, name, value.name);
    }
  } else {
    return formError(
      res,
      415,
      'UNSUPPORTED_TYPE',
      `Unsupported content type ${type || '(none)'}`,
    );
  }

  const {_subject: subject, _template: template, ...rest} = fields;
  if (Object.keys(rest).length === 0)
    return formError(res, 422, 'EMPTY', 'empty form');

  await db.query(
    // A repeated submission_id (double click, retry after a time-out) is received, not stored twice.
    `insert into local_shop.form_posts (id, form_id, subject, template, fields, files)
     values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
    [
      postId,
      formId,
      textOrNull(subject),
      textOrNull(template),
      JSON.stringify(rest),
      JSON.stringify(files),
    ],
  );

  if ((header(req, 'accept') ?? '').includes('application/json')) {
    return sendJson(res, 200, {ok: true});
  }
  // A plain HTML form post (no JavaScript): answer with a page, like the real service.
  sendHtml(
    res,
    200,
    '<!doctype html><title>Thanks</title><p>Thanks! Your submission was received.</p>',
  );
}

function addField(
  fields: Record<string, FieldValue>,
  name: string,
  value: string,
) {
  const existing = fields[name];
  if (existing === undefined) fields[name] = value;
  else
    fields[name] = Array.isArray(existing)
      ? [...existing, value]
      : [String(existing), value];
}

function textOrNull(value: FieldValue | undefined): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Keeps a visitor's file name readable but harmless as a storage key. */
function safeFileName(name: string): string {
  const cleaned = name
    .replace(/[^\w.-]+/g, '_')
    .replace(/^\.+/, '')
    .slice(-100);
  return cleaned || 'file';
}
