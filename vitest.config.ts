import {defineConfig} from 'vitest/config';
import {fileURLToPath} from 'node:url';
import {languageTexts} from './scripts/lib/languageTexts.mjs';

// Unit and integration tests run in Node; Hydrogen's Vite plugins are not needed here.
export default defineConfig({
  // The server's address of each language's texts script (a virtual module).
  plugins: [languageTexts()],
  resolve: {
    alias: {'~': fileURLToPath(new URL('./app', import.meta.url))},
  },
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'local-shop/**/*.test.ts',
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/integration/**/*.test.ts',
    ],
    exclude: ['node_modules', 'dist', 'tests/e2e/**', 'bench/**'],
    environment: 'node',
    globalSetup: ['tests/support/globalSetup.ts'],
    // Tests render and act as the server does, with every language and text area registered.
    setupFiles: ['app/i18n/serverTexts.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: files run in parallel but not so many that start-ups starve each other.
    maxWorkers: 2,
    // Worker threads, not child processes: each file still gets its own module graph and its own
    // copy of process.env, for about a sixth less CPU than forks (bench/history.md, 2026-11-29).
    pool: 'threads',
  },
});
