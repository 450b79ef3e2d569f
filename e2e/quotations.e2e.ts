import { apiPaths } from '@sc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, logInViaApi, registerViaApi, skipToursViaApi } from './support/api.js';
import {
  type Browser,
  launchBrowser,
  newContext,
  type Page,
  saveScreenshot,
  sawToast,
  watchErrors,
} from './support/browser.js';
import { newPerson, signInViaUi } from './support/portal.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const YEAR = new Date().getUTCFullYear();

/** Opens a select (typing `search` when given) and clicks its option whose text matches. */
async function chooseOption(page: Page, inputId: string, label: string | RegExp, search?: string) {
  // A search answer re-renders the list under the pointer on a busy machine (the option is "not
  // stable", then gone): open, type and click again until the click lands.
  for (let attempt = 1; attempt <= 3; attempt++) {
    await page.locator(`#${inputId}`).click();
    if (search !== undefined) await page.locator(`#${inputId}`).fill(search);
    const clicked = await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label })
      .first()
      .click({ timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (clicked) return;
    await page.keyboard.press('Escape');
  }
  throw new Error(`could not choose ${String(label)} in #${inputId}`);
}

describe('a supplier quotes several products at once', () => {
  it('creates a quotation with two products, is told what is missing, edits it to version 2', async () => {
    const person = newPerson();
    await registerViaApi(person);
    const token = await logInViaApi(person.email, person.password);
    await skipToursViaApi(token);
    for (const product of [
      { barcode: '4006381333931', mid: 'E2E-Q-1', name: 'E2E Clover Honey 500 g', specs: ['500 g jar'] },
      { barcode: '96385074', mid: 'E2E-Q-2', name: 'E2E Oat Crackers 200 g', unitsPerCase: 24 },
    ]) {
      await apiCall(apiPaths.myProductCreate, product, token);
    }

    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/login');
    await signInViaUi(page, person.email, person.password);

    // The menu leads to the empty list, and from there to the form.
    await page.locator('.ant-menu-submenu-title', { hasText: /^Quotations$/ }).click();
    await page.locator('.ant-menu-item', { hasText: /^My quotations$/ }).click();
    await page.waitForURL((url) => url.pathname === '/quotationList');
    await expect.poll(() => page.getByText('No quotations yet').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'New quotation' }).first().click();
    await page.waitForURL((url) => url.pathname === '/editQuotation');

    // Submitting the empty form names what is missing and keeps what was typed.
    await page.locator('#quotation_remark').fill('Samples on request');
    await page.getByRole('button', { name: 'Create quotation' }).click();
    await expect.poll(() => page.getByText('Please complete the form information').isVisible()).toBe(true);
    for (const message of [
      'Please enter the quotation name',
      'Please select the quotation expiration date',
      'Please select the terms of delivery',
      'Please select the place of delivery',
      'Please select one of your products',
      'Please enter the price',
    ]) {
      await expect.poll(() => page.getByText(message).first().isVisible(), { message }).toBe(true);
    }
    expect(await page.locator('#quotation_remark').inputValue()).toBe('Samples on request');
    await saveScreenshot(page, 'quotation-form-invalid-1280-en');

    // Typed input is not thrown away without asking: neither by the menu nor by the back button.
    for (const leave of [
      () => page.locator('.ant-menu-item', { hasText: /^My quotations$/ }).click(),
      () => page.goBack(),
    ]) {
      await leave();
      await expect.poll(() => page.getByText('Your changes will be lost.').isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Stay' }).click();
      await expect.poll(() => page.getByText('Your changes will be lost.').isVisible()).toBe(false);
      expect(new URL(page.url()).pathname).toBe('/editQuotation');
      expect(await page.locator('#quotation_remark').inputValue()).toBe('Samples on request');
    }
    // Back again the moment after "Stay" (to the same page as before) asks again.
    await page.goBack();
    await page.getByRole('button', { name: 'Stay' }).click();
    await page.goBack();
    await expect.poll(() => page.getByText('Your changes will be lost.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Stay' }).click();
    expect(new URL(page.url()).pathname).toBe('/editQuotation');

    // Fill it in: two products picked from my list by search.
    await page.locator('#quotation_name').fill('E2E spring offer');
    await chooseOption(page, 'quotation_terms', /^FOB$/);
    await chooseOption(page, 'quotation_place', 'Shanghai');
    await chooseOption(page, 'quotation_lines_0_productId', 'E2E Clover Honey 500 g', 'clover');
    expect(await page.locator('#quotation_lines_0_spec').inputValue()).toBe('500 g jar');
    await page.locator('#quotation_lines_0_price').fill('12.50');
    await page.locator('.quotation-line-add').click();
    await chooseOption(page, 'quotation_lines_1_productId', 'E2E Oat Crackers 200 g', 'crackers');
    expect(await page.locator('#quotation_lines_1_unitsPerCase').inputValue()).toBe('24');
    await page.locator('#quotation_lines_1_price').fill('0.80');
    await page.locator('#quotation_lines_1_moq').fill('500');
    await page.locator('#quotation_expiresOn').click();
    await page.locator('#quotation_expiresOn').fill(`${YEAR + 1}-06-30`);
    // Enter takes the typed date and submits the form, as in any form field.
    await page.locator('#quotation_expiresOn').press('Enter');
    await expect.poll(() => sawToast(page, `Quotation Q-${YEAR}-0001 created`)).toBe(true);
    await page.waitForURL((url) => url.pathname === '/quotationList');
    const row = page.locator('tr', { hasText: 'E2E spring offer' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain(`Q-${YEAR}-0001`);
    expect(await row.innerText()).toContain('FOB Shanghai');

    // Edit it: the lines come back; saving makes version 2 with the same number.
    await page.getByRole('button', { name: 'Edit E2E spring offer' }).click();
    await page.waitForURL((url) => url.pathname === '/editQuotation' && url.search.startsWith('?id='));
    await expect.poll(() => page.locator('#quotation_name').inputValue()).toBe('E2E spring offer');
    expect(await page.getByText('E2E Oat Crackers 200 g').first().isVisible()).toBe(true);
    expect(await page.locator('#quotation_lines_1_moq').inputValue()).toBe('500');
    await page.locator('#quotation_name').fill('E2E spring offer (revised)');
    await page.locator('#quotation_lines_0_price').fill('11.90');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => sawToast(page, `Quotation Q-${YEAR}-0001 saved as version 2`)).toBe(true);
    await page.waitForURL((url) => url.pathname === '/quotationList');
    const revised = page.locator('tr', { hasText: 'E2E spring offer (revised)' });
    await expect.poll(() => revised.count()).toBe(1);
    expect(await revised.innerText()).toContain('v2');

    // Found by its number; the "Expired" filter leaves it out.
    await page.locator('#quotationSearch').fill(`Q-${YEAR}-0001`);
    await page.locator('#quotationSearch').press('Enter');
    await expect.poll(() => page.locator('tr', { hasText: 'E2E spring offer' }).count()).toBe(1);
    await page.getByText('Expired', { exact: true }).click();
    await expect.poll(() => page.getByText('No quotations match your search.').isVisible()).toBe(true);
    await saveScreenshot(page, 'quotation-list-1280-en');
    expect(errors).toEqual([]);
    await context.close();
  });
});
