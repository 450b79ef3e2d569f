import { randomBytes } from 'node:crypto';
import { apiPaths, TOUR_PAGES } from '@sc/contract';
import { baseUrl, lastMailTo } from './browser.js';
import { E2E_CAPTCHA } from './globalSetup.js';
import type { Person } from './portal.js';

/** Calls the portal's API directly, for setting up a journey faster than through the UI. */
export async function apiCall<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/**
 * Signs up through the API (the e2e server's fixed captcha); confirms the email from the mail unless
 * told. The company is in Chile unless told (a journey that targets one company by country picks a
 * country nobody else uses).
 */
export async function registerViaApi(person: Person, { verified = true, country = 'CL' } = {}) {
  await apiCall(apiPaths.register, {
    name: person.name,
    email: person.email,
    companyName: person.company,
    jobTitle: 'export_manager',
    title: 'mr',
    country,
    password: person.password,
    confirmPassword: person.password,
    randomStr: `e2e${randomBytes(8).toString('hex')}`,
    code: E2E_CAPTCHA,
  });
  if (verified) await apiCall(apiPaths.verifyEmail, { token: verificationTokenOf(person.email) });
}

/** The token of the email confirmation link in the newest mail to an address. */
export function verificationTokenOf(email: string): string {
  const token = /\/verify-email\?token=([\w%-]+)/.exec(lastMailTo(email) ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link mailed to ${email}`);
  return decodeURIComponent(token);
}

export async function logInViaApi(email: string, password: string): Promise<string> {
  const form = new URLSearchParams({
    username: email,
    password,
    grant_type: 'password',
    randomStr: `e2e${Date.now()}`,
    code: E2E_CAPTCHA,
  });
  const response = await fetch(`${baseUrl()}/api${apiPaths.token}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Basic ${Buffer.from('web:web').toString('base64')}` },
  });
  const envelope = (await response.json()) as { code: number; data: { access_token: string } };
  if (envelope.code !== 0) throw new Error(`login failed: ${JSON.stringify(envelope)}`);
  return envelope.data.access_token;
}

/** A 1×1 PNG: the smallest picture the server accepts as a logo. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Posts a multipart upload (text fields first, then the file) and returns the envelope's data. */
export async function uploadViaApi<T>(
  path: string,
  fields: Record<string, string>,
  file: { bytes: Buffer; name: string },
  token: string,
): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: 'image/png' }), file.name);
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/** A valid EAN-13 in the GS1 in-store range (20…), unlikely to meet another test's barcode. */
function randomEan13(): string {
  const body = `20${Array.from(randomBytes(10), (byte) => byte % 10).join('')}`;
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/**
 * Makes a new company's showroom complete and published through the API (logo, profile, three
 * displayed products), so it may contact buyers. The products are named "Showroom …".
 */
export async function openShowroomViaApi(token: string): Promise<void> {
  await uploadViaApi(
    apiPaths.companyUploadPhoto,
    { kind: 'logo' },
    { bytes: TINY_PNG, name: 'logo.png' },
    token,
  );
  const company = await apiCall<{ name: string; country: string }>(apiPaths.companyInfo, {}, token);
  const tree = await apiCall<{ value: number; children?: { value: number }[] }[]>(
    apiPaths.categoryLinkage,
    {},
    token,
  );
  const category = tree[0]?.children?.[0]?.value ?? tree[0]?.value;
  await apiCall(
    apiPaths.companyUpdate,
    {
      name: company.name,
      country: company.country,
      businessType: 'manufacturer',
      introduction: {
        en: 'We grow, press and pack our own produce in the Andes and ship mixed containers to importers in China every week of the year.',
      },
      categoryIds: [category],
    },
    token,
  );
  const productIds: number[] = [];
  for (const index of [0, 1, 2]) {
    const barcode = randomEan13();
    const product = await apiCall<{ id: number }>(
      apiPaths.myProductCreate,
      { barcode, mid: `E2E-SHOW-${index + 1}`, name: `Showroom product ${index + 1}` },
      token,
    );
    productIds.push(product.id);
  }
  await apiCall(apiPaths.showroomExhibitAdd, { productIds }, token);
  await apiCall(apiPaths.companyUpdateStatus, { status: 'published' }, token);
}

/** Marks every page tour finished for the user (journeys that are not about the tours). */
export async function skipToursViaApi(token: string): Promise<void> {
  for (const page of TOUR_PAGES)
    await apiCall(apiPaths.guideUpdate, { tour: { page, outcome: 'finished' } }, token);
}
