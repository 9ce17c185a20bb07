// A multipart/form-data body read as it streams in (RFC 7578), for the one form that carries
// photos. The runtime's own request.formData() holds the whole body and then a copy of each
// file; here every file part becomes one Blob assembled from its pieces, so the upload is held
// once (docs/decisions/064-body-limits.md, bench/results/upload-memory.md).

const CRLF_CRLF = new Uint8Array([13, 10, 13, 10]);

/** Where `needle` starts in `haystack` at or after `from`, or -1. */
function indexOf(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  const first = needle[0];
  const last = haystack.length - needle.length;
  for (let i = from; i <= last; i++) {
    if (haystack[i] !== first) continue;
    let j = 1;
    while (j < needle.length && haystack[i + j] === needle[j]) j++;
    if (j === needle.length) return i;
  }
  return -1;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

/** The boundary a multipart Content-Type names, or null. */
export function multipartBoundary(contentType: string | null): string | null {
  if (!contentType || !/^\s*multipart\/form-data\s*;/i.test(contentType))
    return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(
    contentType,
  );
  return match ? (match[1] ?? match[2]) : null;
}

type Part = {name: string; filename: string | null; type: string};

function readPartHeaders(block: string): Part | null {
  let name: string | null = null;
  let filename: string | null = null;
  let type = '';
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon === -1) continue;
    const header = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (header === 'content-disposition') {
      name = /;\s*name="([^"]*)"/i.exec(value)?.[1] ?? null;
      filename = /;\s*filename="([^"]*)"/i.exec(value)?.[1] ?? null;
    } else if (header === 'content-type') type = value;
  }
  return name === null ? null : {name, filename, type};
}

export class MalformedMultipartError extends Error {
  constructor() {
    super('Malformed multipart body');
    this.name = 'MalformedMultipartError';
  }
}

/**
 * The form in a multipart body stream. Text fields are decoded as UTF-8; file parts become
 * Files. Throws MalformedMultipartError when the body is not the multipart it says it is; a
 * stream error (the caller's byte ceiling) passes through.
 */
export async function readMultipartForm(
  body: ReadableStream<Uint8Array>,
  boundary: string,
): Promise<FormData> {
  const encoder = new TextEncoder();
  const opening = encoder.encode(`--${boundary}`);
  const delimiter = encoder.encode(`\r\n--${boundary}`);
  const form = new FormData();
  const reader = body.getReader();
  let buffer: Uint8Array = new Uint8Array(0);
  let done = false;
  const more = async () => {
    if (done) return false;
    const next = await reader.read();
    if (next.done) {
      done = true;
      return false;
    }
    buffer = concat(buffer, next.value);
    return true;
  };

  // The preamble, up to the first boundary line.
  for (;;) {
    const at = indexOf(buffer, opening);
    if (at !== -1) {
      buffer = buffer.subarray(at + opening.length);
      break;
    }
    // Only what could still begin the boundary is kept while looking for it.
    buffer = buffer.slice(Math.max(0, buffer.length - opening.length + 1));
    if (!(await more())) throw new MalformedMultipartError();
  }
  for (;;) {
    // After a boundary: '--' closes the body, CRLF opens a part.
    while (buffer.length < 2)
      if (!(await more())) throw new MalformedMultipartError();
    if (buffer[0] === 45 && buffer[1] === 45) break;
    let end: number;
    while ((end = indexOf(buffer, CRLF_CRLF)) === -1) {
      if (buffer.length > 16 * 1024) throw new MalformedMultipartError();
      if (!(await more())) throw new MalformedMultipartError();
    }
    const part = readPartHeaders(
      new TextDecoder().decode(buffer.subarray(2, end)),
    );
    if (!part) throw new MalformedMultipartError();
    buffer = buffer.subarray(end + 4);
    // The part's bytes, up to the next delimiter. Chunks are kept as views, never joined: a
    // delimiter that straddles two chunks is looked for in their few bytes around the seam.
    const pieces: Uint8Array[] = [];
    for (;;) {
      const at = indexOf(buffer, delimiter);
      if (at !== -1) {
        pieces.push(buffer.subarray(0, at));
        buffer = buffer.subarray(at + delimiter.length);
        break;
      }
      const keep = Math.min(buffer.length, delimiter.length - 1);
      pieces.push(buffer.subarray(0, buffer.length - keep));
      const leftover = buffer.subarray(buffer.length - keep);
      const next = await reader.read();
      if (next.done) throw new MalformedMultipartError();
      // Small pieces are simply joined until there is room to look for a whole delimiter.
      if (next.value.length < delimiter.length) {
        buffer = concat(leftover, next.value);
        continue;
      }
      const seam = concat(
        leftover,
        next.value.subarray(0, delimiter.length - 1),
      );
      const across = indexOf(seam, delimiter);
      if (across !== -1 && across < leftover.length) {
        pieces.push(leftover.subarray(0, across));
        buffer = next.value.subarray(
          across + delimiter.length - leftover.length,
        );
        break;
      }
      pieces.push(leftover);
      buffer = next.value;
    }
    if (part.filename !== null)
      form.append(
        part.name,
        new File(pieces as BlobPart[], part.filename, {
          type: part.type || 'application/octet-stream',
        }),
      );
    else
      form.append(
        part.name,
        new TextDecoder().decode(
          await new Blob(pieces as BlobPart[]).arrayBuffer(),
        ),
      );
  }
  // The epilogue (a CRLF from browsers) is read and dropped, so the sender ends cleanly.
  while (!done) {
    const next = await reader.read();
    done = next.done;
  }
  return form;
}
