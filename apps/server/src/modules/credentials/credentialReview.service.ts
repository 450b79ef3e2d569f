import {
  type CallInput,
  type ConsoleCredential,
  type consoleCredentialCalls,
  type RewardTerm,
  utcToday,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/inTransaction.js';
import { AppError } from '../../http/AppError.js';
import type { StaffCaller } from '../../http/caller.js';
import { activateInvitation } from '../affiliate/activation.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { setCompanyVerified } from '../company/company.service.js';
import { grantCredentialReward, takeBackCredentialReward } from './credentialRewards.js';
import { isValidToday } from './credentialState.js';
import { toConsoleDto } from './credentials.presenter.js';
import {
  type ConsoleCredentialRow,
  type CredentialRow,
  findConsoleCredential,
  listCompanyCredentials,
  listCompanyForConsole,
  listPendingForConsole,
  listRecentDecisionsForConsole,
  listRevocationsForConsole,
  listRewardTerms,
  lockCredential,
  updateCredential,
  upsertRewardTerm,
} from './credentials.repository.js';
import { fileRefsOf } from './credentials.service.js';

const CONSOLE_LIST_LIMIT = 200;

async function toConsoleList(ctx: AppContext, rows: ConsoleCredentialRow[]): Promise<ConsoleCredential[]> {
  const files = await fileRefsOf(
    ctx,
    ctx.db,
    rows.map((r) => r.credential),
  );
  const now = ctx.clock.now();
  const today = utcToday(now);
  return rows.map((row) => toConsoleDto(row, files, now, today));
}

async function consoleCredential(ctx: AppContext, id: number): Promise<ConsoleCredential> {
  const row = await findConsoleCredential(ctx.db, id);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  const [dto] = await toConsoleList(ctx, [row]);
  if (!dto) throw new AppError('RECORD_NOT_FOUND');
  return dto;
}

/** The review queue (oldest first), revocations waiting for a second operator, or recent decisions. */
export async function listCredentialQueue(
  ctx: AppContext,
  query: CallInput<typeof consoleCredentialCalls.queue>,
): Promise<ConsoleCredential[]> {
  const list =
    query.view === 'pending'
      ? listPendingForConsole
      : query.view === 'revocations'
        ? listRevocationsForConsole
        : listRecentDecisionsForConsole;
  return toConsoleList(ctx, await list(ctx.db, CONSOLE_LIST_LIMIT));
}

/** Every version of one company's credentials, for the reviewer's context. */
export async function listCompanyCredentialsForConsole(
  ctx: AppContext,
  query: CallInput<typeof consoleCredentialCalls.company>,
): Promise<ConsoleCredential[]> {
  return toConsoleList(ctx, await listCompanyForConsole(ctx.db, query.supplierId));
}

/** Whether the company still has a valid verified business licence once `except` is set aside. */
async function keepsVerifiedLicence(tx: Database, supplierId: number, except: number, today: string) {
  const rows = await listCompanyCredentials(tx, supplierId);
  return rows.some(
    (r) => r.id !== except && r.type === 'business_licence' && !r.revokedAt && isValidToday(r, today),
  );
}

/**
 * Approves a pending version (its type's reward is granted in the same transaction, once per type;
 * a business licence marks the company verified, which locks its legal fields), rejects it with a
 * reason, or asks for a new upload. Audited in the same transaction.
 */
export async function decideCredential(
  ctx: AppContext,
  caller: StaffCaller,
  input: CallInput<typeof consoleCredentialCalls.decide>,
): Promise<ConsoleCredential> {
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx) => {
    const credential = await lockCredential(tx, input.id);
    if (!credential) throw new AppError('RECORD_NOT_FOUND');
    if (credential.state !== 'pending') throw new AppError('CREDENTIAL_DECIDED');
    const approved = input.decision === 'approve';
    await updateCredential(tx, credential.id, {
      state: approved ? 'verified' : input.decision === 'reject' ? 'rejected' : 'reupload',
      rejectReason: approved ? null : input.reason,
      reviewNote: input.note || null,
      reviewedBy: caller.userId,
      reviewedAt: now,
    });
    const reward = approved ? await grantCredentialReward(tx, credential, now) : null;
    if (approved && credential.type === 'business_licence') {
      await setCompanyVerified(tx, credential.supplierId, now);
      // An invited company with a verified licence activates its invitation (the affiliate programme).
      await activateInvitation(tx, credential.supplierId, 'business_licence', now);
    }
    await recordAudit(tx, {
      actor: caller,
      action: `credential.${input.decision}`,
      targetType: 'credential',
      targetId: credential.id,
      details: {
        supplierId: credential.supplierId,
        type: credential.type,
        version: credential.version,
        reason: input.reason,
        note: input.note,
        reward,
      },
    });
  });
  return consoleCredential(ctx, input.id);
}

