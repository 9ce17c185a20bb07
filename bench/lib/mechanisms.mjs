// The shop's departures from Hydrogen's and React Router's defaults made for speed, each with the
// smallest change to a copy of the code that takes it out (the default way back). Used by
// bench/mechanisms.mjs to measure each one with and without, on the real-user harness.
// A change whose text is no longer in the code fails loudly: the list must follow the code.
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

export const MECHANISMS = [
  {
    id: '023',
    name: 'below-the-fold extras wait for the first input',
    pages: ['home', 'product'],
    edits: [
      [
        'app/browser/idle.ts',
        'if (inputSeen) {\n    task();',
        'if (true) {\n    whenIdle(task);',
      ],
    ],
  },
  {
    id: '085',
    name: 'presses are withheld from React until the router has its data',
    pages: ['home', 'product'],
    edits: [
      [
        'app/browser/earlyTaps.ts',
        'if(!w.${ROUTER_READY})e.stopImmediatePropagation()',
        '',
      ],
    ],
  },
  {
    id: '094',
    name: 'the first scripts come in a dozen files',
    pages: ['home', 'product'],
    edits: [
      [
        'vite.config.ts',
        'rolldownOptions: {output: {codeSplitting: {groups: scriptGroups}}},',
        'rolldownOptions: {output: {codeSplitting: {groups: []}}},',
      ],
    ],
  },
  {
    id: '100',
    name: "list pages' scripts wait for the first paint",
    pages: ['list', 'brand'],
    edits: [
      [
        'app/components/PageScripts.tsx',
        'wantsScriptsAfterFirstPaint(matches)',
        'wantsScriptsAfterFirstPaint([])',
      ],
    ],
  },
];

/** Takes the mechanism out of the copy of the shop in `dir`. */
export function takeOut(mechanism, dir) {
  for (const [file, from, to] of mechanism.edits) {
    const path = join(dir, file);
    const text = readFileSync(path, 'utf8');
    if (!text.includes(from))
      throw new Error(
        `${mechanism.id}: "${from.slice(0, 60)}" is no longer in ${file}; update bench/lib/mechanisms.mjs`,
      );
    writeFileSync(path, text.replace(from, to));
  }
}
