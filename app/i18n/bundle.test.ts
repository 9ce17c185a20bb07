import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {build, type Rolldown} from 'vite';
import {en} from './messages';
import {de} from './messages/de';
import {leads, leadsForms} from './messages/leads';
import {leadsEveryPage} from './messages/leadsEveryPage';
import {onDemandAreas} from './messages/onDemand';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The chunks of a browser build of one entry, as Vite bundles the app (packages left external). */
async function clientBuild(entry: string) {
  const result = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    resolve: {alias: {'~': `${root}app`}},
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: {entry},
        external: [/^(react|react-router|zod)(\/|$)/],
        preserveEntrySignatures: 'strict',
      },
    },
  });
  const output = (
    Array.isArray(result) ? result[0] : result
  ) as Rolldown.RolldownOutput;
  return output.output.filter(
    (item): item is Rolldown.OutputChunk => item.type === 'chunk',
  );
}

/** The i18n code every component uses. */
const clientChunks = () => clientBuild('app/i18n/useTranslation.ts');

/** All the code of a module that brings an on-demand area with a bare `import '~/i18n/areas/…'`. */
const buildOf = async (entry: string) =>
  (await clientBuild(entry)).map((chunk) => chunk.code).join('\n');

/** Every chunk the entry pulls in before it runs (static imports, transitively). */
function staticGraph(
  chunks: Rolldown.OutputChunk[],
  entry: Rolldown.OutputChunk,
) {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<Rolldown.OutputChunk>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const name of chunk.imports) {
      const imported = byName.get(name); // react and react-router are external
      if (imported) visit(imported);
    }
  };
  visit(entry);
  return seen;
}

const values = (catalog: object) =>
  Object.values(catalog).flatMap(
    (area: object) => Object.values(area) as string[],
  );
// German texts that cannot be mistaken for (part of) an English one ('Blog' is both), leaving out
// those with quotes or backslashes, which the bundler may write escaped.
const englishText = values({...en, ...onDemandAreas, leads}).join('\n');
const germanOnly = values(de).filter(
  (text) => !englishText.includes(text) && !/["'`\\$]/.test(text),
);

describe('the browser bundle', () => {
  it('keeps German out of what every page loads, in a chunk of its own', async () => {
    const chunks = await clientChunks();
    const entry = chunks.find((chunk) => chunk.isEntry)!;
    const eager = staticGraph(chunks, entry);
    const eagerCode = [...eager].map((chunk) => chunk.code).join('\n');
    const lazy = chunks.filter((chunk) => !eager.has(chunk));

    expect(germanOnly.length).toBeGreaterThan(300);
    expect(eagerCode).toContain('Your cart is empty');
    expect(germanOnly.filter((text) => eagerCode.includes(text))).toEqual([]);
    expect(lazy).toHaveLength(1);
    expect(entry.dynamicImports).toEqual([lazy[0].fileName]);
    expect(germanOnly.filter((text) => !lazy[0].code.includes(text))).toEqual(
      [],
    );
    expect(lazy[0].code).not.toContain('Your cart is empty');
  }, 30_000);

  it("leaves the lead forms' English texts to the lead forms' own code", async () => {
    const chunks = await clientChunks();
    const eagerCode = [
      ...staticGraph(
        chunks,
        chunks.find((chunk) => chunk.isEntry)!,
      ),
    ]
      .map((chunk) => chunk.code)
      .join('\n');
    const leadsOnly = Object.values(leadsForms).filter(
      (text) => text.length > 20 && !/["'`\\$]/.test(text),
    );
    expect(leadsOnly.length).toBeGreaterThan(20);
    expect(leadsOnly.filter((text) => eagerCode.includes(text))).toEqual([]);
    // ...and the bundler keeps that bare import (package.json marks app/i18n/areas as side-effectful).
    const withForms = await buildOf('app/components/leads/FieldRows.tsx');
    expect(leadsOnly.filter((text) => !withForms.includes(text))).toEqual([]);
    // The footer's newsletter, on every page, brings none of them.
    const footer = await buildOf('app/components/Footer.tsx');
    expect(footer).toContain(leadsEveryPage.newsletterText);
    expect(leadsOnly.filter((text) => footer.includes(text))).toEqual([]);
  }, 30_000);
});
