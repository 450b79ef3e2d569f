#!/usr/bin/env node
// Browser tests drive Debian's Chromium through playwright-core (no browser download).
// Finds it (CHROME_PATH, /usr/bin/chromium, chromium-browser); as root, installs it with apt-get.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
const found = candidates.find((path) => existsSync(path));
if (found) {
  console.log(`› Chromium: ${found}`);
  process.exit(0);
}

const isRoot = process.getuid?.() === 0;
let hasApt = false;
try {
  execFileSync('which', ['apt-get'], { stdio: 'ignore' });
  hasApt = true;
} catch {}

if (!isRoot || !hasApt) {
  console.error(
    'Browser tests need Chromium. Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROME_PATH.',
  );
  process.exit(1);
}
console.log('› installing Chromium with apt-get (about a minute)');
for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'chromium']]) {
  const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
