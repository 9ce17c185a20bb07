import {defineConfig} from 'vitest/config';
import {readFileSync, readdirSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {languageTexts} from './scripts/lib/languageTexts.mjs';

const RULES = ['app/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'];

// A test file that mocks a module or changes a global would leak it into the files after it in a
// shared module graph: such a file keeps a graph of its own, found from its text, never listed.
const CHANGES_SHARED_STATE =
  /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(|\bglobalThis\.\w+\s*=[^=]/;
const needsOwnGraph = ['app', 'tests/unit']
  .flatMap((folder) =>
    readdirSync(folder, {recursive: true, encoding: 'utf8'}).map(
      (file) => `${folder}/${file}`,
    ),
  )
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => CHANGES_SHARED_STATE.test(readFileSync(file, 'utf8')));

// Unit and integration tests run in Node; Hydrogen's Vite plugins are not needed here.
export default defineConfig({
  // The server's address of each language's texts script (a virtual module).
  plugins: [languageTexts()],
  resolve: {
    alias: {'~': fileURLToPath(new URL('./app', import.meta.url))},
  },
  test: {
    exclude: ['node_modules', 'dist', 'tests/e2e/**', 'bench/**'],
    environment: 'node',
    // Tests render and act as the server does, with every language and text area registered.
    setupFiles: ['app/i18n/serverTexts.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: files run in parallel but not so many that start-ups starve each other.
    maxWorkers: 2,
    // Worker threads, not child processes: each file still gets its own module graph and its own
    // copy of process.env, for about a sixth less CPU than forks (bench/history.md, 2026-11-29).
    pool: 'threads',
    projects: [
      // The rules and modules share one module graph per worker: each file importing the app
      // again cost about half of their CPU (bench/history.md, 2026-11-30).
      {
        extends: true,
        test: {
          name: 'rules',
          include: RULES,
          exclude: [...needsOwnGraph, 'node_modules', 'dist'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'own graph',
          include: needsOwnGraph,
        },
      },
      // The integration tests share a graph too (a fifth less CPU). Each file starts with what
      // an isolate keeps between requests forgotten (decision 144).
      {
        extends: true,
        test: {
          name: 'integration',
          include: [
            'local-shop/**/*.test.ts',
            'tests/integration/**/*.test.ts',
          ],
          // One local shop for the run's integration tests.
          globalSetup: ['tests/support/globalSetup.ts'],
          setupFiles: ['tests/support/freshIsolate.ts'],
          isolate: false,
        },
      },
    ],
  },
});
