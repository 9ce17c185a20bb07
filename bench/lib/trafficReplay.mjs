// Replays a day of visits (trafficDay.mjs) through edge caches, faster than the clock, as browsers
// would make them: each visit keeps its own cookies, follows redirects, and does what the page's
// language line in <head> would do (the saved `lang` choice, and on builds that have it the
// browser's languages on a first visit). Every edge gets the same visits at the same moments.
import http from 'node:http';
import {prefersGerman} from './trafficDay.mjs';

const ACCEPT_HTML =
  'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One GET as the visit's browser sends it: first byte time, status, edge verdict, headers. */
function get(origin, path, visit, cookies) {
  return new Promise((resolve, reject) => {
    const headers = {
      accept: ACCEPT_HTML,
      'accept-encoding': visit.acceptEncoding,
      'user-agent': visit.userAgent,
    };
    if (visit.acceptLanguage) headers['accept-language'] = visit.acceptLanguage;
    const cookie = Object.entries(cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    if (cookie) headers.cookie = cookie;
    const started = process.hrtime.bigint();
    const request = http.get(
      origin + path,
      {agent: false, headers},
      (response) => {
        const ttfb = Number(process.hrtime.bigint() - started) / 1e6;
        response.resume();
        response.on('end', () =>
          resolve({
            ttfb,
            status: response.statusCode,
            // A hit on a copy younger than this request's own wait was a wait for another
            // request's fetch: the shopper waited for the worker, so it counts as a miss.
            edge:
              response.headers['x-edge-cache'] === 'HIT' &&
              Number(response.headers['x-edge-object-age']) * 1000 >= ttfb
                ? 'HIT'
                : 'MISS',
            shield: response.headers['x-shield'],
            location: response.headers.location,
            setCookie: response.headers['set-cookie'] ?? [],
            type: response.headers['content-type'] ?? '',
          }),
        );
        response.on('error', reject);
      },
    );
    request.setTimeout(60_000, () =>
      request.destroy(new Error(`Timed out: ${path}`)),
    );
    request.on('error', reject);
  });
}

const isGermanPath = (path) => /^\/de(\/|\?|$)/.test(path);
const inLanguage = (path, lang) => {
  const bare = path.replace(/^\/de(?=\/|\?|$)/, '') || '/';
  if (lang === 'en') return bare;
  return bare === '/'
    ? '/de'
    : bare.startsWith('/?')
      ? `/de${bare.slice(1)}`
      : `/de${bare}`;
};

/**
 * What a build's language line in <head> does, read once from one of its pages: the saved
 * choice on every build since eb5fca6, the browser's languages where the line reads them.
 */
export async function readLanguageLine(origin) {
  const html = await (
    await fetch(`${origin}/about`, {headers: {accept: ACCEPT_HTML}})
  ).text();
  return {
    savedChoice: html.includes('=(en|de)(?:;|$)'),
    firstVisit: html.includes('n.languages'),
  };
}

/** Where the page's language line would send this browser, or null. */
function languageLineTarget(line, path, visit, cookies) {
  const {savedChoice, firstVisit} = line;
  const choice = cookies.lang;
  if (savedChoice && (choice === 'en' || choice === 'de'))
    return (choice === 'de') === isGermanPath(path)
      ? null
      : inLanguage(path, choice);
  if (
    firstVisit &&
    !choice &&
    visit.person &&
    !isGermanPath(path) &&
    prefersGerman(visit.acceptLanguage)
  ) {
    cookies.lang = 'de';
    return inLanguage(path, 'de');
  }
  return null;
}

/** One page view: the document requests until the page the browser stays on. */
async function openPage(edge, path, visit, cookies, record, pageKind) {
  const origin = edge.url;
  let firstByte = 0;
  for (let hop = 0; hop < 5; hop++) {
    const answer = await get(origin, path, visit, cookies);
    // A miss the shield answered at once costs what the worker takes to render that kind of page.
    firstByte +=
      answer.edge !== 'HIT' && answer.shield === 'HIT' && answer.ttfb < 50
        ? edge.renderMs(pageKind(path))
        : answer.ttfb;
    for (const line of answer.setCookie) {
      const lang = /^lang=(en|de)\b/.exec(line);
      if (lang) cookies.lang = lang[1];
    }
    record.requests.push({
      person: visit.person,
      kind: pageKind(path),
      path,
      status: answer.status,
      edge: answer.edge,
      ttfb: answer.ttfb,
    });
    let next = null;
    if (answer.status >= 300 && answer.status < 400 && answer.location)
      next =
        new URL(answer.location, origin).pathname +
        new URL(answer.location, origin).search;
    else if (answer.status === 200 && answer.type.includes('text/html'))
      next = languageLineTarget(edge.languageLine, path, visit, cookies);
    if (!next) {
      record.views.push({
        person: visit.person,
        kind: pageKind(path),
        firstByte,
        hops: hop + 1,
        language: isGermanPath(path) ? 'de' : 'en',
        wanted:
          cookies.lang ??
          (visit.person && prefersGerman(visit.acceptLanguage) ? 'de' : null),
      });
      return;
    }
    path = next;
  }
}

/**
 * Replays `visits` through every edge in `edges` ({name, url, languageLine}) at `speedup` times
 * the clock.
 * Returns, per edge, every document request and every page view.
 */
export async function replayDay(visits, edges, {speedup, pageKind, log}) {
  const records = Object.fromEntries(
    edges.map((edge) => [edge.name, {requests: [], views: [], errors: 0}]),
  );
  const started = Date.now();
  const dayMs = (86400 * 1000) / speedup;
  let done = 0;
  const progress = setInterval(
    () =>
      log?.(
        `  replay ${Math.round(((Date.now() - started) / dayMs) * 24)
          .toString()
          .padStart(2)}:00 of the day, ${done} of ${visits.length} visits done`,
      ),
    Math.max(10_000, dayMs / 8),
  );
  try {
    await Promise.all(
      visits.map(async (visit) => {
        await sleep(started + (visit.at * 1000) / speedup - Date.now());
        await Promise.all(
          edges.map(async (edge) => {
            const cookies = {...visit.cookies};
            const record = records[edge.name];
            // Each page at its planned moment of the day (or at once, if the last one was slow):
            // a slow answer must not stretch the visit by the speed-up factor.
            let plannedMs = started + (visit.at * 1000) / speedup;
            for (const step of visit.steps) {
              plannedMs += (step.after * 1000) / speedup;
              await sleep(plannedMs - Date.now());
              try {
                await openPage(
                  edge,
                  step.path,
                  visit,
                  cookies,
                  record,
                  pageKind,
                );
              } catch {
                record.errors++;
              }
            }
          }),
        );
        done++;
      }),
    );
  } finally {
    clearInterval(progress);
  }
  return records;
}

const percentile = (values, p) => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[
    Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))
  ];
};

