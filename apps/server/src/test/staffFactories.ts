import { randomBytes } from 'node:crypto';
import { consoleSupportCalls } from '@sc/contract';
import { insertStaffUser } from '../modules/accounts/users.repository.js';
import { hashPassword } from '../platform/passwords.js';
import { callApi, fetchCaptcha } from './factories.js';
import { TEST_CAPTCHA_ANSWER, type TestApp } from './testApp.js';

/** A new platform team member (support agent role unless told) signed in to the console. */
export async function makeStaffAndLogIn(
  t: TestApp,
  { realName = 'Grace Lin', roleCode = 'support_agent' } = {},
) {
  const id = randomBytes(4).toString('hex');
  const email = `agent.${id}@platform.test`;
  await insertStaffUser(t.ctx.db, {
    email,
    realName,
    passwordHash: await hashPassword('Support#2026'),
    adminCode: `AGENT${id}`.toUpperCase(),
    roleCode,
  });
  const { key } = await fetchCaptcha(t);
  const login = await callApi(t, consoleSupportCalls.signIn, {
    username: email,
    password: 'Support#2026',
    randomStr: key,
    code: TEST_CAPTCHA_ANSWER,
  });
  if (login.body.code !== 0) throw new Error(`staff login failed: ${JSON.stringify(login.body)}`);
  return {
    email,
    token: login.body.data.access_token,
    userId: login.body.data.adminId,
    permissions: login.body.data.permissions,
  };
}
