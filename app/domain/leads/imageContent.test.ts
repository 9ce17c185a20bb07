import {describe, expect, it} from 'vitest';
import {sniffImage} from './imageContent';

const bytes = (base64: string) =>
  Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
const text = (value: string) => new TextEncoder().encode(value);

// 1x1 images made by common encoders.
const PNG = bytes(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
);
const GIF = bytes(
  'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
);
const JPEG = bytes(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
);
const WEBP = bytes(
  'UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=',
);

describe('sniffImage', () => {
  it('recognises real JPEG, PNG, GIF and WebP files', () => {
    expect(sniffImage(JPEG)).toBe('image/jpeg');
    expect(sniffImage(PNG)).toBe('image/png');
    expect(sniffImage(GIF)).toBe('image/gif');
    expect(sniffImage(WEBP)).toBe('image/webp');
  });

  it('refuses HTML, a program, SVG and a bare magic number', () => {
    expect(sniffImage(text('<!doctype html><script>alert(1)</script>'))).toBe(
      null,
    );
    expect(sniffImage(text('MZ\x90\x00\x03\x00\x00\x00PE\x00\x00'))).toBe(null);
    expect(sniffImage(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(
      null,
    );
    expect(sniffImage(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0))).toBe(null);
    expect(sniffImage(PNG.slice(0, 8))).toBe(null);
  });

  it('decodes the header: a JPEG needs its frame and scan, a PNG its checksum, a WebP its full length', () => {
    const scan = JPEG.findIndex((b, i) => b === 0xff && JPEG[i + 1] === 0xda);
    expect(scan).toBeGreaterThan(0);
    expect(sniffImage(JPEG.slice(0, scan))).toBe(null);
    const html = text('<html><script>alert(1)</script></html>');
    expect(sniffImage(Uint8Array.of(...JPEG.slice(0, 20), ...html))).toBe(null);
    const badChecksum = PNG.slice();
    badChecksum[30] ^= 0xff;
    expect(sniffImage(badChecksum)).toBe(null);
    expect(sniffImage(WEBP.slice(0, 30))).toBe(null);
    expect(sniffImage(WEBP.slice(0, 30), WEBP.length)).toBe('image/webp');
  });

  it('reads a lossless WebP and a HEIC photo by their sizes', () => {
    // VP8L, 3 x 2 pixels: 14-bit width-1 and height-1 after the signature byte.
    const lossless = Uint8Array.of(
      ...text('RIFF'),
      ...[22, 0, 0, 0],
      ...text('WEBPVP8L'),
      ...[10, 0, 0, 0],
      0x2f,
      2,
      0x40,
      0,
      0,
      ...[0, 0, 0, 0, 0],
    );
    expect(sniffImage(lossless)).toBe('image/webp');
    const box = (type: string, body: number[]) => {
      const size = 8 + body.length;
      return [
        size >>> 24,
        (size >>> 16) & 255,
        (size >>> 8) & 255,
        size & 255,
        ...text(type),
        ...body,
      ];
    };
    const be32 = (n: number) => [
      n >>> 24,
      (n >>> 16) & 255,
      (n >>> 8) & 255,
      n & 255,
    ];
    const ftyp = box('ftyp', [
      ...text('heic'),
      0,
      0,
      0,
      0,
      ...text('mif1heic'),
    ]);
    const heic = Uint8Array.of(
      ...ftyp,
      ...box('meta', [
        0,
        0,
        0,
        0,
        ...box('ispe', [0, 0, 0, 0, ...be32(4032), ...be32(3024)]),
      ]),
    );
    expect(sniffImage(heic)).toBe('image/heic');
    expect(sniffImage(Uint8Array.of(...ftyp, ...text('<html></html>')))).toBe(
      null,
    );
  });
});
