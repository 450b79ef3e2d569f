// What a browser downloads: JavaScript on /login, then what signing in and landing on /index adds,
// compressed (on the wire) and uncompressed, counted from Chromium's network events.
// Usage: npm run bench:bundle   (build first: npm run build; BENCH_LANG=ch|ja for another language)
import { type CDPSession, chromium, type Page } from 'playwright-core';
import { startServer } from './support.js';

const CAPTCHA = '5150'; // support.ts starts the server with this fixed captcha
const lang = process.env.BENCH_LANG ?? 'en';

interface Loaded {
  scripts: number;
  wire: number;
  decoded: number;
  compressed: number;
}

/** Counts the scripts fetched from now until `stop()`: bytes on the wire and after decoding. */
async function countScripts(cdp: CDPSession) {
  const scripts = new Map<string, { url: string; wire: number; decoded: number; encoding?: string }>();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type !== 'Script') return;
    const encoding = Object.entries(response.headers).find(
      ([name]) => name.toLowerCase() === 'content-encoding',
    )?.[1];
    scripts.set(requestId, { url: response.url, wire: 0, decoded: 0, encoding });
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.decoded += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.wire = encodedDataLength;
  });
  return {
    stop(): Loaded {
      const list = [...scripts.values()];
      scripts.clear();
      // BENCH_VERBOSE=1 lists every script, largest first: what to split next.
      if (process.env.BENCH_VERBOSE)
        for (const s of list.sort((a, b) => b.wire - a.wire))
          console.log(`${kb(s.wire)} KB  ${s.url.replace(/.*\//, '')}`);
      return {
        scripts: list.length,
        wire: list.reduce((sum, s) => sum + s.wire, 0),
        decoded: list.reduce((sum, s) => sum + s.decoded, 0),
        compressed: list.filter((s) => s.encoding).length,
      };
    },
  };
}

/** Waits until no request has been under way for `quietMs`: lazy chunks and idle prefetches included. */
async function settle(page: Page, quietMs = 1500) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(quietMs);
}

const kb = (bytes: number) => Math.round(bytes / 1024);
const row = (step: string, loaded: Loaded) => ({
  step,
  scripts: loaded.scripts,
  compressed: `${loaded.compressed}/${loaded.scripts}`,
  'KB on the wire': kb(loaded.wire),
  'KB uncompressed': kb(loaded.decoded),
});

const server = await startServer({ SEED_CATALOGUE_SIZE: '0' });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
});
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const counter = await countScripts(cdp);

  await page.goto(`${server.url}/login`);
  await page.locator('#signIn_username').waitFor();
  const firstPaint = counter.stop();
  await settle(page);
  const login = counter.stop();

  await page.locator('#signIn_username').fill('demo@suppliercloud.test');
  await page.locator('#signIn_password').fill('Demo#2026');
  await page.locator('#signIn_code').fill(CAPTCHA);
  await page.locator('form#signIn button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/index', { timeout: 60_000 });
  await settle(page);
  const dashboard = counter.stop();

  console.log(`\nscripts a browser downloads (language ${lang}, Chromium, ${server.url})`);
  console.table([
    row('/login until the form shows', firstPaint),
    row('/login after idle (prefetch)', login),
    row('sign in → /index, settled', dashboard),
  ]);
} finally {
  await browser.close();
  await server.stop();
}