async function lockVerified(tx: Database, id: number): Promise<CredentialRow> {
  const credential = await lockCredential(tx, id);
  if (!credential) throw new AppError('RECORD_NOT_FOUND');
  if (credential.state !== 'verified') throw new AppError('CREDENTIAL_DECIDED');
  return credential;
}

/** First step of a revocation: one operator asks, with the reason and whether to take the reward back. */
export async function requestRevocation(
  ctx: AppContext,
  caller: StaffCaller,
  input: CallInput<typeof consoleCredentialCalls.requestRevocation>,
): Promise<ConsoleCredential> {
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx) => {
    const credential = await lockVerified(tx, input.id);
    if (credential.revokeRequestedAt) throw new AppError('REVOCATION_PENDING');
    await updateCredential(tx, credential.id, {
      revokeRequestedBy: caller.userId,
      revokeRequestedAt: now,
      revokeReason: input.reason,
      revokeTakeBack: input.takeBack,
    });
    await recordAudit(tx, {
      actor: caller,
      action: 'credential.revoke.request',
      targetType: 'credential',
      targetId: credential.id,
      details: { supplierId: credential.supplierId, reason: input.reason, takeBack: input.takeBack },
    });
  });
  return consoleCredential(ctx, input.id);
}

/**
 * Second step: another operator confirms. The credential is revoked (its badge goes), the reward is
 * taken back if the request said so, and a revoked business licence no longer locks the company's
 * legal fields unless another valid one does.
 */
export async function confirmRevocation(
  ctx: AppContext,
  caller: StaffCaller,
  input: CallInput<typeof consoleCredentialCalls.confirmRevocation>,
): Promise<ConsoleCredential> {
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx) => {
    const credential = await lockVerified(tx, input.id);
    if (!credential.revokeRequestedAt) throw new AppError('REVOCATION_NOT_REQUESTED');
    if (credential.revokeRequestedBy === caller.userId) throw new AppError('REVOCATION_SAME_OPERATOR');
    await updateCredential(tx, credential.id, { state: 'revoked', revokedBy: caller.userId, revokedAt: now });
    const takenBack = credential.revokeTakeBack
      ? await takeBackCredentialReward(
          tx,
          credential,
          `credential revoked: ${credential.revokeReason ?? ''}`,
          now,
        )
      : null;
    if (
      credential.type === 'business_licence' &&
      !(await keepsVerifiedLicence(tx, credential.supplierId, credential.id, utcToday(now)))
    )
      await setCompanyVerified(tx, credential.supplierId, null);
    await recordAudit(tx, {
      actor: caller,
      action: 'credential.revoke.confirm',
      targetType: 'credential',
      targetId: credential.id,
      details: {
        supplierId: credential.supplierId,
        reason: credential.revokeReason,
        requestedBy: credential.revokeRequestedBy,
        takenBack,
      },
    });
  });
  return consoleCredential(ctx, input.id);
}

/** Withdraws a revocation request (either operator). */
export async function cancelRevocation(
  ctx: AppContext,
  caller: StaffCaller,
  input: CallInput<typeof consoleCredentialCalls.cancelRevocation>,
): Promise<ConsoleCredential> {
  await inTransaction(ctx.db, async (tx) => {
    const credential = await lockVerified(tx, input.id);
    if (!credential.revokeRequestedAt) throw new AppError('REVOCATION_NOT_REQUESTED');
    await updateCredential(tx, credential.id, {
      revokeRequestedBy: null,
      revokeRequestedAt: null,
      revokeReason: null,
      revokeTakeBack: null,
    });
    await recordAudit(tx, {
      actor: caller,
      action: 'credential.revoke.cancel',
      targetType: 'credential',
      targetId: credential.id,
      details: { supplierId: credential.supplierId, reason: credential.revokeReason },
    });
  });
  return consoleCredential(ctx, input.id);
}

/** What verifying each credential type earns now. */
export async function listCredentialRewardTerms(ctx: AppContext): Promise<RewardTerm[]> {
  const rows = await listRewardTerms(ctx.db);
  return rows.map((r) => ({ type: r.type, days: r.days, contacts: r.contacts }));
}

/** New reward amounts for later verifications; what was granted stays. Audited. */
export async function saveCredentialRewardTerms(
  ctx: AppContext,
  caller: StaffCaller,
  input: CallInput<typeof consoleCredentialCalls.saveRewardTerms>,
): Promise<RewardTerm[]> {
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx) => {
    const before = await listRewardTerms(tx);
    for (const term of input.terms) await upsertRewardTerm(tx, term, now);
    await recordAudit(tx, {
      actor: caller,
      action: 'credential.rewardTerms.save',
      targetType: 'credential_reward_terms',
      targetId: 'all',
      details: {
        before: before.map((t) => ({ type: t.type, days: t.days, contacts: t.contacts })),
        after: input.terms,
      },
    });
  });
  return listCredentialRewardTerms(ctx);
}
