import type { ChangeUserRole, TeamOverview, TeamRole, TeamUser, UserId } from '@sc/contract';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/inTransaction.js';
import { AppError } from '../../http/AppError.js';
import type { SupplierCaller } from '../../http/caller.js';
import { revokeDisabledUserSessions } from '../accounts/session.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { loadAssignableRole, mayGrant, OWNER_ROLE } from '../roles/roleGrants.service.js';
import { listPendingInvitations } from './invitations.repository.js';
import { assertSeatFree, seatUsage } from './seats.service.js';
import { toTeamInvitationDto, toTeamUserDto, toTransferDto } from './team.presenter.js';
import {
  type CompanyUserRow,
  findCompanyUser,
  listCompanyRoles,
  listCompanyUsers,
  lockCompany,
  replaceUserRole,
  setUserDisabled,
} from './team.repository.js';
import { cancelTransfersOf, findOpenTransfer } from './transfers.repository.js';

/** Who asked and from where: the audit entry's actor and address. */
export type TeamActor = { caller: SupplierCaller; ip: string };

/** My company's users, pending invitations, seats and the open ownership transfer (the users page). */
export async function getTeamOverview(ctx: AppContext, caller: SupplierCaller): Promise<TeamOverview> {
  const now = ctx.clock.now();
  const users = await listCompanyUsers(ctx.db, caller.supplierId);
  const invitations = await listPendingInvitations(ctx.db, caller.supplierId);
  const seats = await seatUsage(ctx.db, caller.supplierId, now);
  const transfer = await findOpenTransfer(ctx.db, caller.supplierId, now);
  return {
    users: users.map((row) => toTeamUserDto(row, caller.userId)),
    invitations: invitations.map((row) => toTeamInvitationDto(row, now)),
    seats,
    transfer: transfer ? toTransferDto(transfer) : null,
    isOwner: users.some((row) => row.id === caller.userId && row.isOwner),
  };
}

/** Roles I may give a colleague: every company role but the owner's, none granting more than I hold. */
export async function listAssignableRoles(ctx: AppContext, caller: SupplierCaller): Promise<TeamRole[]> {
  const roles = await listCompanyRoles(ctx.db, caller.supplierId);
  return roles
    .filter((role) => !(role.builtIn && role.code === OWNER_ROLE) && mayGrant(caller, role.grants))
    .map(({ id, code, name, builtIn }) => ({ id, code, name, builtIn }));
}

/**
 * A colleague of the caller's company that the caller may change: RECORD_NOT_FOUND for anyone else
 * (another company's user included), TEAM_SELF_CHANGE for the caller, OWNER_PROTECTED for the owner.
 */
async function loadChangeableColleague(
  tx: Database,
  caller: SupplierCaller,
  userId: number,
): Promise<CompanyUserRow> {
  const user = await findCompanyUser(tx, caller.supplierId, userId);
  if (!user) throw new AppError('RECORD_NOT_FOUND');
  if (user.id === caller.userId) throw new AppError('TEAM_SELF_CHANGE');
  if (user.isOwner) throw new AppError('OWNER_PROTECTED');
  return user;
}

/**
 * Gives a colleague another role the caller may assign (loadAssignableRole); never the caller's own
 * role nor the owner's. Audited in the same transaction; their open portal is told after commit.
 */
export async function changeUserRole(
  ctx: AppContext,
  { caller, ip }: TeamActor,
  input: ChangeUserRole,
): Promise<TeamUser> {
  const changed = await inTransaction(ctx.db, async (tx) => {
    if (!(await lockCompany(tx, caller.supplierId))) throw new AppError('RECORD_NOT_FOUND');
    const user = await loadChangeableColleague(tx, caller, input.userId);
    const role = await loadAssignableRole(tx, caller, input.roleId);
    if (user.role?.id === role.id) return false;
    await replaceUserRole(tx, user.id, role.id);
    await recordAudit(tx, {
      actor: caller,
      action: 'user.roleChanged',
      targetType: 'user',
      targetId: user.id,
      details: {
        name: user.realName,
        email: user.email,
        from: user.role && { id: user.role.id, code: user.role.code, name: user.role.name },
        to: { id: role.id, code: role.code, name: role.name },
      },
      supplierId: caller.supplierId,
      ip,
    });
    return true;
  });
  if (changed) ctx.notifier.permissionsChanged([input.userId]);
  return loadTeamUser(ctx, caller, input.userId);
}

/**
 * Disables a colleague (never the caller, never the owner): status disabled with when and by whom,
 * their sessions revoked and an open ownership transfer to them cancelled, audited, in one
 * transaction; then their open portals hear `session:ended` (disabled) and are disconnected.
 */
export async function disableUser(
  ctx: AppContext,
  { caller, ip }: TeamActor,
  input: UserId,
): Promise<TeamUser> {
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx) => {
    if (!(await lockCompany(tx, caller.supplierId))) throw new AppError('RECORD_NOT_FOUND');
    const user = await loadChangeableColleague(tx, caller, input.userId);
    if (user.status === 'disabled') throw new AppError('USER_ALREADY_DISABLED');
    await setUserDisabled(tx, user.id, { at: now, by: caller.userId });
    const sessionsEnded = await revokeDisabledUserSessions(tx, user.id);
    const transfersCancelled = await cancelTransfersOf(tx, user.id, now);
    await recordAudit(tx, {
      actor: caller,
      action: 'user.disabled',
      targetType: 'user',
      targetId: user.id,
      details: {
        name: user.realName,
        email: user.email,
        sessionsEnded: sessionsEnded.length,
        ...(transfersCancelled.length ? { transfersCancelled } : {}),
      },
      supplierId: caller.supplierId,
      ip,
    });
  });
  ctx.notifier.endSessions({ userId: input.userId }, 'disabled');
  return loadTeamUser(ctx, caller, input.userId);
}

/** Makes a disabled colleague active again; they take a seat (SEATS_FULL when none is free). Audited. */
export async function enableUser(
  ctx: AppContext,
  { caller, ip }: TeamActor,
  input: UserId,
): Promise<TeamUser> {
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx) => {
    if (!(await lockCompany(tx, caller.supplierId))) throw new AppError('RECORD_NOT_FOUND');
    const user = await loadChangeableColleague(tx, caller, input.userId);
    if (user.status !== 'disabled') throw new AppError('USER_NOT_DISABLED');
    await assertSeatFree(tx, caller.supplierId, now);
    await setUserDisabled(tx, user.id, null);
    await recordAudit(tx, {
      actor: caller,
      action: 'user.enabled',
      targetType: 'user',
      targetId: user.id,
      details: { name: user.realName, email: user.email },
      supplierId: caller.supplierId,
      ip,
    });
  });
  return loadTeamUser(ctx, caller, input.userId);
}

async function loadTeamUser(ctx: AppContext, caller: SupplierCaller, userId: number): Promise<TeamUser> {
  const row = await findCompanyUser(ctx.db, caller.supplierId, userId);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return toTeamUserDto(row, caller.userId);
}
