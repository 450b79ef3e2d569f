import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { ANTD_FIRST_SCREEN_ASSET, antdFirstScreenStyles } from './build/antdFirstScreenStyles.ts';
import { appPageHtml } from './build/appPageHtml.ts';
import { BOOT_MODULE, firstLoadChunks, SIGNED_IN_ROOTS } from './build/firstLoadChunks.ts';
import { precompress } from './build/precompress.ts';
import { theme } from './src/components/antdTheme.ts';

const apiTarget = 'http://127.0.0.1:3000';
const chunks = firstLoadChunks(import.meta.dirname);
// What the sign-in page (index.html, /login only) imports for its first screen: the app's start (the
// entry imports it after a frame) and the page itself.
const signInPageModules = [BOOT_MODULE, 'src/areas/supplier/login/LoginPage.tsx'];
// What AppFrame loads at once on a page other than sign-in (the English catalogs of the signed-in
// first screen: English is the fallback of every language, loaded beside the one in use).
const appPageLoads = {
  modules: [
    BOOT_MODULE,
    ...SIGNED_IN_ROOTS,
    'src/locales/en/shell.ts',
    'packages/contract/src/messages/en.ts',
  ],
  fetched: [ANTD_FIRST_SCREEN_ASSET],
};

// The parts the signed-in first screen mounts once it is drawn (the home page's blocks, the live socket,
// the support launcher): their chunks fetch their own imports, see `modulePreload` below.
const mountedAfterFirstPaint = /^assets\/(WelcomeBlocks|SocketConnection|SupportWidget)-[\w-]+\.js$/;

export default defineConfig({
  plugins: [
    react(),
    precompress(),
    chunks.plugin,
    antdFirstScreenStyles(theme),
    appPageHtml(signInPageModules, appPageLoads),
  ],
  // `source` makes @sc/contract resolve to its TypeScript source, so no contract build is needed.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Vite preloads a lazy chunk's imports with a <link> for each, appended as the chunk is asked for.
    // For the parts mounted after the first paint, that is in the task that mounts them: a long task on
    // a phone, in the seconds Lighthouse counts as blocking. Their imports load as the browser finds
    // them instead (nothing on screen waits for them).
    modulePreload: {
      resolveDependencies: (file, deps) => (mountedAfterFirstPaint.test(file) ? [] : deps),
    },
    sourcemap: true,
    // The groups of firstLoadChunks hold whole sets of modules already: pulling their dependencies in
    // as well would move what the sign-in page shares with them (React…) into `signed-in`.
    rolldownOptions: {
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: chunks.groups } },
    },
  },
});
