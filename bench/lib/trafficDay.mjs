// A day of a small UK watch dealer's traffic, as visits (a browser's headers and cookies, and the
// pages it opens one after another) and crawler requests. Seeded, so every run replays the same
// day. The assumptions are stated once, in ASSUMPTIONS, and written into the results.

/** What the day is made of: a small dealer's shop, mostly UK shoppers on phones. */
export const ASSUMPTIONS = {
  visitsPerDay: 900,
  meanPagesPerVisit: 3.2,
  crawlerRequestsPerDay: 700,
  returningShare: 0.3,
  // Seconds a shopper reads a page before the next one: log-normal, median 25 s, at most 5 min.
  thinkMedianSeconds: 25,
  // UK hours (00-23): share of the day's visits, an e-commerce curve with a lunch and an evening peak.
  hourlyWeights: [
    2.5, 1.5, 1.0, 0.8, 0.7, 0.9, 1.8, 3.0, 4.0, 4.8, 5.2, 5.4, 5.8, 5.6, 5.2,
    5.0, 5.0, 5.2, 5.6, 6.4, 7.0, 6.6, 5.0, 3.6,
  ],
  // Popularity of watch pages: Zipf over the catalogue (a few watches draw most visits).
  watchZipfExponent: 0.9,
};

/** Real Accept-Language values and their share of a UK dealer's visitors (per browser, not per request). */
export const ACCEPT_LANGUAGES = [
  ['en-GB,en;q=0.9', 30], // Safari on iPhone and Mac, Chrome with English (UK) only
  ['en-GB,en-US;q=0.9,en;q=0.8', 18], // Chrome and Edge, English (UK) as set up by default
  ['en-GB', 5],
  ['en-GB,en;q=0.5', 4], // Firefox
  ['en-GB,en;q=0.9,en-US;q=0.8', 3], // Edge
  ['en-US,en;q=0.9', 8],
  ['en-US', 2],
  ['en-US,en;q=0.5', 1.5],
  ['en', 1],
  ['en-gb', 1], // older iOS
  ['en-IE,en;q=0.9', 1],
  ['en-IE,en-GB;q=0.9,en-US;q=0.8,en;q=0.7', 0.5],
  ['en-AU,en;q=0.9', 0.5],
  ['en-IN,en-GB;q=0.9,en-US;q=0.8,en;q=0.7', 0.8],
  ['en-GB,en-US;q=0.9,en;q=0.8,pl;q=0.7', 0.6],
  ['en-GB,en-US;q=0.9,en;q=0.8,fr;q=0.7', 0.6],
  ['en-GB,en;q=0.9,de;q=0.8', 0.5],
  ['en-GB,en-US;q=0.9,en;q=0.8,ur;q=0.7', 0.4],
  ['en-GB,en-US;q=0.9,en;q=0.8,hi;q=0.7', 0.4],
  ['en-GB,en-US;q=0.9,en;q=0.8,ar;q=0.7', 0.3],
  ['de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7', 1.2],
  ['de-DE,de;q=0.9,en;q=0.8', 1.0],
  ['de-DE,de;q=0.9', 0.5],
  ['de-de', 0.3],
  ['de,en-US;q=0.7,en;q=0.3', 0.3], // Firefox in German
  ['de-CH,de;q=0.9,en;q=0.8', 0.4],
  ['de-AT,de;q=0.9,en;q=0.8', 0.3],
  ['fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7', 1.0],
  ['fr-FR,fr;q=0.9', 0.3],
  ['nl-NL,nl;q=0.9,en-US;q=0.8,en;q=0.7', 0.6],
  ['it-IT,it;q=0.9,en-US;q=0.8,en;q=0.7', 0.6],
  ['es-ES,es;q=0.9', 0.4],
  ['pl-PL,pl;q=0.9,en-US;q=0.8,en;q=0.7', 0.6],
  ['ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7', 0.3],
  ['zh-CN,zh;q=0.9,en;q=0.8', 0.6],
  ['zh-HK,zh;q=0.9,en;q=0.8', 0.3],
  ['ja,en-US;q=0.9,en;q=0.8', 0.3],
  ['ar,en-US;q=0.9,en;q=0.8', 0.4],
  ['ar-AE,ar;q=0.9,en-GB;q=0.8,en;q=0.7', 0.3],
  ['tr-TR,tr;q=0.9,en-US;q=0.8,en;q=0.7', 0.2],
  ['ro-RO,ro;q=0.9,en-US;q=0.8,en;q=0.7', 0.2],
];

