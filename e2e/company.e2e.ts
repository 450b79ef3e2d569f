import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPaths } from '@sc/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, logInViaApi, registerViaApi, skipToursViaApi } from './support/api.js';
import {
  type Browser,
  launchBrowser,
  newContext,
  saveScreenshot,
  sawToast,
  untilAnimationsEnd,
  watchErrors,
} from './support/browser.js';
import { newPerson, rawKeysOnScreen, signInToBuyerApp, signInViaUi } from './support/portal.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const BUYER = { email: 'buyer7@buyers.suppliercloud.test', password: 'Buyer#2026' };
const INTRODUCTION =
  'We are an **olive oil mill** in the Andes foothills.\n\n- Own groves since 1987\n- Cold pressed within four hours of harvest\n- Mixed containers to Shanghai every week';

/** Seven pictures (distinct colours) as the user would pick them: a logo and six company images. */
async function pictures(): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'sc-e2e-company-'));
  const colours = [
    [16, 118, 110],
    [29, 78, 216],
    [180, 83, 9],
    [190, 24, 93],
    [77, 124, 15],
    [30, 41, 59],
    [124, 58, 237],
  ] as const;
  return Promise.all(
    colours.map(async ([r, g, b], index) => {
      const path = join(dir, `company-${index + 1}.png`);
      const bytes = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r, g, b } } })
        .png()
        .toBuffer();
      writeFileSync(path, bytes);
      return path;
    }),
  );
}

