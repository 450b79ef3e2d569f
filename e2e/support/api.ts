import { randomBytes } from 'node:crypto';
import { apiPaths } from '@sc/contract';
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

/** Signs up through the API (the e2e server's fixed captcha); confirms the email from the mail unless told. */
export async function registerViaApi(person: Person, { verified = true } = {}) {
  await apiCall(apiPaths.register, {
    name: person.name,
    email: person.email,
    companyName: person.company,
    jobTitle: 'export_manager',
    title: 'mr',
    country: 'CL',
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
