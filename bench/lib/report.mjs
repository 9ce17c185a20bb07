// One table (shop, starter, shop/starter) and the issue's targets, as text and Markdown.

const KIB = 1024;
const fmt = {
  score: (v) => (v == null ? '–' : String(Math.round(v))),
  ms: (v) => (v == null ? '–' : `${Math.round(v)} ms`),
  cls: (v) => (v == null ? '–' : v.toFixed(3)),
  kib: (v) => (v == null ? '–' : `${(v / KIB).toFixed(1)} KiB`),
  rps: (v) => (v == null ? '–' : v.toFixed(1)),
  ratio: (v) => (v == null || !Number.isFinite(v) ? '–' : `${v.toFixed(2)}×`),
};

const at = (object, ...path) =>
  path.reduce((o, k) => (o == null ? undefined : o[k]), object);

/** Rows: [page label, metric, shop, starter, ratio, formatter]. */
function comparisonRows(results) {
  const rows = [];
  for (const page of results.pages ?? []) {
    const both = (metric, kind, get) => {
      const shop = get('shop');
      const starter = get('starter');
      const ratio = shop != null && starter ? shop / starter : null;
      rows.push({
        page: page.label,
        pageKey: page.key,
        metric,
        kind,
        shop,
        starter,
        ratio,
      });
    };
    both('Lighthouse performance', 'score', (s) =>
      at(results, 'lighthouse', s, page.key, 'median', 'score'),
    );
    both('LCP', 'ms', (s) =>
      at(results, 'lighthouse', s, page.key, 'median', 'lcp'),
    );
    both('TBT', 'ms', (s) =>
      at(results, 'lighthouse', s, page.key, 'median', 'tbt'),
    );
    both('CLS', 'cls', (s) =>
      at(results, 'lighthouse', s, page.key, 'median', 'cls'),
    );
    both('First-load JS (gzip)', 'kib', (s) =>
      at(results, 'firstLoad', s, page.key, 'js', 'gzip'),
    );
    both('First-load CSS (gzip)', 'kib', (s) =>
      at(results, 'firstLoad', s, page.key, 'css', 'gzip'),
    );
    for (const c of results.config.connections) {
      both(`req/s, ${c} conn`, 'rps', (s) =>
        at(results, 'load', s, page.key, `c${c}`, 'rps'),
      );
      both(`p50, ${c} conn`, 'ms', (s) =>
        at(results, 'load', s, page.key, `c${c}`, 'p50'),
      );
      both(`p95, ${c} conn`, 'ms', (s) =>
        at(results, 'load', s, page.key, `c${c}`, 'p95'),
      );
    }
  }
  return rows;
}

function shopOnlyRows(results) {
  const rows = [];
  const cold = results.coldTtfb;
  for (const page of results.pages ?? []) {
    rows.push({
      label: `Cold TTFB, ${cold?.latencyMs ?? 150} ms per local-shop call (median of ${cold?.rounds ?? '?'} fresh storefronts): ${page.label}`,
      value: fmt.ms(at(cold, 'pages', page.key, 'ttfb')),
    });
  }
  for (const key of ['list', 'brand']) {
    const page = (results.pages ?? []).find((p) => p.key === key);
    if (!page || !results.cardsPerPage) continue;
    rows.push({
      label: `${page.label}: watches linked from the page, shop / starter`,
      value: `${results.cardsPerPage.shop?.[key] ?? '–'} / ${results.cardsPerPage.starter?.[key] ?? '–'}`,
    });
  }
  for (const scale of results.catalogueScale ?? []) {
    rows.push({
      label: `/products first TTFB, summed over ${scale.paths?.length ?? 1} orderings (list code and facets warm, the ordering's list and pages not cached), no extra products / ${scale.extraProducts} extra (each ordering's median of ${scale.rounds} fresh storefronts)`,
      value: `${fmt.ms(scale.noneMedian)} / ${fmt.ms(scale.extraMedian)} = ${fmt.ratio(scale.ratio)}`,
    });
  }
  for (const page of results.pages ?? []) {
    const edge = at(results, 'edge', 'pages', page.key);
    if (!edge) continue;
    const starter = (c) =>
      at(results, 'load', 'starter', page.key, `c${c}`, 'rps');
    rows.push({
      label: `Edge cache (Varnish, Oxygen's criteria): ${page.label}: second request ${edge.verdict.second ?? '?'}, hit TTFB`,
      value: fmt.ms(edge.hitTtfb),
    });
    for (const c of results.config.connections) {
      const hit = edge[`c${c}`]?.rps;
      rows.push({
        label: `Edge cache: ${page.label}, ${c} conn: hit req/s (p95) vs starter uncached req/s`,
        value: `${fmt.rps(hit)} (${fmt.ms(edge[`c${c}`]?.p95)}) vs ${fmt.rps(starter(c))} = ${fmt.ratio(hit != null && starter(c) ? hit / starter(c) : null)}`,
      });
    }
  }
  return rows;
}

