import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInViaApi, registerViaApi } from './support/api.js';
import {
  type Browser,
  launchBrowser,
  newContext,
  type Page,
  saveScreenshot,
  untilAnimationsEnd,
  watchErrors,
} from './support/browser.js';
import { newPerson, pickOption, signInToConsole, signInViaUi } from './support/portal.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A fresh EAN-13 (in-store prefix 2x) with its GS1 check digit. */
function newEan(): string {
  const body = `2${String(randomInt(0, 10 ** 11)).padStart(11, '0')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** Searches the supplier's catalogue page by EAN; answers how many cards show that product. */
async function searchByEan(page: Page, ean: string, name: string): Promise<number> {
  await page.goto('/catalogue');
  await page.locator('#catalogueSearchMode').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^EAN$/ }).click();
  await page.locator('#catalogueSearchText').fill(ean);
  await page.locator('#catalogueSearchText').press('Enter');
  const card = page.getByRole('article', { name });
  const noMatch = page.getByText('No products match your search');
  await expect
    .poll(async () => (await card.count()) + (await noMatch.count()), { timeout: 20_000 })
    .toBeGreaterThan(0);
  return card.count();
}

describe('the master catalogue in the console', () => {
  it('a catalogue editor adds a product a supplier then finds by its EAN, and retires it out of the search', async () => {
    const ean = newEan();
    const name = `Console Kawakawa Honey ${ean.slice(-4)}`;

    const editorContext = await newContext(browser);
    const editor = await editorContext.newPage();
    const editorErrors = watchErrors(editor);
    await signInToConsole(editor, 'catalogue@suppliercloud.test', 'Catalogue#2026');
    await editor.goto('/console/catalogue');
    await editor.getByTestId('catalogue-add-product').click();
    await editor.locator('#masterProduct_barcode').fill(ean);
    await editor.locator('#masterProduct_mid').fill(`KK-${ean.slice(-6)}`);
    await editor.locator('#masterProduct_name').fill(name);
    await pickOption(editor, 'masterProduct_brandId', 'Bee Kingdom', { search: true });
    await editor.locator('#masterProduct_categoryId').click();
    await editor.locator('#masterProduct_categoryId').fill('Honey');
    await editor
      .locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper', {
        hasText: 'Honey & Bee Products',
      })
      .first()
      .click();
    await editor.locator('.spec-add').click();
    await editor.locator('#masterProduct_specs_0').fill('250 g jar');
    await editor.getByTestId('catalogue-save-product').click();
    await expect.poll(() => editor.getByText('Added to the catalogue.').isVisible()).toBe(true);
    // The drawer now shows the saved product, with what links to it.
    await expect
      .poll(() => editor.getByText('linked by 0 suppliers · wanted by 0 buyers · 0 RFQs').first().isVisible())
      .toBe(true);
    await saveScreenshot(editor, 'console-catalogue-product-1280-en');

    const person = newPerson();
    await registerViaApi(person);
    await logInViaApi(person.email, person.password);
    const supplierContext = await newContext(browser);
    const supplier = await supplierContext.newPage();
    const supplierErrors = watchErrors(supplier);
    await supplier.goto('/login');
    await signInViaUi(supplier, person.email, person.password);
    expect(await searchByEan(supplier, ean, name)).toBe(1);

    await untilAnimationsEnd(editor);
    await editor.getByTestId('catalogue-retire').click();
    await editor.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Retire' }).click();
    await expect.poll(() => editor.getByText('Retired: it is out of the catalogue.').isVisible()).toBe(true);
    await expect.poll(() => editor.getByTestId('catalogue-restore').isVisible()).toBe(true);

    expect(await searchByEan(supplier, ean, name)).toBe(0);
    await saveScreenshot(supplier, 'console-catalogue-retired-search-1280-en');
    expect(editorErrors).toEqual([]);
    expect(supplierErrors).toEqual([]);
    await editorContext.close();
    await supplierContext.close();
  });
});
