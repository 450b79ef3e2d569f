import type { BuyerLoginRequest } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/AppError.js';
import { assertNotBlocked, rateLimited } from '../../http/rateLimits.js';
import { verifyPassword } from '../../platform/passwords.js';
import { consumeCaptcha } from '../accounts/captcha.service.js';
import { findUserRowByEmail, type OperatorRow } from './operators.repository.js';

/**
 * The first step of a console sign-in, by the portal's rules (accounts/login.service's verifyLogin):
 * captcha, then password, with the same shared failure limits. Unknown email, wrong password and an
 * account that is not the platform team's fail alike; a disabled operator is told so.
 */
export async function verifyStaffCredentials(
  ctx: AppContext,
  input: BuyerLoginRequest,
  meta: { ip: string },
): Promise<OperatorRow> {
  const { loginPerAccount, loginPerAccountAddress, loginPerIp } = ctx.limits;
  const account = input.username.toLowerCase();
  const accountAddress = `${account} ${meta.ip}`;
  await assertNotBlocked([[loginPerIp, meta.ip]]);
  const accountWait = await loginPerAccount.blockedFor(account);
  if (accountWait > 0 && (await loginPerAccountAddress.count(accountAddress)) > 0) {
    throw rateLimited(accountWait);
  }

  if (!(await consumeCaptcha(ctx, input.randomStr, input.code))) {
    await loginPerIp.hit(meta.ip);
    throw new AppError('CAPTCHA_INVALID', { fields: { code: 'error.CAPTCHA_INVALID' } });
  }

  const user = await findUserRowByEmail(ctx.db, account);
  if (!(await verifyPassword(user?.passwordHash, input.password)) || !user || user.kind !== 'staff') {
    await Promise.all([
      loginPerAccount.hit(account),
      loginPerAccountAddress.hit(accountAddress),
      loginPerIp.hit(meta.ip),
    ]);
    ctx.log.info({ account, ip: meta.ip, accountBlocked: accountWait > 0 }, 'console login failed');
    throw new AppError('BAD_CREDENTIALS');
  }
  if (user.status !== 'active') throw new AppError('ACCOUNT_DISABLED');

  await loginPerAccountAddress.reset(accountAddress);
  if (accountWait === 0) await loginPerAccount.reset(account);
  return user;
}