export function evaluateTargets(results) {
  const targets = [];
  const add = (name, measured, limit, met) =>
    targets.push({name, measured, limit, met: met ?? null});
  const lh = (site, key, m) =>
    at(results, 'lighthouse', site, key, 'median', m);
  const lhPair = (key, m) => [lh('shop', key, m), lh('starter', key, m)];
  const page = (key) => (results.pages ?? []).find((p) => p.key === key);
  // Issue 21: list pages at least as good as the starter's in the same run.
  for (const key of ['list', 'brand']) {
    if (!page(key)) continue;
    const [score, starterScore] = lhPair(key, 'score');
    add(
      `${page(key).label}: Lighthouse ≥ starter`,
      `${fmt.score(score)} vs ${fmt.score(starterScore)}`,
      'starter',
      score == null || starterScore == null ? null : score >= starterScore,
    );
    const [lcp, starterLcp] = lhPair(key, 'lcp');
    add(
      `${page(key).label}: LCP ≤ starter`,
      `${fmt.ms(lcp)} vs ${fmt.ms(starterLcp)}`,
      'starter',
      lcp == null || starterLcp == null ? null : lcp <= starterLcp,
    );
    for (const c of results.config.connections) {
      const shop = at(results, 'load', 'shop', key, `c${c}`, 'rps');
      const starter = at(results, 'load', 'starter', key, `c${c}`, 'rps');
      add(
        `${page(key).label}, ${c} conn: cache-miss req/s ≥ 0.8 × starter`,
        `${fmt.rps(shop)} vs ${fmt.rps(starter)} = ${fmt.ratio(shop != null && starter ? shop / starter : null)}`,
        '0.80×',
        shop == null || !starter ? null : shop / starter >= 0.8,
      );
    }
  }
  for (const key of ['home', 'product']) {
    if (!page(key)) continue;
    const tbt = lh('shop', key, 'tbt');
    add(
      `${page(key).label}: TBT ≤ 50 ms`,
      fmt.ms(tbt),
      '50 ms',
      tbt == null ? null : tbt <= 50,
    );
  }
  for (const p of results.pages ?? []) {
    const cls = lh('shop', p.key, 'cls');
    add(
      `${p.label}: CLS ≤ 0.01`,
      fmt.cls(cls),
      '0.01',
      cls == null ? null : cls <= 0.01,
    );
    if (p.key === 'home') continue;
    const js = at(results, 'firstLoad', 'shop', p.key, 'js', 'gzip');
    add(
      `${p.label}: first-load JS ≤ 100 KiB gzip`,
      fmt.kib(js),
      '100 KiB',
      js == null ? null : js <= 100 * KIB,
    );
  }
  realUserTargets(results, add);
  // The edge: a hit at least 10 times the starter's uncached throughput.
  for (const key of ['list', 'product', 'brand']) {
    const edge = at(results, 'edge', 'pages', key);
    if (!edge || !page(key)) continue;
    add(
      `${page(key).label}: kept by the edge cache (second request a hit)`,
      `${edge.verdict.first ?? '?'} → ${edge.verdict.second ?? '?'}`,
      'HIT',
      edge.verdict.second === 'HIT',
    );
    for (const c of results.config.connections) {
      const hit = edge[`c${c}`]?.rps;
      const starter = at(results, 'load', 'starter', key, `c${c}`, 'rps');
      add(
        `${page(key).label}, ${c} conn: edge-hit req/s ≥ 10 × starter uncached`,
        `${fmt.rps(hit)} vs ${fmt.rps(starter)} = ${fmt.ratio(hit != null && starter ? hit / starter : null)}`,
        '10×',
        hit == null || !starter ? null : hit / starter >= 10,
      );
    }
  }
  const latency = results.coldTtfb?.latencyMs ?? 150;
  for (const p of results.pages ?? []) {
    const ttfb = at(results, 'coldTtfb', 'pages', p.key, 'ttfb');
    add(
      `${p.label}: cold TTFB ≤ ${latency} + 60 ms`,
      fmt.ms(ttfb),
      `${latency + 60} ms`,
      ttfb == null ? null : ttfb <= latency + 60,
    );
  }
  const growthLimit = {5000: 1.2, 50000: 1.5};
  for (const scale of results.catalogueScale ?? []) {
    const limit = growthLimit[scale.extraProducts];
    if (!limit) continue;
    add(
      `/products TTFB with ${scale.extraProducts.toLocaleString('en-GB')} extra ≤ ${limit} × none`,
      fmt.ratio(scale.ratio),
      fmt.ratio(limit),
      scale.ratio == null ? null : scale.ratio <= limit,
    );
  }
  return targets;
}

