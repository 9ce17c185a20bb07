// Rasterises a drawn watch to the requested size and format with sharp. Shopify's CDN semantics:
// width or height alone keeps the square source's shape; both with `crop` give exactly that box
// (cropped at the given side); both without `crop` fit inside the box.
import sharp from 'sharp';
import type {WatchSeed} from '../catalogue/types';
import {drawSvg, SOURCE_SIZE} from './draw';

export type Crop = 'center' | 'top' | 'bottom' | 'left' | 'right';
export type ImageFormat = 'jpeg' | 'webp' | 'avif';

export const MAX_DIMENSION = 4000;

export interface SizeRequest {
  width?: number;
  height?: number;
  crop?: Crop;
}

export function outputSize({width, height, crop}: SizeRequest): {
  width: number;
  height: number;
} {
  if (width && height) {
    if (crop) return {width, height};
    const side = Math.min(width, height);
    return {width: side, height: side};
  }
  const side = width ?? height ?? SOURCE_SIZE;
  return {width: side, height: side};
}

// Sharp's names for the crop gravities.
const POSITION: Record<Crop, string> = {
  center: 'centre',
  top: 'top',
  bottom: 'bottom',
  left: 'left',
  right: 'right',
};

// A fixed grain tile makes flat vector shapes read like a photograph (and weigh like one) while
// keeping every render of the same URL byte-identical.
const GRAIN_SIZE = 256;
let grainTile: Buffer | null = null;
function grain(): Buffer {
  if (grainTile) return grainTile;
  const data = Buffer.alloc(GRAIN_SIZE * GRAIN_SIZE * 3);
  let state = 0x9e3779b9;
  for (let i = 0; i < data.length; i += 3) {
    // xorshift32; a shared luminance offset plus a little colour noise per channel.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const luma = ((state >>> 0) % 23) - 11;
    data[i] = 128 + luma + ((state >>> 8) % 7) - 3;
    data[i + 1] = 128 + luma + ((state >>> 12) % 7) - 3;
    data[i + 2] = 128 + luma + ((state >>> 16) % 7) - 3;
  }
  grainTile = data;
  return data;
}

// sharp refuses an overlay larger than the image, so small outputs get a cut-down tile.
const smallTiles = new Map<number, Buffer>();
function grainTileFor(
  width: number,
  height: number,
): {input: Buffer; size: number} {
  const size = Math.min(GRAIN_SIZE, width, height);
  if (size === GRAIN_SIZE) return {input: grain(), size};
  let tile = smallTiles.get(size);
  if (!tile) {
    const full = grain();
    tile = Buffer.alloc(size * size * 3);
    for (let row = 0; row < size; row++)
      full.copy(
        tile,
        row * size * 3,
        row * GRAIN_SIZE * 3,
        (row * GRAIN_SIZE + size) * 3,
      );
    smallTiles.set(size, tile);
  }
  return {input: tile, size};
}

export async function renderImage(
  seed: WatchSeed,
  n: number,
  request: SizeRequest,
  format: ImageFormat,
): Promise<Buffer> {
  const {width, height} = outputSize(request);
  const side = Math.max(width, height);
  const svg = drawSvg(seed, n, side);
  const tile = grainTileFor(width, height);
  let pipeline = sharp(Buffer.from(svg))
    .resize(width, height, {
      fit: 'cover',
      position: POSITION[request.crop ?? 'center'],
    })
    .composite([
      {
        input: tile.input,
        raw: {width: tile.size, height: tile.size, channels: 3},
        tile: true,
        blend: 'overlay',
      },
    ])
    .removeAlpha();
  if (format === 'webp') pipeline = pipeline.webp({quality: 80, effort: 2});
  else if (format === 'avif')
    pipeline = pipeline.avif({quality: 55, effort: 0});
  else pipeline = pipeline.jpeg({quality: 82, progressive: true});
  return pipeline.toBuffer();
}
