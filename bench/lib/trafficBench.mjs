// The edge cache under real traffic (issue 39): a small dealer's day replayed through Varnish in
// front of the shop before and after a change, and in front of this tree with other page
// lifetimes, all at once. Writes bench/results/traffic.{json,md}.
import {join} from 'node:path';
import {startVarnish} from './edgeCache.mjs';
import {startPreview, stopProcess} from './processes.mjs';
import {prepareCommit} from './sites.mjs';
import {
  ASSUMPTIONS,
  ACCEPT_LANGUAGES,
  pageKinds,
  trafficDay,
} from './trafficDay.mjs';
import {readLanguageLine, replayDay, summarise} from './trafficReplay.mjs';

const locs = (xml) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);

/** The shop's own pages, as its sitemaps and reference index list them. */
export async function readCatalogue(origin) {
  const text = async (path) => (await fetch(origin + path)).text();
  const products = locs(await text('/sitemap/products/1.xml'));
  const collections = locs(await text('/sitemap/collections/1.xml'));
  const articles = locs(await text('/sitemap/articles/1.xml'));
  const referencesHtml = await text('/references');
  const catalogue = {
    watches: products
      .filter((p) => /^\/products\/[^/]+$/.test(p))
      .map((p) => p.split('/')[2]),
    brands: collections
      .filter((p) => /^\/collections\/[^/]+$/.test(p))
      .map((p) => p.split('/')[2])
      .filter((h) => !/watches$/.test(h)),
    // Articles live at their own top-level paths (/richard-mille-future).
    articles: articles.filter((p) => !/^\/de(\/|$)/.test(p) && p !== '/blog'),
    references: [
      ...new Set(
        [...referencesHtml.matchAll(/href="\/references\/([^"?#/]+)"/g)].map(
          (m) => m[1],
        ),
      ),
    ],
  };
  for (const [name, list] of Object.entries(catalogue))
    if (!list.length) throw new Error(`The shop lists no ${name}`);
  return catalogue;
}

/** Median first byte of three renders of one page of each kind, straight from the worker. */
async function renderTimes(origin, catalogue, kindOf) {
  const samples = [
    '/',
    '/products',
    `/collections/${catalogue.brands[0]}`,
    `/products/${catalogue.watches[0]}`,
    `/references/${catalogue.references[0]}`,
    catalogue.articles[0],
    '/sell-your-watch',
    '/about',
  ];
  const times = {};
  for (const path of [
    ...samples,
    ...samples.map((p) => (p === '/' ? '/de' : `/de${p}`)),
  ]) {
    const ttfbs = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const response = await fetch(origin + path, {
        headers: {accept: 'text/html', 'accept-language': 'en-GB,en;q=0.9'},
        redirect: 'manual',
      });
      ttfbs.push(performance.now() - started);
      await response.arrayBuffer();
    }
    times[kindOf(path)] = ttfbs.sort((a, b) => a - b)[1];
  }
  return times;
}

const policyOf = ([maxAge, swr]) =>
  `public, max-age=${maxAge}, stale-while-revalidate=${swr}`;

/**
 * Builds `beforeRev`, serves it beside `shopServer` (this tree's build, same local shop), puts
 * Varnish in front of each, and of this tree once per other page lifetime in `lifetimes`, and
 * replays the day through all of them at once.
 */
