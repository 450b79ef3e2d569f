#!/usr/bin/env node
// Browser tests drive Debian's Chromium through playwright-core (no browser download).
// Finds it (CHROME_PATH, /usr/bin/chromium, chromium-browser); as root, installs it with apt-get.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
);
const found = candidates.find((path) => existsSync(path));
// Chinese and Japanese screenshots need CJK fonts; without them the text renders as boxes.
const hasCjkFonts = existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc');
if (found && hasCjkFonts) {
  console.log(`› Chromium: ${found}`);
  process.exit(0);
}

const isRoot = process.getuid?.() === 0;
let hasApt = false;
try {
  execFileSync('which', ['apt-get'], { stdio: 'ignore' });
  hasApt = true;
} catch {}

if (found && (!isRoot || !hasApt)) {
  console.log(`› Chromium: ${found} (install fonts-noto-cjk for readable zh/ja screenshots)`);
  process.exit(0);
}
if (!isRoot || !hasApt) {
  console.error(
    'Browser tests need Chromium. Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROME_PATH.',
  );
  process.exit(1);
}
const packages = [...(found ? [] : ['chromium']), ...(hasCjkFonts ? [] : ['fonts-noto-cjk'])];
console.log(`› installing ${packages.join(', ')} with apt-get (about a minute)`);
for (const args of [
  ['update', '-qq'],
  ['install', '-y', '-qq', ...packages],
]) {
  const result = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
