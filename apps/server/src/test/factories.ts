import { randomBytes } from 'node:crypto';
import {
  API_BASE,
  type ApiCall,
  accountCalls,
  apiPaths,
  type CallBody,
  type CallData,
  type CompanyProfile,
  companyCalls,
  type Envelope,
  type LoginTokenResult,
  type Register,
  showroomCalls,
} from '@sc/contract';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox, users } from '../db/schema/index.js';
import { profileInput, uploadCompanyPhoto } from './companyFactories.js';
import { imageBytes, makeSupplierProducts } from './productFactories.js';
import type { TestApp } from './testApp.js';
import { TEST_CAPTCHA_ANSWER } from './testApp.js';

export interface CallResult<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Record<string, unknown>;
}

/** POSTs any body to a path under /api: for malformed input and paths outside the call objects. */
export async function call<T = unknown>(
  t: TestApp,
  path: string,
  body: unknown = {},
  { token, lang, ip, headers }: CallOptions = {},
): Promise<CallResult<T>> {
  const response = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}${path}`,
    payload: body as object,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(lang ? { 'accept-language': lang } : {}),
      ...headers,
    },
    ...(ip ? { remoteAddress: ip } : {}),
  });
  return { status: response.statusCode, body: response.json() as Envelope<T>, headers: response.headers };
}

export interface CallOptions {
  token?: string;
  lang?: string;
  /** The socket's peer address (a proxy's, when `X-Forwarded-For` is in `headers`). */
  ip?: string;
  headers?: Record<string, string>;
}

/** Makes a contract call as the web does: the body is typed by the call, the answer's data too. */
export function callApi<C extends ApiCall>(
  t: TestApp,
  apiCall: C,
  body: CallBody<C>,
  options: CallOptions = {},
): Promise<CallResult<CallData<C>>> {
  return call<CallData<C>>(t, apiCall.path, body ?? {}, options);
}

/** The field errors of a refused call (`data.fields` of a 1000 answer). */
export const fieldsOf = (result: { body: { data: unknown } }) =>
  (result.body.data as { fields: Record<string, string> }).fields;

/** A valid sign-up with a unique email (its captcha key must be fetched first: see signUp). */
export function newSignup(overrides: Partial<Register> = {}): Register {
  const id = randomBytes(5).toString('hex');
  return {
    name: 'Ana Lima',
    email: `ana.${id}@exporter.test`,
    companyName: `Lima Coffee Exports ${id}`,
    jobTitle: 'export_manager',
    title: 'ms',
    country: 'BR',
    password: 'Coffee#2026',
    confirmPassword: 'Coffee#2026',
    randomStr: randomBytes(8).toString('hex'),
    code: TEST_CAPTCHA_ANSWER,
    ...overrides,
  };
}

/** A made-up client address, so factory sign-ups do not count against one address's sign-up limit. */
export const randomIp = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0] ?? 0).join('.')}`;

/** The sign-up call as the web makes it: a captcha fetched from the same address, then the form. */
export async function postSignUp(t: TestApp, input: Register, options: CallOptions = {}) {
  const ip = options.ip ?? randomIp();
  await fetchCaptcha(t, input.randomStr, { ip });
  return callApi(t, accountCalls.register, input, { ...options, ip });
}

export interface SignUpOptions {
  /** Confirm the email through the mailed link (default true); false leaves the account unconfirmed. */
  verified?: boolean;
  ip?: string;
  /** 'open': make the showroom complete and published (needed to contact new buyers); default a new draft. */
  showroom?: 'draft' | 'open';
  /** The Accept-Language of the sign-up (e.g. 'zh-CN'); the user's mails follow it. */
  lang?: string;
}

/** Signs up a new supplier company; its admin's email is confirmed unless `verified: false`. */
export async function signUp(t: TestApp, overrides: Partial<Register> = {}, options: SignUpOptions = {}) {
  const input = newSignup(overrides);
  const result = await postSignUp(t, input, {
    ...(options.ip ? { ip: options.ip } : {}),
    ...(options.lang ? { lang: options.lang } : {}),
  });
  if (result.body.code !== 0) throw new Error(`sign-up failed: ${JSON.stringify(result.body)}`);
  const email = input.email.trim().toLowerCase();
  const [user] = await t.ctx.db
    .select({ adminId: users.id, supplierId: users.supplierId })
    .from(users)
    .where(eq(users.email, email));
  if (!user?.supplierId) throw new Error(`sign-up made no supplier user for ${email}`);
  if (options.verified !== false) {
    const verified = await callApi(t, accountCalls.verifyEmail, {
      token: await verificationTokenOf(t, email),
    });
    if (verified.body.code !== 0) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  }
  return { input, adminId: user.adminId, supplierId: user.supplierId };
}

