import {
  type OwnershipTransfer,
  TEAM_LIMITS,
  type TransferId,
  translate,
  type UserId,
  webPaths,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/inTransaction.js';
import { AppError } from '../../http/AppError.js';
import type { SupplierCaller } from '../../http/caller.js';
import { recordAudit } from '../audit/audit.service.js';
import { ownerRoleId } from '../roles/roleGrants.service.js';
import { toTransferDto } from './team.presenter.js';
import {
  findBuiltInRoleId,
  findCompanyName,
  findCompanyUser,
  findMailee,
  lockCompany,
  replaceUserRole,
} from './team.repository.js';
import type { TeamActor } from './teamUsers.service.js';
import {
  closeExpiredTransfers,
  closeTransfer,
  findOpenTransfer,
  insertTransfer,
  type TransferRow,
} from './transfers.repository.js';

const DAY_MS = 86_400_000;
/** The role a former owner keeps after handing ownership over. */
const FORMER_OWNER_ROLE = 'manager';

async function lockTeam(tx: Database, supplierId: number): Promise<void> {
  if (!(await lockCompany(tx, supplierId))) throw new AppError('RECORD_NOT_FOUND');
}

/** The company's open transfer when it is the one asked about, else TRANSFER_INVALID. */
async function loadOpenTransfer(
  tx: Database,
  supplierId: number,
  id: number,
  now: Date,
): Promise<TransferRow> {
  const transfer = await findOpenTransfer(tx, supplierId, now);
  if (transfer?.id !== id) throw new AppError('TRANSFER_INVALID');
  return transfer;
}

async function assertOwner(tx: Database, caller: SupplierCaller): Promise<void> {
  const me = await findCompanyUser(tx, caller.supplierId, caller.userId);
  if (!me?.isOwner) throw new AppError('FORBIDDEN');
}

/**
 * The owner proposes an active colleague who manages the team as the new owner: one open transfer
 * per company, waiting 7 days for their answer; audited; the colleague is mailed in their language.
 */
export async function requestOwnershipTransfer(
  ctx: AppContext,
  { caller, ip }: TeamActor,
  input: UserId,
): Promise<OwnershipTransfer> {
  const now = ctx.clock.now();
  const transferId = await inTransaction(ctx.db, async (tx) => {
    await lockTeam(tx, caller.supplierId);
    await assertOwner(tx, caller);
    const target = await findCompanyUser(tx, caller.supplierId, input.userId);
    if (!target) throw new AppError('RECORD_NOT_FOUND');
    if (target.id === caller.userId || target.status !== 'active' || !target.managesTeam)
      throw new AppError('TRANSFER_TARGET_INVALID');
    await closeExpiredTransfers(tx, caller.supplierId, now);
    if (await findOpenTransfer(tx, caller.supplierId, now)) throw new AppError('TRANSFER_OPEN');
    const expiresAt = new Date(now.getTime() + TEAM_LIMITS.transferDays * DAY_MS);
    const id = await insertTransfer(tx, {
      supplierId: caller.supplierId,
      fromUserId: caller.userId,
      toUserId: target.id,
      createdAt: now,
      expiresAt,
    });
    await recordAudit(tx, {
      actor: caller,
      action: 'ownership.transferRequested',
      targetType: 'user',
      targetId: target.id,
      details: {
        transferId: id,
        name: target.realName,
        email: target.email,
        expiresAt: expiresAt.toISOString(),
      },
      supplierId: caller.supplierId,
      ip,
    });
    return id;
  });
  const transfer = await findOpenTransfer(ctx.db, caller.supplierId, now);
  if (transfer?.id !== transferId) throw new AppError('TRANSFER_INVALID');
  await mailTransferRequest(ctx, caller, transfer);
  return toTransferDto(transfer);
}

async function mailTransferRequest(ctx: AppContext, caller: SupplierCaller, transfer: TransferRow) {
  const to = await findMailee(ctx.db, transfer.toUserId);
  if (!to) return;
  const company = await findCompanyName(ctx.db, caller.supplierId);
  await ctx.mailer.send({
    to: to.email,
    subject: translate(to.lang, 'mail.ownershipTransferSubject', { company }),
    text: translate(to.lang, 'mail.ownershipTransferBody', {
      name: to.realName,
      owner: caller.realName,
      company,
      days: TEAM_LIMITS.transferDays,
      // With a query, the sign-in page brings them back to the users page (the guard keeps the address).
      link: `${ctx.config.publicUrl}${webPaths.acceptOwnership}?transfer=${transfer.id}`,
    }),
  });
}

/** The owner withdraws the open transfer. Audited. */
export function cancelOwnershipTransfer(ctx: AppContext, actor: TeamActor, input: TransferId): Promise<null> {
  return closeWithoutTransfer(ctx, actor, input, 'withdrawn');
}

/** The proposed colleague declines the open transfer. Audited. */
export function declineOwnershipTransfer(
  ctx: AppContext,
  actor: TeamActor,
  input: TransferId,
): Promise<null> {
  return closeWithoutTransfer(ctx, actor, input, 'declined');
}

/** Ends the open transfer unaccepted: only the owner withdraws it, only the proposed colleague declines it. */
async function closeWithoutTransfer(
  ctx: AppContext,
  { caller, ip }: TeamActor,
  input: TransferId,
  outcome: 'withdrawn' | 'declined',
): Promise<null> {
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx) => {
    await lockTeam(tx, caller.supplierId);
    if (outcome === 'withdrawn') await assertOwner(tx, caller);
    const transfer = await loadOpenTransfer(tx, caller.supplierId, input.transferId, now);
    if (outcome === 'declined' && transfer.toUserId !== caller.userId) throw new AppError('TRANSFER_INVALID');
    await closeTransfer(tx, transfer.id, { cancelledAt: now });
    await recordAudit(tx, {
      actor: caller,
      action: 'ownership.transferCancelled',
      targetType: 'user',
      targetId: transfer.toUserId,
      details: { transferId: transfer.id, name: transfer.toName, outcome },
      supplierId: caller.supplierId,
      ip,
    });
  });
  return null;
}

