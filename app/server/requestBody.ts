import {multipartBoundary, readMultipartForm} from './multipartForm';

// Request bodies are read with a ceiling while they stream in (docs/decisions/064-body-limits.md):
// Content-Length can be absent (chunked) or wrong, so counting the bytes as they arrive is
// the only check that holds. Past the ceiling the upload is cancelled, never buffered whole.

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
  const contentType = request.headers.get('Content-Type');
  const boundary = multipartBoundary(contentType);
  try {
    // Files are assembled from their own pieces: the upload is held once, not twice.
    if (boundary && counted) return await readMultipartForm(counted, boundary);
    return await new Response(counted ?? null, {
      headers: {'Content-Type': contentType ?? ''},
    }).formData();
  } catch (error) {
    // The parser reports the stream's error in its own words: say what happened.
    if (tooLarge) throw new BodyTooLargeError(limit);
    throw error;
  }
}
