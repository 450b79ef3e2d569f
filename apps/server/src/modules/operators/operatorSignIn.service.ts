import type {
  BuyerLoginRequest,
  CallInput,
  ConsoleSignInResult,
  consoleAuthCalls,
  StaffLoginResult,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/inTransaction.js';
import { AppError } from '../../http/AppError.js';
import { verifyLogin } from '../accounts/login.service.js';
import { openAnySession } from '../accounts/session.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { operatorKeys } from './operatorKeys.js';
import {
  lockOperatorRow,
  type OperatorRow,
  permissionsOfOperator,
  updateOperatorTotp,
} from './operators.repository.js';
import { type ChallengeStep, newChallenge, readChallenge, signChallenge } from './signInChallenge.js';
import { tryTotpCode } from './totpAttempt.js';
import { newTotpSecret, totpUri } from './totpCodes.js';
import { openTotpState, sealTotpState, type TotpState } from './totpState.js';

type SignInMeta = { ip: string; userAgent: string | null };

/** The second step an operator's sign-in needs: a code (two-factor on), its setup (required, not on yet), or none. */
function secondStepOf(user: OperatorRow): ChallengeStep | null {
  if (user.totpEnabledAt) return 'code';
  if (user.totpRequired) return 'setup';
  return null;
}

/** Opens the operator's console session (one per user: earlier ones end). */
async function openStaffSession(
  ctx: AppContext,
  user: OperatorRow,
  meta: SignInMeta,
): Promise<StaffLoginResult> {
  const session = await openAnySession(ctx, user, meta);
  ctx.log.info({ userId: user.id }, 'staff login succeeded');
  return {
    access_token: session.token,
    token_type: 'bearer',
    expires_in: session.expiresIn,
    adminId: user.id,
    adminCode: user.adminCode,
    realName: user.realName,
    email: user.email,
    permissions: await permissionsOfOperator(ctx.db, user.id),
  };
}

/**
 * Console sign-in, step 1: captcha and password. Without two-factor sign-in the session opens at
 * once. Otherwise no session yet: a challenge signed by the server, valid 5 minutes (a newer sign-in
 * replaces it), for the code of the operator's app, or, when two-factor sign-in is required but not
 * set up, for setting it up first (the secret to scan comes with it; an unfinished setup keeps its secret).
 */
export async function signInToConsole(
  ctx: AppContext,
  input: BuyerLoginRequest,
  meta: SignInMeta,
): Promise<ConsoleSignInResult> {
  const user = await verifyLogin(ctx, input, meta, 'staff');
  if (!secondStepOf(user)) return { step: 'session', session: await openStaffSession(ctx, user, meta) };
  const keys = await operatorKeys(ctx);
  const now = ctx.clock.now();
  const opened = await inTransaction(ctx.db, async (tx) => {
    const locked = await lockOperatorRow(tx, user.id);
    const step = locked && secondStepOf(locked);
    if (!locked || !step) throw new AppError('TOTP_CHALLENGE_EXPIRED');
    const current = locked.totpSecret ? openTotpState(keys, locked.totpSecret) : null;
    if (step === 'code' && !current)
      throw new Error(`operator ${locked.id}: two-factor sign-in on without a secret`);
    const challenge = newChallenge(locked.id, step, now);
    const state: TotpState =
      step === 'code' && current
        ? { ...current, challenge: challenge.nonce, failures: 0 }
        : {
            secret: current?.secret ?? newTotpSecret(),
            lastStep: null,
            challenge: challenge.nonce,
            failures: 0,
          };
    await updateOperatorTotp(tx, locked.id, { totpSecret: sealTotpState(keys, state) });
    return { challenge, secret: state.secret };
  });
  const challenge = signChallenge(keys, opened.challenge);
  const expiresAt = new Date(opened.challenge.expiresAt).toISOString();
  if (opened.challenge.step === 'code') return { step: 'code', challenge, expiresAt };
  return {
    step: 'setup',
    challenge,
    expiresAt,
    totp: { secret: opened.secret, otpauthUri: totpUri(opened.secret, user.email) },
  };
}

/**
 * The one-step console sign-in (`console/auth/token`): the same first step for accounts without
 * two-factor sign-in; an account with it (or required to set it up) is refused with TOTP_CODE_NEEDED.
 */
export async function signInToConsoleWithoutCode(
  ctx: AppContext,
  input: BuyerLoginRequest,
  meta: SignInMeta,
): Promise<StaffLoginResult> {
  const user = await verifyLogin(ctx, input, meta, 'staff');
  if (secondStepOf(user)) throw new AppError('TOTP_CODE_NEEDED');
  return openStaffSession(ctx, user, meta);
}

/**
 * Console sign-in, step 2: the app's code on the challenge, checked against the server's clock
 * (30-second steps, one either side). A right code gives the session (after a setup, two-factor
 * sign-in is on from now, audited in the same transaction); a code already accepted is refused; the
 * fifth wrong code ends the challenge. Wrong codes also count against the address like wrong passwords.
 */
export async function signInToConsoleWithCode(
  ctx: AppContext,
  input: CallInput<typeof consoleAuthCalls.signInCode>,
  meta: SignInMeta,
): Promise<StaffLoginResult> {
  const keys = await operatorKeys(ctx);
  const now = ctx.clock.now();
  const challenge = readChallenge(keys, input.challenge, now);
  if (!challenge) throw new AppError('TOTP_CHALLENGE_EXPIRED');
  const result = await inTransaction(ctx.db, async (tx) => {
    const user = await lockOperatorRow(tx, challenge.userId);
    if (!user) return { outcome: 'TOTP_CHALLENGE_EXPIRED' as const };
    if (user.status !== 'active') return { outcome: 'ACCOUNT_DISABLED' as const };
    const state = user.totpSecret ? openTotpState(keys, user.totpSecret) : null;
    if (!state || secondStepOf(user) !== challenge.step || state.challenge !== challenge.nonce)
      return { outcome: 'TOTP_CHALLENGE_EXPIRED' as const };
    const { outcome, next } = tryTotpCode(state, input.code, now);
    const isSetUp = outcome === 'ok' && challenge.step === 'setup';
    if (next !== state)
      await updateOperatorTotp(tx, user.id, {
        totpSecret: sealTotpState(keys, next),
        ...(isSetUp ? { totpEnabledAt: now } : {}),
      });
    if (isSetUp)
      await recordAudit(tx, {
        actor: { userId: user.id, realName: user.realName },
        action: 'operator.totpEnabled',
        targetType: 'operator',
        targetId: user.id,
        details: { email: user.email, at: 'signIn' },
        ip: meta.ip,
      });
    return { outcome, user };
  });
  if (result.outcome === 'ok') return openStaffSession(ctx, result.user, meta);
  if (result.outcome === 'TOTP_CODE_INVALID' || result.outcome === 'TOTP_TOO_MANY_ATTEMPTS')
    await ctx.limits.loginPerIp.hit(meta.ip);
  throw new AppError(
    result.outcome,
    result.outcome === 'TOTP_CODE_INVALID' ? { fields: { code: 'error.TOTP_CODE_INVALID' } } : {},
  );
}
