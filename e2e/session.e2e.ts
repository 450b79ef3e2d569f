import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  launchBrowser,
  newContext,
  saveScreenshot,
  untilAnimationsEnd,
} from './support/browser.js';
import { newPerson, signInViaUi, signUpViaUi } from './support/portal.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('sessions and routing', () => {
  it('warns the first browser when the account logs in on another device', async () => {
    const person = newPerson();
    const first = await newContext(browser);
    const firstPage = await first.newPage();
    await signUpViaUi(firstPage, person);
    await signInViaUi(firstPage, person.email, person.password);

    const second = await newContext(browser);
    const secondPage = await second.newPage();
    await secondPage.goto('/login');
    await signInViaUi(secondPage, person.email, person.password);

    const dialog = firstPage.locator('.ant-modal-confirm');
    await expect
      .poll(() => dialog.innerText(), { timeout: 20_000 })
      .toContain('Your account has logged in on another device. Logging out now.');
    expect(await dialog.innerText()).toContain('Warning');
    await saveScreenshot(firstPage, 'session-replaced-1280-en');
    // Not closable: Escape keeps it open (were it closing, its leave animation would end first); OK goes to login.
    await firstPage.keyboard.press('Escape');
    await untilAnimationsEnd(firstPage);
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await firstPage.waitForURL('**/login');
    await expect
      .poll(() => secondPage.getByRole('heading', { name: `Welcome, ${person.name}` }).isVisible())
      .toBe(true);
    await first.close();
    await second.close();
  });

  it('returns to a guarded deep link with a query after login', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/changePassword?from=mail&x=1');
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => sessionStorage.getItem('buyerUrl'))).toBe(
      '/changePassword?from=mail&x=1',
    );
    await signInViaUi(page, 'demo@suppliercloud.test', 'Demo#2026', {
      expectPath: '/changePassword?from=mail&x=1',
    });
    await expect.poll(() => page.locator('#changePassword_oldPassword').isVisible()).toBe(true);
    await context.close();
  });

  it('sends a signed-out visitor of any page to login, and shows 404 for an unknown path once signed in', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/no/such/page');
    await page.waitForURL('**/login');
    await signInViaUi(page, 'demo@suppliercloud.test', 'Demo#2026');
    await page.goto('/definitely-missing');
    await page.waitForURL('**/404');
    await expect
      .poll(() => page.getByText('Sorry, the page you visited does not exist.').isVisible())
      .toBe(true);
    await saveScreenshot(page, 'not-found-1280-en');
    await context.close();
  });
});

describe('screens at phone width', () => {
  it.each(['en', 'ch', 'ja'] as const)(
    'renders login and the shell at 375 px in %s without overflow',
    async (lang) => {
      const context = await newContext(browser, { width: 375, lang });
      const page = await context.newPage();
      await page.goto('/login');
      await page.locator('#signIn_username').waitFor();
      await saveScreenshot(page, `login-375-${lang}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await signInViaUi(page, 'demo@suppliercloud.test', 'Demo#2026');
      await page.waitForLoadState('networkidle');
      await saveScreenshot(page, `welcome-375-${lang}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await context.close();
    },
  );
});
