import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

// `source` makes @sc/contract resolve to its TypeScript source in tests as in the app.
const conditions = ['source', ...defaultServerConditions];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: { name: 'web', environment: 'node', include: ['src/**/*.test.ts'] },
});
