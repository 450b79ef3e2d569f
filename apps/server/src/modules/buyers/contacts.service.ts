import type { ContactCheck, ContactResult } from '@sc/contract';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/inTransaction.js';
import { AppError } from '../../http/AppError.js';
import type { SupplierCaller } from '../../http/caller.js';
import { assertEmailVerified, isEmailVerified } from '../accounts/emailVerification.service.js';
import { missingRefs, showroomStateOf } from '../company/showroomState.js';
import { chargeForContact, findQuotaRefusal } from '../service/service.service.js';
import { assertBuyerReachable, isBuyerBlocked } from './buyerBlocks.service.js';
import { contactStatusOf } from './buyers.presenter.js';
import { buyerExists } from './buyers.repository.js';
import {
  type ContactRow,
  findContact,
  insertSupplierContact,
  lockContact,
  markSupplierAnswered,
  upsertBuyerWrote,
} from './contacts.repository.js';

/** A contact costs one from the quota when it is new, or when the buyer started it and we never answered. */
function owesQuota(contact: ContactRow | undefined): boolean {
  return !contact || (contact.startedBy === 'buyer' && contact.chargedAt === null);
}

/**
 * Buyers decide by the showroom (issue 14): a company starts new contacts only once its showroom is
 * complete and published. Conversations it already has, and replies to buyers who wrote first, go on.
 */
async function assertShowroomUnlocked(tx: Database, supplierId: number): Promise<void> {
  const state = await showroomStateOf(tx, supplierId);
  if (state.unlocked) return;
  const missing = state.missing.length > 0 ? missingRefs(state.missing) : [{ key: 'checklist.publish' }];
  throw new AppError('SHOWROOM_LOCKED', { values: { missing } });
}

/** chat/check: may I contact this buyer, and would it cost a contact? Spends nothing. */
export async function checkContact(
  ctx: AppContext,
  caller: SupplierCaller,
  buyerId: number,
): Promise<ContactCheck> {
  if (!(await buyerExists(ctx.db, buyerId))) throw new AppError('RECORD_NOT_FOUND');
  const contact = await findContact(ctx.db, caller.supplierId, buyerId);
  const consumesQuota = owesQuota(contact);
  const { refusal: quotaRefusal, plan } = consumesQuota
    ? await findQuotaRefusal(ctx.db, caller.supplierId, ctx.clock.now())
    : { refusal: null, plan: null };
  // Same order as openContactInTx: an unconfirmed email is refused before the quota is looked at.
  const refusal = (await isBuyerBlocked(ctx.db, buyerId))
    ? 'BUYER_BLOCKED'
    : consumesQuota && !(await isEmailVerified(ctx.db, caller.userId))
      ? 'EMAIL_UNVERIFIED'
      : !contact && !(await showroomStateOf(ctx.db, caller.supplierId)).unlocked
        ? 'SHOWROOM_LOCKED'
        : quotaRefusal;
  return {
    buyerId,
    contactStatus: contact ? contactStatusOf(contact) : 'none',
    consumesQuota,
    allowed: refusal === null,
    refusal,
    plan,
  };
}

/**
 * Inside the caller's transaction: opens (or answers) a contact with a buyer for my company,
 * spending one contact from the quota when SPEC 1 says so: a new buyer, or the first reply to a
 * conversation the buyer started. A new contact also needs an unlocked showroom. Contacting the same buyer again spends nothing. Without a live
 * service or quota, or before the user confirmed their email, it throws, and the transaction rolls
 * back: nothing is created or spent. `entryId` is the ledger entry of the contact spent (null: none).
 */
export async function openContactInTx(
  tx: Database,
  caller: SupplierCaller,
  buyerId: number,
  now: Date,
): Promise<{ contact: ContactRow; charged: boolean; entryId: number | null }> {
  // A buyer the platform blocked cannot be contacted, answered or quoted.
  await assertBuyerReachable(tx, buyerId);
  const spend = async (reason: 'contact' | 'reply') => {
    // The trial's contacts wait for the sign-up email to be confirmed.
    await assertEmailVerified(tx, caller.userId);
    return chargeForContact(
      tx,
      { supplierId: caller.supplierId, buyerId, userId: caller.userId, reason },
      now,
    );
  };
  const created = await insertSupplierContact(tx, caller.supplierId, buyerId);
  if (created) {
    await assertEmailVerified(tx, caller.userId);
    await assertShowroomUnlocked(tx, caller.supplierId);
    const entryId = await spend('contact');
    return { contact: created, charged: true, entryId };
  }
  const existing = await lockContact(tx, caller.supplierId, buyerId);
  if (!existing) throw new AppError('RECORD_NOT_FOUND');
  const charged = owesQuota(existing);
  const entryId = charged ? await spend('reply') : null;
  if (charged || existing.contactedAt === null)
    await markSupplierAnswered(tx, caller.supplierId, buyerId, charged);
  return { contact: (await lockContact(tx, caller.supplierId, buyerId)) ?? existing, charged, entryId };
}

/** "Contact Now": opens the contact in its own transaction (the chat does it with the first message). */
export async function contactBuyer(
  ctx: AppContext,
  caller: SupplierCaller,
  buyerId: number,
): Promise<ContactResult> {
  if (!(await buyerExists(ctx.db, buyerId))) throw new AppError('RECORD_NOT_FOUND');
  const result = await inTransaction(ctx.db, (tx) => openContactInTx(tx, caller, buyerId, ctx.clock.now()));
  if (result.charged)
    ctx.log.info({ supplierId: caller.supplierId, buyerId }, 'quota spent on a buyer contact');
  return { buyerId, contactStatus: contactStatusOf(result.contact), charged: result.charged };
}

/** A buyer wrote to a supplier: records who started and that the buyer responded (used by chat). */
export async function recordBuyerWrote(db: Database, supplierId: number, buyerId: number): Promise<void> {
  await upsertBuyerWrote(db, supplierId, buyerId);
}
