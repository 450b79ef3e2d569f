import { randomBytes } from 'node:crypto';
import { apiPaths } from '@sc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, logInViaApi, openShowroomViaApi, registerViaApi, skipToursViaApi } from './support/api.js';
import {
  type Browser,
  lastMailTo,
  launchBrowser,
  newContext,
  saveScreenshot,
  sawToast,
  untilAnimationsEnd,
  watchErrors,
} from './support/browser.js';
import { E2E_CAPTCHA } from './support/globalSetup.js';
import { newPerson, signInToBuyerApp, signInToConsole, signInViaUi } from './support/portal.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The support agent's console token (set-up calls; the journeys themselves use the UI). */
async function consoleToken(): Promise<string> {
  const login = await apiCall<{ access_token: string }>(apiPaths.consoleToken, {
    username: 'support@suppliercloud.test',
    password: 'Support#2026',
    randomStr: `e2e${randomBytes(8).toString('hex')}`,
    code: E2E_CAPTCHA,
  });
  return login.access_token;
}

/** A buyer the platform team made, with a name only this test uses. */
async function newBuyer(token: string) {
  const word = randomBytes(3).toString('hex');
  const input = {
    email: `li.${word}@xiamen-imports.test`,
    realName: `Li Wen ${word}`,
    companyName: `Xiamen ${word} Imports Co., Ltd.`,
    mainCategory: 'food_beverage',
    country: 'CN',
    city: 'Xiamen',
    interestedBrands: ['Golden Wattle'],
    lang: 'en',
  };
  const made = await apiCall<{ id: number }>(apiPaths.consoleBuyerCreate, input, token);
  return { ...input, id: made.id };
}

/** A new supplier company with an open showroom, signed in to the portal in its own browser. */
async function supplierPage() {
  const person = newPerson();
  await registerViaApi(person);
  const token = await logInViaApi(person.email, person.password);
  await skipToursViaApi(token);
  await openShowroomViaApi(token);
  // Before the browser signs in: that login supersedes this token.
  const { supplierId } = await apiCall<{ supplierId: number }>(apiPaths.companyInfo, {}, token);
  const page = await (await newContext(browser)).newPage();
  const errors = watchErrors(page);
  await signInViaUi(page, person.email, person.password);
  return { person, supplierId, page, errors };
}

