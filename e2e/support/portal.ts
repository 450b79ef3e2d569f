import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Page } from './browser.js';
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

/** Picks an option of an Ant Design Select by typing (search) or by clicking its visible label. */
async function pickOption(page: Page, inputId: string, label: string, { search = false } = {}) {
  await page.locator(`#${inputId}`).click();
  if (search) await page.locator(`#${inputId}`).fill(label);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label })
    .first()
    .click();
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
  await page.locator('#signUp_code').fill(E2E_CAPTCHA);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect
    .poll(() => page.locator('#signIn_username').inputValue(), { timeout: 15_000 })
    .toBe(person.email);
}

/** Fills the sign-in form (captcha from the e2e server's fixed code) and submits it. */
export async function submitSignIn(page: Page, email: string, password: string) {
  await page.locator('#signIn_username').fill(email);
  await page.locator('#signIn_password').fill(password);
  await page.locator('#signIn_code').fill(E2E_CAPTCHA);
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
  await page.locator('#buyerSignIn_code').fill(E2E_CAPTCHA);
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

/** Chooses a language with the switcher (login page or header). */
export async function switchLanguage(page: Page, label: 'English' | '中文' | '日本語') {
  await page
    .getByRole('button', { name: /^(Language|语言|言語)/ })
    .first()
    .click();
  await page.locator('.ant-dropdown:visible .ant-dropdown-menu-item', { hasText: label }).click();
}

/** Opens the header's account menu and picks an entry by its text. */
export async function accountMenu(page: Page, entry: string | RegExp) {
  await page.getByRole('button', { name: /^(Account menu|账号菜单|アカウントメニュー)$/ }).click();
  await page.locator('.ant-dropdown:visible .ant-dropdown-menu-item', { hasText: entry }).click();
}
