import {
  getMultipartBoundary,
  parseMultipartStream,
} from '@remix-run/multipart-parser';

// Request bodies are read with a ceiling while they stream in (docs/decisions/064-body-limits.md):
// Content-Length can be absent (chunked) or wrong, so counting the bytes as they arrive is
// the only check that holds. Past the ceiling the upload is cancelled, never buffered whole.

/** Parts a form may have: far above any of the shop's forms, well below a parser's trouble. */
const MAX_PARTS = 1000;

export class BodyTooLargeError extends Error {
  constructor(public limit: number) {
    super(`Request body larger than ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/** The body's bytes, or BodyTooLargeError as soon as more than `limit` bytes have arrived. */
export async function readBodyWithin(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) {
    await request.body?.cancel().catch(() => {});
    throw new BodyTooLargeError(limit);
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * The posted form, read within `limit` bytes (BodyTooLargeError past it). The bytes stream
 * through a counter straight into the form parser: held once, never gathered and then copied.
 */
export async function formDataWithin(
  request: Request,
  limit: number,
): Promise<FormData> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) {
    await request.body?.cancel().catch(() => {});
    throw new BodyTooLargeError(limit);
  }
  let size = 0;
  let tooLarge = false;
  const counted = request.body?.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > limit) {
          tooLarge = true;
          controller.error(new BodyTooLargeError(limit));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  const contentType = request.headers.get('Content-Type') ?? '';
  const boundary = /^\s*multipart\/form-data\s*;/i.test(contentType)
    ? getMultipartBoundary(contentType)
    : null;
  try {
    if (boundary && counted)
      return await multipartForm(counted, boundary, limit);
    return await new Response(counted ?? null, {
      headers: {'Content-Type': contentType},
    }).formData();
  } catch (error) {
    // The parser reports the stream's error in its own words: say what happened.
    if (tooLarge) throw new BodyTooLargeError(limit);
    throw error;
  }
}

/**
 * A multipart form read by Remix's streaming parser. Each file is assembled from the chunks it
 * arrived in, so the upload is held once (the runtime's own formData() holds it twice).
 */
async function multipartForm(
  body: ReadableStream<Uint8Array>,
  boundary: string,
  limit: number,
): Promise<FormData> {
  const form = new FormData();
  const parts = parseMultipartStream(body.pipeThrough(lastBytesTogether()), {
    boundary,
    // The byte ceiling above is the limit that speaks; these only keep it the only one.
    maxParts: MAX_PARTS,
    maxFileSize: limit,
    maxTotalSize: limit + 1,
  });
  for await (const part of parts) {
    if (!part.name) throw new Error('A form part without a name');
    if (part.filename !== undefined)
      form.append(
        part.name,
        new File(part.content as BlobPart[], part.filename, {
          type: part.mediaType || 'application/octet-stream',
        }),
      );
    else form.append(part.name, part.text);
  }
  return form;
}

/** Bytes always delivered with the body's end: a closing delimiter and a browser's epilogue. */
const TAIL_BYTES = 256;

/**
 * Holds back the body's last bytes so they arrive as one chunk. Remix's multipart parser refuses
 * bytes that come in a chunk after the closing delimiter (the CRLF epilogue browsers send), so a
 * form would fail or pass by where the network happened to cut it.
 */
function lastBytesTogether() {
  let held: Uint8Array = new Uint8Array(0);
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      let rest: Uint8Array = chunk;
      if (chunk.length < TAIL_BYTES) {
        // A small piece joins what is held (at most twice the tail: a small copy).
        rest = new Uint8Array(held.length + chunk.length);
        rest.set(held);
        rest.set(chunk, held.length);
      } else if (held.length > 0) controller.enqueue(held);
      // Views, not copies: a large photo's chunks pass through as they came.
      const cut = Math.max(0, rest.length - TAIL_BYTES);
      if (cut > 0) controller.enqueue(rest.subarray(0, cut));
      held = rest.subarray(cut);
    },
    flush(controller) {
      if (held.length > 0) controller.enqueue(held);
    },
  });
}