export async function measureTraffic({
  shopServer,
  envFile,
  work,
  ports,
  beforeRev,
  lifetimes,
  speedup,
  log,
}) {
  const catalogue = await readCatalogue(shopServer.url);
  const visits = trafficDay(catalogue);
  const own = (await fetch(`${shopServer.url}/about`)).headers.get(
    'oxygen-cache-control',
  );
  log(
    `  ${catalogue.watches.length} watches, ${catalogue.brands.length} brands, ${catalogue.references.length} references, ${catalogue.articles.length} articles; ${visits.length} visits and crawler requests; this tree sends "${own}"`,
  );

  let before = null;
  const started = [];
  try {
    if (beforeRev) {
      const dir = join(work, 'before');
      await prepareCommit(dir, beforeRev, log);
      before = await startPreview({
        dir,
        port: ports.before.http,
        inspectorPort: ports.before.inspector,
        envFile,
        log,
      });
      started.push(before.child);
    }
    const edges = [];
    const divisor = speedup;
    let port = ports.firstEdge;
    if (lifetimes.length + 4 > ports.edgeCount)
      throw new Error(`More edges than the ${ports.edgeCount} ports given`);
    const lines = {
      before: before ? await readLanguageLine(before.url) : null,
      after: await readLanguageLine(shopServer.url),
    };
    const kindOf = pageKinds(catalogue.articles);
    // Each build behind a shield (bench/edge/shield.vcl); its render time per page kind measured
    // at the worker first, for the edge misses the shield answers.
    const shields = {};
    const renderMs = {};
    for (const [name, server] of [
      ['before', before],
      ['after', shopServer],
    ]) {
      if (!server) continue;
      renderMs[name] = await renderTimes(server.url, catalogue, kindOf);
      const shield = await startVarnish({
        port: port++,
        backendPort: new URL(server.url).port,
        workDir: join(work, `varnish-shield-${name}`),
        vclFile: 'bench/edge/shield.vcl',
      });
      started.push(shield.child);
      shields[name] = shield;
    }
    const edge = async (name, build, extra = {}) => {
      const varnish = await startVarnish({
        port: port++,
        backendPort: new URL(shields[build].url).port,
        workDir: join(work, `varnish-${edges.length}`),
        timeDivisor: divisor,
        pagePolicy: extra.pagePolicy,
      });
      started.push(varnish.child);
      const times = renderMs[build];
      edges.push({
        name,
        url: varnish.url,
        languageLine: lines[build],
        renderMs: (kind) => times[kind] ?? times.other,
        ...extra,
      });
    };
    if (before) await edge('before', 'before');
    await edge('after', 'after');
    for (const lifetime of lifetimes) {
      const policy = policyOf(lifetime);
      if (policy === own) continue;
      await edge(`after, ${lifetime[0]} s + ${lifetime[1]} s`, 'after', {
        pagePolicy: {from: own, to: policy},
      });
    }
    log(
      `  replaying the day ${speedup}× faster (${(86400 / speedup / 60).toFixed(1)} min) through ${edges.length} edges`,
    );
    const records = await replayDay(visits, edges, {
      speedup,
      pageKind: kindOf,
      log,
    });
    const beforePolicy = before
      ? (await fetch(`${before.url}/about`)).headers.get('oxygen-cache-control')
      : null;
    const vary = async (server) =>
      server ? (await fetch(`${server.url}/about`)).headers.get('vary') : null;
    return {
      assumptions: {
        ...ASSUMPTIONS,
        acceptLanguageValues: ACCEPT_LANGUAGES.length,
        speedup,
        catalogue: Object.fromEntries(
          Object.entries(catalogue).map(([k, v]) => [k, v.length]),
        ),
        visitsAndCrawlerRequests: visits.length,
      },
      beforeRev,
      languageLines: lines,
      renderMs,
      edges: edges.map((e) => ({
        name: e.name,
        policy: e.pagePolicy?.to ?? (e.name === 'before' ? beforePolicy : own),

        ...summarise(records[e.name]),
      })),
      vary: {before: await vary(before), after: await vary(shopServer)},
    };
  } finally {
    for (const child of started.reverse()) await stopProcess(child);
  }
}

const pct = (ratio) => (ratio == null ? '–' : `${(ratio * 100).toFixed(1)} %`);
const ms = (value) => (value == null ? '–' : `${Math.round(value)} ms`);

/** The traffic results as Markdown. */
export function renderTrafficMarkdown(traffic, meta) {
  const a = traffic.assumptions;
  const lines = [
    '# The edge cache under real traffic',
    '',
    `Generated ${meta.generatedAt} on commit ${meta.commit}; ${meta.cpus} cores, load average ${meta.loadAverage}. Method: [bench/README.md](../README.md) (7c).`,
    '',
    `A day of ${a.visitsPerDay} visits (${a.meanPagesPerVisit} pages on average) and ${a.crawlerRequestsPerDay} crawler requests (${a.visitsAndCrawlerRequests} in all), ${a.acceptLanguageValues} real Accept-Language values, over ${a.catalogue.watches} watches, ${a.catalogue.brands} brands, ${a.catalogue.references} references and ${a.catalogue.articles} articles, replayed ${a.speedup}× faster than the clock with every edge lifetime divided by ${a.speedup}. Before: ${traffic.beforeRev ?? '–'} (Vary: ${traffic.vary.before ?? '–'}); after: this tree (Vary: ${traffic.vary.after}).`,
    '',
    '| edge | page policy | hit ratio, shoppers | hit ratio, crawlers | first byte p50 | p95 | page views in the wrong language | errors |',
    '|---|---|---|---|---|---|---|---|',
    ...traffic.edges.map(
      (e) =>
        `| ${e.name} | \`${e.policy}\` | ${pct(e.people.hitRatio)} | ${pct(e.crawlers.hitRatio)} | ${ms(e.people.firstByteP50)} | ${ms(e.people.firstByteP95)} | ${e.wrongLanguageViews} of ${e.germanWantedViews} wanting German | ${e.errors} |`,
    ),
    '',
    'Shoppers per page kind (hit ratio of document requests; first byte of the page they stay on, redirects included):',
    '',
  ];
  const kinds = [
    ...new Set(traffic.edges.flatMap((e) => Object.keys(e.byKind))),
  ].sort();
  const shown = traffic.edges.filter(
    (e, i) =>
      e.name === 'before' ||
      i === traffic.edges.findIndex((x) => x.name === 'after'),
  );
  lines.push(
    `| page kind | ${shown.map((e) => `${e.name}: hits, p50 / p95`).join(' | ')} |`,
    `|---|${shown.map(() => '---').join('|')}|`,
  );
  for (const kind of kinds)
    lines.push(
      `| ${kind} | ${shown
        .map((e) => {
          const k = e.byKind[kind];
          return k
            ? `${pct(k.hitRatio)} of ${k.requests}, ${ms(k.firstByteP50)} / ${ms(k.firstByteP95)}`
            : '–';
        })
        .join(' | ')} |`,
    );
  return lines.join('\n') + '\n';
}
