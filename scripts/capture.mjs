// `node scripts/capture.mjs <origin> <out.json>`: what a running storefront answers on a fixed set of
// addresses (status, headers that matter, body), so a restructuring can be shown to change nothing.
// `node scripts/capture.mjs --diff a.json b.json` lists the addresses whose answers differ.
import {readFileSync, writeFileSync} from 'node:fs';

const FIXED = [
  '/',
  '/de',
  '/products',
  '/products?sort=price-asc',
  '/products?brand=rolex&page=2',
  '/de/products?sort=newest',
  '/collections/rolex',
  '/collections/patek-philippe',
  '/de/collections/rolex',
  '/signature-watches',
  '/holy-grails',
  '/available',
  '/on-request',
  '/sold',
  '/references',
  '/de/references',
  '/cart',
  '/Cart',
  '/%63art',
  '/de/cart',
  '/sell-your-watch',
  '/de/sell-your-watch',
  '/contact',
  '/sourcing',
  '/blog',
  '/privacy',
  '/de/terms',
  '/robots.txt',
  '/sitemap.xml',
  '/blog/rss.xml',
  '/product-feed.xml',
  '/products/',
  '/no-such-page',
  '/de/no-such-page',
  '/fr/products',
  '/products/no-such-watch',
  '/search?q=daytona',
  '/api/wishlist?handles=x',
  '/admin/alerts',
  '/admin/product-feed',
  '/alerts/confirm?token=bad',
];

// Headers whose values say something about the page (not the clock or the build).
const HEADERS = [
  'content-type',
  'cache-control',
  'oxygen-cache-control',
  'vary',
  'location',
  'retry-after',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'strict-transport-security',
  'permissions-policy',
];

// What changes between two runs of one build, or between two builds of the same code.
function normalise(text) {
  return (
    text
      .replace(/nonce="[^"]*"/g, 'nonce="N"')
      .replace(/'nonce-[^']*'/g, "'nonce-N'")
      .replace(/-[A-Za-z0-9_-]{8}\.(js|css)/g, '-HASH.$1')
      .replace(/"token":"[^"]*"/g, '"token":"T"')
      .replace(/v1\.[0-9a-f-]{36}\.\d+\.[A-Za-z0-9_-]+/g, 'TOKEN')
      .replace(/name="_token" value="[^"]*"/g, 'name="_token" value="T"')
      .replace(/value="[A-Za-z0-9._~-]{40,}"/g, 'value="TOKEN"')
      .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, 'ISO-TIME')
      .replace(/<lastBuildDate>[^<]*</g, '<lastBuildDate>T<')
      .replace(/"version":"[0-9a-f]{8,}"/g, '"version":"V"')
      // Two captures may come from shops on other ports.
      .replace(/\/\/localhost:\d+/g, '//SHOP')
      .replace(/\/\/127\.0\.0\.1:\d+/g, '//LOCAL-SHOP')
  );
}

async function sitemapAddresses(origin) {
  const index = await (await fetch(`${origin}/sitemap.xml`)).text();
  const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const pages = [];
  for (const child of children) {
    const text = await (
      await fetch(child.replace(/^https?:\/\/[^/]+/, origin))
    ).text();
    for (const m of text.matchAll(/<loc>([^<]+)<\/loc>/g))
      pages.push(new URL(m[1]).pathname);
  }
  return pages;
}

async function capture(origin, out) {
  const addresses = [
    ...new Set([...FIXED, ...(await sitemapAddresses(origin))]),
  ];
  const answers = {};
  for (const address of addresses) {
    const response = await fetch(origin + address, {
      redirect: 'manual',
      headers: {'Accept-Language': 'en-GB,en;q=0.9', Accept: 'text/html'},
    });
    const headers = {};
    for (const name of HEADERS) {
      const value = response.headers.get(name);
      if (value !== null) headers[name] = normalise(value);
    }
    answers[address] = {
      status: response.status,
      headers,
      body: normalise(await response.text()),
    };
  }
  writeFileSync(out, JSON.stringify(answers, null, 1));
  console.log(`${addresses.length} addresses captured in ${out}`);
}

function diff(a, b) {
  // Normalised again, so a rule added after a capture applies to it too.
  const read = (file) =>
    JSON.parse(
      normalise(
        readFileSync(file, 'utf8').replaceAll('\\"', '\u0001'),
      ).replaceAll('\u0001', '\\"'),
    );
  const before = read(a);
  const after = read(b);
  let differing = 0;
  for (const address of new Set([
    ...Object.keys(before),
    ...Object.keys(after),
  ])) {
    const x = before[address];
    const y = after[address];
    if (JSON.stringify(x) === JSON.stringify(y)) continue;
    differing++;
    if (!x || !y) {
      console.log(`${address}: only ${x ? 'before' : 'after'}`);
      continue;
    }
    if (x.status !== y.status)
      console.log(`${address}: status ${x.status} -> ${y.status}`);
    for (const name of new Set([
      ...Object.keys(x.headers),
      ...Object.keys(y.headers),
    ]))
      if (x.headers[name] !== y.headers[name])
        console.log(
          `${address}: ${name} ${x.headers[name]} -> ${y.headers[name]}`,
        );
    if (x.body !== y.body) {
      let i = 0;
      while (x.body[i] === y.body[i]) i++;
      console.log(
        `${address}: body differs at ${i}:\n  - ${x.body.slice(Math.max(0, i - 60), i + 100)}\n  + ${y.body.slice(Math.max(0, i - 60), i + 100)}`,
      );
    }
  }
  console.log(`${Object.keys(after).length} addresses, ${differing} differ`);
  process.exitCode = differing ? 1 : 0;
}

const [first, second, third] = process.argv.slice(2);
if (first === '--diff') diff(second, third);
else await capture(first, second);
