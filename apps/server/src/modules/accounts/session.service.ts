import type { LoginTokenResult } from '@sc/contract';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/AppError.js';
import type { Caller } from '../../http/caller.js';
import { hashSecret, newSecret } from '../../platform/secrets.js';
import { companySuspendedError } from './companySuspension.js';
import {
  findSessionByTokenHash,
  openSessionReplacingOthers,
  revokeSession,
  revokeSessionsOfCompany,
  revokeSessionsOfUser,
} from './sessions.repository.js';
import type { UserRow } from './users.repository.js';

/** Opens a session for a user who proved who they are; earlier sessions are ended and told so. */
export async function openAnySession(
  ctx: AppContext,
  user: UserRow,
  meta: { ip: string | null; userAgent: string | null },
): Promise<{ token: string; expiresIn: number }> {
  const token = newSecret();
  const ttlSeconds = ctx.config.sessionTtlHours * 3600;
  const { replacedSessionIds } = await openSessionReplacingOthers(ctx.db, {
    userId: user.id,
    tokenHash: hashSecret(token),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    ...meta,
  });
  if (replacedSessionIds.length) ctx.notifier.endSessions({ sessionIds: replacedSessionIds }, 'replaced');
  return { token, expiresIn: ttlSeconds };
}

/** A supplier user's session, answered as the SPEC's login result. */
export async function openSession(
  ctx: AppContext,
  user: UserRow,
  meta: { ip: string | null; userAgent: string | null },
): Promise<LoginTokenResult> {
  if (user.supplierId === null) throw new Error(`user ${user.id} is not a supplier user`);
  const supplierId = user.supplierId;
  const { token, expiresIn } = await openAnySession(ctx, user, meta);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: expiresIn,
    adminId: user.id,
    adminCode: user.adminCode,
    supplierId,
    realName: user.realName,
    email: user.email,
  };
}

/** Resolves a bearer token to its caller, or throws 401 (SESSION_REPLACED when a newer login took over). */
export async function authenticateToken(ctx: AppContext, token: string | undefined): Promise<Caller> {
  if (!token) throw new AppError('UNAUTHORIZED');
  const tokenHash = hashSecret(token);
  const cached = ctx.sessionCache.get(tokenHash);
  if (cached) return cached;
  const row = await findSessionByTokenHash(ctx.db, tokenHash);
  if (!row) throw new AppError('UNAUTHORIZED');
  if (row.revokedAt) {
    // Ended by a suspension still in force: say so (after a reactivation it is an ordinary 401).
    if (row.revokedReason === 'suspended' && row.companySuspendedAt)
      throw companySuspendedError(row.companySuspendReason, 401);
    // Ended by the company disabling the user, still disabled: say so (re-enabled, it is an ordinary 401).
    if (row.revokedReason === 'disabled' && row.status === 'disabled') throw userDisabledError();
    throw new AppError(row.revokedReason === 'replaced' ? 'SESSION_REPLACED' : 'UNAUTHORIZED');
  }
  if (row.expiresAt.getTime() <= Date.now() || row.status !== 'active') throw new AppError('UNAUTHORIZED');
  if (row.companySuspendedAt) throw companySuspendedError(row.companySuspendReason, 401);
  const caller: Caller = {
    sessionId: row.sessionId,
    userId: row.userId,
    kind: row.kind,
    supplierId: row.supplierId,
    buyerId: row.buyerId,
    adminCode: row.adminCode,
    email: row.email,
    realName: row.realName,
    permissions: new Set(row.permissions),
    ownScope: new Set(row.ownScope),
  };
  ctx.sessionCache.set(tokenHash, caller, row.expiresAt);
  return caller;
}

/** Ends the caller's session and disconnects its sockets. */
export async function logout(ctx: AppContext, caller: Caller): Promise<void> {
  await revokeSession(ctx.db, caller.sessionId, 'logout');
  ctx.notifier.endSessions({ sessionIds: [caller.sessionId] }, 'logout');
}

/** Ends every session of a user after their password changed. */
export async function endAllSessions(ctx: AppContext, userId: number): Promise<void> {
  await revokeSessionsOfUser(ctx.db, userId, 'password_changed');
  ctx.notifier.endSessions({ userId }, 'password_changed');
}

/** The 401 a disabled user's session gets: the web ends it with the "disabled by your company" dialog. */
function userDisabledError(): AppError {
  return new AppError('USER_DISABLED', { httpStatus: 401 });
}

/**
 * Ends every session of a user their company disabled, inside the caller's transaction; returns their
 * ids. Once committed, announce it with `ctx.notifier.endSessions({ userId }, 'disabled')`.
 */
export function revokeDisabledUserSessions(tx: Database, userId: number): Promise<number[]> {
  return revokeSessionsOfUser(tx, userId, 'disabled');
}

/**
 * Ends every session of a company's users inside the caller's transaction (the company is being
 * suspended); returns their ids, to announce with `ctx.notifier.endSessions` once committed.
 */
export function revokeCompanySessions(tx: Database, supplierId: number): Promise<number[]> {
  return revokeSessionsOfCompany(tx, supplierId, 'suspended');
}
