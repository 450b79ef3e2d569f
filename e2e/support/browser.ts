import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');
const artifacts = fileURLToPath(new URL('../../test-results/e2e', import.meta.url));

/** Debian's Chromium with the flags this machine needs (no GPU, no background networking). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A fresh browser profile (own storage) at a given width, with the UI language preset when asked, that
 * records the toasts it shows (see `sawToast`). Its user asks for less motion, so dialogs, drawers and
 * toasts appear at once: a click never lands on a dialog still zooming in (Playwright's stability check
 * can pass mid-animation, microsoft/playwright#16048).
 */
export async function newContext(
  browser: Browser,
  {
    width = 1280,
    lang,
    extraHTTPHeaders,
  }: { width?: number; lang?: 'en' | 'ch' | 'ja'; extraHTTPHeaders?: Record<string, string> } = {},
) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 812 : 800 },
    baseURL: baseUrl(),
    reducedMotion: 'reduce',
    extraHTTPHeaders,
  });
  if (lang) await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  await context.addInitScript(recordToasts);
  return context;
}

/**
 * Whether the page has shown a toast (antd message) holding this text, or one the pattern matches, since
 * it last loaded. The context records each toast as it appears: a toast goes after 3 s, sooner than a
 * busy machine's polling may look at the screen.
 */
export async function sawToast(page: Page, text: string | RegExp): Promise<boolean> {
  const seen = await page.evaluate(
    () => (window as unknown as { __toastsSeen?: string[] }).__toastsSeen ?? [],
  );
  return seen.some((toast) => (typeof text === 'string' ? toast.includes(text) : text.test(toast)));
}

function recordToasts() {
  const seen: string[] = [];
  Object.assign(window, { __toastsSeen: seen });
  new MutationObserver(() => {
    document.querySelectorAll('.ant-message-notice').forEach((toast) => {
      const text = toast.textContent ?? '';
      if (text && !seen.includes(text)) seen.push(text);
    });
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** Saves a screenshot under test-results/e2e as a test artifact. */
export async function saveScreenshot(page: Page, name: string) {
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: true });
}

/**
 * Resolves once the page has drawn two frames in a row with no finite animation under way. The profiles
 * of `newContext` ask for less motion, so antd's dialogs and drawers do not animate there; the app's own
 * CSS animations (the loading overlay fading in) still do. Endless ones (spinners, pulses) are ignored.
 * Called before clicking a confirm dialog's button: a click on something still moving can miss.
 */
export async function untilAnimationsEnd(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const isMoving = (animation: Animation) =>
      (animation.playState === 'running' || animation.playState === 'paused') &&
      animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY;
    const deadline = performance.now() + 10_000;
    for (let stillFrames = 0; stillFrames < 2; ) {
      await nextFrame();
      if (performance.now() > deadline) throw new Error('the page was still animating after 10 s');
      stillFrames = document.getAnimations().some(isMoving) ? 0 : stillFrames + 1;
    }
  });
}

/**
 * Whether the user sees one of these elements: Playwright's `isVisible` counts an element under a
 * transparent (opacity 0) box as visible, as the home page's blocks are while they wait to be revealed.
 */
export function isShown(locator: Locator): Promise<boolean> {
  return locator.evaluateAll((elements) =>
    elements.some((element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true })),
  );
}

/**
 * The Ant Design components whose styles the page generated itself (the class of each style's first
 * rule, e.g. `menu`, `btn`), leaving out the prebuilt first-screen ones and CSS variables.
 */
export function antdStylesMadeInPage(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('style[data-css-hash]'))
      .map((style) => style.textContent ?? '')
      .filter((css) => css.startsWith(':where('))
      .map((css) => /\.ant-([a-z-]+)/.exec(css)?.[1] ?? '?'),
  );
}

/** Collects page errors, so a journey can assert the page never crashed. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The newest mail sent to an address, read from the outbox files of the e2e server. */
export function lastMailTo(email: string): string | undefined {
  const dir = join(inject('dataDir'), 'outbox');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse();
  for (const file of files) {
    const text = readFileSync(join(dir, file), 'utf8');
    if (text.includes(`To: ${email}`)) return text;
  }
  return undefined;
}

export type { Browser, BrowserContext, Page };
