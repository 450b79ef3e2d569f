import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerViaApi } from './support/api.js';
import {
  type Browser,
  launchBrowser,
  newContext,
  saveScreenshot,
  untilAnimationsEnd,
  watchErrors,
} from './support/browser.js';
import { newPerson, signInToConsole, signInViaUi, submitSignIn } from './support/portal.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('suppliers in the console', () => {
  it('an operator suspends a new supplier: its open portal says why, sign-in is refused until reactivated', async () => {
    const person = newPerson();
    await registerViaApi(person);
    const portal = await (await newContext(browser)).newPage();
    const portalErrors = watchErrors(portal);
    await signInViaUi(portal, person.email, person.password);

    const console = await (await newContext(browser)).newPage();
    const consoleErrors = watchErrors(console);
    await signInToConsole(console, 'support@suppliercloud.test', 'Support#2026');
    await console.goto('/console/suppliers');
    const search = console.getByPlaceholder('Company, user email or name, or number');
    await search.fill(person.email);
    await search.press('Enter');
    const row = console.getByTestId('supplier-row').filter({ hasText: person.company });
    await expect.poll(() => console.getByTestId('supplier-row').count()).toBe(1);
    expect(await row.getByTestId('supplier-state').innerText()).toBe('Trial');
    await row.getByText(person.company).click();

    const drawer = console.locator('.ant-drawer');
    await expect.poll(() => console.locator('.ant-drawer-title').innerText()).toContain(person.company);
    await drawer.getByRole('tab', { name: 'Users' }).click();
    await expect.poll(() => drawer.getByText(person.email).isVisible()).toBe(true);
    expect(await drawer.getByText('Owner', { exact: true }).isVisible()).toBe(true);

    // Suspend: a reason is required, then the company is suspended and the drawer says so.
    await drawer.getByTestId('supplier-suspend').click();
    const modal = console.locator('.ant-modal');
    // Clicked while the dialog still zooms in (slow on a busy machine), the button can miss and the
    // mask close it: act once it has settled.
    await untilAnimationsEnd(console);
    await modal.getByRole('button', { name: 'Suspend' }).click();
    await expect.poll(() => modal.getByText('Say why (it is kept in the audit log)').isVisible()).toBe(true);
    const reason = 'Business licence found forged (case 4411).';
    await modal.getByTestId('suspension-reason').fill(reason);
    await modal.getByRole('button', { name: 'Suspend' }).click();
    await expect
      .poll(() => console.getByText('Suspended: its users have been signed out.').isVisible())
      .toBe(true);
    await expect.poll(() => drawer.getByTestId('supplier-suspended-banner').innerText()).toContain(reason);
    expect(await drawer.getByTestId('supplier-state').innerText()).toBe('Suspended');
    await drawer.getByRole('tab', { name: 'Activity' }).click();
    await expect
      .poll(() => drawer.getByTestId('supplier-audit').innerText())
      .toContain('Suspended a company');
    await saveScreenshot(console, 'console-supplier-suspended-1280-en');

    // The supplier's open portal is told at once, with the reason.
    const dialog = portal.locator('.ant-modal-confirm');
    await expect
      .poll(() => dialog.innerText())
      .toContain(
        "Your company's account has been suspended: Business licence found forged (case 4411). Please contact the platform's support team to restore access.",
      );
    expect(await dialog.innerText()).toContain('Account suspended');
    await saveScreenshot(portal, 'portal-company-suspended-1280-en');
    await untilAnimationsEnd(portal);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await portal.waitForURL('**/login');

    // Signing in again is refused with the same words.
    await submitSignIn(portal, person.email, person.password);
    await expect
      .poll(() => portal.getByTestId('login-suspended').innerText())
      .toContain('Business licence found forged (case 4411)');
    expect(new URL(portal.url()).pathname).toBe('/login');

    // Reactivate (with a reason): the supplier signs in again.
    await drawer.getByTestId('supplier-reactivate').click();
    await untilAnimationsEnd(console);
    await modal.getByTestId('suspension-reason').fill('Licence checked with the registry: genuine.');
    await modal.getByRole('button', { name: 'Reactivate' }).click();
    await expect
      .poll(() => console.getByText('Reactivated: its users can sign in again.').isVisible())
      .toBe(true);
    await expect.poll(() => drawer.getByTestId('supplier-state').innerText()).toBe('Trial');
    await signInViaUi(portal, person.email, person.password);

    expect(portalErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
