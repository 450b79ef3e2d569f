import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  baseUrl,
  lastMailTo,
  launchBrowser,
  newContext,
  type Page,
  saveScreenshot,
  sawToast,
  untilAnimationsEnd,
  watchErrors,
} from './support/browser.js';
import { E2E_CAPTCHA } from './support/globalSetup.js';
import { pickOption, signInToConsole } from './support/portal.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PASSWORD = 'Operator#2026';

/** The code an authenticator app shows now by the e2e server's clock (read, not moved, through its test hook). */
async function codeNow(secret: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/_test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const { data } = (await response.json()) as { data: { now: string } };
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.parse(data.now) });
}

/** Types the fixed captcha once its image has loaded (the image's request registers its key). */
async function fillCaptcha(page: Page, codeInputId: string) {
  const image = page.locator(`form:has(#${codeInputId}) img`).first();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await page.locator(`#${codeInputId}`).fill(E2E_CAPTCHA);
}

/** The console sections the page's top bar offers. */
const sectionsOf = (page: Page) =>
  page.getByRole('navigation', { name: 'Console sections' }).getByRole('link');

describe('console operators', () => {
  it('an administrator adds an operator: a password from the mail, two-factor set up at the first sign-in, only their sections; disabled, their console ends', async () => {
    const email = `mei.${randomBytes(4).toString('hex')}@platform.test`;
    const name = 'Mei Tanaka';

    const admin = await (await newContext(browser)).newPage();
    const adminErrors = watchErrors(admin);
    await signInToConsole(admin, 'admin@suppliercloud.test', 'Admin#2026', '/console/operators');
    await expect.poll(() => admin.getByTestId('operator-row').count()).toBeGreaterThan(0);
    await admin.getByTestId('operator-add').click();
    const drawer = admin.locator('.ant-drawer');
    await drawer.locator('#newOperator_email').fill(email);
    await drawer.locator('#newOperator_realName').fill(name);
    await pickOption(admin, 'newOperator_role', 'Content editor');
    await drawer.getByRole('button', { name: 'Create and send the link' }).click();
    await expect.poll(() => sawToast(admin, `Account created: a link was sent to ${email}.`)).toBe(true);
    const row = admin.getByTestId('operator-row').filter({ hasText: email });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByTestId('operator-status').innerText()).toBe('Invited');
    expect(await row.getByTestId('operator-totp').innerText()).toBe('At next sign-in');

    // The new operator opens the mailed link, chooses a password and signs in with it.
    await expect.poll(() => /\/console\/login\?token=[\w%-]+/.test(lastMailTo(email) ?? '')).toBe(true);
    const link = /\/console\/login\?token=[\w%-]+/.exec(lastMailTo(email) ?? '')?.[0] ?? '';
    const operator = await (await newContext(browser)).newPage();
    const operatorErrors = watchErrors(operator);
    await operator.goto(link);
    await operator.locator('#consoleSetPassword_password').fill(PASSWORD);
    await operator.locator('#consoleSetPassword_confirmPassword').fill(PASSWORD);
    await operator.getByRole('button', { name: 'Save password' }).click();
    await operator.waitForURL((url) => url.pathname === '/console/login' && url.search === '', {
      timeout: 30_000,
    });
    await expect.poll(() => operator.locator('#consoleSignIn_username').inputValue()).toBe(email);
    await operator.locator('#consoleSignIn_password').fill(PASSWORD);
    await fillCaptcha(operator, 'consoleSignIn_code');
    await operator.locator('button[type=submit]').click();

    // No session yet: two-factor sign-in must be set up first, with the secret shown once.
    const setupTitle = operator.getByRole('heading', { name: 'Set up two-factor sign-in' });
    await expect.poll(() => setupTitle.isVisible()).toBe(true);
    await expect.poll(() => operator.getByTestId('totp-qr').isVisible()).toBe(true);
    expect(await operator.evaluate(() => localStorage.getItem('consoleToken'))).toBeNull();
    const secret = (await operator.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
    const wrong = (await codeNow(secret)) === '000000' ? '111111' : '000000';
    await operator.locator('#consoleSignInCode_code').fill(wrong);
    await operator.getByRole('button', { name: 'Turn on and sign in' }).click();
    await expect
      .poll(() => operator.getByText('Enter the 6-digit code your authenticator app shows now.').isVisible())
      .toBe(true);
    await operator.locator('#consoleSignInCode_code').fill(await codeNow(secret));
    await operator.getByRole('button', { name: 'Turn on and sign in' }).click();
    await operator.waitForURL(
      (url) => url.pathname.startsWith('/console/') && url.pathname !== '/console/login',
      {
        timeout: 30_000,
      },
    );

    // Only a content editor's sections.
    await expect.poll(() => sectionsOf(operator).allInnerTexts()).toContain('Notices and FAQ');
    const sections = await sectionsOf(operator).allInnerTexts();
    expect(sections).toEqual(expect.arrayContaining(['Overview', 'Notices and FAQ', 'RFQs', 'Audit log']));
    for (const hidden of ['Operators', 'Support inbox', 'Suppliers', 'Buyers'])
      expect(sections).not.toContain(hidden);

    // The administrator sees them active with two-factor sign-in on, then disables them.
    await admin.reload();
    const activeRow = admin.getByTestId('operator-row').filter({ hasText: email });
    await expect.poll(() => activeRow.getByTestId('operator-status').innerText()).toBe('Active');
    expect(await activeRow.getByTestId('operator-totp').innerText()).toBe('On');
    await activeRow.getByTestId('operator-actions').click();
    await admin.getByRole('menuitem', { name: 'Disable' }).click();
    const confirm = admin.locator('.ant-modal-confirm');
    await expect.poll(() => confirm.innerText()).toContain(`Disable ${name}?`);
    await untilAnimationsEnd(admin);
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await expect.poll(() => admin.getByText(`${name} is disabled and signed out.`).isVisible()).toBe(true);
    await expect.poll(() => activeRow.getByTestId('operator-status').innerText()).toBe('Disabled');

    // Their console says the session ended: at once when its live connection hears it, else at their next step.
    const ended = operator.getByTestId('console-session-ended');
    if (!(await ended.isVisible())) await operator.reload();
    await expect.poll(() => ended.isVisible()).toBe(true);
    expect(await ended.innerText()).toContain('Your console session has ended');
    await operator.waitForURL((url) => url.pathname === '/console/login');
    await saveScreenshot(operator, 'console-operator-disabled-1280-en');
    // Signing in again is refused.
    await operator.locator('#consoleSignIn_username').fill(email);
    await operator.locator('#consoleSignIn_password').fill(PASSWORD);
    await fillCaptcha(operator, 'consoleSignIn_code');
    await operator.locator('button[type=submit]').click();
    await expect
      .poll(() =>
        operator.getByText('This account is disabled. Please contact customer service.').isVisible(),
      )
      .toBe(true);

    expect(adminErrors).toEqual([]);
    expect(operatorErrors).toEqual([]);
  });
});
