import { API_BASE, apiPaths, cardBrandName, type DocumentLink, LANG_TAGS, type Lang } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/AppError.js';
import type { SupplierCaller } from '../../http/caller.js';
import { isValidDocumentSignature, signDocumentUrl } from '../../platform/documentLinks.js';
import { getCompanyIdentity } from '../company/company.service.js';
import { nameIn } from './billing.presenter.js';
import { findOrder, findOrderPeriod, findPayerFacts } from './orders.repository.js';
import { renderReceiptPdf } from './receiptPdf.js';

const PAID = ['succeeded', 'partially_refunded', 'refunded'];

/** The GET route of receipts, e.g. /api/documents/receipt/4/SC20261126-…. */
export const receiptPath = (supplierId: number, merchantTransactionId: string) =>
  `${API_BASE}${apiPaths.documents}/receipt/${supplierId}/${encodeURIComponent(merchantTransactionId)}`;
const subjectOf = (supplierId: number, merchantTransactionId: string) =>
  `receipt:${supplierId}:${merchantTransactionId}`;
const fileNameOf = (merchantTransactionId: string) =>
  `Receipt-${merchantTransactionId}.pdf`.replace(/[^\w.-]/g, '_');

/** A minutes-long address of the receipt of one of my paid orders. */
export async function receiptLinkForSupplier(
  ctx: AppContext,
  caller: SupplierCaller,
  merchantTransactionId: string,
  lang: Lang,
): Promise<DocumentLink> {
  const order = await findOrder(ctx.db, merchantTransactionId);
  if (!order || order.supplierId !== caller.supplierId || !PAID.includes(order.status)) {
    throw new AppError('RECORD_NOT_FOUND');
  }
  return {
    url: signDocumentUrl(
      ctx.config.fileUrlSecret,
      receiptPath(caller.supplierId, merchantTransactionId),
      subjectOf(caller.supplierId, merchantTransactionId),
      lang,
    ),
    fileName: fileNameOf(merchantTransactionId),
  };
}

/** Whether a receipt address was signed by us and is still valid. */
export function isValidReceiptSignature(
  ctx: AppContext,
  ref: { supplierId: number; merchantTransactionId: string; lang: Lang },
  expires: number,
  signature: string,
): boolean {
  return isValidDocumentSignature(
    ctx.config.fileUrlSecret,
    subjectOf(ref.supplierId, ref.merchantTransactionId),
    ref.lang,
    expires,
    signature,
  );
}

/** The receipt PDF of a paid order: package, period, amount (less refunds), card, company. */
export async function buildReceiptPdf(
  ctx: AppContext,
  ref: { supplierId: number; merchantTransactionId: string; lang: Lang },
): Promise<{ bytes: Buffer; fileName: string }> {
  const order = await findOrder(ctx.db, ref.merchantTransactionId);
  if (!order || order.supplierId !== ref.supplierId || !PAID.includes(order.status) || !order.paidAt) {
    throw new AppError('NOT_FOUND');
  }
  const [company, period, payer] = await Promise.all([
    getCompanyIdentity(ctx, ref.supplierId),
    findOrderPeriod(ctx.db, order.id),
    order.userId ? findPayerFacts(ctx.db, order.userId) : Promise.resolve(undefined),
  ]);
  const country =
    new Intl.DisplayNames([LANG_TAGS[ref.lang]], { type: 'region' }).of(company.country) ?? company.country;
  const bytes = await renderReceiptPdf(
    {
      number: order.merchantTransactionId,
      paidAt: order.paidAt,
      packageName: nameIn(order.packageNames, ref.lang),
      days: order.days,
      buyerContacts: order.buyerContacts,
      period: period?.startsAt && period.endsAt ? { startsAt: period.startsAt, endsAt: period.endsAt } : null,
      amount: order.amount,
      refundedAmount: order.refundedAmount,
      currency: order.currency,
      card: order.cardLast4 ? { brand: cardBrandName(order.cardBrand), last4: order.cardLast4 } : null,
      company: { name: company.name, country, payerName: payer?.name ?? '', payerEmail: payer?.email ?? '' },
      lang: ref.lang,
    },
    ctx.config.pdfFonts,
  );
  return { bytes, fileName: fileNameOf(order.merchantTransactionId) };
}
