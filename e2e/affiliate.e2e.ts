import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInViaApi, registerViaApi, skipToursViaApi } from './support/api.js';
import {
  type Browser,
  baseUrl,
  launchBrowser,
  newContext,
  saveScreenshot,
  watchErrors,
} from './support/browser.js';
import { newPerson, signInViaUi, signUpViaUi } from './support/portal.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  // Later journeys run at the machine's time again.
  await testHook('/api/_test/clock', { reset: true }).catch(() => undefined);
  await browser?.close();
});

/** The e2e server's test-only hooks (E2E_TEST_HOOKS): move its clock, run a job now. */
async function testHook(path: string, body: object): Promise<void> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
}

/** Reads the QR code the page drew (a PNG data URL) the way a phone's camera would: by its pixels. */
function decodeQr(dataUrl: string): string {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!code) throw new Error('the QR code could not be read');
  return code.data;
}

/** Reloads the inviter's page and reads the state tag of its newest invitation once the table has loaded. */
async function newestState(page: import('playwright-core').Page): Promise<string | null> {
  await page.reload();
  await page
    .locator('[data-testid="invitation-row"], .ant-table-placeholder .ant-empty')
    .first()
    .waitFor({ timeout: 20_000 });
  const row = page.getByTestId('invitation-row').first();
  if (!(await row.isVisible())) return null;
  return row.getByTestId('invitation-state').textContent();
}

type DecodeQr = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
// jsqr is CommonJS: under Node's ESM its function is the default export's `default`.
const jsQR: DecodeQr =
  (jsQRModule as unknown as { default?: DecodeQr }).default ?? (jsQRModule as unknown as DecodeQr);

describe('the affiliate programme', () => {
  it('an invited company signs up through the QR code’s link and pays: activated, then rewarded after the hold', async () => {
    const inviter = newPerson();
    await registerViaApi(inviter);
    await skipToursViaApi(await logInViaApi(inviter.email, inviter.password));
    const inviterContext = await newContext(browser);
    const inviterPage = await inviterContext.newPage();
    const errors = watchErrors(inviterPage);
    await signInViaUi(inviterPage, inviter.email, inviter.password);
    await inviterPage.goto('/information/invite');

    // The rule and the reward numbers are stated; the code, link, QR and texts are there.
    await expect
      .poll(() =>
        inviterPage
          .getByText(/30 extra service days and 10 buyer contacts, added 14 days later/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    const code = (await inviterPage.getByTestId('invite-code').first().textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    const link = await inviterPage.getByTestId('invite-link').inputValue();
    expect(link).toBe(`${baseUrl()}/login?invite=${code}#signup`);
    await expect.poll(() => inviterPage.getByTestId('invite-text').textContent()).toContain(link);
    const qr = inviterPage.getByTestId('invite-qr');
    await expect.poll(() => qr.isVisible()).toBe(true);
    const scanned = decodeQr((await qr.getAttribute('src')) ?? '');
    expect(scanned).toBe(link);
    await saveScreenshot(inviterPage, 'invite-1280-en');

    // The invited company opens the scanned link on its own device and network, and signs up later
    // (the code is kept on the device), then pays by card through 3-D Secure.
    const invited = newPerson();
    const invitedContext = await newContext(browser, {
      extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.23' },
    });
    const invitedPage = await invitedContext.newPage();
    await invitedPage.goto(scanned);
    await expect.poll(() => invitedPage.locator('#signUp_name').isVisible()).toBe(true);
    await expect.poll(() => newestState(inviterPage), { timeout: 60_000 }).toBe('Invited');
    await signUpViaUi(invitedPage, invited);
    await expect.poll(() => newestState(inviterPage), { timeout: 60_000 }).toBe('Joined');

    await skipToursViaApi(await logInViaApi(invited.email, invited.password));
    await signInViaUi(invitedPage, invited.email, invited.password);
    await invitedPage.goto('/pay');
    await invitedPage.getByRole('button', { name: 'Pay USD 299.00' }).click();
    const frame = invitedPage.frameLocator('iframe[title="Card details"]');
    await frame.locator('input[name=card_number]').fill('4000 0000 0000 3220');
    await frame.locator('input[name=expiry]').fill('12/34');
    await frame.locator('input[name=cvc]').fill('123');
    await frame.locator('input[name=holder_name]').fill(invited.name);
    await frame.getByRole('button').click();
    await invitedPage.waitForURL('**/fake-lianlian/3ds**', { timeout: 30_000 });
    await invitedPage.getByRole('button', { name: 'Complete authentication' }).click();
    await invitedPage.waitForURL((url) => url.pathname === '/payResult', { timeout: 30_000 });
    await expect.poll(() => invitedPage.getByText('Payment received — thank you!').isVisible()).toBe(true);

    // The inviter sees it activated, with the day the reward comes.
    await expect.poll(() => newestState(inviterPage), { timeout: 60_000 }).toBe('Activated');
    await expect
      .poll(() =>
        inviterPage
          .getByText(/Activated .* \(first payment\)/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() =>
        inviterPage
          .getByText(/^Reward on /)
          .first()
          .isVisible(),
      )
      .toBe(true);

    // Fifteen days later the job has released the reward.
    await testHook('/api/_test/clock', { days: 15 });
    await testHook('/api/_test/jobs/run', { name: 'affiliate.releaseRewards' });
    await expect.poll(() => newestState(inviterPage), { timeout: 60_000 }).toBe('Rewarded');
    await expect
      .poll(() =>
        inviterPage
          .getByText(/^Rewarded .*: \+30 days$/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => inviterPage.getByTestId('invite-total-daysEarned').textContent()).toContain('30');
    expect(errors).toEqual([]);
    await invitedContext.close();
    await inviterContext.close();
  });
});
