// The dealer's condition reports: `custom.condition_report`, the json metafield a merchandiser
// fills in Shopify admin (docs/decisions/102-valuation-and-condition-report.md). Most watches for
// sale carry one, about one in six carries none and about one in five only part of it (grades
// without provenance, or a service record alone), as a shop part-way through recording them
// would. Seeded per handle, so every start holds the same reports.
import {createRandom} from './generated';
import {hashString} from './define';
import type {WatchSeed} from './types';

const GRADES = ['unworn', 'excellent', 'excellent', 'very good', 'good'];
const PARTS = [
  'case',
  'bezel',
  'bracelet',
  'dial',
  'hands',
  'crystal',
  'movement',
];
const NOTES: Record<string, string[]> = {
  case: [
    'Faint hairlines on the clasp side',
    'Sharp lugs, never polished',
    'Light desk-diving marks',
  ],
  bracelet: [
    'No stretch',
    'Light stretch, all links present',
    'Two spare links included',
  ],
  movement: ['Keeping +2 s/day on the timegrapher', 'Amplitude 285° dial up'],
  crystal: ['No chips'],
};
const SERVICERS = [
  'the manufacturer’s UK service centre',
  'our Cheshire watchmaker',
  'an accredited independent in London',
];
const WORK = [
  'Full service, new gaskets, pressure tested',
  'Movement overhaul and timing',
  'Pressure test and case refinish',
];
const COUNTRIES = ['GB', 'GB', 'DE', 'CH', 'FR', 'AE', 'HK'];
const DOCUMENTS = [
  'Warranty card',
  'Original receipt',
  'Service papers',
  'Booklets',
];
const STEPS = [
  'Serial and reference checked against the warranty card',
  'Case back opened and the calibre checked against the reference',
  'Dial, hands and bezel checked under magnification for replacement parts',
  'Bracelet codes and clasp matched to the production year',
  'Timegrapher reading taken',
];

export function conditionReportFor(watch: WatchSeed): string | null {
  const random = createRandom(hashString(`report:${watch.handle}`));
  const pick = <T>(list: readonly T[]) =>
    list[Math.floor(random() * list.length)];
  const shape = random();
  if (shape < 0.16) return null;
  const partial = shape < 0.36;
  const year = Number.parseInt(watch.metafields.year ?? '', 10);
  const unworn = /unworn/i.test(watch.metafields.condition ?? '');
  const parts: Record<string, unknown> = {};
  for (const part of PARTS) {
    const grade = unworn ? 'unworn' : pick(GRADES.slice(1));
    const note = NOTES[part] && random() < 0.4 ? pick(NOTES[part]) : undefined;
    parts[part] = note ? {grade, note} : grade;
  }
  const service =
    Number.isFinite(year) && year < 2022 && !unworn
      ? [
          {
            date: `${Math.min(2026, year + 3 + Math.floor(random() * 4))}-0${1 + Math.floor(random() * 9)}`,
            by: pick(SERVICERS),
            work: pick(WORK),
          },
        ]
      : [];
  const provenance = {
    country: pick(COUNTRIES),
    ...(Number.isFinite(year) ? {year} : {}),
    documents: DOCUMENTS.filter(() => random() < 0.5),
    ...(random() < 0.7
      ? {previousOwners: unworn ? 0 : 1 + Math.floor(random() * 2)}
      : {}),
  };
  const authentication = STEPS.filter((_, i) => i < 2 || random() < 0.6);
  if (partial)
    // Part-way: grades only, or a service record and provenance without grades.
    return JSON.stringify(random() < 0.5 ? {parts} : {service, provenance});
  return JSON.stringify({
    parts,
    ...(random() < 0.5
      ? {notes: 'Inspected and photographed in our Cheshire showroom.'}
      : {}),
    service,
    provenance,
    authentication,
  });
}

/** The watches for sale with their reports added (a fresh copy each). */
export function withConditionReports(
  watches: readonly WatchSeed[],
): WatchSeed[] {
  return watches.map((watch) => {
    const report = conditionReportFor(watch);
    return report
      ? {...watch, metafields: {...watch.metafields, condition_report: report}}
      : watch;
  });
}
