// /storage/v1/object/...: the slice of Supabase Storage the sell form uses to attach photos.
import type {IncomingMessage, ServerResponse} from 'node:http';
import {authenticate, type Keys} from './auth';
import type {FileStore} from './file-store';
import {isValidObjectName} from './file-store';
import {BodyTooLargeError, header, mediaType, readBody, sendJson} from './http';

export const SELL_PHOTOS_BUCKET = 'sell-photos';

interface BucketRules {
  fileSizeLimit: number;
  allowedMimeTypes: string[];
}

/**
 * The buckets that exist locally, configured like the real project's (supabase/README.md).
 * SVG is not allowed: it can carry script (docs/decisions/007).
 */
export const BUCKETS: Record<string, BucketRules> = {
  [SELL_PHOTOS_BUCKET]: {
    fileSizeLimit: 10 * 1024 * 1024,
    allowedMimeTypes: [
      'image/jpeg',
      'image/png',
      'image/gif',
      'image/webp',
      'image/heic',
      'image/heif',
    ],
  },
};

/** Supabase Storage's error body: statusCode is a string there. */
function storageError(
  res: ServerResponse,
  status: number,
  error: string,
  message: string,
) {
  sendJson(res, status, {statusCode: String(status), error, message});
}

/**
 * GET /storage/v1/bucket/{id}: a bucket's settings, as Supabase Storage answers them. Buckets
 * are readable by the service role only (to the anon key a bucket does not exist).
 */
function handleBucket(
  keys: Keys,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) {
  const auth = authenticate(req, keys);
  if (!auth.ok) return storageError(res, 401, 'Unauthorized', auth.message);
  if (req.method !== 'GET')
    return storageError(
      res,
      405,
      'Method not allowed',
      `${req.method} is not supported`,
    );
  const id = decodeURIComponent(
    url.pathname.slice('/storage/v1/bucket/'.length),
  );
  const rules = BUCKETS[id];
  if (!rules || auth.role !== 'service_role')
    return storageError(res, 404, 'Bucket not found', 'Bucket not found');
  sendJson(res, 200, {
    id,
    name: id,
    owner: '',
    public: false,
    file_size_limit: rules.fileSizeLimit,
    allowed_mime_types: rules.allowedMimeTypes,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
  });
}

/** "/storage/v1/object/sell-photos/a/b.jpg" -> {bucket: "sell-photos", name: "a/b.jpg"} */
function parseObjectPath(
  pathname: string,
): {bucket: string; name: string} | null {
  let rest = pathname.slice('/storage/v1/object/'.length);
  // supabase-js downloads private objects from /object/authenticated/{bucket}/{path}.
  if (rest.startsWith('authenticated/'))
    rest = rest.slice('authenticated/'.length);
  const slash = rest.indexOf('/');
  if (slash <= 0) return null;
  try {
    return {
      bucket: decodeURIComponent(rest.slice(0, slash)),
      name: rest
        .slice(slash + 1)
        .split('/')
        .map(decodeURIComponent)
        .join('/'),
    };
  } catch {
    return null;
  }
}

export async function handleStorage(
  store: FileStore,
  keys: Keys,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  if (url.pathname.startsWith('/storage/v1/bucket/'))
    return handleBucket(keys, req, res, url);
  if (!url.pathname.startsWith('/storage/v1/object/')) {
    return storageError(res, 404, 'not_found', 'Route not found');
  }
  const auth = authenticate(req, keys);
  if (!auth.ok) return storageError(res, 401, 'Unauthorized', auth.message);

  const target = parseObjectPath(url.pathname);
  if (!target) return storageError(res, 400, 'InvalidKey', 'Invalid key');
  const rules = BUCKETS[target.bucket];
  if (!rules)
    return storageError(res, 404, 'Bucket not found', 'Bucket not found');
  if (!isValidObjectName(target.name)) {
    return storageError(res, 400, 'InvalidKey', `Invalid key: ${target.name}`);
  }

  if (req.method === 'GET' || req.method === 'HEAD') {
    // The bucket is private and has no SELECT policy for anon: to the public key the object
    // does not exist, as on Supabase.
    const found =
      auth.role === 'service_role'
        ? await store.get(target.bucket, target.name)
        : null;
    if (!found) return storageError(res, 404, 'not_found', 'Object not found');
    return sendStoredFile(
      res,
      found.meta.content_type,
      found.body,
      req.method === 'HEAD',
    );
  }
  if (req.method !== 'POST' && req.method !== 'PUT') {
    return storageError(
      res,
      405,
      'Method not allowed',
      `${req.method} is not supported`,
    );
  }

  // PUT is Supabase's "update": it replaces an existing object.
  const upsert = req.method === 'PUT' || header(req, 'x-upsert') === 'true';
  if (upsert && auth.role !== 'service_role') {
    // Replacing needs SELECT and UPDATE policies, which the public key does not have.
    return storageError(
      res,
      403,
      'Unauthorized',
      'new row violates row-level security policy',
    );
  }

  const contentType = mediaType(header(req, 'content-type'));
  if (!rules.allowedMimeTypes.includes(contentType)) {
    return storageError(
      res,
      415,
      'invalid_mime_type',
      `mime type ${contentType || '(none)'} is not supported`,
    );
  }
  let body: Buffer;
  try {
    body = await readBody(req, rules.fileSizeLimit);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return storageError(
        res,
        413,
        'Payload too large',
        'The object exceeded the maximum allowed size',
      );
    }
    throw error;
  }
  if (body.length === 0)
    return storageError(res, 400, 'InvalidRequest', 'Empty file');

  const stored = await store.put(
    target.bucket,
    target.name,
    body,
    contentType,
    auth.role,
    upsert,
  );
  if (!stored)
    return storageError(res, 409, 'Duplicate', 'The resource already exists');
  sendJson(res, 200, {Key: `${target.bucket}/${target.name}`, Id: stored.id});
}

/**
 * Serves a stored upload. Visitors chose these bytes and their claimed type, so the browser
 * must not sniff them into something else, and nothing inside may run script.
 */
export function sendStoredFile(
  res: ServerResponse,
  contentType: string,
  body: Buffer,
  headOnly = false,
) {
  res.writeHead(200, {
    'content-type': contentType,
    'content-length': body.length,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'cache-control': 'private, no-store',
  });
  res.end(headOnly ? undefined : body);
}
