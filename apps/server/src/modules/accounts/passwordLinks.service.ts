import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/AppError.js';
import { hashPassword, UNUSABLE_HASH_PREFIX } from '../../platform/passwords.js';
import { hashSecret, newSecret } from '../../platform/secrets.js';
import { assertPasswordNotCommon } from './password.service.js';
import {
  findLiveResetLink,
  insertPasswordReset,
  useAllResetLinksOf,
  useResetLink,
} from './passwordResets.repository.js';
import { endAllSessions } from './session.service.js';
import { findUserById, markEmailVerified, updatePasswordHash } from './users.repository.js';

// Links that let an account without a password choose one (invited buyers). They are reset links
// with a longer life, checked against the app's clock; only the token's hash is kept.

/** A stored password "hash" no password matches: the account waits for its first password. */
export function unusablePasswordHash(): string {
  return `${UNUSABLE_HASH_PREFIX}invited:${newSecret()}`;
}

/** Whether the stored hash is a real one (the user has chosen a password). */
export function hasUsablePassword(passwordHash: string): boolean {
  return !passwordHash.startsWith(UNUSABLE_HASH_PREFIX);
}

/**
 * Issues a single-use link token for the user to set a password, valid until `expiresAt`; the
 * user's earlier links stop working. Works inside a transaction. Returns the token (mail it).
 */
export async function issuePasswordLink(db: Database, userId: number, expiresAt: Date): Promise<string> {
  await useAllResetLinksOf(db, userId);
  const token = newSecret();
  await insertPasswordReset(db, { userId, tokenHash: hashSecret(token), expiresAt });
  return token;
}

/** The user a link is for and until when it works (nothing is used), or undefined when it does not work. */
export async function findPasswordLinkUser(ctx: AppContext, token: string) {
  const link = await findLiveResetLink(ctx.db, hashSecret(token), ctx.clock.now());
  if (!link) return undefined;
  const user = await findUserById(ctx.db, link.userId);
  return (
    user && {
      userId: user.id,
      email: user.email,
      realName: user.realName,
      kind: user.kind,
      expiresAt: link.expiresAt,
    }
  );
}

/**
 * Sets a password with a link that still works by the app's clock: the link works once (so do
 * none of the user's other links afterwards), the email counts as confirmed (the mail reached
 * its owner), and any session ends. INVITATION_LINK_INVALID for an unknown, used or expired link.
 */
export async function setPasswordWithLink(
  ctx: AppContext,
  input: { token: string; password: string },
): Promise<{ userId: number; email: string }> {
  assertPasswordNotCommon(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  const used = await useResetLink(ctx.db, hashSecret(input.token), now);
  if (!used) throw new AppError('INVITATION_LINK_INVALID');
  await updatePasswordHash(ctx.db, used.userId, passwordHash);
  await useAllResetLinksOf(ctx.db, used.userId);
  await markEmailVerified(ctx.db, used.userId, now);
  await endAllSessions(ctx, used.userId);
  const user = await findUserById(ctx.db, used.userId);
  ctx.log.info({ userId: used.userId }, 'password set with an invitation link');
  return { userId: used.userId, email: user?.email ?? '' };
}
