import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerViaApi } from './support/api.js';
import { type Browser, launchBrowser, newContext, saveScreenshot, watchErrors } from './support/browser.js';
import { newPerson, signInToConsole, signInViaUi } from './support/portal.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('support chat between a supplier and the platform team', () => {
  it('carries a question from the widget to the console inbox live, and the answer back with a badge', async () => {
    const person = newPerson();
    await registerViaApi(person);
    const supplierContext = await newContext(browser);
    const supplier = await supplierContext.newPage();
    const supplierErrors = watchErrors(supplier);
    await supplier.goto('/login');
    await signInViaUi(supplier, person.email, person.password);

    const consoleContext = await newContext(browser, { lang: 'en' });
    const agent = await consoleContext.newPage();
    const agentErrors = watchErrors(agent);
    await signInToConsole(agent, 'support@suppliercloud.test', 'Support#2026');
    // The console's home is the overview now; the support inbox is a section of its own.
    expect(new URL(agent.url()).pathname).toBe('/console/overview');
    await agent.getByRole('link', { name: 'Support inbox', exact: true }).click();
    await agent.waitForURL((url) => url.pathname === '/console/inbox');

    // The supplier asks through the widget (Ctrl+Enter is a new line, Enter sends).
    await supplier.getByRole('button', { name: /^Contact support/ }).click();
    const panel = supplier.getByRole('dialog', { name: 'Supplier Cloud support' });
    const box = panel.getByRole('textbox');
    await box.fill('How do I unlock the showroom?');
    await box.press('Control+Enter');
    await box.pressSequentially('Second line.');
    await box.press('Enter');
    await expect.poll(() => panel.getByText('Second line.').count()).toBeGreaterThan(0);
    await panel.getByRole('button', { name: 'Minimize support chat' }).click();

    // The team sees it arrive without reloading, opens it and answers.
    const item = agent.locator('ul button').filter({ hasText: person.company });
    await expect.poll(() => item.count(), { timeout: 10_000 }).toBe(1);
    await item.click();
    await expect.poll(() => agent.getByText('Second line.').count()).toBeGreaterThan(0);
    const reply = agent.getByRole('textbox', { name: 'Write a reply…' });
    await reply.fill('Upload your company profile and logo in Showroom, then it unlocks.');
    await reply.press('Enter');
    await saveScreenshot(agent, 'support-console-1280-en');

    // The supplier's launcher shows the unread answer; opening it shows the text.
    const badged = supplier.getByRole('button', { name: /Contact support, 1 unread/ });
    await expect.poll(() => badged.count(), { timeout: 10_000 }).toBe(1);
    await badged.click();
    await expect
      .poll(() => supplier.getByText('Upload your company profile and logo in Showroom').count())
      .toBeGreaterThan(0);
    await saveScreenshot(supplier, 'support-widget-1280-en');

    expect(supplierErrors).toEqual([]);
    expect(agentErrors).toEqual([]);
    await supplierContext.close();
    await consoleContext.close();
  });
});
