import type { LoginTokenRequest, LoginTokenResult } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/AppError.js';
import { assertNotBlocked } from '../../http/rateLimits.js';
import { verifyPassword } from '../../platform/passwords.js';
import { consumeCaptcha } from './captcha.service.js';
import { openSession } from './session.service.js';
import { findUserByEmail } from './users.repository.js';

/**
 * Signs a user in with email, password and captcha. Unknown email and wrong password fail alike;
 * repeated failures block the account and the address for a while.
 */
export async function loginWithPassword(
  ctx: AppContext,
  input: LoginTokenRequest,
  meta: { ip: string; userAgent: string | null },
): Promise<LoginTokenResult> {
  const { loginPerAccount, loginPerIp } = ctx.limits;
  const account = input.username.toLowerCase();
  await assertNotBlocked([
    [loginPerAccount, account],
    [loginPerIp, meta.ip],
  ]);

  if (!(await consumeCaptcha(ctx, input.randomStr, input.code))) {
    await loginPerIp.hit(meta.ip);
    throw new AppError('CAPTCHA_INVALID', { fields: { code: 'error.CAPTCHA_INVALID' } });
  }

  const user = await findUserByEmail(ctx.db, account);
  // This portal signs in supplier users only; other kinds fail like a wrong password.
  if (!(await verifyPassword(user?.passwordHash, input.password)) || user?.kind !== 'supplier') {
    await Promise.all([loginPerAccount.hit(account), loginPerIp.hit(meta.ip)]);
    ctx.log.info({ account, ip: meta.ip }, 'login failed');
    throw new AppError('BAD_CREDENTIALS');
  }
  if (user.status !== 'active') throw new AppError('ACCOUNT_DISABLED');

  await loginPerAccount.reset(account);
  const result = await openSession(ctx, user, meta);
  ctx.log.info({ userId: user.id }, 'login succeeded');
  return result;
}
