// The local shop's image CDN: gallery metadata for each watch (Shopify Image objects) and the
// /cdn/shop/files/... endpoint that draws them on demand, at whatever size Hydrogen's <Image>
// loader asks for (?width=&height=&crop=, appended to the URL's own ?v=1).
import {createHash} from 'node:crypto';
import type {IncomingMessage, ServerResponse} from 'node:http';
import type {WatchSeed} from '../catalogue/types';
import {ByteLru} from './cache';
import {angleLabel, angleLabelDe, SOURCE_SIZE} from './draw';
import {placeholderSvg} from './placeholder';
import {
  type Crop,
  type ImageFormat,
  MAX_DIMENSION,
  renderImage,
} from './render';

export {ByteLru} from './cache';
export {angleFor, angleLabel} from './draw';

export interface ShopImage {
  id: string;
  url: string;
  altText: string;
  /** The German alt text of a watch the dealer translated. */
  altTextDe?: string;
  width: number;
  height: number;
}

/** cyrb53: a 53-bit string hash, so image ids stay unique across thousands of generated products. */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 =
    Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^
    Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 =
    Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^
    Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

export function imageUrl(origin: string, handle: string, n: number): string {
  return `${origin.replace(/\/+$/, '')}/cdn/shop/files/${handle}-${n}.jpg?v=1`;
}

export function imagesFor(seed: WatchSeed, origin: string): ShopImage[] {
  const base = hash53(seed.handle);
  return Array.from({length: Math.max(0, seed.imageCount)}, (_, i) => {
    const n = i + 1;
    return {
      // Hash then two-digit position: stable across restarts, distinct per picture.
      id: `gid://shopify/ProductImage/${base}${String(n).padStart(2, '0')}`,
      url: imageUrl(origin, seed.handle, n),
      altText: `${seed.title} – ${angleLabel(n, seed)}`,
      ...(seed.de
        ? {altTextDe: `${seed.de.title} – ${angleLabelDe(n, seed)}`}
        : {}),
      width: SOURCE_SIZE,
      height: SOURCE_SIZE,
    };
  });
}

const FILE_PATH =
  /^\/cdn\/shop\/files\/([a-z0-9-]+)-(\d{1,3})\.(?:jpe?g|png|webp|avif)$/;
const PLACEHOLDER_PATH = '/cdn/shop/files/placeholder.svg';
const CROPS = new Set<Crop>(['center', 'top', 'bottom', 'left', 'right']);
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
const CONTENT_TYPES: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
};

// About 200 MB of encoded images; a 1000px JPEG is ~100 KB, so this holds a couple of thousand.
const cache = new ByteLru(200 * 1024 * 1024);
// Identical requests arriving together share one render instead of racing.
const inFlight = new Map<string, Promise<Buffer>>();

/** Exposed for tests and diagnostics. */
export function imageCacheStats(): {entries: number; bytes: number} {
  return {entries: cache.size, bytes: cache.totalBytes};
}

function dimension(value: string | null): number | undefined {
  if (value === null || value === '') return undefined;
  const number = Math.round(Number(value));
  if (!Number.isFinite(number)) return undefined;
  return Math.min(MAX_DIMENSION, Math.max(1, number));
}

/** AVIF first (smallest), then WebP, then JPEG which every client takes. */
export function negotiateFormat(accept: string | undefined): ImageFormat {
  const value = (accept ?? '').toLowerCase();
  if (value.includes('image/avif')) return 'avif';
  if (value.includes('image/webp')) return 'webp';
  return 'jpeg';
}

function notFound(res: ServerResponse): true {
  res.writeHead(404, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end('Not Found');
  return true;
}

export async function handleImageRequest(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  findSeed: (handle: string) => WatchSeed | undefined,
): Promise<boolean> {
  if (!url.pathname.startsWith('/cdn/')) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, {
      Allow: 'GET, HEAD',
      'Content-Type': 'text/plain; charset=utf-8',
    });
    res.end('Method Not Allowed');
    return true;
  }

  if (url.pathname === PLACEHOLDER_PATH) {
    const body = placeholderSvg();
    res.writeHead(200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': CACHE_CONTROL,
      'Content-Length': Buffer.byteLength(body),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  const match = FILE_PATH.exec(url.pathname);
  if (!match) return notFound(res);
  const [, handle, number] = match;
  const n = Number(number);
  const seed = findSeed(handle);
  if (!seed || n < 1 || n > seed.imageCount) return notFound(res);

  const cropParam = url.searchParams.get('crop');
  const crop =
    cropParam && CROPS.has(cropParam as Crop) ? (cropParam as Crop) : undefined;
  const size = {
    width: dimension(url.searchParams.get('width')),
    height: dimension(url.searchParams.get('height')),
    crop,
  };
  const format = negotiateFormat(req.headers.accept);
  // The look is part of the key so an edited product never serves a stale drawing.
  const key = `${handle}-${n}|${size.width ?? ''}x${size.height ?? ''}|${crop ?? ''}|${format}|${JSON.stringify(seed.look)}|${seed.title}`;

  const etag = `"${createHash('sha1').update(key).digest('base64url').slice(0, 20)}"`;
  const headers = {
    'Content-Type': CONTENT_TYPES[format],
    'Cache-Control': CACHE_CONTROL,
    Vary: 'Accept',
    ETag: etag,
    'Access-Control-Allow-Origin': '*',
  };
  // Same key, same bytes: a revalidating client is answered before any drawing happens.
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return true;
  }
  let body = cache.get(key);
  if (!body) {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = renderImage(seed, n, size, format).finally(() =>
        inFlight.delete(key),
      );
      inFlight.set(key, pending);
    }
    try {
      body = await pending;
    } catch {
      res.writeHead(500, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      res.end('Image rendering failed');
      return true;
    }
    cache.set(key, body);
  }

  res.writeHead(200, {...headers, 'Content-Length': body.length});
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
