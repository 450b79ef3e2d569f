import { type InvitationReason, normalizeInviteCode, normalizeVisitorKey } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/inTransaction.js';
import {
  findEmailsOfSupplier,
  findInviterByCode,
  findUnjoinedInvitation,
  hasSignInFromAddress,
  insertInvitation,
  updateInvitation,
} from './affiliate.repository.js';
import { isDisposableEmail } from './disposableDomains.js';
import { normalizeEmail } from './inviteRules.js';

/** A sign-up address equal to one the inviter's users signed in from within this window is self-referral. */
const SAME_ADDRESS_WINDOW_MS = 24 * 3_600_000;

export interface SignUpWithCode {
  supplierId: number;
  email: string;
  ip: string;
  inviteCode?: string | undefined;
  inviteVisitor?: string | undefined;
}

/** Why a sign-up with a code does not qualify (null when it does); self-referral first. */
async function disqualification(
  ctx: AppContext,
  inviterId: number,
  signUp: SignUpWithCode,
  now: Date,
): Promise<InvitationReason | null> {
  if (inviterId === signUp.supplierId) return 'same_company';
  const email = normalizeEmail(signUp.email);
  const inviterEmails = await findEmailsOfSupplier(ctx.db, inviterId);
  if (inviterEmails.some((mine) => normalizeEmail(mine) === email)) return 'same_email';
  const since = new Date(now.getTime() - SAME_ADDRESS_WINDOW_MS);
  if (await hasSignInFromAddress(ctx.db, inviterId, signUp.ip, since)) return 'same_address';
  if (isDisposableEmail(email)) return 'disposable_email';
  return null;
}

/**
 * Credits a new company to the inviter whose code it signed up with: joins the invitation of its
 * mailbox or of its device's opening, or starts one. A sign-up that does not qualify is recorded as
 * rejected with the reason. Unknown or malformed codes are ignored. Never changes sign-up's answer.
 */
export async function attributeSignUp(ctx: AppContext, signUp: SignUpWithCode): Promise<void> {
  const code = normalizeInviteCode(signUp.inviteCode);
  if (!code) return;
  const inviterId = await findInviterByCode(ctx.db, code);
  if (!inviterId) return;
  const now = ctx.clock.now();
  const reason = await disqualification(ctx, inviterId, signUp, now);
  const email = normalizeEmail(signUp.email);
  const visitorKey = normalizeVisitorKey(signUp.inviteVisitor);
  await inTransaction(ctx.db, async (tx) => {
    const earlier =
      (await findUnjoinedInvitation(tx, inviterId, { email })) ??
      (visitorKey ? await findUnjoinedInvitation(tx, inviterId, { visitorKey }) : undefined);
    const joined = {
      code,
      state: reason ? ('rejected' as const) : ('joined' as const),
      reason,
      email,
      displayEmail: signUp.email.toLowerCase(),
      invitedSupplierId: signUp.supplierId,
      signupIp: signUp.ip,
      joinedAt: now,
    };
    if (earlier) await updateInvitation(tx, earlier.id, joined);
    else await insertInvitation(tx, { ...joined, inviterId, createdAt: now });
  });
  ctx.log.info({ inviterId, supplierId: signUp.supplierId, reason }, 'sign-up attributed to an invitation');
}
