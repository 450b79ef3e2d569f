// What a browser downloads: the JavaScript /login needs before its form can be used, what it
// prefetches after that (idle time, never on the critical path), then what signing in and landing on
// /index adds — compressed (on the wire) and uncompressed, from the page's Resource Timing entries.
// Usage: npm run bench:bundle   (build first: npm run build; BENCH_LANG=ch|ja for another language,
// BENCH_VERBOSE=1 lists each script, largest first, BENCH_WEB_DIST=dir serves another build of the web
// app than apps/web/dist)
import { resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startServer } from './support.js';

const CAPTCHA = '5150'; // support.ts starts the server with this fixed captcha
const lang = process.env.BENCH_LANG ?? 'en';

interface Script {
  name: string;
  startTime: number;
  wire: number;
  decoded: number;
}

/** Every script the page has fetched so far, with its start time on the page's clock. */
function scriptsOf(page: Page): Promise<Script[]> {
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({
        name: new URL(entry.name).pathname.replace(/.*\//, ''),
        startTime: entry.startTime,
        wire: entry.encodedBodySize,
        decoded: entry.decodedBodySize,
      })),
  );
}

/** When the app started its idle-time prefetch (`prefetchWhenIdle` marks it), if it has. */
function prefetchStart(page: Page): Promise<number> {
  return page.evaluate(
    () => performance.getEntriesByName('sc:prefetch')[0]?.startTime ?? Number.POSITIVE_INFINITY,
  );
}

/** Waits until no request has been under way for `quietMs`: lazy chunks and idle prefetches included. */
async function settle(page: Page, quietMs = 1500) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(quietMs);
}

const kb = (bytes: number) => Math.round(bytes / 1024);
function row(step: string, scripts: Script[]) {
  if (process.env.BENCH_VERBOSE) {
    console.log(`\n${step}:`);
    for (const s of [...scripts].sort((a, b) => b.wire - a.wire))
      console.log(`  ${kb(s.wire)} KB  ${s.name}`);
  }
  return {
    step,
    scripts: scripts.length,
    compressed: `${scripts.filter((s) => s.wire < s.decoded).length}/${scripts.length}`,
    'KB on the wire': kb(scripts.reduce((sum, s) => sum + s.wire, 0)),
    'KB uncompressed': kb(scripts.reduce((sum, s) => sum + s.decoded, 0)),
  };
}

const server = await startServer({
  SEED_CATALOGUE_SIZE: '0',
  ...(process.env.BENCH_WEB_DIST ? { WEB_DIST: resolve(process.env.BENCH_WEB_DIST) } : {}),
});
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
});
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((l) => {
    localStorage.setItem('lang', l);
    performance.setResourceTimingBufferSize(2000);
  }, lang);
  const page = await context.newPage();

  await page.goto(`${server.url}/login`);
  await page.locator('#signIn_username').waitFor();
  await settle(page);
  const onLogin = await scriptsOf(page);

  // Typing is the cue to fetch the signed-in shell ahead (prefetchWhenIdle).
  await page.locator('#signIn_username').fill('demo@suppliercloud.test');
  await page.locator('#signIn_password').fill('Demo#2026');
  await page.locator('#signIn_code').fill(CAPTCHA);
  await settle(page);
  const whileTyping = (await scriptsOf(page)).slice(onLogin.length);

  await page.locator('form#signIn button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/index', { timeout: 60_000 });
  await settle(page);
  const signedIn = (await scriptsOf(page)).slice(onLogin.length + whileTyping.length);
  const prefetchAt = await prefetchStart(page);

  console.log(`\nscripts a browser downloads (language ${lang}, Chromium, ${server.url})`);
  const prefetched = [...onLogin, ...whileTyping].filter((s) => s.startTime >= prefetchAt);
  console.table([
    row(
      '/login (what the page needs)',
      onLogin.filter((s) => s.startTime < prefetchAt),
    ),
    row('/login prefetch (idle or typing)', prefetched),
    row('sign in → /index, settled', signedIn),
    row('sign in → /index, prefetch included', [...prefetched, ...signedIn]),
  ]);
} finally {
  await browser.close();
  await server.stop();
}
