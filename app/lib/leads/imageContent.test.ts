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
});
