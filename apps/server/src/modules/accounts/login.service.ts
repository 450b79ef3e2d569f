import type { BuyerLoginResult, Lang, LoginTokenRequest, LoginTokenResult } from '@sc/contract';
import type { AppContext } from '../../context.js';
import type { UserKind } from '../../db/schema/index.js';
import { AppError } from '../../http/AppError.js';
import { assertNotBlocked, rateLimited } from '../../http/rateLimits.js';
import { verifyPassword } from '../../platform/passwords.js';
import { consumeCaptcha } from './captcha.service.js';
import { companySuspendedError } from './companySuspension.js';
import { openAnySession, openSession } from './session.service.js';
import {
  findBuyerIdOfUser,
  findCompanySuspension,
  findUserByEmail,
  setUserLang,
  type UserRow,
} from './users.repository.js';

/**
 * Signs a user in with email, password and captcha. Unknown email and wrong password fail alike;
 * repeated failures block the account and the address for a while.
 */
export async function loginWithPassword(
  ctx: AppContext,
  input: LoginTokenRequest,
  meta: { ip: string; userAgent: string | null; lang?: Lang },
): Promise<LoginTokenResult> {
  const user = await verifyLogin(ctx, input, meta, 'supplier');
  const result = await openSession(ctx, user, { ip: meta.ip, userAgent: meta.userAgent });
  // Mails sent later (reminders) use the language the user last signed in with.
  if (meta.lang && meta.lang !== user.lang) await setUserLang(ctx.db, user.id, meta.lang);
  ctx.log.info({ userId: user.id }, 'login succeeded');
  return result;
}

/** The buyers' app: the same checks, for buyer accounts only. */
export async function loginBuyer(
  ctx: AppContext,
  input: Omit<LoginTokenRequest, 'grant_type'>,
  meta: { ip: string; userAgent: string | null },
): Promise<BuyerLoginResult> {
  const user = await verifyLogin(ctx, input, meta, 'buyer');
  const buyerId = await findBuyerIdOfUser(ctx.db, user.id);
  if (buyerId === undefined) throw new AppError('BAD_CREDENTIALS');
  const session = await openAnySession(ctx, user, meta);
  ctx.log.info({ userId: user.id }, 'buyer login succeeded');
  return {
    access_token: session.token,
    token_type: 'bearer',
    expires_in: session.expiresIn,
    adminId: user.id,
    adminCode: user.adminCode,
    buyerId,
    realName: user.realName,
    email: user.email,
  };
}

/**
 * Checks captcha, rate limits and password for an account of the given kind. Unknown email, wrong
 * password and another kind of account fail alike. Repeated failures block the address; an account
 * with 5 failures is closed only to the addresses that failed on it, so the owner signing in from
 * elsewhere (right password, right captcha) still gets in while the attacker's addresses wait.
 */
export async function verifyLogin(
  ctx: AppContext,
  input: Omit<LoginTokenRequest, 'grant_type'>,
  meta: { ip: string },
  kind: UserKind,
): Promise<UserRow> {
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

  const user = await findUserByEmail(ctx.db, account);
  if (!(await verifyPassword(user?.passwordHash, input.password)) || !user || user.kind !== kind) {
    await Promise.all([
      loginPerAccount.hit(account),
      loginPerAccountAddress.hit(accountAddress),
      loginPerIp.hit(meta.ip),
    ]);
    ctx.log.info({ account, kind, ip: meta.ip, accountBlocked: accountWait > 0 }, 'login failed');
    throw new AppError('BAD_CREDENTIALS');
  }
  if (user.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
  if (user.supplierId !== null) {
    const company = await findCompanySuspension(ctx.db, user.supplierId);
    if (company?.suspendedAt) throw companySuspendedError(company.suspendReason);
  }

  await loginPerAccountAddress.reset(accountAddress);
  // While the account is under attack, the owner's login does not hand the attacker fresh tries.
  if (accountWait === 0) await loginPerAccount.reset(account);
  return user;
}
