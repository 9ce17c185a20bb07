// Photos are checked by what they contain, not only by their declared type and name: HTML or
// a program renamed to photo.jpg must not reach the dealer's storage. Each photo's header is
// decoded as far as its size and structure: a JPEG's frame header and the start of its scan, a
// PNG's header chunk with its checksum, a GIF's screen, a WebP's container size and frame, a
// HEIC's image extents (docs/decisions/065-upload-content.md).

// A phone's EXIF block and colour profile come before a JPEG's frame header: read enough.
const HEADER_BYTES = 1024 * 1024;

type Size = [number, number];

function ascii(bytes: Uint8Array, start: number, length: number) {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

function bigEndian(bytes: Uint8Array, at: number, size: number) {
  let value = 0;
  for (let i = 0; i < size; i++) value = value * 256 + bytes[at + i];
  return value;
}

function littleEndian(bytes: Uint8Array, at: number, size: number) {
  let value = 0;
  for (let i = size - 1; i >= 0; i--) value = value * 256 + bytes[at + i];
  return value;
}

const positive = (size: Size | null): size is Size =>
  Boolean(size && size[0] > 0 && size[1] > 0);

/** Width and height from a JPEG's frame header, when its scan follows; else null. */
function jpegSize(bytes: Uint8Array): Size | null {
  let size: Size | null = null;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1];
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    // Start of scan: the compressed image follows; a frame header must have come first.
    if (marker === 0xda) return size;
    const length = bigEndian(bytes, offset + 2, 2);
    if (length < 2) return null;
    // SOF0..SOF15, except DHT (C4), JPG (C8) and DAC (CC).
    if (
      marker >= 0xc0 &&
      marker <= 0xcf &&
      ![0xc4, 0xc8, 0xcc].includes(marker)
    ) {
      if (offset + 9 > bytes.length) return null;
      size = [bigEndian(bytes, offset + 7, 2), bigEndian(bytes, offset + 5, 2)];
    }
    offset += 2 + length;
  }
  return null;
}

let crcTable: Uint32Array | null = null;
function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A PNG's size from its header chunk, when the chunk's checksum and values hold. */
function pngSize(bytes: Uint8Array): Size | null {
  if (bytes.length < 33 || bigEndian(bytes, 8, 4) !== 13) return null;
  if (crc32(bytes.subarray(12, 29)) !== bigEndian(bytes, 29, 4)) return null;
  const depth = bytes[24];
  const colour = bytes[25];
  const depths: Record<number, number[]> = {
    0: [1, 2, 4, 8, 16],
    2: [8, 16],
    3: [1, 2, 4, 8],
    4: [8, 16],
    6: [8, 16],
  };
  if (!depths[colour]?.includes(depth)) return null;
  return [bigEndian(bytes, 16, 4), bigEndian(bytes, 20, 4)];
}

/** A WebP's size from its first frame header, when the container's length is the file's. */
function webpSize(bytes: Uint8Array, totalSize: number): Size | null {
  if (littleEndian(bytes, 4, 4) + 8 !== totalSize) return null;
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8X')
    return [littleEndian(bytes, 24, 3) + 1, littleEndian(bytes, 27, 3) + 1];
  if (chunk === 'VP8L' && bytes[20] === 0x2f)
    return [
      1 + (bytes[21] | ((bytes[22] & 0x3f) << 8)),
      1 + ((bytes[22] >> 6) | (bytes[23] << 2) | ((bytes[24] & 0x0f) << 10)),
    ];
  if (
    chunk === 'VP8 ' &&
    bytes[23] === 0x9d &&
    bytes[24] === 0x01 &&
    bytes[25] === 0x2a
  )
    return [
      littleEndian(bytes, 26, 2) & 0x3fff,
      littleEndian(bytes, 28, 2) & 0x3fff,
    ];
  return null;
}

/** A HEIC/HEIF image's extents from its 'ispe' property (its pixels need an HEVC decoder). */
function heifSize(bytes: Uint8Array): Size | null {
  for (let at = 4; at + 16 <= bytes.length; at++) {
    if (
      bytes[at] === 0x69 && // i
      bytes[at + 1] === 0x73 && // s
      bytes[at + 2] === 0x70 && // p
      bytes[at + 3] === 0x65 && // e
      bigEndian(bytes, at - 4, 4) === 20
    )
      return [bigEndian(bytes, at + 8, 4), bigEndian(bytes, at + 12, 4)];
  }
  return null;
}

/**
 * The image's MIME type when its bytes are an accepted image whose header decodes to a real
 * size; else null. `totalSize` is the whole file's length when `bytes` is only its start.
 */
export function sniffImage(
  bytes: Uint8Array,
  totalSize = bytes.length,
): string | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return positive(jpegSize(bytes)) ? 'image/jpeg' : null;
  if (
    ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n' &&
    ascii(bytes, 12, 4) === 'IHDR'
  )
    return positive(pngSize(bytes)) ? 'image/png' : null;
  if (/^GIF8[79]a$/.test(ascii(bytes, 0, 6)))
    return positive([littleEndian(bytes, 6, 2), littleEndian(bytes, 8, 2)])
      ? 'image/gif'
      : null;
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP')
    return positive(webpSize(bytes, totalSize)) ? 'image/webp' : null;
  if (ascii(bytes, 4, 4) === 'ftyp') {
    const brand = ascii(bytes, 8, 4);
    const type = ['heic', 'heix', 'hevc', 'heim', 'heis'].includes(brand)
      ? 'image/heic'
      : ['mif1', 'msf1', 'heif'].includes(brand)
        ? 'image/heif'
        : null;
    return type && positive(heifSize(bytes)) ? type : null;
  }
  return null;
}

/** The photo's real image type, read from its first bytes, or null when it is not one. */
export async function photoContentFromBytes(
  file: Blob,
): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
  return sniffImage(head, file.size);
}
