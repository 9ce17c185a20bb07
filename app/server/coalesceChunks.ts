/** Above this many buffered bytes a part is passed on at once, without waiting for the task's end. */
export const MAX_PART_BYTES = 64 * 1024;

/**
 * React's streaming renderer writes the page in 512-byte pieces, some three hundred for a list
 * page, and every piece costs the runtime, the edge and the network a write of its own. This
 * passes on, as one part, whatever the renderer wrote in one go: the pieces that arrive before
 * the next turn of the event loop. A boundary React streams later still goes out when it is
 * ready, so nothing waits longer than a timer tick (docs/decisions/092-coalesced-html-stream.md).
 */
export function coalesceChunks(
  source: ReadableStream<Uint8Array>,
  maxPartBytes = MAX_PART_BYTES,
): ReadableStream<Uint8Array> {
  const reader = readerOf(source, maxPartBytes);
  let parts: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  return new ReadableStream<Uint8Array>({
    start(controller) {
      const passOn = () => {
        if (timer !== null) clearTimeout(timer);
        timer = null;
        if (size === 0) return;
        const joined = new Uint8Array(size);
        let at = 0;
        for (const part of parts) {
          joined.set(part, at);
          at += part.byteLength;
        }
        parts = [];
        size = 0;
        controller.enqueue(joined);
      };
      const read = async () => {
        try {
          for (;;) {
            const {done, value} = await reader.read();
            if (done) break;
            if (value.byteLength === 0) continue;
            parts.push(value);
            size += value.byteLength;
            if (size >= maxPartBytes) passOn();
            else timer ??= setTimeout(passOn, 0);
          }
          passOn();
          controller.close();
        } catch (error) {
          if (timer !== null) clearTimeout(timer);
          controller.error(error);
        }
      };
      void read();
    },
    cancel(reason) {
      if (timer !== null) clearTimeout(timer);
      return reader.cancel(reason);
    },
  });
}

/**
 * React's stream is a byte stream: a reader that brings its own buffer takes every piece already
 * waiting in one read, where a plain reader takes them one read (and one await) at a time.
 */
function readerOf(source: ReadableStream<Uint8Array>, bufferBytes: number) {
  try {
    const byob = source.getReader({mode: 'byob'});
    return {
      read: () => byob.read(new Uint8Array(bufferBytes)),
      cancel: (reason?: unknown) => byob.cancel(reason),
    };
  } catch {
    // Not a byte stream: one piece per read.
    const plain = source.getReader();
    return {
      read: () => plain.read(),
      cancel: (reason?: unknown) => plain.cancel(reason),
    };
  }
}
