import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInViaApi, openShowroomViaApi, registerViaApi, skipToursViaApi } from './support/api.js';
import {
  type Browser,
  launchBrowser,
  newContext,
  saveScreenshot,
  sawToast,
  untilAnimationsEnd,
  watchErrors,
} from './support/browser.js';
import { newPerson, pickOption, rawKeysOnScreen, signInToBuyerApp, signInViaUi } from './support/portal.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const BUYER = { email: 'buyer15@buyers.suppliercloud.test', password: 'Buyer#2026' };

describe('the RFQ market, from a buyer’s request to an award', () => {
  it('a buyer posts an RFQ on a phone in Chinese; a supplier finds it under Newest, is told what a quick quote needs, quotes (one contact, confirmed first) and follows it under My quotes; the buyer compares and awards; the supplier sees "Awarded" and the conversation', async () => {
    const product = `Manuka honey UMF 10+ 250 g ${randomBytes(3).toString('hex')}`;

    // The buyer posts the RFQ at 375 px, in Chinese.
    const buyerContext = await newContext(browser, { width: 375, lang: 'ch' });
    const buyer = await buyerContext.newPage();
    const buyerErrors = watchErrors(buyer);
    await signInToBuyerApp(buyer, BUYER.email, BUYER.password);
    await buyer.goto('/buyer/rfqs/new');
    await buyer.locator('#postRfq_productName').fill(product);
    await buyer.locator('#postRfq_categoryId').click();
    await buyer.locator('.ant-cascader-dropdown:visible .ant-cascader-menu-item').first().click();
    await buyer.keyboard.press('Escape');
    await buyer.locator('#postRfq_quantity').fill('1200');
    await pickOption(buyer, 'postRfq_terms', 'FOB');
    await pickOption(buyer, 'postRfq_place', '上海');
    await buyer.locator('#postRfq_remark').fill('需要中文标签，每月补货一次。');
    await buyer.getByRole('button', { name: '发布询价' }).click();
    await buyer.waitForURL((url) => /^\/buyer\/rfqs\/\d+$/.test(url.pathname), { timeout: 20_000 });
    await expect.poll(() => buyer.getByText('您的询价已上线').isVisible(), { timeout: 15_000 }).toBe(true);
    const rfqPath = new URL(buyer.url()).pathname;
    expect(await buyer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await rawKeysOnScreen(buyer)).toEqual([]);
    await saveScreenshot(buyer, 'rfq-posted-375-zh');
    // Off the RFQ's page: opening it marks the quotes there viewed.
    await buyer.goto('/buyer/rfqs');

    // A new supplier with a published showroom finds it under Newest.
    const person = newPerson();
    await registerViaApi(person);
    const token = await logInViaApi(person.email, person.password);
    await skipToursViaApi(token);
    await openShowroomViaApi(token);
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInViaUi(page, person.email, person.password);
    await page.goto('/rfqList');
    await page.locator('.ant-segmented-item', { hasText: /^Newest$/ }).click();
    await expect.poll(() => page.getByText(/^Open RFQs: \d+/).isVisible(), { timeout: 15_000 }).toBe(true);
    const keyword = page.getByLabel('Search RFQs');
    await keyword.fill(product);
    await keyword.press('Enter');
    const card = page.getByRole('article', { name: product });
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    expect(await card.innerText()).toContain('FOB');
    await card.getByRole('button', { name: `Quote now: ${product}` }).click();

    // The empty quick quotation names the four required fields (SPEC 5) and sends nothing.
    const form = page.locator('.ant-modal:visible', { has: page.locator('form#quickQuote') });
    await form.getByRole('button', { name: 'Send quotation' }).click();
    for (const message of [
      'Please enter the price',
      'Please select the currency',
      'Please select the unit',
      'Please select the terms of delivery',
    ]) {
      await expect.poll(() => form.getByText(message).first().isVisible(), { message }).toBe(true);
    }
    await saveScreenshot(page, 'rfq-quick-quote-empty-1280-en');

    // Filled in, it asks before spending a buyer contact, then sends.
    await page.locator('#quickQuote_price').fill('4.35');
    await pickOption(page, 'quickQuote_currency', 'USD', { search: true });
    await pickOption(page, 'quickQuote_unit', 'Unit');
    await pickOption(page, 'quickQuote_terms', 'FOB');
    await page.locator('#quickQuote_moq').fill('600');
    await form.getByRole('button', { name: 'Send quotation' }).click();
    const confirm = page.locator('.ant-modal-confirm:visible');
    await expect
      .poll(() => confirm.innerText(), { timeout: 10_000 })
      .toContain('uses 1 of your 20 remaining buyer contacts');
    await untilAnimationsEnd(page);
    await confirm.getByRole('button', { name: 'Send quotation' }).click();
    await expect.poll(() => sawToast(page, 'Your quotation was sent')).toBe(true);
    await expect.poll(() => card.innerText(), { timeout: 10_000 }).toContain('Quoted');

    // My quotes: submitted, the first of ten.
    await page.goto('/rfqMyQuotes');
    const row = page.getByRole('listitem').filter({ hasText: product });
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain('Submitted');
    expect(await row.innerText()).toContain('Quote 1 of 10');

    // The buyer compares the quotes received and awards this one.
    await buyer.goto(rfqPath);
    const quote = buyer.getByTestId('quote-card').filter({ hasText: person.company });
    await expect.poll(() => quote.count(), { timeout: 15_000 }).toBe(1);
    expect(await quote.getByTestId('quote-price').innerText()).toContain('4.35');
    await saveScreenshot(buyer, 'rfq-quotes-375-zh');
    await quote.getByRole('button', { name: `选定: ${person.company}` }).click();
    const award = buyer.locator('.ant-modal-confirm:visible');
    await expect.poll(() => award.isVisible()).toBe(true);
    await untilAnimationsEnd(buyer);
    await award.getByRole('button', { name: /^选\s?定$/ }).click();
    await expect
      .poll(() => buyer.getByTestId('rfq-state').first().innerText(), { timeout: 15_000 })
      .toContain('已选定');

    // The supplier sees "Awarded", and the quote and the award in the conversation with the buyer.
    await page.reload();
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain('Awarded');
    await row.getByRole('button', { name: 'Open the chat' }).click();
    await expect
      .poll(() => page.getByText('Your quote was awarded').first().isVisible(), { timeout: 20_000 })
      .toBe(true);
    await expect
      .poll(() => page.getByTestId('rfq-quote-card').filter({ hasText: product }).innerText())
      .toMatch(/USD\s4\.35/);
    await saveScreenshot(page, 'rfq-awarded-chat-1280-en');

    expect(errors).toEqual([]);
    expect(buyerErrors).toEqual([]);
  });
});
