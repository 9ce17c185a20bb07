import {describe, expect, it} from 'vitest';
import {InMemoryCache} from '@shopify/hydrogen';
import {createCacheWriteGate, openAfterBody} from './cacheWriteGate';

/** Hydrogen's in-memory cache, noting every write it receives. */
function notingCache() {
  const cache = new InMemoryCache();
  const writes: string[] = [];
  const put = cache.put.bind(cache);
  const remove = cache.delete.bind(cache);
  cache.put = (request: Request, response: Response) => {
    writes.push(`put ${request.url}`);
    return put(request, response);
  };
  cache.delete = (request: Request) => {
    writes.push(`delete ${request.url}`);
    return remove(request);
  };
  return {cache: cache as unknown as Cache, writes};
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('cache writes wait for the page', () => {
  it('holds puts and deletes until the gate opens, then runs them in order', async () => {
    const {cache, writes} = notingCache();
    const gate = createCacheWriteGate();
    const held = gate.hold(cache);
    let written = false;
    const put = held
      .put(new Request('https://c.test/a'), new Response('a'))
      .then(() => (written = true));
    void held.delete(new Request('https://c.test/b'));
    await settle();
    expect(writes).toEqual([]);
    expect(written).toBe(false);
    gate.open();
    await put;
    expect(writes).toEqual(['put https://c.test/a', 'delete https://c.test/b']);
    // Reads are never held: an entry already there is read before the gate opens.
    const {cache: seeded} = notingCache();
    await seeded.put(
      new Request('https://c.test/kept'),
      new Response('kept', {headers: {'Cache-Control': 'public, max-age=60'}}),
    );
    const closed = createCacheWriteGate();
    const read = await closed
      .hold(seeded)
      .match(new Request('https://c.test/kept'));
    expect(await read?.text()).toBe('kept');
  });

  it('lets writes through at once after it has opened', async () => {
    const {cache, writes} = notingCache();
    const gate = createCacheWriteGate();
    gate.open();
    gate.open();
    await gate
      .hold(cache)
      .put(new Request('https://c.test/a'), new Response('a'));
    expect(writes).toEqual(['put https://c.test/a']);
  });

  it('opens once the body has been read to the end, not before', async () => {
    const {cache, writes} = notingCache();
    const gate = createCacheWriteGate();
    void gate
      .hold(cache)
      .put(new Request('https://c.test/a'), new Response('a'));
    const response = openAfterBody(
      new Response('<!DOCTYPE html><p>page</p>', {
        status: 200,
        headers: {'Content-Type': 'text/html'},
      }),
      gate,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html');
    await settle();
    expect(writes).toEqual([]);
    expect(await response.text()).toBe('<!DOCTYPE html><p>page</p>');
    await settle();
    expect(writes).toEqual(['put https://c.test/a']);
  });

  it('opens when the reader goes away, and at once for a response without a body', async () => {
    const cancelled = createCacheWriteGate();
    const {cache, writes} = notingCache();
    void cancelled
      .hold(cache)
      .put(new Request('https://c.test/a'), new Response('a'));
    await openAfterBody(new Response('page'), cancelled).body!.cancel();
    await settle();
    expect(writes).toEqual(['put https://c.test/a']);

    const redirect = createCacheWriteGate();
    void redirect
      .hold(cache)
      .put(new Request('https://c.test/b'), new Response('b'));
    openAfterBody(
      new Response(null, {status: 301, headers: {Location: '/products'}}),
      redirect,
    );
    await settle();
    expect(writes).toEqual(['put https://c.test/a', 'put https://c.test/b']);
  });
});
