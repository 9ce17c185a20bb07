import {describe, expect, it} from 'vitest';
import {
  applyPageCache,
  PAGE_EDGE_CACHE_CONTROL,
  pageCacheVerdict,
  privatePageHeaders,
  SHARED_FROM_EDGE,
  sharedPageHeaders,
} from './pageCache';

const get = (path: string, init?: RequestInit) =>
  new Request(`https://shop.example${path}`, init);
const html = (init?: ResponseInit) => {
  const headers = new Headers(init?.headers);
  headers.set('Content-Type', 'text/html');
  return new Response('<!doctype html>', {...init, headers});
};
/** What React Router sends for a route whose `headers` export is sharedPageHeaders. */
const declared = (init?: ResponseInit, loaderHeaders = new Headers()) => {
  const headers = new Headers(
    sharedPageHeaders({
      loaderHeaders,
      parentHeaders: new Headers(),
      actionHeaders: new Headers(),
      errorHeaders: undefined,
    }) as HeadersInit,
  );
  for (const [name, value] of new Headers(init?.headers ?? {}))
    headers.set(name, value);
  return html({...init, headers});
};

describe('pageCacheVerdict', () => {
  it('shares what a route declares shared, at any address', () => {
    for (const path of ['/', '/products?brand=rolex', '/de/about', '/x.data'])
      expect(pageCacheVerdict(get(path), declared())).toEqual({
        cacheable: true,
        edgeCacheControl: PAGE_EDGE_CACHE_CONTROL,
      });
  });

  it('keeps private whatever no route declared, however ordinary its address', () => {
    for (const path of ['/', '/products', '/about', '/robots.txt'])
      expect(pageCacheVerdict(get(path), html()).cacheable).toBe(false);
  });

  it('never shares a post, an error or a response that sets a cookie, even when declared', () => {
    expect(
      pageCacheVerdict(get('/about', {method: 'POST'}), declared()).cacheable,
    ).toBe(false);
    for (const status of [404, 500, 503])
      expect(
        pageCacheVerdict(get('/about'), declared({status})).cacheable,
      ).toBe(false);
    expect(
      pageCacheVerdict(
        get('/about'),
        declared({headers: {'Set-Cookie': 'lang=de'}}),
      ).cacheable,
    ).toBe(false);
  });

  it("follows the loader's own policy: public with a lifetime is shared, anything else is not", () => {
    const own = (policy: string) =>
      pageCacheVerdict(
        get('/about'),
        declared(undefined, new Headers({'Cache-Control': policy})),
      );
    expect(own('public, max-age=300')).toEqual({
      cacheable: true,
      edgeCacheControl: 'public, max-age=300',
    });
    for (const policy of [
      'private, max-age=300',
      'no-store',
      'public, max-age=0',
      'public, max-age=60, no-cache',
    ])
      expect(own(policy).cacheable).toBe(false);
  });

  it('lets a resource route declare its own answer shared', () => {
    const feed = new Response('<rss/>', {
      headers: {'Cache-Control': 'public, max-age=3600', ...SHARED_FROM_EDGE},
    });
    expect(pageCacheVerdict(get('/blog/rss.xml'), feed)).toEqual({
      cacheable: true,
      edgeCacheControl: 'public, max-age=3600',
    });
  });
});

describe('applyPageCache', () => {
  it('adds the edge policy and Vary to a shared page, keeping an existing Vary', () => {
    const response = applyPageCache(
      get('/products'),
      declared({headers: {Vary: 'Accept'}}),
    );
    expect(response.headers.get('Oxygen-Cache-Control')).toBe(
      PAGE_EDGE_CACHE_CONTROL,
    );
    expect(response.headers.get('Cache-Control')).toBe(
      'public, max-age=0, must-revalidate',
    );
    // Nothing but the encoding: the language is in the URL (decision 110).
    expect(response.headers.get('Vary')).toBe('Accept, Accept-Encoding');
  });

  it("never sends the route's declaration itself", () => {
    for (const response of [declared(), declared({status: 404})])
      expect(
        [...applyPageCache(get('/about'), response).headers.keys()].some(
          (name) => name.toLowerCase().startsWith('x-shop'),
        ),
      ).toBe(false);
  });

  it('marks everything else private, dropping any edge policy a handler set', () => {
    const response = applyPageCache(
      get('/cart'),
      html({headers: {'Oxygen-Cache-Control': 'public, max-age=60'}}),
    );
    expect(response.headers.get('Oxygen-Cache-Control')).toBeNull();
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it("keeps a personal route's own private policy (its loader's Cache-Control reaches the response)", () => {
    const headers = new Headers(
      privatePageHeaders({
        loaderHeaders: new Headers({'Cache-Control': 'no-store'}),
        parentHeaders: new Headers(),
        actionHeaders: new Headers(),
        errorHeaders: undefined,
      }) as HeadersInit,
    );
    const response = applyPageCache(get('/alerts/manage'), html({headers}));
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });
});
