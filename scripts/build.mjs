#!/usr/bin/env node
// Makes a fresh clone runnable: installs dependencies when missing, then builds what is out of date
// (contract + server with tsc -b, which is incremental; the web app with Vite when its sources changed).
// `--force` rebuilds everything.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const force = process.argv.includes('--force');

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.error) console.error(`could not run ${command}: ${result.error.message}`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** A dependency's executable: hoisted to the root, or kept in the workspace that declares it. */
function bin(name, workspace = '.') {
  const local = join(root, workspace, 'node_modules/.bin', name);
  return existsSync(local) ? local : join(root, 'node_modules/.bin', name);
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) =>
      entry === 'node_modules' || entry === 'dist'
        ? newest
        : Math.max(newest, newestMtime(join(path, entry))),
    stat.mtimeMs,
  );
}

const installedMarker = join(root, 'node_modules/.package-lock.json');
if (
  !existsSync(installedMarker) ||
  statSync(installedMarker).mtimeMs < statSync(join(root, 'package-lock.json')).mtimeMs
) {
  console.log('› installing dependencies (npm ci)');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

console.log('› building contract and server (tsc -b)');
run(bin('tsc'), ['-b', 'packages/contract', 'apps/server', ...(force ? ['--force'] : [])]);

const webIndex = join(root, 'apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/public',
  'packages/contract/src',
];
const builtAt = existsSync(webIndex) ? statSync(webIndex).mtimeMs : 0;
if (force || webSources.some((source) => newestMtime(join(root, source)) > builtAt)) {
  console.log('› building web app (vite build)');
  run(bin('vite', 'apps/web'), ['build', 'apps/web', '--logLevel', 'warn']);
} else {
  console.log('› web app is up to date');
}
