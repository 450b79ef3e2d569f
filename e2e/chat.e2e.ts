import { apiPaths } from '@sc/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, logInViaApi, openShowroomViaApi, registerViaApi, skipToursViaApi } from './support/api.js';
import {
  type Browser,
  launchBrowser,
  newContext,
  saveScreenshot,
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

const BUYER = { email: 'buyer7@buyers.suppliercloud.test', password: 'Buyer#2026' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('a supplier and a buyer chat in real time', () => {
  it('contacts, replies live, sends a product card and a PDF, ticks turn to viewed, Enter vs Ctrl+Enter', async () => {
    // The supplier: a new company with one product of its own.
    const person = newPerson();
    await registerViaApi(person);
    const supplierToken = await logInViaApi(person.email, person.password);
    await skipToursViaApi(supplierToken);
    await openShowroomViaApi(supplierToken);
    const product = await apiCall<{ id: number }>(
      apiPaths.myProductCreate,
      { barcode: '4006381333931', mid: 'E2E-CHAT-1', name: 'E2E Manuka Honey 250 g', specs: ['250 g'] },
      supplierToken,
    );
    // The buyer's id (this sign-in is replaced by the browser's below).
    const { buyerId } = await apiCall<{ buyerId: number }>(apiPaths.buyerAppToken, {
      username: BUYER.email,
      password: BUYER.password,
      randomStr: `e2e-chat-${Date.now()}`,
      code: E2E_CAPTCHA,
    });

    const supplierContext = await newContext(browser);
    const supplier = await supplierContext.newPage();
    const supplierErrors = watchErrors(supplier);
    await supplier.goto('/login');
    await signInViaUi(supplier, person.email, person.password);

    const buyerContext = await newContext(browser, { width: 375, lang: 'en' });
    const buyer = await buyerContext.newPage();
    const buyerErrors = watchErrors(buyer);
    await signInToBuyerApp(buyer, BUYER.email, BUYER.password);

    // The supplier writes first: Ctrl+Enter is a new line, Enter sends after the cost is confirmed.
    await supplier.goto(`/communicate?buyerId=${buyerId}`);
    const box = supplier.getByRole('textbox', { name: 'Message' });
    await box.fill('Hello from the e2e exporter');
    await box.press('Control+Enter');
    await box.pressSequentially('second line');
    expect(await box.inputValue()).toBe('Hello from the e2e exporter\nsecond line');
    await box.press('Enter');
    const cost = supplier.locator('.ant-modal-confirm:visible');
    await expect.poll(() => cost.innerText()).toContain('uses 1 of your 20 remaining buyer contacts');
    await untilAnimationsEnd(supplier);
    await cost.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => box.inputValue()).toBe('');
    await expect.poll(() => supplier.locator('[data-delivery="sent"]').count()).toBeGreaterThan(0);

    // The buyer sees it arrive live, opens it (which marks it viewed), and the supplier's tick turns.
    const item = buyer.getByTestId('conversation-item').filter({ hasText: person.company });
    await expect.poll(() => item.count(), { timeout: 10_000 }).toBe(1);
    await item.click();
    await expect.poll(() => buyer.getByTestId('chat-messages').innerText()).toContain('second line');
    await expect
      .poll(() => supplier.locator('[data-delivery="viewed"]').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);

    // The buyer replies; the supplier sees it live in the open conversation, once (the list's
    // preview of the conversation shows it too, as soon as the list refreshes).
    const buyerBox = buyer.getByRole('textbox', { name: 'Write a message' });
    // Shown in the open conversation, the reply is marked viewed: leaving the page before that call
    // is answered would cancel it and leave the reply unread.
    const markedViewed = supplier.waitForResponse((response) => response.url().endsWith('/chat/record/view'));
    await buyerBox.fill('Please send the price list');
    await buyerBox.press('Enter');
    const supplierThread = supplier.getByRole('log', { name: 'Messages' });
    await expect
      .poll(() => supplierThread.getByText('Please send the price list').count(), { timeout: 10_000 })
      .toBe(1);
    await markedViewed;

    // Away from the chat, a new buyer message shows in the header's unread badge.
    await supplier.goto('/index');
    const unread = supplier.getByTestId('unread-messages');
    await expect.poll(() => unread.getAttribute('aria-label')).not.toContain('unread');
    await buyerBox.fill('And the shelf life, please');
    await buyerBox.press('Enter');
    await expect.poll(() => unread.getAttribute('aria-label'), { timeout: 10_000 }).toContain('1 unread');
    await saveScreenshot(supplier, 'chat-unread-1280-en');

    // A product card and a PDF; the buyer opens the product.
    await supplier.goto(`/communicate?buyerId=${buyerId}`);
    await expect.poll(() => supplier.getByText('And the shelf life, please').count()).toBeGreaterThan(0);
    await supplier.getByRole('button', { name: 'Send a product' }).click();
    const picker = supplier.locator('.ant-modal').filter({ hasText: 'Send a product' });
    await picker.getByRole('button', { name: 'Send' }).first().click();
    await picker.waitFor({ state: 'hidden' });
    const chooser = supplier.waitForEvent('filechooser');
    await supplier.getByRole('button', { name: 'Send a PDF' }).click();
    await (await chooser).setFiles({ name: 'price-list.pdf', mimeType: 'application/pdf', buffer: PDF });
    const messages = buyer.getByTestId('chat-messages');
    await expect.poll(() => messages.innerText(), { timeout: 10_000 }).toContain('E2E Manuka Honey 250 g');
    await expect.poll(() => messages.innerText(), { timeout: 10_000 }).toContain('price-list.pdf');
    expect(await buyer.getByRole('link', { name: /price-list\.pdf/ }).getAttribute('href')).toContain(
      '/api/files/',
    );
    // A tall picture, then a text: my newest message is in view (the picture loading late pushes nothing below).
    const tall = await sharp({
      create: { width: 300, height: 900, channels: 3, background: { r: 200, g: 90, b: 40 } },
    })
      .png()
      .toBuffer();
    const imageChooser = supplier.waitForEvent('filechooser');
    await supplier.getByRole('button', { name: 'Send an image' }).click();
    await (await imageChooser).setFiles({ name: 'tall.png', mimeType: 'image/png', buffer: tall });
    const picture = supplier.getByRole('img', { name: 'Image tall.png' }).last();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight > 0), {
        timeout: 10_000,
      })
      .toBe(true);
    await box.fill('After the picture');
    await box.press('Enter');
    const newestInView = () =>
      supplier.evaluate(() => {
        const thread = document.querySelector('[role="log"]');
        const all = thread?.querySelectorAll('[data-testid="chat-message"]');
        const newest = all?.[all.length - 1];
        if (!thread || !newest?.textContent?.includes('After the picture')) return false;
        const view = thread.getBoundingClientRect();
        const shown = newest.getBoundingClientRect();
        return shown.top >= view.top - 1 && shown.bottom <= view.bottom + 1;
      });
    await expect.poll(newestInView, { timeout: 10_000 }).toBe(true);
    // Opened again, the thread shows the newest message once the picture has loaded (late, on purpose).
    await supplier.route('**/api/files/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await supplier.goto(`/communicate?buyerId=${buyerId}`);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight > 0), {
        timeout: 10_000,
      })
      .toBe(true);
    await expect.poll(newestInView, { timeout: 10_000 }).toBe(true);
    await supplier.unrouteAll({ behavior: 'ignoreErrors' });
    await saveScreenshot(supplier, 'chat-conversation-1280-en');
    await saveScreenshot(buyer, 'chat-buyer-375-en');
    await buyer.getByRole('link', { name: /E2E Manuka Honey 250 g/ }).click();
    await buyer.waitForURL(new RegExp(`/buyer/product/${product.id}$`));
    await expect.poll(() => buyer.locator('body').innerText()).toContain('E2E Manuka Honey 250 g');

    // The 375 px chat page for suppliers, and the notice on leaving it.
    await supplier.setViewportSize({ width: 375, height: 812 });
    await supplier.goto('/mobileCommunicate');
    // The browser's sign-in replaced the API token above: ask with the browser's own.
    const browserToken = (await supplier.evaluate(() => localStorage.getItem('SC_token'))) ?? '';
    const conversations = await apiCall<{ list: { buyer: { companyName: string } }[] }>(
      apiPaths.chatList,
      {},
      browserToken,
    );
    const company = conversations.list[0]?.buyer.companyName ?? 'missing';
    await expect.poll(() => supplier.locator('body').innerText(), { timeout: 10_000 }).toContain(company);
    await saveScreenshot(supplier, 'chat-mobile-375-en');
    const overflow = await supplier.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await supplier.getByRole('button', { name: 'Home', exact: true }).click();
    await supplier.waitForURL((url) => url.pathname !== '/mobileCommunicate');
    await expect
      .poll(() => supplier.locator('body').innerText())
      .toContain('For an optimised experience, please use a desktop browser.');

    expect(supplierErrors).toEqual([]);
    expect(buyerErrors).toEqual([]);
    await supplierContext.close();
    await buyerContext.close();
  });
});
