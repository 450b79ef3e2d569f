import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), precompress()],
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
    sourcemap: true,
  },
});
