import {
  type buyerRfqCalls,
  type CallInput,
  expiryProblem,
  type FileRef,
  type Lang,
  type MyRfq,
  RFQ_LIMITS,
  utcToday,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/AppError.js';
import type { BuyerCaller } from '../../http/caller.js';
import { assertBuyerMayWrite } from '../buyers/buyerBlocks.service.js';
import { findCatalogueProductId } from '../catalogue/catalogue.service.js';
import { toFileRefDto } from '../files/files.presenter.js';
import { findBuyerUploads, storeUpload } from '../files/files.service.js';
import type { UploadedPart } from '../files/readUpload.js';
import { assertOffered } from '../reference/attributes.service.js';
import { toMyRfqDto } from './rfq.presenter.js';
import { findBuyerRfq, hasRecentSameRequest, insertRfq } from './rfq.repository.js';
import { loadRfqCategories } from './rfqCategories.js';
import { flagsOf, normalisedProductName } from './rfqFlags.js';
import { completenessOf } from './rfqScore.js';

const DAY = 86_400_000;
/** A request for the same product within this many days is a duplicate. */
const DUPLICATE_DAYS = 7;

/** `buyer-app/rfq/upload`: one RFQ attachment (JPG, PNG or PDF up to 5 MB, checked by content), private. */
export async function uploadRfqAttachment(
  ctx: AppContext,
  caller: BuyerCaller,
  upload: UploadedPart,
): Promise<FileRef> {
  const row = await storeUpload(
    ctx,
    { supplierId: null, buyerId: caller.buyerId },
    { purpose: 'rfqAttachment', fileName: upload.fileName, bytes: upload.bytes },
  );
  return toFileRefDto(ctx.config.fileUrlSecret, row);
}

/** The end (UTC) of the expiry day: the RFQ takes quotes until then. */
function endOfDay(day: string): Date {
  return new Date(`${day}T23:59:59.999Z`);
}

/**
 * `buyer-app/rfq/create`: posts an RFQ. The moderation rules (text without letters, a duplicate of
 * my request of the last 7 days, a link, a banned word) hold it for the platform's review; otherwise
 * it opens for quotes at once. Attachments must be my own uploads; the expiry at most 90 days ahead.
 * A barcode of a catalogue product links the request to that product.
 */
export async function createRfq(
  ctx: AppContext,
  caller: BuyerCaller,
  input: CallInput<typeof buyerRfqCalls.create>,
  lang: Lang,
): Promise<MyRfq> {
  await assertBuyerMayWrite(ctx.db, caller.buyerId);
  const now = ctx.clock.now();
  const problem = expiryProblem(input.expiresOn, null, now);
  if (problem)
    throw new AppError('VALIDATION', {
      fields: { expiresOn: problem === 'validation.expiryPast' ? problem : 'validation.rfqExpiryRequired' },
    });
  const latest = utcToday(new Date(now.getTime() + RFQ_LIMITS.expiryMaxDays * DAY));
  if (input.expiresOn > latest)
    throw new AppError('VALIDATION', { fields: { expiresOn: 'validation.rfqExpiryTooFar' } });
  await assertOffered(ctx, [
    { field: 'unit', list: 'unit', value: input.unit },
    { field: 'targetCurrency', list: 'currency', value: input.targetCurrency },
    { field: 'place', list: 'place', value: input.place },
  ]);
  const categories = await loadRfqCategories(ctx, lang);
  const category = categories.get(input.categoryId);
  if (!category) throw new AppError('VALIDATION', { fields: { categoryId: 'validation.categoryUnknown' } });
  // A typed barcode of a catalogue product links the request to it (the ranking counts it there).
  const product = await findCatalogueProductId(ctx, input);
  if (product.unknownId)
    throw new AppError('VALIDATION', { fields: { masterProductId: 'validation.invalid' } });
  const attachmentIds = [...new Set(input.attachmentIds)];
  const owned = await findBuyerUploads(ctx, caller.buyerId, attachmentIds, 'rfqAttachment');
  if (owned.length !== attachmentIds.length)
    throw new AppError('VALIDATION', { fields: { attachmentIds: 'validation.invalid' } });

  const productName = input.productName.trim();
  const isDuplicate = await hasRecentSameRequest(
    ctx.db,
    caller.buyerId,
    normalisedProductName(productName),
    new Date(now.getTime() - DUPLICATE_DAYS * DAY),
  );
  const flags = flagsOf({ productName, remark: input.remark }, isDuplicate);
  const targetPrice = input.targetPrice ?? null;
  const row = await insertRfq(ctx.db, {
    buyerId: caller.buyerId,
    productName,
    masterProductId: product.id,
    barcode: input.barcode,
    categoryId: category.id,
    mainCategoryId: category.mainCategoryId,
    quantity: input.quantity,
    unit: input.unit,
    targetPrice,
    targetCurrency: targetPrice === null ? null : input.targetCurrency,
    terms: input.terms,
    place: input.place,
    shelfLifeDays: input.shelfLifeDays,
    certifications: [...new Set(input.certifications)],
    attachmentFileIds: attachmentIds,
    remark: input.remark,
    expiresAt: endOfDay(input.expiresOn),
    maxQuotes: input.maxQuotes,
    state: flags.length ? 'review' : 'open',
    flags,
    completeness: completenessOf({
      targetPrice,
      shelfLifeDays: input.shelfLifeDays,
      certifications: input.certifications,
      attachmentFileIds: attachmentIds,
      remark: input.remark,
    }),
    searchText: [productName, input.barcode, input.remark].join(' ').toLowerCase(),
    postedAt: now,
    openedAt: flags.length ? null : now,
  });
  ctx.log.info({ buyerId: caller.buyerId, rfqId: row.id, flags }, 'rfq posted');
  const mine = await findBuyerRfq(ctx.db, caller.buyerId, row.id);
  if (!mine) throw new AppError('RECORD_NOT_FOUND');
  return toMyRfqDto(mine, categories, new Map(owned.map((f) => [f.fileId, f])), now);
}
