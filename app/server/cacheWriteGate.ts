/**
 * Cache writes wait until the page has been sent (docs/decisions/099-cache-writes-after-the-page.md).
 * A cold list page writes ten or more cache entries (sub-requests, last good answers, the
 * assembled list) the moment its data arrives; each write serialises a response on the one
 * thread that must render the page, so the shopper's first byte waited for them.
 */
export interface CacheWriteGate {
  /** The same cache, whose writes (put and delete) are held until the gate opens. */
  hold(cache: Cache): Cache;
  /** Runs the held writes and lets later ones through at once. Safe to call twice. */
  open(): void;
}

export function createCacheWriteGate(): CacheWriteGate {
  let opened = false;
  const held: Array<() => void> = [];
  const later = <T>(write: () => Promise<T>): Promise<T> => {
    if (opened) return write();
    return new Promise<T>((resolve, reject) => {
      held.push(() => write().then(resolve, reject));
    });
  };
  return {
    hold(cache) {
      // The worker's Cache has exactly these three methods; reads pass straight through.
      const gated: Pick<Cache, 'match' | 'put' | 'delete'> = {
        match: (request, options) => cache.match(request, options),
        put: (request, response) => later(() => cache.put(request, response)),
        delete: (request, options) =>
          later(() => cache.delete(request, options)),
      };
      return gated as Cache;
    },
    open() {
      if (opened) return;
      opened = true;
      for (const write of held.splice(0)) write();
    },
  };
}

/**
 * The response, with the gate opened once its body has been read to the end or cancelled
 * (or at once when it has no body). The writes still run inside the request's waitUntil.
 */
export function openAfterBody(
  response: Response,
  gate: CacheWriteGate,
): Response {
  if (!response.body) {
    gate.open();
    return response;
  }
  const reader = response.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const {done, value} = await reader.read();
        if (done) {
          controller.close();
          gate.open();
        } else controller.enqueue(value);
      } catch (error) {
        gate.open();
        controller.error(error);
      }
    },
    cancel(reason) {
      gate.open();
      return reader.cancel(reason);
    },
  });
  return new Response(body, response);
}
