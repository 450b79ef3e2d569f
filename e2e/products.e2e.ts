import { apiPaths, type MasterProduct, type Page } from '@sc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, logInViaApi, registerViaApi } from './support/api.js';
import {
  type Browser,
  launchBrowser,
  newContext,
  saveScreenshot,
  sawToast,
  untilAnimationsEnd,
  watchErrors,
} from './support/browser.js';
import { makeFixtures } from './support/fixtures.js';
import { newPerson, signInViaUi } from './support/portal.js';

let browser: Browser;
let files: Awaited<ReturnType<typeof makeFixtures>>;
beforeAll(async () => {
  browser = await launchBrowser();
  files = await makeFixtures();
});
afterAll(() => browser?.close());

describe('a supplier builds its product list', () => {
  it('links a catalogue product found by EAN, creates, quotes, edits, imports and deletes products', async () => {
    const person = newPerson();
    await registerViaApi(person);
    const token = await logInViaApi(person.email, person.password);
    const sample = await apiCall<Page<MasterProduct>>(
      apiPaths.masterProductList,
      { pageSize: 1, pageIndex: 42 },
      token,
    );
    const master = sample.list[0];
    if (!master) throw new Error('the e2e catalogue is empty');

    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/login');
    await signInViaUi(page, person.email, person.password);

    // Find the master product by its EAN and add it to my list.
    await page.goto('/catalogue');
    await page.locator('#catalogueSearchMode').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^EAN$/ }).click();
    await page.locator('#catalogueSearchText').fill(master.barcode);
    await page.locator('#catalogueSearchText').press('Enter');
    const card = page.getByRole('article', { name: master.name });
    await expect.poll(() => card.count()).toBe(1);
    await saveScreenshot(page, 'catalogue-1280-en');
    await card.getByRole('button', { name: `Add ${master.name} to my list` }).click();
    await expect.poll(() => card.getByText('In my list').isVisible()).toBe(true);

    // My products: the linked product is there; add an own product with two images and two specs.
    await page.goto('/myProducts');
    await expect.poll(() => page.getByText(master.name).first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Add product' }).click();
    await page.locator('#product_barcode').fill('4006381333931');
    await page.locator('#product_mid').fill('E2E-MID-1');
    await page.locator('#product_name').fill('E2E Mountain Honey');
    const fileInput = page.locator('#product_images');

    // Wrong files are refused before upload, with the rule's text.
    await fileInput.setInputFiles(files.hugePng);
    await expect
      .poll(() => page.getByText('Each image must be 5 MB or smaller').first().isVisible())
      .toBe(true);
    await fileInput.setInputFiles(files.gif);
    await expect.poll(() => page.getByText('Images must be JPG or PNG').first().isVisible()).toBe(true);

    await fileInput.setInputFiles([files.frontPng, files.backJpg]);
    await expect.poll(() => page.locator('.ant-upload-list-item-done').count(), { timeout: 20_000 }).toBe(2);
    await page.locator('.spec-add').click();
    await page.locator('#product_specs_0').fill('500 g');
    await page.locator('.spec-add').click();
    await page.locator('#product_specs_1').fill('Glass jar');
    await saveScreenshot(page, 'product-drawer-1280-en');
    await page.locator('button[type=submit][form=product]').click();
    await expect.poll(() => sawToast(page, 'Product added')).toBe(true);
    const row = page.locator('tr', { hasText: 'E2E Mountain Honey' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.locator('img').count()).toBeGreaterThan(0);

    // Quote it.
    await page.getByRole('button', { name: 'Quote E2E Mountain Honey' }).click();
    await page.locator('#quote_price').fill('12.50');
    await page.locator('#quote_terms').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^FOB$/ }).click();
    await page.locator('#quote_expiresOn').click();
    await page.locator('#quote_expiresOn').fill('2030-12-31');
    // Enter takes the typed date and submits the form, as in any form field.
    await page.locator('#quote_expiresOn').press('Enter');
    await expect.poll(() => sawToast(page, 'Quote saved')).toBe(true);
    await expect.poll(() => row.getByText('Quoted', { exact: true }).isVisible()).toBe(true);

    // Edit the name.
    await page.getByRole('button', { name: 'Edit E2E Mountain Honey' }).click();
    await page.locator('#product_name').fill('E2E Mountain Honey 1 kg');
    await page.locator('button[type=submit][form=product]').click();
    await expect.poll(() => sawToast(page, 'Product saved')).toBe(true);
    await expect.poll(() => page.locator('tr', { hasText: 'E2E Mountain Honey 1 kg' }).count()).toBe(1);

    // Import a CSV with one bad row: the bad row is marked, only good rows are imported.
    await page.getByRole('button', { name: 'Import' }).click();
    await page.locator('#productImportFile').setInputFiles(files.csvWithOneBadRow);
    await expect.poll(() => page.getByText('2 valid').isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByText('1 with errors').isVisible()).toBe(true);
    const badCell = page.locator('td[data-error]');
    expect(await badCell.count()).toBe(1);
    expect(await badCell.getAttribute('data-error')).toBe(
      'Enter a valid UPC-A (12 digits), EAN-13 or EAN-8 with its check digit',
    );
    await saveScreenshot(page, 'import-preview-1280-en');
    await page.locator('.import-confirm').click();
    await expect
      .poll(() => sawToast(page, 'Import finished: 2 added, 1 skipped'), { timeout: 20_000 })
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByText('Imported Alpine Honey').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Imported Broken Barcode').count()).toBe(0);

    // Delete with confirmation.
    await page.getByRole('button', { name: 'Delete E2E Mountain Honey 1 kg' }).click();
    await expect
      .poll(() =>
        page
          .locator('.ant-modal-confirm-title', { hasText: 'Are you sure you want to delete the item?' })
          .isVisible(),
      )
      .toBe(true);
    await untilAnimationsEnd(page);
    await page.locator('.delete-confirm-ok').click();
    await expect.poll(() => page.locator('tr', { hasText: 'E2E Mountain Honey 1 kg' }).count()).toBe(0);
    await saveScreenshot(page, 'my-products-1280-en');
    expect(errors).toEqual([]);
    await context.close();
  });
});
