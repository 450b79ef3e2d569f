import type { OperatorAccount, TotpSecret } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/inTransaction.js';
import { AppError } from '../../http/AppError.js';
import { type Caller, isStaffCaller, type StaffCaller } from '../../http/caller.js';
import { recordAudit } from '../audit/audit.service.js';
import { operatorKeys } from './operatorKeys.js';
import { toOperatorAccountDto } from './operators.presenter.js';
import {
  findOperatorRow,
  findRoleOfOperator,
  lockOperatorRow,
  permissionsOfOperator,
  updateOperatorTotp,
} from './operators.repository.js';
import { type TotpOutcome, tryTotpCode } from './totpAttempt.js';
import { newTotpSecret, totpUri } from './totpCodes.js';
import { openTotpState, sealTotpState } from './totpState.js';

/** The console's own-account calls are for the platform team only. */
function asStaff(caller: Caller): StaffCaller {
  if (!isStaffCaller(caller)) throw new AppError('FORBIDDEN');
  return caller;
}

/** Who is signed in to the console: role, permissions (fresh from the database) and two-factor sign-in. */
export async function getOwnOperatorAccount(ctx: AppContext, caller: Caller): Promise<OperatorAccount> {
  const staff = asStaff(caller);
  const row = await findOperatorRow(ctx.db, staff.userId);
  if (!row) throw new AppError('UNAUTHORIZED');
  const [role, permissions] = await Promise.all([
    findRoleOfOperator(ctx.db, row.id),
    permissionsOfOperator(ctx.db, row.id),
  ]);
  return toOperatorAccountDto(row, role, permissions);
}

/**
 * Starts setting two-factor sign-in up: a new secret, shown this once (QR and text). Nothing changes
 * for the sign-in until a code for it is confirmed; starting again replaces it.
 */
export async function startOwnTotpSetup(ctx: AppContext, caller: Caller): Promise<TotpSecret> {
  const staff = asStaff(caller);
  const keys = await operatorKeys(ctx);
  const secret = newTotpSecret();
  await inTransaction(ctx.db, async (tx) => {
    const row = await lockOperatorRow(tx, staff.userId);
    if (!row) throw new AppError('UNAUTHORIZED');
    if (row.totpEnabledAt) throw new AppError('TOTP_ALREADY_ENABLED');
    const state = { secret, lastStep: null, challenge: null, failures: 0 };
    await updateOperatorTotp(tx, row.id, { totpSecret: sealTotpState(keys, state) });
  });
  return { secret, otpauthUri: totpUri(secret, staff.email) };
}

function throwUnlessOk({ outcome }: { outcome: TotpOutcome }): void {
  if (outcome === 'ok') return;
  throw new AppError(
    outcome,
    outcome === 'TOTP_CODE_INVALID' ? { fields: { code: 'error.TOTP_CODE_INVALID' } } : {},
  );
}

/** Turns two-factor sign-in on with the app's first code for the secret being set up; audited. */
export async function confirmOwnTotp(
  ctx: AppContext,
  caller: Caller,
  code: string,
  ip: string,
): Promise<OperatorAccount> {
  const staff = asStaff(caller);
  const keys = await operatorKeys(ctx);
  const now = ctx.clock.now();
  const change = await inTransaction(ctx.db, async (tx) => {
    const row = await lockOperatorRow(tx, staff.userId);
    if (!row) throw new AppError('UNAUTHORIZED');
    if (row.totpEnabledAt) throw new AppError('TOTP_ALREADY_ENABLED');
    if (!row.totpSecret) throw new AppError('TOTP_SETUP_NOT_STARTED');
    const state = openTotpState(keys, row.totpSecret);
    const { outcome, next } = tryTotpCode(state, code, now);
    if (next !== state)
      await updateOperatorTotp(tx, row.id, {
        totpSecret: sealTotpState(keys, next),
        ...(outcome === 'ok' ? { totpEnabledAt: now } : {}),
      });
    if (outcome === 'ok')
      await recordAudit(tx, {
        actor: staff,
        action: 'operator.totpEnabled',
        targetType: 'operator',
        targetId: row.id,
        details: { email: row.email, at: 'settings' },
        ip,
      });
    return { outcome };
  });
  throwUnlessOk(change);
  return getOwnOperatorAccount(ctx, staff);
}

/**
 * Turns two-factor sign-in off with a current code (one not used before); refused while it is
 * required for the account. The secret is forgotten; audited.
 */
export async function disableOwnTotp(
  ctx: AppContext,
  caller: Caller,
  code: string,
  ip: string,
): Promise<OperatorAccount> {
  const staff = asStaff(caller);
  const keys = await operatorKeys(ctx);
  const now = ctx.clock.now();
  const change = await inTransaction(ctx.db, async (tx) => {
    const row = await lockOperatorRow(tx, staff.userId);
    if (!row) throw new AppError('UNAUTHORIZED');
    if (row.totpRequired) throw new AppError('TOTP_REQUIRED');
    if (!row.totpEnabledAt || !row.totpSecret) throw new AppError('TOTP_NOT_ENABLED');
    const state = openTotpState(keys, row.totpSecret);
    const { outcome, next } = tryTotpCode(state, code, now);
    if (outcome === 'ok') {
      await updateOperatorTotp(tx, row.id, { totpSecret: null, totpEnabledAt: null });
      await recordAudit(tx, {
        actor: staff,
        action: 'operator.totpDisabled',
        targetType: 'operator',
        targetId: row.id,
        details: { email: row.email },
        ip,
      });
    } else if (next !== state) {
      await updateOperatorTotp(tx, row.id, { totpSecret: sealTotpState(keys, next) });
    }
    return { outcome };
  });
  throwUnlessOk(change);
  return getOwnOperatorAccount(ctx, staff);
}
