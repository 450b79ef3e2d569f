import { readFileSync } from 'node:fs';
import { apiPaths, type BuyerSummary, type Page } from '@sc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, logInViaApi, openShowroomViaApi, registerViaApi, skipToursViaApi } from './support/api.js';
import { type Browser, launchBrowser, newContext, saveScreenshot, watchErrors } from './support/browser.js';
import { newPerson, signInViaUi } from './support/portal.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const TRIAL_CONTACTS = 20;

/** A verified company with a published showroom that has spent every contact of its trial. */
async function companyWithTrialUsedUp() {
  const person = newPerson();
  await registerViaApi(person);
  const token = await logInViaApi(person.email, person.password);
  await openShowroomViaApi(token);
  await skipToursViaApi(token);
  const pool = await apiCall<Page<BuyerSummary>>(
    apiPaths.buyerPublicList,
    { pageSize: TRIAL_CONTACTS },
    token,
  );
  for (const buyer of pool.list) await apiCall(apiPaths.chatContact, { buyerId: buyer.id }, token);
  return person;
}

describe('paying for the service by card', () => {
  it('buys contacts after the trial’s are used up (3-D Secure), sees the new period, downloads the receipt; a declined card says why', async () => {
    const person = await companyWithTrialUsedUp();
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInViaUi(page, person.email, person.password);

    // The buyer pool says the contacts are used up and links to the pay page.
    await page.goto('/buyersList');
    await expect
      .poll(() => page.getByText(`${TRIAL_CONTACTS} used of ${TRIAL_CONTACTS}`).isVisible())
      .toBe(true);
    await page.getByRole('link', { name: 'Buy buyer contacts' }).first().click();
    await page.waitForURL('**/pay');
    await expect.poll(() => page.getByText('Starter — 3 months').isVisible()).toBe(true);
    await saveScreenshot(page, 'pay-1280-en');

    // The card goes into the provider's frame; this card asks for 3-D Secure.
    await page.getByRole('button', { name: 'Pay USD 299.00' }).click();
    const frame = page.frameLocator('iframe[title="Card details"]');
    await frame.locator('input[name=card_number]').fill('4000 0000 0000 3220');
    await frame.locator('input[name=expiry]').fill('12/34');
    await frame.locator('input[name=cvc]').fill('123');
    await frame.locator('input[name=holder_name]').fill(person.name);
    await frame.getByRole('button').click();
    await page.waitForURL('**/fake-lianlian/3ds**', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Complete authentication' }).click();

    // Back through /buyersList?merchant_transaction_id=… to the result, which asks the server.
    await page.waitForURL((url) => url.pathname === '/payResult', { timeout: 30_000 });
    await expect.poll(() => page.getByText('Payment received — thank you!').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText(/^60 buyer contacts added\. Your service now runs until /).isVisible())
      .toBe(true);
    await saveScreenshot(page, 'pay-result-1280-en');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the receipt' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Receipt-SC\d{8}-[0-9A-F]+\.pdf$/);
    const path = await download.path();
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');

    // The new contacts can be spent at once.
    await page.goto('/buyersList');
    await expect
      .poll(() => page.getByText(`${TRIAL_CONTACTS} used of ${TRIAL_CONTACTS + 60}`).isVisible())
      .toBe(true);

    // The order and the ledger explain it.
    await page.goto('/settlement');
    await expect.poll(() => page.getByRole('cell', { name: 'Paid' }).isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'Service and contacts history' }).click();
    await expect.poll(() => page.getByText('+90 days', { exact: false }).first().isVisible()).toBe(true);

    // A declined card: the result says why and offers to try again.
    await page.goto('/pay');
    await page.getByRole('button', { name: 'Pay USD 299.00' }).click();
    await frame.locator('input[name=card_number]').fill('4000 0000 0000 9995');
    await frame.locator('input[name=expiry]').fill('12/34');
    await frame.locator('input[name=cvc]').fill('123');
    await frame.locator('input[name=holder_name]').fill(person.name);
    await frame.getByRole('button').click();
    await page.waitForURL((url) => url.pathname === '/payResult', { timeout: 30_000 });
    await expect
      .poll(() =>
        page.getByText('The card was declined for insufficient funds. Try another card.').isVisible(),
      )
      .toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
