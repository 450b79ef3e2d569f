import { randomBytes } from 'node:crypto';
import { apiPaths } from '@sc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, logInViaApi, openShowroomViaApi, registerViaApi } from './support/api.js';
import { type Browser, launchBrowser, newContext, saveScreenshot, watchErrors } from './support/browser.js';
import { E2E_CAPTCHA } from './support/globalSetup.js';
import { newPerson, signInToConsole } from './support/portal.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function buyerToken(): Promise<string> {
  const login = await apiCall<{ access_token: string }>(apiPaths.buyerAppToken, {
    username: 'buyer@suppliercloud.test',
    password: 'Buyer#2026',
    randomStr: `e2e${randomBytes(8).toString('hex')}`,
    code: E2E_CAPTCHA,
  });
  return login.access_token;
}

/** Posts an RFQ as the demo buyer (a unique product name); returns its id and state. */
async function postRfq(token: string, productName: string, remark: string) {
  const tree = await apiCall<{ value: number; children?: { value: number }[] }[]>(
    apiPaths.buyerAppCategories,
    {},
    token,
  );
  return apiCall<{ id: number; state: string }>(
    apiPaths.buyerAppRfqCreate,
    {
      productName,
      categoryId: tree[0]?.children?.[0]?.value ?? tree[0]?.value,
      quantity: 800,
      unit: 'case',
      terms: 'FOB',
      place: 'shanghai',
      remark,
      expiresOn: day(20),
    },
    token,
  );
}

const remainingOf = async (token: string) =>
  (await apiCall<{ remaining: number }>(apiPaths.quotaInfo, {}, token)).remaining;

describe('RFQ moderation in the console', () => {
  it('rejects a flagged RFQ with a reason the buyer sees, and an off-topic quote whose contact comes back', async () => {
    const tag = randomBytes(3).toString('hex');
    const buyer = await buyerToken();
    const flagged = await postRfq(
      buyer,
      `Rice crackers ${tag}`,
      'Catalogue and prices on www.cheap-rice.example.com',
    );
    expect(flagged.state).toBe('review');
    const open = await postRfq(buyer, `Oolong tea 250 g ${tag}`, 'Loose leaf, vacuum packed.');
    expect(open.state).toBe('open');

    const person = newPerson();
    await registerViaApi(person);
    const supplier = await logInViaApi(person.email, person.password);
    await openShowroomViaApi(supplier);
    const before = await remainingOf(supplier);
    await apiCall(
      apiPaths.rfqQuoteCreate,
      {
        rfqId: open.id,
        price: '3.10',
        currency: 'USD',
        unit: 'case',
        terms: 'FOB',
        message: 'Green coffee beans',
      },
      supplier,
    );
    expect(await remainingOf(supplier)).toBe(before - 1);

    const page = await (await newContext(browser)).newPage();
    const errors = watchErrors(page);
    await signInToConsole(page, 'editor@suppliercloud.test', 'Editor#2026');
    await page.goto('/console/rfq');
    const row = page.getByTestId('console-rfq-row').filter({ hasText: `Rice crackers ${tag}` });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByTestId('rfq-flag').allTextContents()).toEqual(['Contains a link']);
    await row.getByRole('button', { name: 'Review' }).click();
    await page.locator('.ant-drawer .ant-radio-button-wrapper', { hasText: 'Reject' }).click();
    await page.getByTestId('rfq-decide').click();
    await expect.poll(() => page.getByText('Say why (it is kept in the audit log)').isVisible()).toBe(true);
    const reason = 'Links to outside shops are not allowed; please describe the product instead.';
    await page.getByTestId('rfq-reject-reason').fill(reason);
    await page.getByTestId('rfq-decide').click();
    await expect.poll(() => page.getByText('Rejected: the buyer sees your reason.').isVisible()).toBe(true);
    await expect.poll(() => row.count()).toBe(0);
    const mine = await apiCall<{ list: { id: number; state: string; rejectReason: string | null }[] }>(
      apiPaths.buyerAppRfqList,
      { pageSize: 100 },
      buyer,
    );
    expect(mine.list.find((r) => r.id === flagged.id)).toMatchObject({
      state: 'rejected',
      rejectReason: reason,
    });
    await page.locator('.ant-drawer-close').click();

    await page.goto('/console/rfq?tab=open');
    await page.getByPlaceholder('Product, buyer or RFQ number').fill(`Oolong tea 250 g ${tag}`);
    await page.getByPlaceholder('Product, buyer or RFQ number').press('Enter');
    const openRow = page.getByTestId('console-rfq-row').filter({ hasText: `Oolong tea 250 g ${tag}` });
    await expect.poll(() => openRow.count()).toBe(1);
    await openRow.getByRole('button', { name: 'View' }).click();
    const quote = page.getByTestId('console-rfq-quote').filter({ hasText: person.company });
    await expect.poll(() => quote.count()).toBe(1);
    await quote.getByTestId('quote-reject').click();
    await expect
      .poll(() =>
        quote.getByText('The supplier sees this reason; the contact it spent is given back.').isVisible(),
      )
      .toBe(true);
    await quote
      .getByTestId('quote-reject-reason')
      .fill('Your quote is for coffee, not the oolong tea asked for.');
    await quote.getByTestId('quote-reject-confirm').click();
    await expect.poll(() => quote.getByText('Contact given back').isVisible()).toBe(true);
    expect(await remainingOf(supplier)).toBe(before);

    await page.getByTestId('rfq-feature').click();
    await expect.poll(() => page.getByText('The RFQ is featured.').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('rfq-feature').getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => page.locator('.ant-drawer-title').getByText('Featured').isVisible()).toBe(true);
    await saveScreenshot(page, 'rfq-console-quote-rejected');
    expect(errors).toEqual([]);
  });
});