describe('a new company builds its showroom and unlocks the buyer pool', () => {
  it('is told to complete the showroom, fills the profile, logo and five images (the sixth refused), publishes, contacts a buyer; the buyer reads it at 375 px in Chinese', async () => {
    const person = newPerson();
    await registerViaApi(person);
    const token = await logInViaApi(person.email, person.password);
    await skipToursViaApi(token);
    const productIds: number[] = [];
    for (const [index, barcode] of ['4006381333931', '036000291452', '96385074'].entries()) {
      const product = await apiCall<{ id: number }>(
        apiPaths.myProductCreate,
        { barcode, mid: `E2E-CO-${index}`, name: `Andes olive oil ${index + 1}` },
        token,
      );
      productIds.push(product.id);
    }
    // Three displayed products (before the browser signs in: one session per user).
    await apiCall(apiPaths.showroomExhibitAdd, { productIds }, token);
    const [logo, ...images] = await pictures();

    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInViaUi(page, person.email, person.password);

    // Contact Now is locked: the dialog explains why and leads to the checklist; nothing is spent.
    await page.goto('/buyersList');
    const quota = page.getByRole('region', { name: 'Buyer contacts' });
    await expect.poll(() => quota.innerText(), { timeout: 15_000 }).toContain('0 used of 20');
    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^Contact .* now$/ })
      .click();
    const locked = page.locator('.ant-modal-confirm:visible');
    await expect.poll(() => locked.innerText()).toContain('Buyers decide by your showroom');
    await untilAnimationsEnd(page);
    await locked.getByRole('button', { name: 'Open the checklist' }).click();
    await page.waitForURL((url) => url.pathname === '/showroom');
    const checklist = page.getByTestId('showroom-checklist');
    await expect.poll(() => page.getByTestId('showroom-status').innerText()).toBe('Draft');
    expect(await page.getByTestId('showroom-publish').isDisabled()).toBe(true);
    await expect.poll(() => checklist.innerText()).toContain('At least 3 displayed products (now 3)');
    expect(await checklist.getByTestId('checklist-logo').getByRole('link', { name: 'Add' }).count()).toBe(1);

    // The profile: business type, introduction (with a live preview) and a main category.
    await checklist.getByTestId('checklist-introduction').getByRole('link', { name: 'Add' }).click();
    await page.waitForURL((url) => url.pathname === '/company');
    await page.getByLabel('Manufacturer').check();
    await page.locator('#introduction_en').fill(INTRODUCTION);
    await expect
      .poll(() => page.getByRole('region', { name: 'Preview' }).locator('strong').innerText())
      .toBe('olive oil mill');
    await page.locator('#categoryIds').click();
    await page
      .locator('.ant-select-tree-treenode', { hasText: 'Food & Beverage' })
      .locator('.ant-select-tree-checkbox')
      .first()
      .click();
    await page.keyboard.press('Escape');
    await page.getByTestId('company-save').click();
    await expect.poll(() => sawToast(page, 'Company profile saved')).toBe(true);
    // Saved once: the name, country and type are now locked, with a way to ask for a change.
    await expect.poll(() => page.locator('#name').isDisabled()).toBe(true);
    expect(await page.getByTestId('request-change').isVisible()).toBe(true);

    // Logo, then five images at once; a sixth is refused with the rule.
    await page.getByRole('tab', { name: 'Logo and images' }).click();
    await page
      .locator('.ant-upload:has([data-testid="logo-upload"]) input[type=file]')
      .setInputFiles(logo ?? '');
    await expect
      .poll(() => page.getByRole('button', { name: 'Replace logo' }).count(), { timeout: 15_000 })
      .toBe(1);
    const addImages = page.locator('.ant-upload:has([data-testid="image-upload"]) input[type=file]');
    await addImages.setInputFiles(images.slice(0, 5));
    // Five pictures with thumbnails on a busy 2-core machine: give them time.
    await expect.poll(() => page.getByTestId('company-image').count(), { timeout: 45_000 }).toBe(5);
    await addImages.setInputFiles(images.slice(5));
    await expect
      .poll(() => page.getByTestId('photo-problem').innerText())
      .toContain('JPG or PNG only, at most 5 MB each, at most five company images');
    expect(await page.getByTestId('company-image').count()).toBe(5);
    await page.getByLabel('Caption of image 1').fill('Our groves');
    await page.getByLabel('Caption of image 1').press('Enter');
    await saveScreenshot(page, 'company-images-1280-en');

    // The showroom is complete now; publish it.
    await page.goto('/showroom');
    await expect.poll(() => page.getByTestId('showroom-publish').isEnabled(), { timeout: 10_000 }).toBe(true);
    await page.getByTestId('showroom-publish').click();
    await expect.poll(() => page.getByTestId('showroom-status').innerText()).toBe('Published');
    await saveScreenshot(page, 'company-showroom-published-1280-en');

    // The pool is unlocked: Contact Now now asks to spend a contact.
    await page.goto('/buyersList');
    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^Contact .* now$/ })
      .click();
    const confirm = page.locator('.ant-modal-confirm:visible');
    await expect.poll(() => confirm.innerText()).toMatch(/uses 1 of your 20 remaining buyer contacts/);
    await untilAnimationsEnd(page);
    await confirm.getByRole('button', { name: 'Contact' }).click();
    await expect.poll(() => quota.innerText()).toContain('1 used of 20');

    // A buyer finds the showroom and reads it on a phone, in Chinese.
    const buyerContext = await newContext(browser, { width: 375, lang: 'ch' });
    const buyer = await buyerContext.newPage();
    const buyerErrors = watchErrors(buyer);
    await signInToBuyerApp(buyer, BUYER.email, BUYER.password);
    await buyer.goto(`/buyer/suppliers`);
    const search = buyer.getByLabel('公司或产品名称');
    await search.fill(person.company);
    await search.press('Enter');
    const company = buyer.getByTestId('supplier-item').filter({ hasText: person.company });
    await expect.poll(() => company.count(), { timeout: 10_000 }).toBe(1);
    await company.click();
    await expect
      .poll(() => buyer.getByTestId('company-introduction').innerText(), { timeout: 10_000 })
      .toContain('olive oil mill');
    expect(await buyer.getByText('以英文撰写').count()).toBe(1);
    const gallery = buyer.getByTestId('company-gallery');
    expect(await gallery.locator('li').count()).toBe(5);
    expect(await gallery.innerText()).toContain('Our groves');
    // The gallery scrolls sideways inside the 375 px page, which itself does not.
    expect(await gallery.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
    expect(await buyer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await buyer.locator('body').innerText()).toContain('生产商');
    expect(await rawKeysOnScreen(buyer)).toEqual([]);
    await saveScreenshot(buyer, 'company-buyer-375-zh');

    expect(errors).toEqual([]);
    expect(buyerErrors).toEqual([]);
  });
});
