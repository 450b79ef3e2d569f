import { apiPaths } from '@sc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, logInViaApi, registerViaApi } from './support/api.js';
import {
  type Browser,
  launchBrowser,
  newContext,
  saveScreenshot,
  untilAnimationsEnd,
  watchErrors,
} from './support/browser.js';
import { newPerson, signInToBuyerApp, signInViaUi } from './support/portal.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const BUYER = { email: 'buyer12@buyers.suppliercloud.test', password: 'Buyer#2026' };
const PRODUCTS = [
  { barcode: '4006381333931', mid: 'E2E-SR-1', name: 'E2E Alpine Honey 500 g' },
  { barcode: '036000291452', mid: 'E2E-SR-2', name: 'E2E Bush Tomato Relish' },
  { barcode: '96385074', mid: 'E2E-SR-3', name: 'E2E Coastal Sea Salt' },
];

describe('a supplier runs its showroom and a buyer sees it', () => {
  it('adds two products, reorders, removes one, and the buyer sees the displayed product first', async () => {
    const person = newPerson();
    await registerViaApi(person);
    const token = await logInViaApi(person.email, person.password);
    for (const product of PRODUCTS) await apiCall(apiPaths.myProductCreate, product, token);
    const { supplierId } = await apiCall<{ supplierId: number }>(apiPaths.companyInfo, {}, token);
    const [alpine, relish, salt] = PRODUCTS.map((p) => p.name);

    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInViaUi(page, person.email, person.password);

    // Nothing displayed yet: the page says what the showroom is for.
    await page.goto('/showroom');
    await expect
      .poll(() => page.getByText('No products displayed yet').isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(await page.getByTestId('exhibit-count').innerText()).toBe('0 of 30 displayed');

    // Pick two products in the picker, in this order.
    await page.getByTestId('showroom-add').click();
    const picker = page.locator('.ant-modal').filter({ hasText: 'Add products to your showroom' });
    // Each pick is seen before the next: a click while the list re-renders can otherwise be lost.
    const summary = () => picker.getByTestId('picker-summary').innerText();
    await picker.getByText(alpine ?? '').click();
    await expect.poll(summary).toBe('0 of 30 displayed · 1 selected');
    await picker.getByText(salt ?? '').click();
    await expect.poll(summary).toBe('0 of 30 displayed · 2 selected');
    await picker.getByTestId('picker-confirm').click();
    const names = () => page.getByTestId('exhibit-name').allInnerTexts();
    await expect.poll(names).toEqual([alpine, salt]);
    await expect.poll(() => page.getByTestId('exhibit-count').innerText()).toBe('2 of 30 displayed');

    // The picker now marks them as displayed.
    await page.getByTestId('showroom-add').click();
    const shown = picker.getByTestId('picker-product').filter({ hasText: 'In showroom' });
    await expect.poll(() => shown.count()).toBe(2);
    await picker.getByRole('button', { name: 'Cancel' }).click();

    // Move the salt up, then take the honey out (with a confirmation).
    await page.getByRole('button', { name: `Move ${salt} up` }).click();
    await expect.poll(names).toEqual([salt, alpine]);
    await page.reload();
    await expect.poll(names).toEqual([salt, alpine]);
    await page.getByRole('button', { name: `Remove ${alpine} from the showroom` }).click();
    const confirm = page.locator('.ant-modal-confirm:visible');
    await expect
      .poll(() => confirm.innerText())
      .toContain('Are you sure you want to remove this product from your showroom?');
    await untilAnimationsEnd(page);
    await confirm.locator('.remove-exhibit-ok').click();
    await expect.poll(names).toEqual([salt]);
    await saveScreenshot(page, 'showroom-1280-en');

    // My products marks the displayed one.
    await page.goto('/myProducts');
    const saltRow = page.locator('tr').filter({ hasText: salt ?? '' });
    await expect.poll(() => saltRow.getByTestId('exhibited-tag').count()).toBe(1);
    expect(await page.getByTestId('exhibited-tag').count()).toBe(1);

    // Deleting it is not offered while it is displayed: the dialog says why and what to do first.
    await page.getByRole('button', { name: `Delete ${salt}` }).click();
    const refusal = page.locator('.ant-modal-confirm:visible');
    await expect
      .poll(() => refusal.innerText())
      .toContain('It is displayed in your showroom. Remove it from My showroom first.');
    expect(await refusal.locator('.delete-confirm-ok').count()).toBe(0);
    await untilAnimationsEnd(page);
    await refusal.getByRole('button', { name: 'OK' }).click();
    expect(await saltRow.count()).toBe(1);

    // The buyer opens the company's page (a draft showroom is not listed, but its page still shows
    // its products) and sees the displayed product first, under Featured.
    const buyerContext = await newContext(browser, { width: 375, lang: 'en' });
    const buyer = await buyerContext.newPage();
    const buyerErrors = watchErrors(buyer);
    await signInToBuyerApp(buyer, BUYER.email, BUYER.password);
    await buyer.goto(`/buyer/supplier/${supplierId}`);
    const featured = buyer.getByTestId('showroom-featured');
    await expect.poll(() => featured.getByTestId('showroom-product').allInnerTexts()).toEqual([salt]);
    const all = await buyer.getByTestId('showroom-product').allInnerTexts();
    expect(all.map((text) => text.split('\n')[0])).toEqual([salt, relish, alpine]);
    await saveScreenshot(buyer, 'showroom-buyer-375-en');

    expect(errors).toEqual([]);
    expect(buyerErrors).toEqual([]);
  });
});
