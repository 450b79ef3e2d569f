import {
  AFFILIATE_LIMITS,
  type Invitation,
  type InviteLink,
  type InviteList,
  type Lang,
  normalizeInviteCode,
  normalizeVisitorKey,
  type OpenInvite,
  type RecordInvite,
  translate,
  webPaths,
} from '@sc/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { pageRange, toPage } from '../../db/page.js';
import { suppliers } from '../../db/schema/index.js';
import { AppError } from '../../http/AppError.js';
import type { SupplierCaller } from '../../http/caller.js';
import { toInvitationDto } from './affiliate.presenter.js';
import {
  findCodeOfSupplier,
  findEmailsOfSupplier,
  findInviterByCode,
  hasInvitationForEmail,
  insertCode,
  insertInvitation,
  insertOpening,
  listInvitationsOf,
} from './affiliate.repository.js';
import { makeInviteCode, normalizeEmail } from './inviteRules.js';

/** The company's invitation code, made on first use (a clash with another company's code draws again). */
export async function ensureInviteCode(db: Database, supplierId: number, now: Date): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const existing = await findCodeOfSupplier(db, supplierId);
    if (existing) return existing;
    const code = makeInviteCode();
    if (await insertCode(db, supplierId, code, now)) return code;
  }
  throw new Error('could not draw a free invitation code');
}

/** The sign-up address that carries a code: the login page opened on its sign-up tab. */
export function inviteLinkOf(publicUrl: string, code: string): string {
  return `${publicUrl}${webPaths.login}?invite=${code}#signup`;
}

/** My code, its link, the reward terms and a copy-ready invitation in en/zh/ja. */
export async function getInviteLink(ctx: AppContext, caller: SupplierCaller): Promise<InviteLink> {
  const code = await ensureInviteCode(ctx.db, caller.supplierId, ctx.clock.now());
  const link = inviteLinkOf(ctx.config.publicUrl, code);
  const [company] = await ctx.db
    .select({ name: suppliers.name })
    .from(suppliers)
    .where(eq(suppliers.id, caller.supplierId));
  const text = (lang: Lang) => translate(lang, 'invite.text', { company: company?.name ?? '', link, code });
  const { days, contacts, holdDays } = ctx.config.referralReward;
  return {
    code,
    link,
    reward: { days, contacts, holdDays, activationsPerDay: AFFILIATE_LIMITS.activationsPerDay },
    texts: { en: text('en'), zh: text('ch'), ja: text('ja') },
  };
}

/** My company's invitations, newest first, with the totals; emails masked. */
export async function listInvitations(
  ctx: AppContext,
  caller: SupplierCaller,
  page: { pageIndex: number; pageSize: number },
): Promise<InviteList> {
  const { rows, totals } = await listInvitationsOf(ctx.db, caller.supplierId, pageRange(page));
  const list = rows.map((row) => toInvitationDto(row, ctx.config.referralReward.holdDays));
  return { ...toPage(list, totals.invited, page), totals };
}

/**
 * Notes an email the inviter invited (with a name): an invitation in the invited state that a
 * sign-up with the same mailbox and the code joins. My own company's mailboxes are refused.
 */
export async function recordInvite(
  ctx: AppContext,
  caller: SupplierCaller,
  input: RecordInvite,
): Promise<Invitation> {
  const email = normalizeEmail(input.email);
  const own = await findEmailsOfSupplier(ctx.db, caller.supplierId);
  if (own.some((mine) => normalizeEmail(mine) === email))
    throw new AppError('INVITE_OWN_EMAIL', { fields: { email: 'error.INVITE_OWN_EMAIL' } });
  if (await hasInvitationForEmail(ctx.db, caller.supplierId, email))
    throw new AppError('INVITE_ALREADY_RECORDED', { fields: { email: 'error.INVITE_ALREADY_RECORDED' } });
  const code = await ensureInviteCode(ctx.db, caller.supplierId, ctx.clock.now());
  const row = await insertInvitation(ctx.db, {
    inviterId: caller.supplierId,
    code,
    state: 'invited',
    email,
    displayEmail: input.email.toLowerCase(),
    name: input.name || null,
    createdAt: ctx.clock.now(),
  });
  return toInvitationDto(row, ctx.config.referralReward.holdDays);
}

/**
 * A visitor opened an invitation link: the device's first opening per inviter is recorded,
 * anonymously. The answer is the same whatever the code; openings past the address's hourly limit
 * are dropped silently.
 */
export async function openInvite(ctx: AppContext, input: OpenInvite, ip: string): Promise<null> {
  if (!(await ctx.limits.inviteOpenPerIp.take(ip))) return null;
  const code = normalizeInviteCode(input.code);
  const visitorKey = normalizeVisitorKey(input.visitorKey);
  if (!code || !visitorKey) return null;
  const inviterId = await findInviterByCode(ctx.db, code);
  if (inviterId) await insertOpening(ctx.db, { inviterId, code, visitorKey, at: ctx.clock.now() });
  return null;
}