/** Browsers as they announce themselves and what they accept in encodings (UK phone-heavy mix). */
export const BROWSERS = [
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    'gzip, deflate, br',
    45,
  ],
  [
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    'gzip, deflate, br, zstd',
    20,
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'gzip, deflate, br, zstd',
    15,
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    'gzip, deflate, br',
    10,
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    'gzip, deflate, br, zstd',
    5,
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    'gzip, deflate, br, zstd',
    4,
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
    'gzip, deflate, br',
    1,
  ],
];

/** Crawlers: user agent, Accept-Language (most send none), Accept-Encoding, share. */
export const CRAWLERS = [
  [
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.69 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    null,
    'gzip, deflate, br',
    40,
  ],
  [
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
    null,
    'gzip, deflate',
    15,
  ],
  [
    'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
    null,
    'gzip, deflate',
    15,
  ],
  [
    'Mozilla/5.0 (compatible; SemrushBot/7~bl; +http://www.semrush.com/bot.html)',
    null,
    'gzip, deflate',
    10,
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
    'en-GB,en;q=0.9',
    'gzip, deflate, br',
    10,
  ],
  [
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'en-GB,en;q=0.9',
    'gzip, deflate',
    10,
  ],
];

/** A small seeded random source (mulberry32): the same day on every run. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function weighted(random, rows, weightOf = (row) => row.at(-1)) {
  const total = rows.reduce((sum, row) => sum + weightOf(row), 0);
  let left = random() * total;
  for (const row of rows) {
    left -= weightOf(row);
    if (left <= 0) return row;
  }
  return rows.at(-1);
}

/** Whether a browser with this Accept-Language puts German before English (decision 009's rule). */
export function prefersGerman(acceptLanguage) {
  for (const entry of (acceptLanguage ?? '').split(',')) {
    const lang = entry.trim().split(';')[0].toLowerCase().split('-')[0];
    if (lang === 'en') return false;
    if (lang === 'de') return true;
  }
  return false;
}

/** A second of the day, following the hourly curve. */
function secondOfDay(random) {
  const hours = ASSUMPTIONS.hourlyWeights.map((weight, hour) => [hour, weight]);
  const [hour] = weighted(random, hours);
  return hour * 3600 + random() * 3600;
}

function thinkSeconds(random) {
  // Log-normal around the median (sigma 1), at least 3 s, at most 5 minutes.
  const normal =
    Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  return Math.min(
    300,
    Math.max(3, ASSUMPTIONS.thinkMedianSeconds * Math.exp(normal)),
  );
}

/**
 * The shop's pages by kind, from what the shop itself lists (`catalogue`: watch handles in
 * catalogue order, brand handles, reference slugs, article ids) and how a shopper picks among them.
 */
function pagePicker(random, catalogue) {
  const zipf = catalogue.watches.map((handle, rank) => [
    handle,
    1 / (rank + 1) ** ASSUMPTIONS.watchZipfExponent,
  ]);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const kinds = {
    home: () => '/',
    list: () =>
      pick([
        '/products',
        '/products',
        '/products',
        '/products?sort=newest',
        '/products?sort=price-asc',
        '/products?sort=price-desc',
        `/products?brand=${pick(catalogue.brands)}`,
        '/available',
      ]),
    brand: () =>
      `/collections/${
        weighted(
          random,
          catalogue.brands.map((b, i) => [b, 1 / (i + 1)]),
        )[0]
      }`,
    watch: () => `/products/${weighted(random, zipf)[0]}`,
    reference: () => `/references/${pick(catalogue.references)}`,
    article: () => pick(['/blog', ...catalogue.articles]),
    sell: () =>
      pick(['/sell-your-watch', '/sell-your-watch', '/sell-your-watch-form']),
    other: () => pick(['/about', '/contact-us', '/sourcing', '/reviews']),
  };
  return {
    kinds,
    /** Where a visit starts (search results, adverts, links). */
    landing: () =>
      kinds[
        weighted(random, [
          ['watch', 38],
          ['home', 20],
          ['brand', 12],
          ['list', 10],
          ['reference', 8],
          ['article', 6],
          ['sell', 4],
          ['other', 2],
        ])[0]
      ](),
    /** The next page of a visit. */
    next: () =>
      kinds[
        weighted(random, [
          ['watch', 45],
          ['brand', 15],
          ['list', 15],
          ['home', 8],
          ['reference', 7],
          ['sell', 4],
          ['article', 4],
          ['other', 2],
        ])[0]
      ](),
  };
}

