import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import sharp from 'sharp';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {loadCatalogue} from '../catalogue/index';
import {ByteLru} from './cache';
import {handleImageRequest, imagesFor} from './index';

const seeds = loadCatalogue();
const bySlug = new Map(seeds.map((seed) => [seed.handle, seed]));
const submariner = bySlug.get('rolex-submariner-date-126610ln')!;
const luce = bySlug.get('aquanaut-luce-minute-repeater-rose-gold')!;
const noImages = seeds.find((seed) => seed.imageCount === 0)!;

let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', origin);
    const handled = await handleImageRequest(req, res, url, (handle) =>
      bySlug.get(handle),
    );
    if (!handled) {
      res.writeHead(418);
      res.end('not mine');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function get(
  path: string,
  accept = 'image/jpeg',
  extra: Record<string, string> = {},
) {
  const response = await fetch(origin + path, {headers: {accept, ...extra}});
  const body = Buffer.from(await response.arrayBuffer());
  return {response, body};
}

/** The URL Hydrogen's shopifyLoader builds: parameters appended to the image URL's own query. */
function loaderUrl(
  imageUrl: string,
  width?: number,
  height?: number,
  crop?: string,
) {
  const url = new URL(imageUrl);
  if (width) url.searchParams.append('width', String(Math.round(width)));
  if (height) url.searchParams.append('height', String(Math.round(height)));
  if (crop) url.searchParams.append('crop', crop);
  return url.pathname + url.search;
}

describe('imagesFor', () => {
  it('lists one square CDN-style image per gallery slot with stable ids and descriptive alt text', () => {
    const images = imagesFor(submariner, 'http://127.0.0.1:4000');
    expect(images).toHaveLength(submariner.imageCount);
    expect(images[0].url).toBe(
      'http://127.0.0.1:4000/cdn/shop/files/rolex-submariner-date-126610ln-1.jpg?v=1',
    );
    expect(images[0].altText).toBe(
      'Rolex Submariner Date 126610LN – dial view',
    );
    // A watch the dealer translated has German alt texts too (Shopify translates image alt text).
    expect(images[0].altTextDe).toBe(
      'Rolex Submariner Date 126610LN – Zifferblatt',
    );
    expect(
      imagesFor(
        seeds.find((seed) => !seed.de)!,
        origin,
      )[0].altTextDe,
    ).toBeUndefined();
    expect(
      images.every((image) => image.width === 1600 && image.height === 1600),
    ).toBe(true);
    expect(images[0].id).toMatch(/^gid:\/\/shopify\/ProductImage\/\d+$/);
    expect(imagesFor(submariner, 'http://x')[0].id).toBe(images[0].id);
    const allIds = seeds.flatMap((seed) =>
      imagesFor(seed, origin).map((image) => image.id),
    );
    expect(new Set(allIds).size).toBe(allIds.length);
  });

  it('returns nothing for a watch without photographs', () => {
    expect(imagesFor(noImages, origin)).toEqual([]);
  });
});

describe('handleImageRequest', () => {
  it('leaves paths outside /cdn/ to the caller', async () => {
    const {response} = await get('/api/2026-04/graphql.json');
    expect(response.status).toBe(418);
  });

  it('answers 404 for unknown handles, picture numbers past the gallery and odd paths', async () => {
    for (const path of [
      '/cdn/shop/files/no-such-watch-1.jpg?v=1',
      `/cdn/shop/files/${submariner.handle}-${submariner.imageCount + 1}.jpg?v=1`,
      `/cdn/shop/files/${submariner.handle}-0.jpg`,
      `/cdn/shop/files/${noImages.handle}-1.jpg`,
      '/cdn/shop/files/../../etc/passwd',
      '/cdn/other',
    ]) {
      const {response} = await get(path);
      expect(response.status, path).toBe(404);
    }
  });

  it('honours width, height and crop as the Hydrogen loader sends them', async () => {
    const url = imagesFor(submariner, origin)[0].url;
    const cases: Array<
      [
        number | undefined,
        number | undefined,
        string | undefined,
        number,
        number,
      ]
    > = [
      [200, undefined, undefined, 200, 200],
      [undefined, 150, undefined, 150, 150],
      [300, 200, 'center', 300, 200],
      [120, 300, 'top', 120, 300],
      [300, 200, undefined, 200, 200], // no crop: fit inside the box, like Shopify
    ];
    for (const [width, height, crop, expectedWidth, expectedHeight] of cases) {
      const {response, body} = await get(loaderUrl(url, width, height, crop));
      expect(response.status).toBe(200);
      const meta = await sharp(body).metadata();
      expect([meta.width, meta.height], `${width}x${height} ${crop}`).toEqual([
        expectedWidth,
        expectedHeight,
      ]);
    }
  });

  it('clamps sizes to 1..4000 and serves the 1600px source without parameters', async () => {
    const url = imagesFor(submariner, origin)[1].url;
    const tiny = await sharp((await get(loaderUrl(url, -20))).body).metadata();
    expect(tiny.width).toBe(1);
    const full = await sharp(
      (await get(new URL(url).pathname)).body,
    ).metadata();
    expect([full.width, full.height]).toEqual([1600, 1600]);
    const headOnly = await fetch(origin + loaderUrl(url, 99999, 10), {
      method: 'HEAD',
    });
    expect(headOnly.status).toBe(200);
  });

  it('crops at the requested side', async () => {
    const url = imagesFor(submariner, origin)[0].url;
    const top = await get(loaderUrl(url, 240, 80, 'top'));
    const bottom = await get(loaderUrl(url, 240, 80, 'bottom'));
    const center = await get(loaderUrl(url, 240, 80, 'center'));
    expect(top.body.equals(bottom.body)).toBe(false);
    expect(top.body.equals(center.body)).toBe(false);
  });

  it('chooses AVIF, WebP or JPEG from the Accept header and sets caching headers', async () => {
    const path = loaderUrl(imagesFor(luce, origin)[0].url, 160);
    const expectations: Array<[string, string, string]> = [
      ['image/avif,image/webp,image/apng,*/*;q=0.8', 'image/avif', 'heif'],
      ['image/webp,*/*', 'image/webp', 'webp'],
      ['*/*', 'image/jpeg', 'jpeg'],
    ];
    for (const [accept, contentType, sharpFormat] of expectations) {
      const {response, body} = await get(path, accept);
      expect(response.headers.get('content-type')).toBe(contentType);
      expect(response.headers.get('vary')).toBe('Accept');
      expect(response.headers.get('cache-control')).toBe(
        'public, max-age=31536000, immutable',
      );
      expect((await sharp(body).metadata()).format).toBe(sharpFormat);
    }
  });

  it('answers a matching If-None-Match with 304', async () => {
    const path = loaderUrl(imagesFor(luce, origin)[1].url, 100);
    const first = await get(path);
    const etag = first.response.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await fetch(origin + path, {
      headers: {accept: 'image/jpeg', 'if-none-match': etag},
    });
    expect(again.status).toBe(304);
  });

  it('draws different pictures for different watches and for each gallery angle', async () => {
    const bodies = new Set<string>();
    for (const seed of [submariner, luce]) {
      for (const image of imagesFor(seed, origin).slice(0, 8)) {
        const {body} = await get(loaderUrl(image.url, 96));
        bodies.add(body.toString('base64'));
      }
    }
    expect(bodies.size).toBe(
      Math.min(submariner.imageCount, 8) + Math.min(luce.imageCount, 8),
    );
  });

  it('produces photograph-like weight at 1000px and the same bytes on a repeat request', async () => {
    const path = loaderUrl(imagesFor(submariner, origin)[0].url, 1000);
    const first = await get(path);
    expect(first.body.length).toBeGreaterThan(60 * 1024);
    expect(first.body.length).toBeLessThan(150 * 1024);
    const second = await get(path);
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('serves a placeholder picture', async () => {
    const {response, body} = await get('/cdn/shop/files/placeholder.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(body.toString()).toContain('<svg');
  });
});

describe('ByteLru', () => {
  it('evicts the least recently used entries beyond its byte budget', () => {
    const lru = new ByteLru(10);
    lru.set('a', Buffer.alloc(4));
    lru.set('b', Buffer.alloc(4));
    lru.get('a');
    lru.set('c', Buffer.alloc(4));
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
    expect(lru.totalBytes).toBeLessThanOrEqual(10);
    lru.set('huge', Buffer.alloc(11));
    expect(lru.get('huge')).toBeUndefined();
  });
});
