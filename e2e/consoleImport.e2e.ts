import { randomInt } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInViaApi, registerViaApi } from './support/api.js';
import { type Browser, launchBrowser, newContext, saveScreenshot, watchErrors } from './support/browser.js';
import { newPerson, signInToConsole, signInViaUi } from './support/portal.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A random EAN-13 with its check digit (in-store prefix 29, so it matches no seeded product). */
function randomEan(): string {
  const body = `29${String(randomInt(0, 10 ** 10)).padStart(10, '0')}`;
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const dir = mkdtempSync(join(tmpdir(), 'sc-e2e-import-'));
function csvFile(name: string, rows: string[][]): string {
  const path = join(dir, name);
  writeFileSync(path, `\uFEFF${rows.map((row) => row.join(',')).join('\r\n')}\r\n`);
  return path;
}

describe('catalogue import in the console', () => {
  it('a catalogue editor fixes a bad row, imports the file as a job, gets the report; a supplier finds the product by EAN', async () => {
    const tag = String(randomInt(100_000, 999_999));
    const honeyEan = randomEan();
    const teaEan = randomEan();
    const header = [
      'UPC/EAN',
      'Manufacturer ID (MID)',
      'Product name',
      'Brand',
      'Category',
      'Place of origin',
      'Specs',
    ];
    const honey = ['E2E Manuka Honey', tag].join(' ');
    const tea = ['E2E Sencha Green Tea', tag].join(' ');
    const brand = `E2E Orchard ${tag}`;
    const badTeaEan = `${teaEan.slice(0, 12)}${(Number(teaEan[12]) + 1) % 10}`;
    const withBadRow = csvFile('catalogue-bad.csv', [
      header,
      [honeyEan, `MH-${tag}`, honey, brand, 'Honey & Bee Products', 'NZ', '250 g; Glass jar'],
      [badTeaEan, `ST-${tag}`, tea, brand, 'コーヒー・お茶', 'JP', '100 g'],
    ]);
    const fixed = csvFile('catalogue-fixed.csv', [
      header,
      [honeyEan, `MH-${tag}`, honey, brand, 'Honey & Bee Products', 'NZ', '250 g; Glass jar'],
      [teaEan, `ST-${tag}`, tea, brand, 'コーヒー・お茶', 'JP', '100 g'],
    ]);

    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInToConsole(page, 'catalogue@suppliercloud.test', 'Catalogue#2026', '/console/imports');
    // A catalogue editor may import catalogue products, not buyers: no kind switch.
    await expect.poll(() => page.getByRole('heading', { name: 'New import' }).isVisible()).toBe(true);
    expect(await page.getByText('Buyers', { exact: true }).count()).toBe(0);

    // The file with a bad row: the bad cell says why, the counts cover the whole file.
    await page.locator('#consoleImportFile-catalogue').setInputFiles(withBadRow);
    const preview = page.getByTestId('import-preview');
    await expect.poll(() => preview.getByText('1 valid').isVisible()).toBe(true);
    expect(await preview.getByText('1 with errors').isVisible()).toBe(true);
    expect(await preview.getByText('1 new brand', { exact: true }).isVisible()).toBe(true);
    const badCell = preview.locator('td[data-error]');
    expect(await badCell.count()).toBe(1);
    expect(await badCell.getAttribute('data-error')).toBe(
      'Enter a valid UPC-A (12 digits), EAN-13 or EAN-8 with its check digit',
    );
    expect(await badCell.textContent()).toContain(badTeaEan);
    await saveScreenshot(page, 'console-import-preview-1280-en');

    // The corrected file: every row is good now.
    await preview.locator('input[type=file]').setInputFiles(fixed);
    await expect.poll(() => preview.getByText('2 valid').isVisible()).toBe(true);
    expect(await preview.getByText('0 with errors').isVisible()).toBe(true);
    expect(await preview.locator('td[data-error]').count()).toBe(0);

    // Start: the job runs in the background; the list shows it until it is done.
    await page.getByRole('button', { name: 'Start import (2 rows)' }).click();
    await expect
      .poll(() => page.getByText('The import has started.', { exact: false }).isVisible())
      .toBe(true);
    const job = page.getByTestId('import-job').filter({ hasText: 'catalogue-fixed.csv' });
    await expect.poll(() => job.getAttribute('data-state'), { timeout: 60_000 }).toBe('done');
    const counts = job.getByTestId('import-job-counts');
    expect(await counts.textContent()).toBe('Created 2Updated 0Refused 0');
    expect(await job.getByText(`Brands created: ${brand}`).isVisible()).toBe(true);
    await saveScreenshot(page, 'console-import-done-1280-en');

    // The report: every row with its outcome.
    const download = page.waitForEvent('download');
    await job.getByRole('button', { name: 'Download report' }).click();
    const report = await download;
    const text = readFileSync((await report.path()) ?? '', 'utf8').replace(/^\uFEFF/, '');
    expect(report.suggestedFilename()).toMatch(/^catalogue-fixed-report-\d+\.csv$/);
    expect(text.trimEnd().split('\r\n')).toEqual([
      'Row,Outcome,Reference,Messages',
      `1,Created,${honeyEan},Brand: New brand created: ${brand}`,
      `2,Created,${teaEan},`,
    ]);
    expect(errors).toEqual([]);
    await context.close();

    // A supplier finds the new product by its EAN in the catalogue.
    const person = newPerson();
    await registerViaApi(person);
    await logInViaApi(person.email, person.password);
    const supplierContext = await newContext(browser);
    const supplierPage = await supplierContext.newPage();
    const supplierErrors = watchErrors(supplierPage);
    await supplierPage.goto('/login');
    await signInViaUi(supplierPage, person.email, person.password);
    await supplierPage.goto('/catalogue');
    await supplierPage.locator('#catalogueSearchMode').click();
    await supplierPage
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^EAN$/ })
      .click();
    await supplierPage.locator('#catalogueSearchText').fill(teaEan);
    await supplierPage.locator('#catalogueSearchText').press('Enter');
    const card = supplierPage.getByRole('article', { name: tea });
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.getByText(brand).first().isVisible()).toBe(true);
    await saveScreenshot(supplierPage, 'console-import-supplier-finds-1280-en');
    expect(supplierErrors).toEqual([]);
    await supplierContext.close();
  });
});