/** A page's kind from its path (German pages counted apart); articles are the catalogue's paths. */
export function pageKinds(articles) {
  const articlePaths = new Set(['/blog', ...articles]);
  const rules = [
    ['home', (bare) => bare === '/' || bare.startsWith('/?')],
    ['watch', (bare) => /^\/products\/[^/?]+/.test(bare)],
    ['list', (bare) => /^\/(products|available)(\?|$)/.test(bare)],
    ['brand', (bare) => bare.startsWith('/collections/')],
    ['reference', (bare) => bare.startsWith('/references/')],
    ['article', (bare) => articlePaths.has(bare.split('?')[0])],
    ['sell', (bare) => bare.startsWith('/sell-your-watch')],
  ];
  return (path) => {
    const isGerman = /^\/de(\/|\?|$)/.test(path);
    const rest = isGerman ? path.slice(3) : path;
    const bare = rest.startsWith('/') ? rest : `/${rest}`;
    const kind = rules.find(([, test]) => test(bare))?.[0] ?? 'other';
    return isGerman ? `german ${kind}` : kind;
  };
}

const german = (path) => (path === '/' ? '/de' : `/de${path}`);

/**
 * The day: visits by people (each a browser with its headers, cookies and a list of pages opened
 * after each other) and single crawler requests, sorted by the second of the day they start.
 */
export function trafficDay(catalogue, seed = 39) {
  const random = seededRandom(seed);
  const pages = pagePicker(random, catalogue);
  const visits = [];
  for (let i = 0; i < ASSUMPTIONS.visitsPerDay; i++) {
    const [userAgent, acceptEncoding] = weighted(random, BROWSERS);
    const [acceptLanguage] = weighted(random, ACCEPT_LANGUAGES);
    const returning = random() < ASSUMPTIONS.returningShare;
    const cookies = {};
    if (returning) {
      cookies.analytics_consent = random() < 0.7 ? 'granted' : 'denied';
      if (random() < 0.2)
        cookies.cart = `gid%3A%2F%2Fshopify%2FCart%2Fc1-${Math.floor(random() * 1e9)}`;
      // A returning German-preferring shopper kept the German the shop chose; a few English
      // visitors used the switcher once.
      if (prefersGerman(acceptLanguage)) cookies.lang = 'de';
      else if (random() < 0.03) cookies.lang = random() < 0.5 ? 'de' : 'en';
    }
    const count =
      1 +
      Math.floor(
        Math.log(1 - random()) /
          Math.log(1 - 1 / ASSUMPTIONS.meanPagesPerVisit),
      );
    // A few visits start on a German address (German search results, a shared link).
    const first = pages.landing();
    const path =
      random() < (prefersGerman(acceptLanguage) ? 0.3 : 0.01)
        ? german(first)
        : first;
    const steps = [{path, after: 0}];
    for (let s = 1; s < Math.min(count, 15); s++)
      steps.push({path: pages.next(), after: thinkSeconds(random)});
    visits.push({
      at: secondOfDay(random),
      person: true,
      userAgent,
      acceptEncoding,
      acceptLanguage,
      cookies,
      steps,
    });
  }
  const allKinds = Object.keys(pages.kinds);
  for (let i = 0; i < ASSUMPTIONS.crawlerRequestsPerDay; i++) {
    const [userAgent, acceptLanguage, acceptEncoding] = weighted(
      random,
      CRAWLERS,
    );
    // Crawlers walk the whole site evenly, German pages included, around the clock.
    const kind = allKinds[Math.floor(random() * allKinds.length)];
    let path =
      kind === 'watch'
        ? `/products/${catalogue.watches[Math.floor(random() * catalogue.watches.length)]}`
        : pages.kinds[kind]();
    if (random() < 0.3) path = german(path);
    visits.push({
      at: random() * 86400,
      person: false,
      userAgent,
      acceptEncoding,
      acceptLanguage,
      cookies: {},
      steps: [{path, after: 0}],
    });
  }
  return visits.sort((a, b) => a.at - b.at);
}
