// Lighthouse on the built portal: /login, then signed in /index, in the desktop and mobile presets,
// with Debian's Chromium (no browser download). Prints the performance, accessibility and
// best-practices scores, LCP, TBT and the bytes each page downloads (median of BENCH_RUNS runs).
// Usage: npm run bench:lighthouse   (build first: npm run build; BENCH_RUNS=3, BENCH_LANG=ch|ja,
// BENCH_REPORT_DIR=dir keeps each run's whole Lighthouse report as JSON (and its trace), BENCH_ONLY=login|index
// audits one page, BENCH_PRESET=desktop|mobile one preset, BENCH_WEB_DIST=dir serves another build of
// the web app than apps/web/dist, e.g. one made with `npx vite build --outDir /tmp/web` in apps/web)
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { startServer } from './support.js';

const CAPTCHA = '5150'; // support.ts starts the server with this fixed captcha
const runs = Number(process.env.BENCH_RUNS ?? 1);
const lang = process.env.BENCH_LANG ?? 'en';
const only = process.env.BENCH_ONLY;
const presets = (['desktop', 'mobile'] as const).filter(
  (preset) => !process.env.BENCH_PRESET || process.env.BENCH_PRESET === preset,
);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalKb: number;
  scriptKb: number;
}

/** BENCH_VERBOSE=1: the failing audits of the accessibility and best-practices categories. */
function printFailures(path: string, lhr: Result) {
  for (const id of ['accessibility', 'best-practices']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        const items = (audit.details as { items?: { node?: { snippet?: string } }[] })?.items ?? [];
        console.log(
          `${path} ${id}: ${audit.title} — ${items
            .map((i) => i.node?.snippet ?? '')
            .slice(0, 4)
            .join(' ')}`,
        );
      }
    }
  }
}

function figuresOf(lhr: Result): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? 0;
  const scripts = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items?.find((item) => item.resourceType === 'script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    totalKb: Math.round(audit('total-byte-weight') / 1024),
    scriptKb: Math.round((scripts?.transferSize ?? 0) / 1024),
  };
}

const server = await startServer({
  SEED_CATALOGUE_SIZE: '0',
  ...(process.env.BENCH_WEB_DIST ? { WEB_DIST: resolve(process.env.BENCH_WEB_DIST) } : {}),
});
const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const cdpUrl = `http://127.0.0.1:${chrome.port}`;

/** Signs the demo supplier in through the login page, in the profile Lighthouse then uses. */
async function signIn() {
  const browser = await chromium.connectOverCDP(cdpUrl);
  const page = await browser.contexts()[0]!.newPage();
  await page.goto(`${server.url}/login`);
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.reload();
  await page.locator('#signIn_username').fill('demo@suppliercloud.test');
  await page.locator('#signIn_password').fill('Demo#2026');
  await page.locator('#signIn_code').fill(CAPTCHA);
  await page.locator('form#signIn button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/index', { timeout: 60_000 });
  // Lighthouse keeps this profile's storage (the session) but must start with a cold HTTP cache.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  await browser.close();
}

/** How many times a run whose trace Chrome failed to record is run again. */
const MAX_TRACE_RETRIES = 3;

async function audit(path: string, preset: 'desktop' | 'mobile', signedIn: boolean): Promise<Figures> {
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    // Signed in: keep localStorage (the session); the cache is cleared by signIn() instead.
    disableStorageReset: signedIn,
  };
  const all: Figures[] = [];
  for (let run = 0, retries = 0; run < runs; run++) {
    if (signedIn) await signIn();
    const result = await lighthouse(
      `${server.url}${path}`,
      flags,
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const error = result.lhr.runtimeError;
    // A trace Chrome failed to record (NO_NAVSTART now and then on a busy machine): Lighthouse asks to
    // run again, which this does a few times before giving up.
    if (error?.code === 'NO_NAVSTART' && retries < MAX_TRACE_RETRIES) {
      console.warn(`${path} ${preset}: ${error.message} (run again)`);
      retries++;
      run--;
      continue;
    }
    if (error) throw new Error(`${path}: ${error.message}`);
    if (signedIn && !result.lhr.finalDisplayedUrl.endsWith(path))
      throw new Error(`${path} was not reached signed in`);
    if (process.env.BENCH_VERBOSE) printFailures(path, result.lhr);
    const reportDir = process.env.BENCH_REPORT_DIR;
    if (reportDir) {
      await mkdir(reportDir, { recursive: true });
      await writeFile(join(reportDir, `${path.slice(1)}-${preset}-${run}.json`), JSON.stringify(result.lhr));
      // The page's trace too (open it in Chrome's Performance panel, or read its long tasks).
      const trace = (result.artifacts as { Trace?: unknown }).Trace;
      if (trace)
        await writeFile(
          join(reportDir, `${path.slice(1)}-${preset}-${run}.trace.json`),
          JSON.stringify(trace),
        );
    }
    all.push(figuresOf(result.lhr));
  }
  const pick = (key: keyof Figures) => median(all.map((figures) => figures[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    totalKb: pick('totalKb'),
    scriptKb: pick('scriptKb'),
  };
}

try {
  const rows = [];
  for (const preset of presets) {
    // The language is stored in the profile for the signed-out page too (Lighthouse resets storage
    // there, so /login is measured in the browser's default language: English).
    if (only !== 'index') rows.push({ page: '/login', preset, ...(await audit('/login', preset, false)) });
    if (only !== 'login')
      rows.push({ page: '/index (signed in)', preset, ...(await audit('/index', preset, true)) });
  }
  console.log(
    `\nLighthouse ${runs > 1 ? `(median of ${runs} runs)` : '(one run)'}, language ${lang}, ${server.url}`,
  );
  console.table(rows);
  console.log('targets: performance ≥ 95 desktop and ≥ 90 mobile, accessibility ≥ 95');
} finally {
  chrome.kill();
  await server.stop();
}
