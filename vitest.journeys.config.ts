import {defineConfig} from 'vitest/config';

// The shopper journeys in other engines (tests/journeys), apart from `vitest run`: they need the
// built storefront, a local shop and a browser, which scripts/journeys.mjs starts.
export default defineConfig({
  test: {
    include: ['tests/journeys/**/*.test.ts'],
    environment: 'node',
    // One browser at a time: WebKitWebDriver drives one session, and Firefox is heavy on 2 cores.
    fileParallelism: false,
    testTimeout: 120_000,
    // As the Chromium suite (playwright.config.ts): one retry in CI, none locally.
    retry: process.env.CI ? 1 : 0,
    // A browser start may be tried three times (WebKitSession.start).
    hookTimeout: 90_000,
  },
});
