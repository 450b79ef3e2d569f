#!/usr/bin/env node
// Development: the server restarts on change (tsx watch, contract read from source) and Vite serves
// the web app with hot reload on http://localhost:5173, proxying /api and /socket.io to the server.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A dependency's executable: hoisted to the root, or kept in the workspace that declares it. */
const bin = (name, workspace = '.') => {
  const local = join(root, workspace, 'node_modules/.bin', name);
  return existsSync(local) ? local : join(root, 'node_modules/.bin', name);
};
const children = [
  spawn(bin('tsx'), ['watch', '--conditions', 'source', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:5173', ...process.env },
  }),
  spawn(bin('vite', 'apps/web'), ['apps/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
