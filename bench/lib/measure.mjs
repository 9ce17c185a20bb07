// The measurements: Lighthouse, first-load bytes from the build manifests, load, time to first byte.
import {readdirSync, readFileSync} from 'node:fs';
import http from 'node:http';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {matchRoutes} from 'react-router';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const median = (values) => {
  const sorted = values
    .filter((v) => typeof v === 'number' && Number.isFinite(v))
    .sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function percentile(sorted, p) {
  if (!sorted.length) return null;
  const index = Math.min(
    sorted.length - 1,
    Math.max(0, Math.ceil((p / 100) * sorted.length) - 1),
  );
  return sorted[index];
}

/** A watch both storefronts can show: the first Rolex for sale with images, in catalogue order. */
export async function pickProductHandle(localShopUrl) {
  const response = await fetch(`${localShopUrl}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Storefront-Access-Token': 'local-storefront-public-token',
    },
    body: JSON.stringify({
      query:
        '{ collection(handle: "rolex") { products(first: 100) { nodes { handle availableForSale featuredImage { url } } } } }',
    }),
  });
  const body = await response.json();
  const nodes = body?.data?.collection?.products?.nodes ?? [];
  const watch =
    nodes.find((n) => n.availableForSale && n.featuredImage) ?? nodes[0];
  if (!watch)
    throw new Error(
      `No Rolex watch in the local shop: ${JSON.stringify(body).slice(0, 300)}`,
    );
  return watch.handle;
}

// ---------------------------------------------------------------------------------------------
// First-load JavaScript and CSS

function readRouterManifest(clientDir) {
  const assets = join(clientDir, 'assets');
  const file = readdirSync(assets).find((name) =>
    /^manifest-.*\.js$/.test(name),
  );
  if (!file) throw new Error(`No React Router manifest in ${assets}`);
  const text = readFileSync(join(assets, file), 'utf8');
  const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  return {manifest: JSON.parse(json), file: `/assets/${file}`};
}

function routeTree(routes) {
  const byParent = new Map();
  for (const route of Object.values(routes)) {
    const list = byParent.get(route.parentId ?? null) ?? [];
    list.push(route);
    byParent.set(route.parentId ?? null, list);
  }
  const build = (parentId) =>
    (byParent.get(parentId) ?? []).map((route) => ({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      children: route.index ? undefined : build(route.id),
    }));
  return build(null);
}

/**
 * The route manifest as this page receives it. With lazy route discovery (React Router's
 * default) the server inlines a manifest of just the matched routes in a module script and the
 * browser never fetches the full `manifest-*.js`; otherwise the page loads that file.
 */
function manifestAsServed(html, file) {
  const inline = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g),
  ]
    .map((match) => match[1])
    .filter((text) => text.includes('window.__reactRouterManifest'));
  // The inline manifest names the file as its "url" (for later route discovery); only a script or
  // preload of it means the page loads it.
  const loadsFile = new RegExp(
    `<(?:script|link)[^>]+(?:src|href)="${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`,
  ).test(html);
  if (inline.length && !loadsFile) return {inline: inline.join('\n')};
  return {file};
}

/**
 * Gzip bytes of what a first visit to `pathname` loads before any interaction: the React Router
 * manifest as served (inline script or file), the client entry and the modules (with their
 * static imports) of every route the path matches; CSS of those routes plus the same-origin
 * stylesheets the served page links (a `?url` import appears only there) or carries inline.
 * Dynamic imports are left out.
 */
export function firstLoadBytes(clientDir, pathname, html) {
  const {manifest, file} = readRouterManifest(clientDir);
  const matches = matchRoutes(routeTree(manifest.routes), pathname) ?? [];
  const routeIds = matches.map((m) => m.route.id);
  const served = manifestAsServed(html, file);
  const js = new Set([
    manifest.entry.module,
    ...(manifest.entry.imports ?? []),
  ]);
  if (served.file) js.add(served.file);
  const css = new Set(manifest.entry.css ?? []);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    js.add(route.module);
    for (const url of route.imports ?? []) js.add(url);
    for (const url of route.css ?? []) css.add(url);
  }
  for (const [, href] of html.matchAll(
    /<link[^>]+rel="stylesheet"[^>]*href="(\/[^"]+)"/g,
  ))
    css.add(href);
  for (const [, href] of html.matchAll(
    /<link[^>]+href="(\/[^"]+\.css)"[^>]*rel="stylesheet"/g,
  ))
    css.add(href);
  const size = (urls, inline = {}) => {
    let raw = 0;
    let gzip = 0;
    const files = [];
    const add = (url, content) => {
      const zipped = gzipSync(content).length;
      raw += content.length;
      gzip += zipped;
      files.push({url, gzip: zipped});
    };
    for (const url of urls)
      add(
        url,
        readFileSync(join(clientDir, decodeURIComponent(url.split(/[?#]/)[0]))),
      );
    for (const [name, text] of Object.entries(inline))
      add(name, Buffer.from(text));
    files.sort((a, b) => b.gzip - a.gzip);
    return {raw, gzip, count: files.length, files};
  };
  const inlineJs = served.inline
    ? {'(inline route manifest)': served.inline}
    : {};
  // A stylesheet the page carries inline counts as CSS the page loads, as a linked one does.
  const inlineCss = Object.fromEntries(
    [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
      .filter(([, text]) => text.trim())
      .map(([, text], i) => [`(inline stylesheet ${i + 1})`, text]),
  );
  return {
    routeIds,
    manifest: served.inline ? 'inline' : 'file',
    js: size(js, inlineJs),
    css: size(css, inlineCss),
  };
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

export async function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
}

/** One Lighthouse mobile performance run (default config: simulated throttling, Moto G Power). */
export async function lighthouseRun(chromePort, url) {
  const runner = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
  });
  const lhr = runner?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError)
    throw new Error(
      `Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    );
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const lcpElement =
    lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]
      ?.items?.[0]?.node?.snippet ?? null;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const documentRequest = requests.find((r) => r.resourceType === 'Document');
  return {
    score:
      lhr.categories.performance.score === null
        ? null
        : Math.round(lhr.categories.performance.score * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcp: audit('first-contentful-paint'),
    si: audit('speed-index'),
    ttfb: audit('server-response-time'),
    lcpElement,
    documentTransferBytes: documentRequest?.transferSize ?? null,
    totalByteWeight: audit('total-byte-weight'),
    renderBlocking: (
      lhr.audits['render-blocking-resources']?.details?.items ?? []
    ).map((i) => i.url),
    warnings: lhr.runWarnings ?? [],
  };
}

// ---------------------------------------------------------------------------------------------
// Load

/** One bounded autocannon run; keeps every response's latency. */
export async function loadSlice(url, {connections, seconds, headers}) {
  const latencies = [];
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      {url, connections, duration: seconds, headers},
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
  return {
    latencies,
    requests: result.requests.total,
    duration: result.duration,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Several slices of one case as one result: req/s over their time, p50/p95 over all responses. */
export function combineSlices(slices, connections) {
  const latencies = slices.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const requests = slices.reduce((n, s) => n + s.requests, 0);
  const duration = slices.reduce((n, s) => n + s.duration, 0);
  return {
    connections,
    seconds: duration,
    requests,
    rps: duration ? requests / duration : null,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    non2xx: slices.reduce((n, s) => n + s.non2xx, 0),
    errors: slices.reduce((n, s) => n + s.errors, 0),
  };
}

// ---------------------------------------------------------------------------------------------
// Time to first byte

/** Milliseconds from sending a GET on a new connection to the first byte of the response. */
export function timeToFirstByte(url) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.get(
      url,
      {
        agent: false,
        headers: {'Accept-Language': 'en-GB', Accept: 'text/html'},
      },
      (response) => {
        const ttfb = Number(process.hrtime.bigint() - started) / 1e6;
        response.resume();
        response.on('end', () => resolve({ttfb, status: response.statusCode}));
        response.on('error', reject);
      },
    );
    request.setTimeout(60_000, () =>
      request.destroy(new Error(`Timed out: ${url}`)),
    );
    request.on('error', reject);
  });
}

export async function getHtml(url) {
  const response = await fetch(url, {headers: {'Accept-Language': 'en-GB'}});
  return {status: response.status, html: await response.text()};
}
