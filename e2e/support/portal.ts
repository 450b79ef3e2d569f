import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { type Page, untilAnimationsEnd } from './browser.js';
import { E2E_CAPTCHA } from './globalSetup.js';

export interface Person {
  name: string;
  email: string;
  company: string;
  password: string;
}

export function newPerson(): Person {
  const id = randomBytes(4).toString('hex');
  return {
    name: 'Mateo Alvarez',
    email: `mateo.${id}@andes-exports.test`,
    company: `Andes Exports ${id} S.A.`,
    password: 'Andes#2026',
  };
}

/**
 * Types the e2e server's fixed captcha code once the form's captcha image has loaded: the image's
 * request is what registers its key on the server, so a code sent before it arrives is refused
 * (and the form empties the field) — a race on a busy machine.
 */
async function fillCaptcha(page: Page, codeInputId: string) {
  const image = page.locator(`form:has(#${codeInputId}) img`).first();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      timeout: 30_000,
    })
    .toBe(true);
  await page.locator(`#${codeInputId}`).fill(E2E_CAPTCHA);
}

/**
 * Picks an option of an Ant Design Select by typing (search) or by clicking its visible label, and
 * waits until the select shows it. On a busy machine a pick can be lost (the dropdown still sliding
 * in, or closing under the pointer when the page re-renders); each click is bounded, so a lost pick
 * is made again instead of waiting out the whole test.
 */
export async function pickOption(page: Page, inputId: string, label: string, { search = false } = {}) {
  const shown = page.locator(`.ant-select-content:has(#${inputId})`);
  const input = page.locator(`#${inputId}`);
  for (let attempt = 0; attempt < 4; attempt++) {
    // The select's own state, not "some dropdown is visible" (a cascader's may still be closing).
    const isOpen = (await input.getAttribute('aria-expanded').catch(() => null)) === 'true';
    if (search || !isOpen) await input.click();
    if (search) await input.fill(label);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label })
      .first()
      .click({ timeout: 10_000 })
      .catch(() => undefined);
    const picked = await expect
      .poll(() => shown.getAttribute('title', { timeout: 1_000 }).catch(() => ''), { timeout: 5_000 })
      .toContain(label)
      .then(() => true)
      .catch(() => false);
    if (picked) return;
  }
  throw new Error(`could not pick ${label} in #${inputId}`);
}

/** The form's error messages on screen, for a failure that says why. */
async function visibleFormErrors(page: Page): Promise<string> {
  const texts = await page.locator('.ant-form-item-explain-error:visible').allTextContents();
  return texts.join('; ') || 'none';
}

/** Signs up through the login page's sign-up tab; ends on the sign-in tab with the email filled in. */
export async function signUpViaUi(page: Page, person: Person) {
  await page.goto('/login#signup');
  await page.locator('#signUp_name').fill(person.name);
  await page.locator('#signUp_email').fill(person.email);
  await page.locator('#signUp_companyName').fill(person.company);
  await pickOption(page, 'signUp_jobTitle', 'Export manager');
  await pickOption(page, 'signUp_title', 'Mr.');
  await pickOption(page, 'signUp_country', 'Chile', { search: true });
  await page.locator('#signUp_password').fill(person.password);
  await page.locator('#signUp_confirmPassword').fill(person.password);
  await fillCaptcha(page, 'signUp_code');
  await page.getByRole('button', { name: 'Create account' }).click();
  const signedUp = await expect
    .poll(
      () =>
        page
          .locator('#signIn_username')
          .inputValue({ timeout: 1_000 })
          .catch(() => ''),
      {
        timeout: 30_000,
      },
    )
    .toBe(person.email)
    .then(() => true)
    .catch(() => false);
  if (!signedUp) throw new Error(`sign-up did not finish; the form shows: ${await visibleFormErrors(page)}`);
}

/** Fills the sign-in form (captcha from the e2e server's fixed code) and submits it. */
export async function submitSignIn(page: Page, email: string, password: string) {
  await page.locator('#signIn_username').fill(email);
  await page.locator('#signIn_password').fill(password);
  await fillCaptcha(page, 'signIn_code');
  await page.locator('form#signIn button[type="submit"]').click();
}