describe('buyers in the console', () => {
  it('an operator blocks a buyer, and the supplier’s pool no longer shows them', async () => {
    const buyer = await newBuyer(await consoleToken());
    const supplier = await supplierPage();
    const pool = supplier.page;
    await pool.goto('/buyersList');
    await pool.getByLabel('Search buyers').fill(buyer.realName);
    await expect.poll(() => pool.getByRole('article', { name: buyer.realName }).count()).toBe(1);

    const page = await (await newContext(browser)).newPage();
    const errors = watchErrors(page);
    await signInToConsole(page, 'support@suppliercloud.test', 'Support#2026');
    await page.goto('/console/buyers');
    await page.getByPlaceholder('Name, company or email').fill(buyer.realName);
    await page.getByPlaceholder('Name, company or email').press('Enter');
    const row = page.getByTestId('console-buyer-row').filter({ hasText: buyer.companyName });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain('Invitation pending');
    await row.getByRole('button', { name: 'Open', exact: true }).click();
    const drawer = page.locator('.ant-drawer');
    await expect.poll(() => drawer.innerText()).toContain(buyer.email);
    await drawer.getByTestId('buyer-block').click();
    const modal = page.locator('.ant-modal:visible');
    await untilAnimationsEnd(page);
    await modal.getByRole('button', { name: 'Block buyer' }).click();
    await expect.poll(() => modal.getByText('Say why (it is kept in the audit log)').isVisible()).toBe(true);
    await modal.getByTestId('buyer-block-reason').fill('Sends the same advert to every supplier.');
    await modal.getByRole('button', { name: 'Block buyer' }).click();
    await expect.poll(() => sawToast(page, 'The buyer is blocked.')).toBe(true);
    await expect.poll(() => drawer.innerText()).toContain('Sends the same advert to every supplier.');
    await expect.poll(() => row.innerText()).toContain('Blocked');
    await untilAnimationsEnd(page);
    await saveScreenshot(page, 'console-buyers-blocked-1280-en');

    // The supplier searches again: the buyer is gone from the pool.
    await pool.reload();
    await pool.getByLabel('Search buyers').fill(buyer.realName);
    await expect.poll(() => pool.getByText('No buyers match your search').isVisible()).toBe(true);
    expect(await pool.getByRole('article', { name: buyer.realName }).count()).toBe(0);
    expect(errors).toEqual([]);
    expect(supplier.errors).toEqual([]);
  });

  it('an invited buyer sets a password; a supplier reports them from the chat and the report reaches the console', async () => {
    const buyer = await newBuyer(await consoleToken());
    const supplier = await supplierPage();
    const { supplierId } = supplier;

    // The invitation link: the buyer chooses a password, then signs in and writes to the supplier.
    const mail = lastMailTo(buyer.email) ?? '';
    const link = /http\S+\/buyer\/set-password\?token=\S+/.exec(mail)?.[0];
    expect(link).toBeTruthy();
    const buyerPage = await (await newContext(browser)).newPage();
    const buyerErrors = watchErrors(buyerPage);
    await buyerPage.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
    await expect.poll(() => buyerPage.getByText(buyer.email).isVisible()).toBe(true);
    await buyerPage.locator('#buyerSetPassword_password').fill('Xiamen#Tea2026');
    await buyerPage.locator('#buyerSetPassword_confirmPassword').fill('Xiamen#Tea2026');
    await buyerPage.getByRole('button', { name: /Set password|设置密码/ }).click();
    await buyerPage.waitForURL((url) => url.pathname === '/buyer/login', { timeout: 30_000 });
    await signInToBuyerApp(buyerPage, buyer.email, 'Xiamen#Tea2026');
    await buyerPage.goto(`/buyer/supplier/${supplierId}/chat`);
    const composer = buyerPage.getByRole('textbox', { name: '输入消息' });
    await composer.fill('Buy our advertising package now!!!');
    await composer.press('Enter');
    await buyerPage.waitForURL((url) => url.pathname.startsWith('/buyer/chat/'), { timeout: 30_000 });

    // The supplier reports the buyer from the conversation; a second report is refused.
    const page = supplier.page;
    await page.goto(`/communicate?buyerId=${buyer.id}`);
    await expect
      .poll(() =>
        page.getByTestId('chat-message').getByText('Buy our advertising package now!!!').isVisible(),
      )
      .toBe(true);
    await page.getByRole('button', { name: 'Report buyer' }).click();
    const modal = page.locator('.ant-modal:visible');
    await modal.getByText('Spam', { exact: true }).click();
    await modal.locator('textarea').fill('Advertising instead of buying.');
    await modal.getByRole('button', { name: 'Send report' }).click();
    await expect
      .poll(() => page.getByText('Thank you: the platform team will look into it.').isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'Report buyer' }).click();
    await modal.getByText('Abuse', { exact: true }).click();
    await modal.getByRole('button', { name: 'Send report' }).click();
    await expect
      .poll(() => page.getByText('Your company has already reported this buyer').isVisible())
      .toBe(true);

    // The console's Reports tab shows it, with the company, the reason and the note.
    const console = await (await newContext(browser)).newPage();
    const consoleErrors = watchErrors(console);
    await signInToConsole(console, 'support@suppliercloud.test', 'Support#2026');
    await console.goto('/console/buyers?tab=reports');
    const report = console.getByTestId('buyer-report').filter({ hasText: buyer.realName });
    await expect.poll(() => report.count()).toBe(1);
    const text = await report.innerText();
    expect(text).toContain('Spam');
    expect(text).toContain(supplier.person.company);
    expect(text).toContain('Advertising instead of buying.');
    await saveScreenshot(console, 'console-buyers-reports-1280-en');
    expect([...buyerErrors, ...supplier.errors, ...consoleErrors]).toEqual([]);
  });
});
