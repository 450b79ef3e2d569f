import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { antdFirstScreenStyles } from './build/antdFirstScreenStyles.ts';
import { theme } from './src/components/antdTheme.ts';

// @sc/contract resolves to its TypeScript source in tests as in the app. An alias rather than the
// `source` condition: vitest hands conditions to Node, and dependencies of antd publish `source` too.
const contractSource = fileURLToPath(new URL('../../packages/contract/src', import.meta.url));

// Unit tests (*.test.ts) run in Node; component tests (*.test.tsx) in jsdom, which each one asks for
// with `// @vitest-environment jsdom` (vitest 4 has no per-glob environment; setupDom checks it).
export default defineProject({
  plugins: [antdFirstScreenStyles(theme)],
  resolve: {
    alias: [
      { find: /^@sc\/contract$/, replacement: `${contractSource}/index.ts` },
      { find: /^@sc\/contract\/messages\/(\w+)$/, replacement: `${contractSource}/messages/$1.ts` },
    ],
  },
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setupDom.ts'],
    // A component test takes a second or two of CPU; room for a machine shared by many runners.
    testTimeout: 30_000,
  },
});