/**
 * Issue 39, on the real-user harness (web-vitals on a phone profile): every page kind's LCP at or
 * below the starter's equivalent, INP p75 ≤ 200 ms with the interactions during the load included,
 * CLS ≤ 0.01, nothing typed lost; and first-load JS and Lighthouse LCP at or below the starter's.
 */
function realUserTargets(results, add) {
  const real = results.realUser?.summary;
  for (const p of results.realUser?.pages ?? []) {
    const shop = real?.shop?.[p.key];
    if (!shop) continue;
    const starter = real?.starter?.[p.key];
    if (starter)
      add(
        `${p.label}: real-user LCP ≤ starter (median)`,
        `${fmt.ms(shop.lcpMedian)} vs ${fmt.ms(starter.lcpMedian)}`,
        'starter',
        shop.lcpMedian == null || starter.lcpMedian == null
          ? null
          : shop.lcpMedian <= starter.lcpMedian,
      );
    add(
      `${p.label}: real-user INP p75 ≤ 200 ms (during load ${fmt.ms(shop.inpDuringLoadP75)}, after ${fmt.ms(shop.inpAfterLoadP75)})`,
      `${fmt.ms(shop.inpP75)}${starter ? ` (starter ${fmt.ms(starter.inpP75)})` : ''}`,
      '200 ms',
      shop.inpP75 == null ? null : shop.inpP75 <= 200,
    );
    add(
      `${p.label}: real-user CLS p75 ≤ 0.01`,
      fmt.cls(shop.clsP75),
      '0.01',
      shop.clsP75 == null ? null : shop.clsP75 <= 0.01,
    );
    if (starter && starter.blockingMedian != null)
      add(
        `${p.label}: main-thread blocking during the load ≤ 2 × starter (median)`,
        `${fmt.ms(shop.blockingMedian)} vs ${fmt.ms(starter.blockingMedian)}`,
        '2× starter',
        shop.blockingMedian == null
          ? null
          : shop.blockingMedian <= 2 * starter.blockingMedian,
      );
    if (starter?.openWatchMedian != null)
      add(
        `${p.label}: tap a watch until its page's heading shows ≤ starter (median)`,
        `${fmt.ms(shop.openWatchMedian)} vs ${fmt.ms(starter.openWatchMedian)}`,
        'starter',
        shop.openWatchMedian == null
          ? null
          : shop.openWatchMedian <= starter.openWatchMedian,
      );
    const [kept, tries] = shop.inputKept.split('/').map(Number);
    add(
      `${p.label}: nothing typed lost (tap search, type at once)`,
      shop.inputKept,
      'all',
      tries ? kept === tries : null,
    );
  }
  for (const p of results.pages ?? []) {
    const js = at(results, 'firstLoad', 'shop', p.key, 'js', 'gzip');
    const starterJs = at(results, 'firstLoad', 'starter', p.key, 'js', 'gzip');
    add(
      `${p.label}: first-load JS ≤ starter`,
      `${fmt.kib(js)} vs ${fmt.kib(starterJs)}`,
      'starter',
      js == null || starterJs == null ? null : js <= starterJs,
    );
    if (['home', 'list', 'product'].includes(p.key)) {
      const lcp = at(results, 'lighthouse', 'shop', p.key, 'median', 'lcp');
      const starterLcp = at(
        results,
        'lighthouse',
        'starter',
        p.key,
        'median',
        'lcp',
      );
      if (p.key !== 'list')
        add(
          `${p.label}: Lighthouse LCP ≤ starter`,
          `${fmt.ms(lcp)} vs ${fmt.ms(starterLcp)}`,
          'starter',
          lcp == null || starterLcp == null ? null : lcp <= starterLcp,
        );
    }
  }
}

