import { apiPaths } from '@sc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openShowroomViaApi, registerViaApi } from './support/api.js';
import {
  antdStylesMadeInPage,
  type Browser,
  baseUrl,
  isShown,
  launchBrowser,
  newContext,
  type Page,
  saveScreenshot,
  watchErrors,
} from './support/browser.js';
import { newPerson, signInToConsole, signInViaUi, switchLanguage, tokenOfPage } from './support/portal.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const bellLabel = (page: Page) => page.getByTestId('notice-bell').getAttribute('aria-label');

describe('home: notices, tasks and the tour', () => {
  it('shows an urgent notice the console publishes in three languages: badge live, pop-up once, read, filtered', async () => {
    // The only company in Iceland: the urgent notice pops up for it alone, not in other journeys.
    const person = newPerson();
    await registerViaApi(person, { country: 'IS' });
    const supplierContext = await newContext(browser);
    const supplier = await supplierContext.newPage();
    const supplierErrors = watchErrors(supplier);
    await supplier.goto('/login');
    await signInViaUi(supplier, person.email, person.password);
    await expect.poll(() => isShown(supplier.getByTestId('task-checklist'))).toBe(true);
    // The layout's and the home page's styles come with the build; the browser made none of them.
    const madeInPage = await antdStylesMadeInPage(supplier);
    for (const name of ['layout', 'menu', 'btn', 'dropdown', 'typography', 'card', 'skeleton', 'tag'])
      expect(madeInPage).not.toContain(name);
    const before = await bellLabel(supplier);

    const consoleContext = await newContext(browser, { lang: 'en' });
    const editor = await consoleContext.newPage();
    const editorErrors = watchErrors(editor);
    await signInToConsole(editor, 'editor@suppliercloud.test', 'Editor#2026');
    await editor.goto('/console/content');
    await editor.getByRole('button', { name: 'Write new' }).click();
    const drawer = editor.locator('.ant-drawer-section');
    const title = `Port strike ${Date.now().toString(36)}`;
    await drawer.locator('textarea[id="title_en"]').fill(title);
    await drawer.locator('textarea[id="body_en"]').fill('Shipments via **Ningbo** are delayed this week.');
    await expect.poll(() => drawer.getByTestId('missing-langs').innerText()).toContain('中文');
    await drawer.getByRole('tab', { name: '中文' }).click();
    await drawer.locator('textarea[id="title_zh"]').fill(`港口罢工 ${title}`);
    await drawer.locator('textarea[id="body_zh"]').fill('本周经**宁波**的货物将延误。');
    await drawer.getByRole('tab', { name: '日本語' }).click();
    await drawer.locator('textarea[id="title_ja"]').fill(`港湾スト ${title}`);
    await drawer.locator('textarea[id="body_ja"]').fill('今週は**寧波**経由の貨物が遅れます。');
    await expect.poll(() => drawer.getByText('All languages').isVisible()).toBe(true);
    await drawer.locator('#noticeType').click();
    await editor.locator('.ant-select-dropdown').getByText('Maintenance', { exact: true }).click();
    await drawer.locator('#priority').click();
    await editor.locator('.ant-select-dropdown').getByText('Urgent', { exact: true }).click();
    await drawer.locator('#countries').fill('Iceland');
    await editor.locator('.ant-select-dropdown').getByText('Iceland', { exact: true }).click();
    await drawer.getByText('Audience', { exact: true }).click();
    await expect.poll(() => drawer.getByTestId('audience-count').innerText()).toBe('Reaches 1 company now');
    await saveScreenshot(editor, 'home-console-editor-1280-en');
    await drawer.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => editor.getByRole('cell', { name: title }).count(), { timeout: 15_000 }).toBe(1);

    // Without reloading: the badge moves and the urgent notice pops up.
    await expect.poll(() => bellLabel(supplier), { timeout: 15_000 }).not.toBe(before);
    const popup = supplier.getByRole('dialog').filter({ hasText: title });
    await expect.poll(() => popup.isVisible(), { timeout: 15_000 }).toBe(true);
    await saveScreenshot(supplier, 'home-urgent-popup-1280-en');
    await popup.getByRole('button', { name: 'I have read this' }).click();
    await expect.poll(() => popup.isVisible()).toBe(false);
    await supplier.reload();
    await expect.poll(() => isShown(supplier.getByTestId('task-checklist'))).toBe(true);
    await supplier.waitForTimeout(1_000);
    expect(await supplier.getByRole('dialog').filter({ hasText: title }).count()).toBe(0);

    // On /notice it is read: the Unread filter no longer lists it, Read does; in Chinese it is Chinese.
    await supplier.goto('/notice');
    await expect.poll(() => supplier.getByText(title, { exact: true }).isVisible()).toBe(true);
    await supplier.getByText('Unread', { exact: true }).first().click();
    await expect.poll(() => supplier.getByText(title, { exact: true }).count()).toBe(0);
    await supplier.getByText('Read', { exact: true }).first().click();
    await expect.poll(() => supplier.getByText(title, { exact: true }).isVisible()).toBe(true);
    await switchLanguage(supplier, '中文');
    await expect.poll(() => supplier.getByText(`港口罢工 ${title}`).isVisible()).toBe(true);
    await supplier.getByText(`港口罢工 ${title}`).click();
    await expect.poll(() => supplier.getByText('本周经').isVisible()).toBe(true);
    await saveScreenshot(supplier, 'home-notice-1280-ch');

    expect(supplierErrors).toEqual([]);
    expect(editorErrors).toEqual([]);
    await supplierContext.close();
    await consoleContext.close();
  });

  it('opened afresh, asks the server for each of its figures once (sent as the page loads, taken by the page)', async () => {
    const person = newPerson();
    await registerViaApi(person);
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/login');
    await signInViaUi(page, person.email, person.password);
    await expect.poll(() => isShown(page.getByTestId('task-checklist'))).toBe(true);
    const asked = new Map<string, number>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'POST') asked.set(path, (asked.get(path) ?? 0) + 1);
    });
    await page.reload();
    await expect.poll(() => isShown(page.getByTestId('task-checklist'))).toBe(true);
    await page.waitForLoadState('networkidle');
    // Not the unread count and the notices: they are asked again when the live socket connects.
    const homeCalls = [
      apiPaths.loginInfo,
      apiPaths.roleMenuList,
      apiPaths.effectiveService,
      apiPaths.quotaInfo,
      apiPaths.credentialStatus,
      apiPaths.dashboardInfo,
      apiPaths.taskList,
      apiPaths.guideInfo,
      apiPaths.whatsNewList,
      apiPaths.dashboardRecommendedList,
    ];
    const timesAsked = (path: string) =>
      [...asked].filter(([url]) => url.endsWith(path)).reduce((n, [, c]) => n + c, 0);
    expect(Object.fromEntries(homeCalls.map((path) => [path, timesAsked(path)]))).toEqual(
      Object.fromEntries(homeCalls.map((path) => [path, 1])),
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([1280, 375])(
    'opened afresh on a slow CPU at %i px, draws its blocks in place: nothing on the page moves',
    async (width) => {
      const context = await newContext(browser, { width });
      // Every layout shift the page makes, with what moved (Lighthouse's CLS is their sum).
      await context.addInitScript(() => {
        const shifts: { value: number; moved: string[] }[] = [];
        (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: { node?: Node | null }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            const moved = (entry.sources ?? []).map((source) => {
              const node = source.node;
              return node instanceof Element
                ? `${node.tagName.toLowerCase()}.${node.getAttribute('class')?.replaceAll(' ', '.')} "${node.textContent?.slice(0, 40)}"`
                : String(node?.nodeName);
            });
            shifts.push({ value: Number(entry.value.toFixed(4)), moved });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const page = await context.newPage();
      await signInViaUi(page, 'demo@suppliercloud.test', 'Demo#2026');
      await expect.poll(() => isShown(page.getByTestId('task-checklist'))).toBe(true);
      // A phone's CPU: the blocks' code and data arrive later relative to the greeting, which is when a
      // block revealed before its data is drawn grows and pushes the page down.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.reload();
      await expect.poll(() => isShown(page.getByTestId('task-checklist'))).toBe(true);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1_000);
      const shifts = await page.evaluate(
        () => (window as unknown as { __shifts: { value: number; moved: string[] }[] }).__shifts,
      );
      expect(shifts).toEqual([]);
      await context.close();
    },
  );

  it('before its first frame runs only the entry, which then starts the app: the spinner shows first', async () => {
    const get = async (path: string) => {
      const response = await fetch(new URL(path, baseUrl()));
      expect(response.ok).toBe(true);
      return response.text();
    };
    for (const page of ['/login', '/index']) {
      const html = await get(page);
      const entry = /<script type="module" crossorigin src="([^"]+)">/.exec(html)?.[1] ?? '';
      const code = await get(entry);
      // What a module script runs first: its own code and its static imports (and theirs).
      const imported = [...code.matchAll(/(?:^|[;\n])import\s*(?:\{[^}]*\}\s*from\s*)?"\.\/([^"]+)"/g)].map(
        ([, file]) => `/assets/${file}`,
      );
      const sizes = await Promise.all([entry, ...imported].map(async (file) => (await get(file)).length));
      expect(imported.length).toBeGreaterThan(0); // the preload helper, at least
      // The app's start (React and the rest) is far larger: it is what the entry imports after a frame.
      expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(8_000);
      expect(code).toMatch(/requestAnimationFrame/);
    }
  });

  it('opened afresh on a slow phone, loads what the greeting does not show once the greeting is on the screen', async () => {
    const context = await newContext(browser, { width: 375 });
    // When the page's first content reached the screen, when the greeting was put in the page, and when
    // each file was asked for (all on the page's clock).
    await context.addInitScript(() => {
      const seen = { firstContent: -1, greetingAdded: -1, requested: [] as [string, number][] };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      new PerformanceObserver((list) => {
        if (seen.firstContent < 0) seen.firstContent = list.getEntries()[0]?.startTime ?? -1;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          seen.requested.push([new URL(entry.name).pathname, entry.startTime]);
      }).observe({ type: 'resource', buffered: true });
      const greeting = new MutationObserver(() => {
        if (!document.querySelector('main h2')) return;
        seen.greetingAdded = performance.now();
        greeting.disconnect();
      });
      greeting.observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    await signInViaUi(page, 'demo@suppliercloud.test', 'Demo#2026');
    await expect.poll(() => isShown(page.getByTestId('task-checklist'))).toBe(true);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.clearBrowserCache');
    await page.reload();
    await expect.poll(() => isShown(page.getByTestId('task-checklist'))).toBe(true);
    const seen = await page.evaluate(
      () =>
        (
          window as unknown as {
            __seen: { firstContent: number; greetingAdded: number; requested: [string, number][] };
          }
        ).__seen,
    );
    const firstAsked = (file: RegExp) =>
      Math.min(...seen.requested.filter(([path]) => file.test(path)).map(([, at]) => at));
    expect(seen.firstContent).toBeGreaterThan(seen.greetingAdded);
    // The blocks' code and the live connection's (each of which loads the rest of the UI strings).
    for (const file of [/\/WelcomeBlocks-[\w-]+\.js$/, /\/SocketConnection-[\w-]+\.js$/])
      expect(firstAsked(file)).toBeGreaterThan(seen.firstContent);
    await context.close();
  });

  it('ticks a new company’s tasks as its profile and showroom are completed', async () => {
    const person = newPerson();
    await registerViaApi(person);
    const context = await newContext(browser, { width: 375 });
    const page = await context.newPage();
    await page.goto('/login');
    await signInViaUi(page, person.email, person.password);
    const task = (key: string) => page.locator(`[data-task="${key}"]`);
    await expect.poll(() => task('completeProfile').getAttribute('data-done')).toBe('false');
    await expect.poll(() => task('displayProducts').getAttribute('data-done')).toBe('false');

    await openShowroomViaApi(await tokenOfPage(page));
    await page.reload();
    await expect.poll(() => task('completeProfile').getAttribute('data-done')).toBe('true');
    await expect.poll(() => task('displayProducts').getAttribute('data-done')).toBe('true');
    await expect.poll(() => task('addProducts').innerText()).toContain('(3/5)');
    await expect.poll(() => task('contactBuyer').getAttribute('data-done')).toBe('false');
    await saveScreenshot(page, 'home-tasks-375-en');
    await context.close();
  });

  it('runs the buyer pool tour once per user, across two browsers', async () => {
    const person = newPerson();
    await registerViaApi(person);
    const first = await newContext(browser);
    const page = await first.newPage();
    await page.goto('/login');
    await signInViaUi(page, person.email, person.password);
    await page.goto('/buyersList');
    const tour = page.locator('.ant-tour');
    await expect.poll(() => tour.getByText('Find your buyers').isVisible()).toBe(true);
    for (const step of ['Your buyer contacts', 'Contact a buyer', 'Your showroom comes first']) {
      await tour.getByRole('button', { name: /Next|Finish/ }).click();
      await expect.poll(() => tour.getByText(step).isVisible()).toBe(true);
    }
    const stored = page.waitForResponse((response) => response.url().endsWith('/guide/update'));
    await tour.getByRole('button', { name: 'Finish' }).click();
    await stored;
    // SPEC 3's local keys mirror the server: the next tour is the chat's (page 2).
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('pageIndex'))).toBe('2');
    await first.close();

    const second = await newContext(browser);
    const other = await second.newPage();
    await other.goto('/login');
    await signInViaUi(other, person.email, person.password);
    const guideRead = other.waitForResponse((response) => response.url().endsWith('/guide/info'));
    await other.goto('/buyersList');
    await guideRead;
    await expect.poll(() => other.locator('[data-tour="buyers-filters"]').isVisible()).toBe(true);
    await other.waitForTimeout(1_000);
    expect(await other.locator('.ant-tour').filter({ hasText: 'Find your buyers' }).count()).toBe(0);
    await expect.poll(() => other.evaluate(() => window.localStorage.getItem('pageIndex'))).toBe('2');
    await second.close();
  });
});
