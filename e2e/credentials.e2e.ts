import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInViaApi, registerViaApi, skipToursViaApi } from './support/api.js';
import {
  type Browser,
  launchBrowser,
  newContext,
  type Page,
  saveScreenshot,
  sawToast,
  watchErrors,
} from './support/browser.js';
import { newPerson, pickOption, signInToConsole, signInViaUi } from './support/portal.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const TRIAL_CONTACTS = 20;
const LICENCE_REWARD = { days: 30, contacts: 20 };

/** Fills the credential form (a business licence) with one PDF and sends it. */
async function sendLicence(page: Page, number: string, { chooseType }: { chooseType: boolean }) {
  if (chooseType) await pickOption(page, 'credential_type', 'Business licence');
  await page.locator('#credential_issuer').fill('Registro de Comercio de Santiago');
  await page.locator('#credential_certificateNumber').fill(number);
  await page.locator('#credential_issuedOn').fill('2024-03-15');
  await page.locator('#credential_issuedOn').press('Enter');
  await page.locator('#credential_files').setInputFiles({
    name: `licence-${number}.pdf`,
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect
    .poll(() => page.locator('.ant-upload-list-item-done', { hasText: `licence-${number}.pdf` }).count())
    .toBe(1);
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect
    .poll(() =>
      page.getByText('Sent. The platform team reviews credentials within two working days.').isVisible(),
    )
    .toBe(true);
}

/** Opens the company's waiting credential in the console's review queue. */
async function openInQueue(page: Page, company: string) {
  await page.goto('/console/credentials');
  const row = page.getByTestId('credential-row').filter({ hasText: company });
  await expect.poll(() => row.count()).toBe(1);
  await row.getByRole('button', { name: 'Review' }).click();
  await expect.poll(() => page.getByTestId('credential-decide').isVisible()).toBe(true);
}

describe('credentials', () => {
  it('is rejected with a reason, uploaded again as a new version, verified, and its reward shows on the quota and the ledger', async () => {
    const person = newPerson();
    await registerViaApi(person);
    await skipToursViaApi(await logInViaApi(person.email, person.password));
    const supplier = await (await newContext(browser)).newPage();
    const errors = watchErrors(supplier);
    await signInViaUi(supplier, person.email, person.password);

    await supplier.goto('/information/credentials');
    await expect
      .poll(() => supplier.getByText('Business licence: +30 service days, +20 buyer contacts').isVisible())
      .toBe(true);
    await supplier.getByRole('button', { name: 'Add a credential' }).click();
    await sendLicence(supplier, 'CL-76.123.456-7', { chooseType: true });
    const card = supplier.getByTestId('credential-card');
    await expect.poll(() => card.getByTestId('credential-state').textContent()).toBe('Under review');

    // The platform team rejects it with a reason from the list and a message.
    const consolePage = await (await newContext(browser)).newPage();
    await signInToConsole(consolePage, 'support@suppliercloud.test', 'Support#2026');
    await openInQueue(consolePage, person.company);
    await consolePage.locator('.ant-drawer .ant-radio-button-wrapper', { hasText: 'Reject' }).click();
    await pickOption(consolePage, 'credential-reject-reason', 'The company name does not match your profile');
    await consolePage
      .getByRole('textbox', { name: 'Message to the supplier' })
      .fill('Upload the licence in your registered name.');
    await consolePage.getByTestId('credential-decide').click();
    await expect
      .poll(() => consolePage.getByText('Rejected; the supplier sees your reason.').isVisible())
      .toBe(true);

    // The supplier reads the spec's message, the reason and the message, and uploads again.
    await supplier.reload();
    await expect
      .poll(() =>
        supplier
          .getByText(
            'The uploaded credentials do not meet the criteria. Please check the message and upload again.',
          )
          .isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => supplier.getByText('Reason: The company name does not match your profile').isVisible())
      .toBe(true);
    await expect
      .poll(() =>
        supplier
          .getByText('Message from the platform team: Upload the licence in your registered name.')
          .isVisible(),
      )
      .toBe(true);
    await saveScreenshot(supplier, 'credentials-rejected-1280-en');
    await supplier.getByRole('button', { name: 'Upload again' }).click();
    await sendLicence(supplier, 'CL-76.123.456-8', { chooseType: false });
    await expect.poll(() => card.getByTestId('credential-state').first().textContent()).toBe('Under review');
    await expect.poll(() => supplier.getByText('Earlier versions (1)').isVisible()).toBe(true);

    // Approved: the reward is granted in the same step.
    await openInQueue(consolePage, person.company);
    await consolePage.getByTestId('credential-decide').click();
    await expect.poll(() => sawToast(consolePage, /^Verified\. The reward was added/)).toBe(true);

    await supplier.reload();
    await expect.poll(() => card.getByTestId('credential-state').first().textContent()).toBe('Verified');
    await expect
      .poll(() => supplier.getByText('Reward added: +30 days, +20 buyer contacts').isVisible())
      .toBe(true);
    await expect
      .poll(() =>
        supplier
          .getByText('Business licence verified: your company name, country and type are confirmed.')
          .isVisible(),
      )
      .toBe(true);

    // The quota card counts the new contacts, and the ledger says why.
    await supplier.goto('/buyersList');
    await expect
      .poll(() =>
        supplier
          .getByText(`0 used of ${TRIAL_CONTACTS + LICENCE_REWARD.contacts}`)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await supplier.goto('/settlement');
    await supplier.getByRole('tab', { name: 'Service and contacts history' }).click();
    await expect.poll(() => supplier.getByText('Credential reward').first().isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});