/** How the CPU slowdown was chosen: the phone class calibrated on this host, and the host. */
function phoneLine(profile) {
  const calibration = profile.calibration;
  if (!calibration) return '';
  const classes = Object.values(calibration.classes)
    .map((c) => `${c.label} ${c.tooWeak ? 'not reachable' : `${c.rate}×`}`)
    .join(', ');
  return ` (${profile.phoneClass ?? 'a fixed rate'}; host benchmark index ${calibration.hostIndex}, calibrated: ${classes})`;
}

/** The real-user harness's table: each page kind on both sites. */
function realUserLines(results) {
  const real = results.realUser;
  if (!real) return [];
  const lines = [
    '',
    '## Real users (web-vitals on a phone profile)',
    '',
    `Chromium, ${real.profile.viewport.width}×${real.profile.viewport.height} touch, ${real.profile.cpuSlowdown}× CPU${phoneLine(real.profile)}, ${real.profile.network.latency} ms round trips, ${real.profile.network.downloadMbit} Mbit/s down; each load a first visit; ${real.runs} runs per page and site, interleaved. Per run two loads: one left alone until it settles (LCP, CLS, main-thread blocking: each long task's time past 50 ms until then), then the shopper's interactions after the load; one where the shopper taps search at the first paint and types a reference at once. INP is per load (web-vitals), its 75th percentile over both kinds of load.`,
    '',
    '| Page | Site | LCP median (p75) | CLS p75 | INP p75 | during load | after load | blocking | typed kept | slowest interaction |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const p of real.pages)
    for (const site of ['shop', 'starter']) {
      const s = real.summary[site]?.[p.key];
      if (!s) continue;
      lines.push(
        `| ${p.label} | ${site} | ${fmt.ms(s.lcpMedian)} (${fmt.ms(s.lcpP75)}) | ${fmt.cls(s.clsP75)} | ${fmt.ms(s.inpP75)} | ${fmt.ms(s.inpDuringLoadP75)} | ${fmt.ms(s.inpAfterLoadP75)} | ${fmt.ms(s.blockingMedian)} | ${s.inputKept} | ${s.slowestInteraction ?? '–'} |`,
      );
    }
  const opened = ['shop', 'starter']
    .map((site) => [site, real.summary[site]?.list?.openWatchMedian])
    .filter(([, ms]) => ms != null);
  if (opened.length)
    lines.push(
      '',
      `Tap a watch on the list until its page's heading shows (median, from the touch): ${opened.map(([site, ms]) => `${site} ${fmt.ms(ms)}`).join(', ')}.`,
    );
  return lines;
}

const mark = (met) => (met === true ? 'met' : met === false ? 'MISSED' : 'n/a');

function pad(rows) {
  const widths = rows[0].map((_, i) =>
    Math.max(...rows.map((r) => String(r[i]).length)),
  );
  return rows
    .map((r) => r.map((c, i) => String(c).padEnd(widths[i])).join('  '))
    .join('\n');
}

export function renderTable(results) {
  const head = ['Page', 'Metric', 'Shop', 'Starter', 'Shop/Starter'];
  const body = comparisonRows(results).map((r) => [
    r.page,
    r.metric,
    fmt[r.kind](r.shop),
    fmt[r.kind](r.starter),
    fmt.ratio(r.ratio),
  ]);
  const shopOnly = shopOnlyRows(results).map((r) => [r.label, r.value]);
  const targets = (results.targets ?? []).map((t) => [
    mark(t.met),
    t.name,
    t.measured,
  ]);
  return [
    pad([head, ...body]),
    '',
    'Shop alone',
    pad(shopOnly),
    '',
    'Targets',
    pad(targets),
    ...(results.errors?.length
      ? ['', 'Errors', ...results.errors.map((e) => `${e.phase}: ${e.message}`)]
      : []),
  ].join('\n');
}

export function renderMarkdown(results) {
  const lines = [];
  lines.push('# Benchmark results', '');
  lines.push(
    `Generated ${results.generatedAt} by \`npm run bench\` at commit ${results.commit}, in ${results.durationSeconds ?? '?'} s on ${results.machine.cpus} cores (${results.machine.cpuModel ?? 'unknown CPU'}), Node ${results.machine.node}; load average at start ${results.machine.loadAverageAtStart.map((l) => l.toFixed(1)).join(' ')}, at end ${(results.machine.loadAverageAtEnd ?? []).map((l) => l.toFixed(1)).join(' ')}.`,
    '',
  );
  lines.push(
    `Product page: \`/products/${results.productHandle}\`. Shop pages: ${(results.pages ?? []).map((p) => `\`${p.shop}\``).join(', ')}; starter pages: ${(results.pages ?? []).map((p) => `\`${p.starter}\``).join(', ')}.`,
    '',
  );
  for (const note of results.notes ?? []) lines.push(`- ${note}`);
  lines.push(
    `- Lighthouse ${results.versions.lighthouse}, mobile, default simulated throttling, median of ${results.config.lighthouseRuns} runs in Debian's Chromium; each run follows one unmeasured request of the page (warm sub-request cache).`,
    "- First-load bytes: React Router manifest as the page receives it (with lazy route discovery, the inline script of the matched routes; otherwise the manifest file) + client entry + the matched routes' modules and their static imports (from the build manifest), CSS of those routes plus the stylesheets the page links or carries inline; each file gzipped (zlib default level).",
    `- Load: autocannon ${results.versions.autocannon} on loopback, ${results.config.loadSeconds} s per case (in halves ordered shop, starter, starter, shop) after a ${results.config.warmupSeconds} s warm-up of each; p50/p95 from every response's latency.`,
    '- Times are comparable only within one run (the ratio column); absolute values depend on the machine and its load.',
    '',
  );
  lines.push('## Shop against the starter', '');
  lines.push(
    '| Page | Metric | Shop | Starter | Shop/Starter |',
    '|---|---|---:|---:|---:|',
  );
  for (const r of comparisonRows(results)) {
    lines.push(
      `| ${r.page} | ${r.metric} | ${fmt[r.kind](r.shop)} | ${fmt[r.kind](r.starter)} | ${fmt.ratio(r.ratio)} |`,
    );
  }
  lines.push(...realUserLines(results));
  lines.push('', '## Shop alone', '', '| Measurement | Value |', '|---|---:|');
  for (const r of shopOnlyRows(results))
    lines.push(`| ${r.label} | ${r.value} |`);
  lines.push(
    '',
    '## Targets',
    '',
    '| Target | Measured | Limit | |',
    '|---|---:|---:|---|',
  );
  for (const t of results.targets ?? [])
    lines.push(`| ${t.name} | ${t.measured} | ${t.limit} | ${mark(t.met)} |`);
  if ((results.targets ?? []).some((t) => !t.met))
    lines.push(
      '',
      "Each missed target's measured reason, what was tried against it and what it would take: " +
        "[docs/performance.md](../../docs/performance.md), 'Where the shop stands'.",
    );
  if (results.errors?.length) {
    lines.push('', '## Errors', '');
    for (const e of results.errors) lines.push(`- ${e.phase}: ${e.message}`);
  }
  return lines.join('\n') + '\n';
}
