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
  const scale = results.catalogueScale;
  rows.push({
    label: `/products cold TTFB, no extra products (median of ${scale?.rounds ?? '?'} fresh storefronts)`,
    value: fmt.ms(scale?.noneMedian),
  });
  rows.push({
    label: `/products cold TTFB, ${scale?.extraProducts ?? 5000} extra products (median of ${scale?.rounds ?? '?'} fresh storefronts)`,
    value: fmt.ms(scale?.extraMedian),
  });
  rows.push({
    label: '/products TTFB ratio, extra / none',
    value: fmt.ratio(scale?.ratio),
  });
  return rows;
}

export function evaluateTargets(results) {
  const targets = [];
  const add = (name, measured, limit, met) =>
    targets.push({name, measured, limit, met: met ?? null});
  const lh = (site, key, m) =>
    at(results, 'lighthouse', site, key, 'median', m);
  for (const page of results.pages ?? []) {
    const score = lh('shop', page.key, 'score');
    const starter = lh('starter', page.key, 'score');
    add(
      `${page.label}: Lighthouse ≥ 95`,
      fmt.score(score),
      '95',
      score == null ? null : score >= 95,
    );
    add(
      `${page.label}: Lighthouse ≥ starter`,
      `${fmt.score(score)} vs ${fmt.score(starter)}`,
      'starter',
      score == null || starter == null ? null : score >= starter,
    );
    const lcp = lh('shop', page.key, 'lcp');
    add(
      `${page.label}: LCP ≤ 2.0 s`,
      fmt.ms(lcp),
      '2000 ms',
      lcp == null ? null : lcp <= 2000,
    );
    const tbt = lh('shop', page.key, 'tbt');
    add(
      `${page.label}: TBT ≤ 100 ms`,
      fmt.ms(tbt),
      '100 ms',
      tbt == null ? null : tbt <= 100,
    );
    const cls = lh('shop', page.key, 'cls');
    add(
      `${page.label}: CLS ≤ 0.01`,
      fmt.cls(cls),
      '0.01',
      cls == null ? null : cls <= 0.01,
    );
    const js = at(results, 'firstLoad', 'shop', page.key, 'js', 'gzip');
    const limit = page.key === 'home' ? 115 : 100;
    add(
      `${page.label}: first-load JS ≤ ${limit} KiB gzip`,
      fmt.kib(js),
      `${limit} KiB`,
      js == null ? null : js <= limit * KIB,
    );
  }
  for (const c of results.config.connections) {
    const shop = at(results, 'load', 'shop', 'product', `c${c}`);
    const starter = at(results, 'load', 'starter', 'product', `c${c}`);
    add(
      `Product page, ${c} conn: req/s ≥ starter`,
      `${fmt.rps(shop?.rps)} vs ${fmt.rps(starter?.rps)}`,
      'starter',
      shop && starter ? shop.rps >= starter.rps : null,
    );
    add(
      `Product page, ${c} conn: p95 ≤ starter`,
      `${fmt.ms(shop?.p95)} vs ${fmt.ms(starter?.p95)}`,
      'starter',
      shop && starter ? shop.p95 <= starter.p95 : null,
    );
  }
  const latency = results.coldTtfb?.latencyMs ?? 150;
  for (const page of results.pages ?? []) {
    const ttfb = at(results, 'coldTtfb', 'pages', page.key, 'ttfb');
    add(
      `${page.label}: cold TTFB ≤ ${latency} + 60 ms`,
      fmt.ms(ttfb),
      `${latency + 60} ms`,
      ttfb == null ? null : ttfb <= latency + 60,
    );
  }
  const ratio = results.catalogueScale?.ratio;
  add(
    '/products TTFB with 5,000 extra ≤ 1.2 × none',
    fmt.ratio(ratio),
    '1.20×',
    ratio == null ? null : ratio <= 1.2,
  );
  return targets;
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
    "- First-load bytes: React Router manifest as the page receives it (with lazy route discovery, the inline script of the matched routes; otherwise the manifest file) + client entry + the matched routes' modules and their static imports (from the build manifest), CSS of those routes plus the stylesheets the page links; each file gzipped (zlib default level).",
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
  if (results.errors?.length) {
    lines.push('', '## Errors', '');
    for (const e of results.errors) lines.push(`- ${e.phase}: ${e.message}`);
  }
  return lines.join('\n') + '\n';
}
