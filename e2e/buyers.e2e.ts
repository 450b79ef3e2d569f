import { apiPaths, type BuyerSummary, type Page } from '@sc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, logInViaApi, openShowroomViaApi, registerViaApi, skipToursViaApi } from './support/api.js';
import {
  type Browser,
  launchBrowser,
  newContext,
  saveScreenshot,
  sawToast,
  untilAnimationsEnd,
  watchErrors,
} from './support/browser.js';
import { newPerson, signInViaUi } from './support/portal.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A Mother & Baby buyer whose name no other buyer has, so the journey can find exactly one card. */
async function buyerWithUniqueName(token: string): Promise<BuyerSummary> {
  const pool = await apiCall<Page<BuyerSummary>>(
    apiPaths.buyerPublicList,
    { mainCategory: 'mother_baby', pageSize: 50 },
    token,
  );
  for (const buyer of pool.list) {
    const same = await apiCall<Page<BuyerSummary>>(apiPaths.buyerPublicList, { keyword: buyer.name }, token);
    if (same.total === 1) return buyer;
  }
  throw new Error('no buyer with a unique name in the e2e pool');
}

describe('a supplier finds and contacts buyers', () => {
  it('searches, filters by category, opens a buyer, contacts them once and hides contacted buyers', async () => {
    const person = newPerson();
    await registerViaApi(person);
    const supplierToken = await logInViaApi(person.email, person.password);
    await skipToursViaApi(supplierToken);
    await openShowroomViaApi(supplierToken);
    const buyer = await buyerWithUniqueName(supplierToken);

    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/login');
    await signInViaUi(page, person.email, person.password);

    await page.goto('/buyersList');
    const quota = page.getByRole('region', { name: 'Buyer contacts' });
    await expect.poll(() => quota.innerText()).toContain('0 used of 20');

    // Filter by category: every card is a Mother & Baby buyer. Then search by name within it.
    await page.locator('.ant-tag-checkable', { hasText: 'Mother & Baby' }).click();
    await expect.poll(() => page.url()).toContain('mother_baby');
    const allMotherBaby = () =>
      page
        .getByRole('article')
        .evaluateAll(
          (cards) => cards.length > 1 && cards.every((c) => c.textContent?.includes('Mother & Baby')),
        );
    await expect.poll(allMotherBaby, { timeout: 10_000 }).toBe(true);
    await page.getByLabel('Search buyers').fill(buyer.name);
    const card = page.getByRole('article', { name: buyer.name });
    await expect.poll(() => page.getByRole('article').count(), { timeout: 10_000 }).toBe(1);
    expect(await card.count()).toBe(1);
    await saveScreenshot(page, 'buyers-pool-1280-en');
    // Every menu title is whole at the default sider width (long ones wrap instead of ending in "…").
    const cutTitles = await page
      .locator('nav .ant-menu-title-content')
      .evaluateAll((titles) =>
        titles.filter((title) => title.scrollWidth > title.clientWidth).map((title) => title.textContent),
      );
    expect(cutTitles).toEqual([]);

    // The buyer's details.
    await card.getByTitle(`Open the details of ${buyer.name}`).click();
    const drawer = page.getByRole('dialog');
    await expect.poll(() => drawer.innerText()).toContain(buyer.companyName);
    expect(await drawer.innerText()).toContain('Not contacted yet');
    await expect.poll(() => drawer.locator('.ant-skeleton').count()).toBe(0);
    await untilAnimationsEnd(page);
    await saveScreenshot(page, 'buyers-drawer-1280-en');
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.count()).toBe(0);

    // Contact Now: it says it costs one contact; afterwards the quota shows one used.
    await card.getByRole('button', { name: `Contact ${buyer.name} now` }).click();
    const confirm = page.locator('.ant-modal-confirm:visible');
    await expect
      .poll(() => confirm.innerText())
      .toContain(`Contacting ${buyer.name} uses 1 of your 20 remaining buyer contacts.`);
    await untilAnimationsEnd(page);
    await confirm.getByRole('button', { name: 'Contact' }).click();
    await expect.poll(() => quota.innerText()).toContain('1 used of 20');
    await expect.poll(() => card.innerText()).toContain('Contacted');

    // Contacting the same buyer again costs nothing.
    await card.getByRole('button', { name: `Contact ${buyer.name} now` }).click();
    await expect.poll(() => confirm.innerText()).toContain('Contacting again does not use a buyer contact.');
    await untilAnimationsEnd(page);
    await confirm.getByRole('button', { name: 'Contact' }).click();
    // The server may be slow on a busy machine (its embedded database has one connection): wait for its answer.
    await expect.poll(() => sawToast(page, `${buyer.name} is in your contacts`)).toBe(true);
    await expect.poll(() => confirm.count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(await quota.innerText()).toContain('1 used of 20');

    // The ledger says who was contacted.
    await quota.getByRole('button', { name: 'History' }).click();
    const ledger = page.getByRole('dialog');
    await expect.poll(() => ledger.innerText()).toContain(buyer.name);
    expect(await ledger.innerText()).toContain('Contacted a buyer');
    await page.keyboard.press('Escape');

    // Hide contacted: the buyer leaves the list.
    await page.getByLabel('Hide contacted').click();
    await expect.poll(() => card.count()).toBe(0);

    // Phone width.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByLabel('Hide contacted').click();
    await expect.poll(() => card.count()).toBe(1);
    await saveScreenshot(page, 'buyers-pool-375-en');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('recommends buyers for the demo supplier with the reasons, and lists its visitors', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/login');
    await signInViaUi(page, 'demo@suppliercloud.test', 'Demo#2026');
    // The dashboard's block names why each buyer is recommended.
    await expect
      .poll(() => page.locator('body').innerText(), { timeout: 10_000 })
      .toContain('Buys in Food & Beverage');
    await page.goto('/recommendedBuyers');
    await expect.poll(() => page.getByRole('article').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const first = await page.getByRole('article').first().innerText();
    expect(first).toContain('Buys in Food & Beverage');
    await saveScreenshot(page, 'buyers-recommended-1280-en');
    await page.goto('/visitors');
    await expect.poll(() => page.locator('body').innerText()).toMatch(/Viewed (your showroom|the product)/);
    await saveScreenshot(page, 'buyers-visitors-1280-en');
    expect(errors).toEqual([]);
    await context.close();
  });
});
