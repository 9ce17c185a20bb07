import {describe, expect, it} from 'vitest';
import {coalesceChunks} from './coalesceChunks';

/** A stream whose pieces are written by `write`, as React's renderer writes a page. */
function written(
  write: (controller: ReadableStreamDefaultController<Uint8Array>) => void,
) {
  let cancelled: unknown = 'not cancelled';
  const stream = new ReadableStream<Uint8Array>({
    start: write,
    cancel(reason) {
      cancelled = reason;
    },
  });
  return {stream, cancelled: () => cancelled};
}

async function partsOf(stream: ReadableStream<Uint8Array>) {
  const parts: Uint8Array[] = [];
  const reader = stream.getReader();
  for (;;) {
    const {done, value} = await reader.read();
    if (done) return parts;
    parts.push(value);
  }
}

const piece = (n: number, size = 512) => new Uint8Array(size).fill(n % 251);
const joined = (parts: Uint8Array[]) =>
  Buffer.concat(parts.map((p) => Buffer.from(p)));
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('coalesceChunks', () => {
  it('passes on what the renderer writes in one go as one part, byte for byte', async () => {
    const pieces = Array.from({length: 40}, (_, i) => piece(i));
    const {stream} = written((controller) => {
      for (const p of pieces) controller.enqueue(p);
      controller.close();
    });
    const parts = await partsOf(coalesceChunks(stream));
    expect(parts).toHaveLength(1);
    expect(joined(parts).equals(joined(pieces))).toBe(true);
  });

  it('passes on a large page in parts of the limit, without waiting for its end', async () => {
    const {stream} = written((controller) => {
      for (let i = 0; i < 300; i++) controller.enqueue(piece(i));
      controller.close();
    });
    const parts = await partsOf(coalesceChunks(stream, 64 * 1024));
    expect(parts.map((p) => p.byteLength)).toEqual([65536, 65536, 22528]);
  });

  it('reads a byte stream, as React writes one, whole and in the same parts', async () => {
    const pieces = Array.from({length: 300}, (_, i) => piece(i));
    const stream = new ReadableStream({
      type: 'bytes',
      start(controller) {
        for (const p of pieces) controller.enqueue(p.slice());
        controller.close();
      },
    });
    const parts = await partsOf(coalesceChunks(stream, 64 * 1024));
    expect(parts.map((p) => p.byteLength)).toEqual([65536, 65536, 22528]);
    expect(joined(parts).equals(joined(pieces))).toBe(true);
  });

  it('sends a piece written later (a streamed boundary) as a part of its own', async () => {
    // The boundary is written once the first part has gone out, not after a fixed wait: on a
    // busy machine a 5 ms timer could fire before the coalescer's own, and merge the two.
    let firstPartSent!: () => void;
    const sent = new Promise<void>((resolve) => (firstPartSent = resolve));
    const {stream} = written(async (controller) => {
      controller.enqueue(piece(1));
      controller.enqueue(piece(2));
      await sent;
      controller.enqueue(piece(3, 100));
      await tick();
      controller.close();
    });
    const reader = coalesceChunks(stream).getReader();
    expect((await reader.read()).value?.byteLength).toBe(1024);
    firstPartSent();
    expect((await reader.read()).value?.byteLength).toBe(100);
    expect((await reader.read()).done).toBe(true);
  });

  it('fails when the render fails', async () => {
    const {stream} = written(async (controller) => {
      controller.enqueue(piece(1));
      await tick();
      controller.error(new Error('render failed'));
    });
    await expect(partsOf(coalesceChunks(stream))).rejects.toThrow(
      'render failed',
    );
  });

  it('stops the render when the visitor goes away', async () => {
    const source = written((controller) => controller.enqueue(piece(1)));
    const reader = coalesceChunks(source.stream).getReader();
    await reader.read();
    await reader.cancel('visitor left');
    expect(source.cancelled()).toBe('visitor left');
  });
});
