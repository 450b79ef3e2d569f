import { defineProject } from 'vitest/config';

// Browser journeys against the built app on a fresh database, one file at a time (Chromium is heavy).
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A page waited for may take seconds on a busy 2-core machine (CI runs the server suite beside
    // these, and the app's embedded database has one connection); vitest's 1 s default fails there.
    expect: { poll: { timeout: 30_000, interval: 100 } },
  },
});