/** The token of the newest confirmation link mailed to an address (read from the outbox table). */
export async function verificationTokenOf(t: TestApp, email: string): Promise<string> {
  const mails = await t.ctx.db
    .select({ body: mailOutbox.body })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id));
  for (const mail of mails) {
    const match = /verify-email\?token=([^\s]+)/.exec(mail.body);
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  throw new Error(`no confirmation link mailed to ${email}`);
}

/** Fetches a captcha image for a fresh key; the test captcha's answer is TEST_CAPTCHA_ANSWER. */
export async function fetchCaptcha(
  t: TestApp,
  key = randomBytes(8).toString('hex'),
  { ip, headers }: Pick<CallOptions, 'ip' | 'headers'> = {},
) {
  const response = await t.app.inject({
    method: 'GET',
    url: `${API_BASE}${apiPaths.captcha}?randomStr=${key}`,
    ...(headers ? { headers } : {}),
    ...(ip ? { remoteAddress: ip } : {}),
  });
  return { key, response };
}

export interface LoginAttempt {
  username?: string;
  password?: string;
  code?: string;
  randomStr?: string;
  basic?: string | null;
  ip?: string;
  lang?: string;
  headers?: Record<string, string>;
}

/** The login call as the web makes it: form-encoded with the web client's Basic authorization. */
export async function logIn(t: TestApp, attempt: LoginAttempt): Promise<CallResult<LoginTokenResult>> {
  const randomStr = attempt.randomStr ?? (await fetchCaptcha(t, undefined, attempt)).key;
  const form = new URLSearchParams({
    grant_type: 'password',
    randomStr,
    code: attempt.code ?? TEST_CAPTCHA_ANSWER,
  });
  if (attempt.username !== undefined) form.set('username', attempt.username);
  if (attempt.password !== undefined) form.set('password', attempt.password);
  const basic = attempt.basic === undefined ? Buffer.from('web:web').toString('base64') : attempt.basic;
  const response = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}${apiPaths.token}`,
    payload: form.toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(basic ? { authorization: `Basic ${basic}` } : {}),
      ...(attempt.lang ? { 'accept-language': attempt.lang } : {}),
      ...attempt.headers,
    },
    ...(attempt.ip ? { remoteAddress: attempt.ip } : {}),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

/** Signs up a new supplier and logs its admin in. */
export async function signUpAndLogIn(
  t: TestApp,
  overrides: Partial<Register> = {},
  options: SignUpOptions = {},
) {
  const account = await signUp(t, overrides, options);
  const login = await logIn(t, {
    username: account.input.email,
    password: account.input.password,
    ...(options.lang ? { lang: options.lang } : {}),
  });
  if (login.body.code !== 0) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  const signedIn = { ...account, token: login.body.data.access_token, session: login.body.data };
  if (options.showroom === 'open') await openShowroom(t, signedIn);
  return signedIn;
}

/**
 * Makes a new company's showroom complete and published through the API (logo, profile, three
 * displayed products), so it may contact buyers.
 */
export async function openShowroom(
  t: TestApp,
  account: { token: string; supplierId: number; input: { companyName: string; country: string } },
): Promise<CompanyProfile> {
  const logo = await uploadCompanyPhoto(
    t,
    account.token,
    { kind: 'logo' },
    { bytes: await imageBytes(), fileName: 'logo.png' },
  );
  if (logo.body.code !== 0) throw new Error(`logo upload failed: ${JSON.stringify(logo.body)}`);
  const saved = await callApi(t, companyCalls.update, await profileInput(t, account), {
    token: account.token,
  });
  if (saved.body.code !== 0) throw new Error(`profile save failed: ${JSON.stringify(saved.body)}`);
  const productIds = await makeSupplierProducts(t, account.supplierId, [
    { name: 'Extra virgin olive oil 500 ml' },
    { name: 'Extra virgin olive oil 1 l' },
    { name: 'Olive oil tin 5 l' },
  ]);
  const shown = await callApi(t, showroomCalls.add, { productIds }, { token: account.token });
  if (shown.body.code !== 0) throw new Error(`exhibits failed: ${JSON.stringify(shown.body)}`);
  const published = await callApi(
    t,
    companyCalls.updateStatus,
    { status: 'published' },
    { token: account.token },
  );
  if (published.body.code !== 0) throw new Error(`publish failed: ${JSON.stringify(published.body)}`);
  const profile = await callApi(t, companyCalls.info, {}, { token: account.token });
  return profile.body.data;
}
