// Photos are checked by what they contain, not only by their declared type and name: HTML or
// a program renamed to photo.jpg must not reach the dealer's storage. The first bytes must be
// an accepted image format and its header must decode to a real size (docs/decisions/065-upload-content.md).

const HEADER_BYTES = 64 * 1024;

function ascii(bytes: Uint8Array, start: number, length: number) {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

/** Width and height from a JPEG's first start-of-frame marker, or null. */
function jpegSize(bytes: Uint8Array): [number, number] | null {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1];
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = (bytes[offset + 2] << 8) | bytes[offset + 3];
    // SOF0..SOF15, except DHT (C4), JPG (C8) and DAC (CC).
    if (
      marker >= 0xc0 &&
      marker <= 0xcf &&
      ![0xc4, 0xc8, 0xcc].includes(marker)
    ) {
      const height = (bytes[offset + 5] << 8) | bytes[offset + 6];
      const width = (bytes[offset + 7] << 8) | bytes[offset + 8];
      return [width, height];
    }
    if (length < 2) return null;
    offset += 2 + length;
  }
  return null;
}

function littleEndian(bytes: Uint8Array, at: number, size: number) {
  let value = 0;
  for (let i = size - 1; i >= 0; i--) value = value * 256 + bytes[at + i];
  return value;
}

/** The image's MIME type when its bytes are an accepted, decodable image header; else null. */
export function sniffImage(bytes: Uint8Array): string | null {
  const positive = (size: [number, number] | null) =>
    Boolean(size && size[0] > 0 && size[1] > 0);
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return positive(jpegSize(bytes)) ? 'image/jpeg' : null;
  if (
    ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n' &&
    ascii(bytes, 12, 4) === 'IHDR'
  ) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return positive([view.getUint32(16), view.getUint32(20)])
      ? 'image/png'
      : null;
  }
  if (/^GIF8[79]a$/.test(ascii(bytes, 0, 6)))
    return positive([littleEndian(bytes, 6, 2), littleEndian(bytes, 8, 2)])
      ? 'image/gif'
      : null;
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') {
    const chunk = ascii(bytes, 12, 4);
    if (chunk === 'VP8X')
      return positive([
        littleEndian(bytes, 24, 3) + 1,
        littleEndian(bytes, 27, 3) + 1,
      ])
        ? 'image/webp'
        : null;
    if (chunk === 'VP8L' && bytes[20] === 0x2f) return 'image/webp';
    if (
      chunk === 'VP8 ' &&
      bytes[23] === 0x9d &&
      bytes[24] === 0x01 &&
      bytes[25] === 0x2a
    )
      return positive([
        littleEndian(bytes, 26, 2) & 0x3fff,
        littleEndian(bytes, 28, 2) & 0x3fff,
      ])
        ? 'image/webp'
        : null;
    return null;
  }
  // HEIC/HEIF: an ISO media file whose brand says so (its pixels need a HEVC decoder).
  if (ascii(bytes, 4, 4) === 'ftyp') {
    const brand = ascii(bytes, 8, 4);
    if (['heic', 'heix', 'hevc', 'heim', 'heis'].includes(brand))
      return 'image/heic';
    if (['mif1', 'msf1', 'heif'].includes(brand)) return 'image/heif';
  }
  return null;
}

/** The photo's real image type, read from its first bytes, or null when it is not one. */
export async function photoContentFromBytes(
  file: Blob,
): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
  return sniffImage(head);
}
