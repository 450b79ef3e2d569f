import type { CompanyAuditAction, CompanyAuditDetails } from '@sc/contract';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../audit/audit.service.js';
import { findUserName } from './companyAudit.repository.js';
import {
  changedPictureFields,
  changedProfileFields,
  type PictureValues,
  type ProfileValues,
} from './profileChanges.js';

/**
 * What company entries name as their target: the company itself, or a payment order by its row id.
 * Both differ from the platform team's ('supplier', 'payment_order' by number), so the console's
 * views of what the team did about a company keep to the team's own entries.
 */
export const COMPANY_TARGET = 'company';
export const ORDER_TARGET = 'paymentOrder';

/** Who changed something in a company, from where and when (a request's caller, `request.ip`, ctx.clock). */
export interface CompanyAuditOrigin {
  supplierId: number;
  actor: { userId: number | null; realName: string };
  /** null when the change did not come from the actor's browser (a provider's notify, the seed). */
  ip: string | null;
  at: Date;
}

/** Writes one entry of a company's audit log, typed by its action; inside the change's transaction. */
export async function recordCompanyAudit<A extends CompanyAuditAction>(
  tx: Database,
  origin: CompanyAuditOrigin,
  entry: { action: A; targetType: string; targetId: string | number; details: CompanyAuditDetails[A] },
): Promise<void> {
  await recordAudit(tx, {
    actor: origin.actor,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details,
    supplierId: origin.supplierId,
    ip: origin.ip,
    at: origin.at,
  });
}

/** Records a profile save with the fields it changed (nothing when it changed none). */
export async function recordProfileSaved(
  tx: Database,
  origin: CompanyAuditOrigin,
  before: ProfileValues,
  after: ProfileValues,
): Promise<void> {
  const fields = changedProfileFields(before, after);
  if (fields.length === 0) return;
  await recordCompanyAudit(tx, origin, {
    action: 'company.profileUpdated',
    targetType: COMPANY_TARGET,
    targetId: origin.supplierId,
    details: { fields },
  });
}

/** Records a change of the logo or the company images (uploaded, replaced, removed, reordered, captioned). */
export async function recordPicturesChanged(
  tx: Database,
  origin: CompanyAuditOrigin,
  before: PictureValues,
  after: PictureValues,
): Promise<void> {
  const fields = changedPictureFields(before, after);
  if (fields.length === 0) return;
  await recordCompanyAudit(tx, origin, {
    action: 'company.profileUpdated',
    targetType: COMPANY_TARGET,
    targetId: origin.supplierId,
    details: { fields },
  });
}

/** Records the showroom going online or offline (nothing when its status stays). */
export async function recordShowroomStatus(
  tx: Database,
  origin: CompanyAuditOrigin,
  before: string,
  after: string,
): Promise<void> {
  if (before === after || (after !== 'published' && before !== 'published')) return;
  await recordCompanyAudit(tx, origin, {
    action: after === 'published' ? 'company.showroomPublished' : 'company.showroomUnpublished',
    targetType: COMPANY_TARGET,
    targetId: origin.supplierId,
    details: {},
  });
}

/** The order facts a payment's entry shows (a payment order row has them). */
export interface PaidOrder {
  id: number;
  merchantTransactionId: string;
  supplierId: number;
  userId: number | null;
  packageNames: { en: string; zh: string; ja: string };
  amount: string;
  currency: string;
  days: number;
  buyerContacts: number;
}

/**
 * Records a successful payment in the paying company's log, inside the transaction that settles it.
 * The provider's notify carries no user: the actor is the user who opened the order, with no address.
 */
export async function recordPaymentSucceeded(tx: Database, order: PaidOrder, at: Date): Promise<void> {
  const name = order.userId === null ? undefined : await findUserName(tx, order.userId);
  await recordCompanyAudit(
    tx,
    {
      supplierId: order.supplierId,
      actor: { userId: name === undefined ? null : order.userId, realName: name ?? '' },
      ip: null,
      at,
    },
    {
      action: 'billing.paid',
      targetType: ORDER_TARGET,
      targetId: order.id,
      details: {
        order: order.merchantTransactionId,
        package: order.packageNames,
        amount: order.amount,
        currency: order.currency,
        days: order.days,
        contacts: order.buyerContacts,
      },
    },
  );
}

/**
 * Records a refund that went through in the company's log (the platform team made it: the company
 * sees it as theirs, without the operator's name or address).
 */
export async function recordRefundSucceeded(
  tx: Database,
  order: PaidOrder,
  refund: { amount: string; staffUserId: number | null },
  at: Date,
): Promise<void> {
  const name = refund.staffUserId === null ? undefined : await findUserName(tx, refund.staffUserId);
  await recordCompanyAudit(
    tx,
    {
      supplierId: order.supplierId,
      actor: { userId: name === undefined ? null : refund.staffUserId, realName: name ?? '' },
      ip: null,
      at,
    },
    {
      action: 'billing.refunded',
      targetType: ORDER_TARGET,
      targetId: order.id,
      details: {
        order: order.merchantTransactionId,
        package: order.packageNames,
        amount: refund.amount,
        currency: order.currency,
      },
    },
  );
}

/** Records an uploaded logo or company image (a new one or a replacement). */
export async function recordPictureUploaded(
  tx: Database,
  origin: CompanyAuditOrigin,
  kind: 'logo' | 'image',
): Promise<void> {
  await recordCompanyAudit(tx, origin, {
    action: 'company.profileUpdated',
    targetType: COMPANY_TARGET,
    targetId: origin.supplierId,
    details: { fields: [kind === 'logo' ? 'logo' : 'images'] },
  });
}
