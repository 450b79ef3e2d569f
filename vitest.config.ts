import { defineConfig } from 'vitest/config';

// One runner for every test: contract and web units, server integration on a real database,
// and browser journeys (e2e) against the built app.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web', 'e2e'],
  },
});