/**
 * The proposed colleague accepts: in one transaction, with the company locked, they get the owner
 * role and the former owner becomes a manager (exactly one owner, whatever races), audited; then
 * both open portals are told their permissions changed.
 */
export async function acceptOwnershipTransfer(
  ctx: AppContext,
  { caller, ip }: TeamActor,
  input: TransferId,
): Promise<null> {
  const now = ctx.clock.now();
  const { fromUserId } = await inTransaction(ctx.db, async (tx) => {
    await lockTeam(tx, caller.supplierId);
    const transfer = await loadOpenTransfer(tx, caller.supplierId, input.transferId, now);
    if (transfer.toUserId !== caller.userId) throw new AppError('TRANSFER_INVALID');
    const from = await findCompanyUser(tx, caller.supplierId, transfer.fromUserId);
    const to = await findCompanyUser(tx, caller.supplierId, transfer.toUserId);
    if (!from?.isOwner || to?.status !== 'active') throw new AppError('TRANSFER_INVALID');
    const managerRoleId = await findBuiltInRoleId(tx, FORMER_OWNER_ROLE);
    if (managerRoleId === undefined) throw new Error('the manager role is not seeded');
    await replaceUserRole(tx, to.id, await ownerRoleId(tx));
    await replaceUserRole(tx, from.id, managerRoleId);
    if (!(await closeTransfer(tx, transfer.id, { acceptedAt: now }))) throw new AppError('TRANSFER_INVALID');
    await recordAudit(tx, {
      actor: caller,
      action: 'ownership.transferred',
      targetType: 'company',
      targetId: caller.supplierId,
      details: {
        transferId: transfer.id,
        from: { id: from.id, name: from.realName },
        to: { id: to.id, name: to.realName, previousRole: to.role?.code ?? null },
      },
      supplierId: caller.supplierId,
      ip,
    });
    return { fromUserId: from.id };
  });
  ctx.notifier.permissionsChanged([fromUserId, caller.userId]);
  return null;
}