const hitRatio = (requests) =>
  requests.length
    ? requests.filter((r) => r.edge === 'HIT').length / requests.length
    : null;

/** What one edge's replay comes to: hit ratios (all, people, crawlers, per kind) and first bytes. */
export function summarise(record) {
  const people = record.requests.filter((r) => r.person);
  const crawlers = record.requests.filter((r) => !r.person);
  const views = record.views.filter((v) => v.person);
  const kinds = [...new Set(people.map((r) => r.kind))].sort();
  const figures = (requests, pageViews) => ({
    requests: requests.length,
    hitRatio: hitRatio(requests),
    pageViews: pageViews.length,
    firstByteP50: percentile(
      pageViews.map((v) => v.firstByte),
      50,
    ),
    firstByteP95: percentile(
      pageViews.map((v) => v.firstByte),
      95,
    ),
  });
  const statuses = {};
  for (const r of record.requests)
    statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  return {
    requests: record.requests.length,
    statuses,
    errors: record.errors,
    hitRatioAll: hitRatio(record.requests),
    people: figures(people, views),
    crawlers: {requests: crawlers.length, hitRatio: hitRatio(crawlers)},
    byKind: Object.fromEntries(
      kinds.map((kind) => [
        kind,
        figures(
          people.filter((r) => r.kind === kind),
          views.filter((v) => v.kind === kind),
        ),
      ]),
    ),
    // Page views that ended in another language than the visitor's choice (or first-visit
    // preference): what the language choice is for.
    wrongLanguageViews: views.filter((v) => v.wanted && v.wanted !== v.language)
      .length,
    germanWantedViews: views.filter((v) => v.wanted === 'de').length,
    redirectHops: record.requests.length - record.views.length,
  };
}
