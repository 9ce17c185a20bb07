// The page leaves the worker in a few parts, not in the renderer's 512-byte pieces
// (docs/decisions/092-coalesced-html-stream.md): each part costs the runtime, the edge and the
// network a write. Read off the wire, as HTTP/1.1 chunks, from the built worker.
import net from 'node:net';
import {expect, test} from './support/test';
import {catalogueWatches} from './support/localShop';

/** The body's chunk sizes and text of one GET, read from a raw socket. */
function chunksOf(baseURL: string, path: string) {
  const {hostname, port} = new URL(baseURL);
  return new Promise<{status: string; sizes: number[]; body: string}>(
    (resolve, reject) => {
      const socket = net.connect(Number(port), hostname, () =>
        socket.write(
          `GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`,
        ),
      );
      const received: Buffer[] = [];
      socket.on('data', (data) => received.push(data));
      socket.on('error', reject);
      socket.on('end', () => {
        const raw = Buffer.concat(received);
        const headEnd = raw.indexOf('\r\n\r\n');
        const head = raw.subarray(0, headEnd).toString();
        if (!/transfer-encoding: chunked/i.test(head))
          return reject(new Error(`not chunked:\n${head}`));
        const sizes: number[] = [];
        const body: Buffer[] = [];
        let at = headEnd + 4;
        for (;;) {
          const lineEnd = raw.indexOf('\r\n', at);
          const size = parseInt(raw.subarray(at, lineEnd).toString(), 16);
          if (!size) break;
          sizes.push(size);
          body.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
          at = lineEnd + 2 + size + 2;
        }
        resolve({
          status: head.split('\r\n')[0],
          sizes,
          body: Buffer.concat(body).toString(),
        });
      });
    },
  );
}

test('list and watch pages leave the worker whole, in a few parts', async ({
  baseURL,
}) => {
  const watch = (await catalogueWatches())[0];
  for (const path of [
    '/products',
    '/de/products',
    `/products/${watch.handle}`,
  ]) {
    const {status, sizes, body} = await chunksOf(baseURL!, path);
    expect(status, path).toBe('HTTP/1.1 200 OK');
    // The last thing the page writes: the loader data's stream is complete.
    expect(body, path).toContain('streamController.close()');
    expect(body.length, path).toBeGreaterThan(50_000);
    // The renderer writes such a page in 200-350 pieces; the worker passes them on in a few.
    expect(sizes.length, `${path}: ${sizes.join(', ')}`).toBeLessThanOrEqual(6);
  }
});