/** Opens /login, signs in and waits for the shell. */
export async function signInViaUi(
  page: Page,
  email: string,
  password: string,
  { expectPath = '/index' } = {},
) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await submitSignIn(page, email, password);
  await page.waitForURL((url) => url.pathname + url.search === expectPath, { timeout: 20_000 });
}

/** Signs a buyer in to the buyers' app at /buyer and waits for its home. */
export async function signInToBuyerApp(page: Page, email: string, password: string) {
  await page.goto('/buyer/login');
  await page.locator('#buyerSignIn_username').fill(email);
  await page.locator('#buyerSignIn_password').fill(password);
  await fillCaptcha(page, 'buyerSignIn_code');
  await page.locator('button[type=submit]').click();
  await page.waitForURL((url) => url.pathname === '/buyer', { timeout: 20_000 });
}

/** Text on screen that looks like an untranslated catalog key (e.g. "welcome.greeting"). */
export async function rawKeysOnScreen(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const prefixes = [
    'app',
    'auth',
    'layout',
    'welcome',
    'menu',
    'http',
    'reset',
    'errorPage',
    'pages',
    'validation',
    'error',
    'language',
    'brand',
    'changePassword',
    'jobTitle',
    'personTitle',
    'category',
    'role',
  ];
  const pattern = new RegExp(`\\b(${prefixes.join('|')})\\.[a-zA-Z_]+\\b`, 'g');
  return text.match(pattern) ?? [];
}

/**
 * Opens a dropdown with its trigger and clicks one of its entries. A click on the trigger while the
 * header re-renders can be lost (CI saw a menu that never opened), so it is clicked again until the
 * entry shows; the entry is clicked once the menu has stopped sliding in.
 */
async function pickFromDropdown(page: Page, trigger: ReturnType<Page['locator']>, entry: string | RegExp) {
  const item = page.locator('.ant-dropdown:visible .ant-dropdown-menu-item', { hasText: entry });
  for (let attempt = 1; ; attempt++) {
    await trigger.click();
    const shown = await item
      .waitFor({ state: 'visible', timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (shown) break;
    if (attempt === 4) throw new Error(`the dropdown entry ${String(entry)} never showed`);
  }
  await untilAnimationsEnd(page);
  await item.click();
}

/** Chooses a language with the switcher (login page or header). */
export async function switchLanguage(page: Page, label: 'English' | '中文' | '日本語') {
  await pickFromDropdown(page, page.getByRole('button', { name: /^(Language|语言|言語)/ }).first(), label);
}

/** Opens the header's account menu and picks an entry by its text. */
export async function accountMenu(page: Page, entry: string | RegExp) {
  await pickFromDropdown(
    page,
    page.getByRole('button', { name: /^(Account menu|账号菜单|アカウントメニュー)$/ }),
    entry,
  );
}

/** The signed-in page's own API token: calls made with it share the page's session (no new login). */
export async function tokenOfPage(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('SC_token'));
  if (!token) throw new Error('the page is not signed in');
  return token;
}

/**
 * Signs a platform team member in to the console (the e2e server's fixed captcha): they land on their
 * home section (the overview for most); `section` (e.g. '/console/inbox') goes on from there.
 */
export async function signInToConsole(page: Page, email: string, password: string, section?: string) {
  await page.goto('/console');
  await page.waitForURL((url) => url.pathname === '/console/login');
  await page.locator('#consoleSignIn_username').fill(email);
  await page.locator('#consoleSignIn_password').fill(password);
  await fillCaptcha(page, 'consoleSignIn_code');
  await page.locator('button[type=submit]').click();
  // Landed on the member's home section (the overview for most), not /console on its way there.
  await page.waitForURL((url) => url.pathname.startsWith('/console/') && url.pathname !== '/console/login', {
    timeout: 30_000,
  });
  if (!section) return;
  await page.goto(section);
  const wanted = new URL(section, 'http://console.test').pathname;
  await page.waitForURL((url) => url.pathname === wanted);
}
