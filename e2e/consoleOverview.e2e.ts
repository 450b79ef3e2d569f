import { apiPaths, type OptionList } from '@sc/contract';
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
import { newPerson, signInToConsole } from './support/portal.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the console’s home: the overview', () => {
  it('lands a support agent on the figures and follows a state to the suppliers behind it', async () => {
    // A company signed up just now is on trial: the overview counts it.
    const person = newPerson();
    await registerViaApi(person);
    const page = await (await newContext(browser, { lang: 'en' })).newPage();
    const errors = watchErrors(page);
    await signInToConsole(page, 'support@suppliercloud.test', 'Support#2026');
    expect(new URL(page.url()).pathname).toBe('/console/overview');

    const suppliers = page.getByTestId('overview-suppliers');
    await expect.poll(() => suppliers.isVisible(), { timeout: 60_000 }).toBe(true);
    const trial = suppliers.getByRole('link', { name: /^Trial \d+$/ });
    const trialCount = Number((await trial.innerText()).replace(/\D/g, ''));
    expect(trialCount).toBeGreaterThanOrEqual(1);
    // Each tile has its 30-day chart, described in words for screen readers.
    await expect
      .poll(() => page.getByTestId('overview-signUps').getByRole('img').getAttribute('aria-label'))
      .toMatch(/^New sign-ups per day over the last 30 days: \d+ in all/);
    await expect
      .poll(() => page.getByTestId('overview-rfqs').locator('svg.recharts-surface').count())
      .toBe(1);
    await untilAnimationsEnd(page);
    await saveScreenshot(page, 'console-overview-1280-en');

    await trial.click();
    await page.waitForURL((url) => url.pathname === '/console/suppliers' && url.search === '?state=trial');
    expect(errors).toEqual([]);
  });

  it('shows a member the figures of sections they cannot open, without links to them', async () => {
    const page = await (await newContext(browser, { lang: 'ch', width: 375 })).newPage();
    await signInToConsole(page, 'catalogue@suppliercloud.test', 'Catalogue#2026');
    expect(new URL(page.url()).pathname).toBe('/console/overview');
    const revenue = page.getByTestId('overview-revenue');
    await expect.poll(() => revenue.isVisible(), { timeout: 60_000 }).toBe(true);
    expect(await revenue.getByRole('heading', { name: '收入', exact: true }).count()).toBe(1);
    expect(await page.getByTestId('overview-suppliers').getByRole('link').count()).toBe(0);
    await saveScreenshot(page, 'console-overview-375-zh');
  });
});

describe('the catalogue’s attribute lists', () => {
  it('takes a place of delivery out of the suppliers’ selects after saying how many rows use it', async () => {
    const person = newPerson();
    await registerViaApi(person);
    const supplier = await logInViaApi(person.email, person.password);
    const places = async () =>
      (await apiCall<OptionList>(apiPaths.quotationPlaces, {}, supplier)).map((option) => option.value);
    expect(await places()).toContain('dalian');

    const page = await (await newContext(browser, { lang: 'en' })).newPage();
    const errors = watchErrors(page);
    await signInToConsole(
      page,
      'catalogue@suppliercloud.test',
      'Catalogue#2026',
      '/console/catalogue?tab=attributes',
    );
    const row = page.locator('[data-testid="attribute-row"][data-value="dalian"]');
    await expect.poll(() => row.isVisible()).toBe(true);
    const usage = await row.getByText(/^(In use by \d+|Not in use)$/).innerText();
    await row.getByRole('switch', { name: 'Offered: Dalian' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Stop offering Dalian?' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    const n = usage.match(/\d+/)?.[0];
    await expect
      .poll(() => confirm.innerText())
      .toMatch(n ? new RegExp(`in use by ${n} rows?`) : /Nothing uses it/);
    await untilAnimationsEnd(page);
    await confirm.getByRole('button', { name: 'Stop offering' }).click();
    await expect.poll(() => row.getByRole('switch').getAttribute('aria-checked')).toBe('false');
    await expect.poll(places, { timeout: 10_000 }).not.toContain('dalian');

    // Offered again: back in the selects.
    await row.getByRole('switch', { name: 'Offered: Dalian' }).click();
    await expect.poll(() => row.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    await expect.poll(places, { timeout: 10_000 }).toContain('dalian');
    expect(errors).toEqual([]);
  });
});
