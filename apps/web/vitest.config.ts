import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// @sc/contract resolves to its TypeScript source in tests as in the app. An alias rather than the
// `source` condition: vitest hands conditions to Node, and dependencies of antd publish `source` too.
const contract = fileURLToPath(new URL('../../packages/contract/src/index.ts', import.meta.url));

export default defineProject({
  resolve: { alias: { '@sc/contract': contract } },
  test: { name: 'web', environment: 'node', include: ['src/**/*.test.ts'] },
});
