import { readFileSync } from 'node:fs';
import { apiPaths } from '@sc/contract';
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
import { E2E_CAPTCHA } from './support/globalSetup.js';
import { newPerson, signInToBuyerApp, signInViaUi } from './support/portal.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const BUYER = { email: 'buyer9@buyers.suppliercloud.test', password: 'Buyer#2026' };
const NOTE = 'E2E floor price: never below 11.90 per case';
const REMARK = 'E2E prices per case, FOB Shanghai';

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

describe('quotations in chat', () => {
  it('the supplier sends a quotation from the picker; the buyer sees the card live and opens it; the supplier opens it too', async () => {
    // The supplier: a new company with two products and a quotation of both.
    const person = newPerson();
    await registerViaApi(person);
    const apiToken = await logInViaApi(person.email, person.password);
    await skipToursViaApi(apiToken);
    await openShowroomViaApi(apiToken);
    const honey = await apiCall<{ id: number }>(
      apiPaths.myProductCreate,
      { barcode: '4006381333931', mid: 'E2E-CQ-1', name: 'E2E Alpine Honey 500 g', specs: ['500 g'] },
      apiToken,
    );
    const crackers = await apiCall<{ id: number }>(
      apiPaths.myProductCreate,
      { barcode: '96385074', mid: 'E2E-CQ-2', name: 'E2E Oat Crackers 200 g', specs: ['200 g'] },
      apiToken,
    );
    const quotationInput = {
      name: 'E2E Spring price list',
      terms: 'FOB',
      place: 'shanghai',
      currency: 'USD',
      expiresOn: inDays(30),
      remark: REMARK,
      note: NOTE,
      lines: [
        { productId: honey.id, price: '12.50', priceUnit: 'case', moq: 40, unitsPerCase: 12 },
        { productId: crackers.id, price: '1.85', priceUnit: 'unit', moq: 2000 },
      ],
    };
    const quotation = await apiCall<{ id: number; number: string; version: number }>(
      apiPaths.quotationCreate,
      quotationInput,
      apiToken,
    );
    const { buyerId } = await apiCall<{ buyerId: number }>(apiPaths.buyerAppToken, {
      username: BUYER.email,
      password: BUYER.password,
      randomStr: `e2e-cq-${Date.now()}`,
      code: E2E_CAPTCHA,
    });

    const supplierContext = await newContext(browser, { lang: 'en' });
    const supplier = await supplierContext.newPage();
    const supplierErrors = watchErrors(supplier);
    await supplier.goto('/login');
    await signInViaUi(supplier, person.email, person.password);

    // The signature printed on the quotation's PDF: a typed name, saved on the company page.
    await supplier.goto('/company?tab=signature');
    await supplier.locator('#signatoryName').fill(person.name);
    await supplier.locator('#signatoryTitle').fill('Export Manager');
    await expect.poll(() => supplier.getByTestId('signature-preview-name').innerText()).toBe(person.name);
    await supplier.getByTestId('signature-save').click();
    await expect.poll(() => sawToast(supplier, 'Signature saved')).toBe(true);

    const buyerContext = await newContext(browser, { width: 375, lang: 'en' });
    const buyer = await buyerContext.newPage();
    const buyerErrors = watchErrors(buyer);
    await signInToBuyerApp(buyer, BUYER.email, BUYER.password);

    // Nothing sent yet: the buyer pool's "use the last quotation" is off.
    await supplier.goto('/buyersList');
    await supplier
      .getByRole('button', { name: /^More actions for/ })
      .first()
      .click();
    const lastItem = supplier.locator('.ant-dropdown:visible .ant-dropdown-menu-item', {
      hasText: 'Use the last quotation',
    });
    await expect.poll(() => lastItem.getAttribute('aria-disabled')).toBe('true');
    await supplier.keyboard.press('Escape');

    // The composer's picker lists my open quotation; picking it sends the card after the cost check.
    await supplier.goto(`/communicate?buyerId=${buyerId}`);
    await supplier.getByRole('button', { name: 'Send a quotation' }).click();
    const picker = supplier.locator('.ant-modal').filter({ hasText: 'Send a quotation' });
    await picker.getByPlaceholder('Search by name or number').fill(quotation.number);
    await picker.getByText('E2E Spring price list').click();
    await saveScreenshot(supplier, 'chat-quotation-picker-1280-en');
    await picker.getByRole('button', { name: `Send ${quotation.number}` }).click();
    const cost = supplier.locator('.ant-modal-confirm:visible');
    await expect.poll(() => cost.innerText()).toContain('uses 1 of your 20 remaining buyer contacts');
    await untilAnimationsEnd(supplier);
    await cost.getByRole('button', { name: 'Send' }).click();
    const card = supplier.getByTestId('quotation-card').filter({ hasText: 'E2E Spring price list' });
    // Under the full suite's load the send can take a while on 2 cores.
    await expect.poll(() => card.count(), { timeout: 25_000 }).toBe(1);
    await expect.poll(() => card.innerText()).toContain('FOB · Shanghai · USD');
    await expect
      .poll(() => supplier.locator('[data-delivery="sent"], [data-delivery="viewed"]').count(), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);

    // The buyer sees the card arrive live and opens it: the lines, the remark, never the internal note.
    const item = buyer.getByTestId('conversation-item').filter({ hasText: person.company });
    await expect.poll(() => item.count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => item.innerText()).toContain('[Quotation] E2E Spring price list');
    await item.click();
    const buyerCard = buyer.getByTestId('quotation-card');
    await expect.poll(() => buyerCard.innerText(), { timeout: 10_000 }).toContain('Products: 2');
    await saveScreenshot(buyer, 'chat-quotation-buyer-375-en');
    await buyer.getByRole('link', { name: `Open quotation ${quotation.number}` }).click();
    await buyer.waitForURL(/\/buyer\/quotation\/\d+$/);
    await expect.poll(() => buyer.getByTestId('quotation-line').count(), { timeout: 10_000 }).toBe(2);
    const buyerView = await buyer.locator('body').innerText();
    expect(buyerView).toContain('E2E Alpine Honey 500 g');
    expect(buyerView).toContain('E2E Oat Crackers 200 g');
    expect(buyerView).toContain(REMARK);
    expect(buyerView).not.toContain(NOTE);
    expect(buyerView).not.toContain('Internal note');
    await saveScreenshot(buyer, 'chat-quotation-buyer-open-375-en');

    // The buyer downloads it as a PDF.
    const [download] = await Promise.all([
      buyer.waitForEvent('download', { timeout: 20_000 }),
      buyer.getByTestId('quotation-pdf').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Quotation-${quotation.number}-v1.pdf`);
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // The supplier opens it from the card: the full quotation with the internal note, as sent.
    await card.getByRole('link', { name: `Open quotation ${quotation.number}` }).click();
    await supplier.waitForURL(/\/chatQuotation\?messageId=\d+$/);
    await expect.poll(() => supplier.getByTestId('quotation-line').count(), { timeout: 10_000 }).toBe(2);
    await expect.poll(() => supplier.getByTestId('quotation-note').innerText()).toContain(NOTE);
    await expect
      .poll(() => supplier.getByTestId('quotation-version-notice').innerText())
      .toContain('This is version 1, as it was sent.');
    await saveScreenshot(supplier, 'chat-quotation-open-1280-en');

    // Saved again after it was sent: the page says so.
    const browserToken = (await supplier.evaluate(() => localStorage.getItem('SC_token'))) ?? '';
    await apiCall(
      apiPaths.quotationUpdate,
      { ...quotationInput, id: quotation.id, name: 'E2E Spring price list (revised)' },
      browserToken,
    );
    await supplier.reload();
    await expect
      .poll(() => supplier.getByTestId('quotation-version-notice').innerText(), { timeout: 10_000 })
      .toContain('Sent as version 1; updated since. You are seeing version 2.');
    expect(await supplier.getByRole('button', { name: 'Edit quotation' }).count()).toBe(1);

    // Back to the chat; then "use the last quotation" opens the picker with it selected.
    await supplier.getByRole('link', { name: 'Back to the chat' }).click();
    await supplier.waitForURL(
      (url) => url.pathname === '/communicate' && url.search === `?buyerId=${buyerId}`,
    );
    await supplier.goto(`/communicate?buyerId=${buyerId}&action=lastQuotation`);
    const lastPicker = supplier.locator('.ant-modal').filter({ hasText: 'Send a quotation' });
    await expect
      .poll(() => lastPicker.getByRole('button', { name: `Send ${quotation.number}` }).isEnabled(), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(await lastPicker.innerText()).toContain('E2E Spring price list (revised)');

    // My quotation's own page: sent to this buyer as version 1 and opened (the buyer opened it above);
    // its history says what the second save changed.
    await supplier.goto(`/quotationView?id=${quotation.id}&tab=sends`);
    const sendRow = supplier.getByTestId('quotation-send');
    await expect.poll(() => sendRow.count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => sendRow.innerText()).toMatch(/v1[\s\S]*Viewed /);
    await saveScreenshot(supplier, 'quotation-view-sends-1280-en');
    await supplier.getByRole('tab', { name: 'Versions (2)' }).click();
    const newest = supplier.getByTestId('quotation-version').first();
    await expect
      .poll(() => newest.innerText(), { timeout: 10_000 })
      .toMatch(/Quotation name: E2E Spring price list\s*→\s*E2E Spring price list \(revised\)/);
    await saveScreenshot(supplier, 'quotation-view-history-1280-en');

    expect(supplierErrors).toEqual([]);
    expect(buyerErrors).toEqual([]);
    await supplierContext.close();
    await buyerContext.close();
  });
});
