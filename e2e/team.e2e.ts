import { randomBytes } from 'node:crypto';
import { TRIAL_SEATS } from '@sc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerViaApi, skipToursViaApi } from './support/api.js';
import {
  type Browser,
  lastMailTo,
  launchBrowser,
  newContext,
  type Page,
  saveScreenshot,
  untilAnimationsEnd,
  watchErrors,
} from './support/browser.js';
import { newPerson, pickOption, signInViaUi, tokenOfPage } from './support/portal.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The side menu's top-level entries as the user reads them. */
function topMenu(page: Page): Promise<string[]> {
  return page
    .locator(
      '.ant-menu-root > li > .ant-menu-submenu-title .ant-menu-title-content, .ant-menu-root > li.ant-menu-item .ant-menu-title-content',
    )
    .allInnerTexts();
}

describe('company users', () => {
  it('the owner invites a Content colleague who joins from the mail, gains Messages live as Sales, and is stopped when disabled', async () => {
    const person = newPerson();
    await registerViaApi(person);
    const owner = await (await newContext(browser)).newPage();
    const ownerErrors = watchErrors(owner);
    await signInViaUi(owner, person.email, person.password);
    await skipToursViaApi(await tokenOfPage(owner));

    // The owner invites a colleague with the Content role.
    await owner.goto('/system/users');
    const seats = owner.getByTestId('team-seats');
    await expect.poll(() => seats.innerText()).toContain(`1 of ${TRIAL_SEATS} seats used`);
    await seats.getByRole('button', { name: 'Invite colleague' }).click();
    const inviteeEmail = `lina.${randomBytes(4).toString('hex')}@andes-exports.test`;
    await owner.locator('#inviteUser_email').fill(inviteeEmail);
    await pickOption(owner, 'inviteUser_roleId', 'Content');
    await expect
      .poll(() => owner.getByTestId('role-hint').innerText())
      .toBe('Products and the showroom; no chat and no buyer contacts.');
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    const invitationRow = owner.getByTestId('team-invitation-row').filter({ hasText: inviteeEmail });
    await expect.poll(() => invitationRow.innerText()).toContain('Content');
    await expect.poll(() => seats.innerText()).toContain(`2 of ${TRIAL_SEATS} seats used`);
    await saveScreenshot(owner, 'team-users-invited-1280-en');

    // The invitee opens the link of the mail in their own browser and joins.
    const mail = lastMailTo(inviteeEmail) ?? '';
    expect(mail).toContain(`Subject: ${person.name} invites you to join ${person.company} on Supplier Cloud`);
    const link = /https?:\/\/\S+(\/invitation\?token=[\w%-]+)/.exec(mail)?.[1];
    expect(link).toBeDefined();
    const invitee = await (await newContext(browser)).newPage();
    const inviteeErrors = watchErrors(invitee);
    await invitee.goto(link ?? '/invitation');
    await expect
      .poll(() => invitee.locator('body').innerText())
      .toContain(`${person.name} invited you to join ${person.company} on Supplier Cloud.`);
    expect(await invitee.getByTestId('invitation-email').inputValue()).toBe(inviteeEmail);
    await invitee.locator('#acceptInvitation_name').fill('Lina Park');
    await pickOption(invitee, 'acceptInvitation_jobTitle', 'Marketing manager');
    await pickOption(invitee, 'acceptInvitation_title', 'Ms.');
    await invitee.locator('#acceptInvitation_password').fill('Joiner#2026');
    await invitee.locator('#acceptInvitation_confirmPassword').fill('Joiner#2026');
    await saveScreenshot(invitee, 'team-accept-invitation-1280-en');
    await invitee.getByRole('button', { name: `Join ${person.company}` }).click();
    await invitee.waitForURL((url) => url.pathname === '/index', { timeout: 30_000 });
    await skipToursViaApi(await tokenOfPage(invitee));
    await invitee.reload();

    // A Content user sees products and the showroom, no buyers, no chat, no team.
    await expect.poll(() => topMenu(invitee)).toContain('Products');
    const contentMenu = await topMenu(invitee);
    expect(contentMenu).toContain('Home');
    for (const hidden of ['Buyers', 'Messages', 'Quotations', 'RFQ', 'Team'])
      expect(contentMenu).not.toContain(hidden);
    await invitee.locator('.ant-menu-submenu-title', { hasText: /^Products$/ }).click();
    await expect
      .poll(() => invitee.locator('.ant-menu-item', { hasText: /^My showroom$/ }).isVisible())
      .toBe(true);

    // The owner makes them Sales: their open portal gains Messages without signing out.
    await owner.reload();
    const userRow = owner.locator(`[data-testid="team-user-row"][data-email="${inviteeEmail}"]`);
    await expect.poll(() => userRow.innerText()).toContain('Lina Park');
    expect(await userRow.getByTestId('team-user-role').innerText()).toBe('Content');
    await userRow.getByRole('button', { name: 'Change role' }).click();
    await pickOption(owner, 'changeRole_roleId', 'Sales');
    await owner.locator('.ant-modal').getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => userRow.getByTestId('team-user-role').innerText()).toBe('Sales');

    await expect.poll(() => topMenu(invitee)).toContain('Messages');
    expect(new URL(invitee.url()).pathname).toBe('/index');
    await saveScreenshot(invitee, 'team-invitee-now-sales-1280-en');

    // The owner disables them: the invitee's portal shows why and goes to sign-in.
    await userRow.getByRole('button', { name: 'Disable' }).click();
    await owner.locator('.ant-popconfirm').getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => userRow.innerText()).toContain('Disabled');
    await expect.poll(() => seats.innerText()).toContain(`1 of ${TRIAL_SEATS} seats used`);

    // Their next action (or the socket, whichever comes first) ends the session with the dialog.
    await invitee
      .locator('.ant-menu-item', { hasText: /^My showroom$/ })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    const dialog = invitee.locator('.ant-modal-confirm');
    await expect
      .poll(() => dialog.innerText())
      .toContain("Your account was disabled by your company's administrator.");
    expect(await dialog.innerText()).toContain('Account disabled');
    await saveScreenshot(invitee, 'team-invitee-disabled-1280-en');
    await untilAnimationsEnd(invitee);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await invitee.waitForURL('**/login');

    // The link works once: opened again it says to ask for a new invitation.
    await invitee.goto(link ?? '/invitation');
    await expect
      .poll(() => invitee.getByTestId('invitation-invalid').innerText())
      .toContain('Ask your company');

    expect(ownerErrors).toEqual([]);
    expect(inviteeErrors).toEqual([]);
  });
});
