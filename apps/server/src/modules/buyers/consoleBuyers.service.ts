import type {
  CallInput,
  ConsoleBuyer,
  ConsoleBuyerDetail,
  consoleBuyerCalls,
  InvitationSent,
  Lang,
  NewBuyerAccount,
  Page,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/inTransaction.js';
import { pageRange, toPage } from '../../db/page.js';
import { AppError } from '../../http/AppError.js';
import type { StaffCaller } from '../../http/caller.js';
import { recordAudit } from '../audit/audit.service.js';
import { getFileRefsById } from '../files/files.service.js';
import { getCategoryPaths, hasCategory, listTopLevelCategoryIds } from '../reference/categories.service.js';
import { buyerSearchText, createBuyerAccount, resendBuyerInvitation } from './buyerAccounts.service.js';
import { forgetBuyerListCaches } from './buyerBlocks.service.js';
import { listRecentReportsOf, resolveOpenReportsOf } from './buyerReports.repository.js';
import {
  invitationLangOf,
  toBuyerReportDto,
  toConsoleBuyerDto,
  toConsoleBuyerProductDto,
} from './consoleBuyers.presenter.js';
import {
  countBuyerHistory,
  findBuyerUserFields,
  findConsoleBuyer,
  listConsoleBuyers,
  listPurchasedProductNames,
  listRecentBuyerProducts,
  lockBuyer,
  updateBuyerRow,
  updateBuyerUser,
} from './consoleBuyers.repository.js';

/** Products of each kind and reports shown on the console's profile. */
const PROFILE_PRODUCTS = 6;
const PROFILE_REPORTS = 10;

/** Buyers for the console: searched by name, company or email, filtered, sorted, paged. */
export async function listBuyersOfConsole(
  ctx: AppContext,
  query: CallInput<typeof consoleBuyerCalls.list>,
): Promise<Page<ConsoleBuyer>> {
  const { rows, total } = await listConsoleBuyers(
    ctx.db,
    {
      keyword: query.keyword || undefined,
      mainCategory: query.mainCategory,
      country: query.country,
      city: query.city || undefined,
      verified: query.verified,
      blocked: query.blocked,
      reported: query.reported,
    },
    query.sort,
    pageRange(query),
  );
  return toPage(rows.map(toConsoleBuyerDto), total, query);
}

async function requireConsoleBuyer(ctx: AppContext, buyerId: number): Promise<ConsoleBuyer> {
  const row = await findConsoleBuyer(ctx.db, buyerId);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return toConsoleBuyerDto(row);
}

/** A buyer in full: what suppliers see (profile, products), contact history counts, latest reports. */
export async function getBuyerOfConsole(
  ctx: AppContext,
  buyerId: number,
  lang: Lang,
): Promise<ConsoleBuyerDetail> {
  const row = await findConsoleBuyer(ctx.db, buyerId);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  const [purchasing, inquired, browsed, history, reports, pathOf] = await Promise.all([
    listRecentBuyerProducts(ctx.db, buyerId, 'purchasing', PROFILE_PRODUCTS),
    listRecentBuyerProducts(ctx.db, buyerId, 'inquired', PROFILE_PRODUCTS),
    listRecentBuyerProducts(ctx.db, buyerId, 'browsed', PROFILE_PRODUCTS),
    countBuyerHistory(ctx.db, buyerId),
    listRecentReportsOf(ctx.db, buyerId, PROFILE_REPORTS),
    getCategoryPaths(ctx, lang),
  ]);
  const files = await getFileRefsById(
    ctx,
    [...purchasing, ...inquired, ...browsed].flatMap((p) => p.imageIds.slice(0, 1)),
  );
  const product = (p: (typeof purchasing)[number]) => toConsoleBuyerProductDto(p, pathOf, files);
  return {
    ...toConsoleBuyerDto(row),
    interestedBrands: row.interestedBrands,
    purchasingCategories: row.purchasingCategoryIds.map((id) => ({
      id,
      name: pathOf(id).at(-1) ?? String(id),
    })),
    lang: invitationLangOf(row.lang),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    possiblyPurchasing: purchasing.map(product),
    recentlyInquired: inquired.map(product),
    recentlyBrowsed: browsed.map(product),
    history: {
      suppliersContacted: Number(history.suppliersContacted),
      conversations: Number(history.conversations),
      messagesSent: Number(history.messagesSent),
      rfqsPosted: Number(history.rfqsPosted),
      reports: Number(history.reports),
    },
    recentReports: reports.map(toBuyerReportDto),
  };
}

/** Purchasing categories must be existing sub-categories (a main category is the buyer's category). */
async function assertSubcategories(ctx: AppContext, ids: number[]) {
  const top = await listTopLevelCategoryIds(ctx);
  for (const id of ids) {
    if (top.has(id) || !(await hasCategory(ctx, id)))
      throw new AppError('VALIDATION', { fields: { purchasingCategoryIds: 'validation.categoryUnknown' } });
  }
}

/**
 * Saves the profile fields the platform team edits (name, company, titles, categories, brands,
 * country, city); the pool's search words follow. Audited with what changed, in one transaction.
 */
export async function saveBuyerProfile(
  ctx: AppContext,
  caller: StaffCaller,
  input: CallInput<typeof consoleBuyerCalls.save>,
  lang: Lang,
): Promise<ConsoleBuyerDetail> {
  await assertSubcategories(ctx, input.purchasingCategoryIds);
  await inTransaction(ctx.db, async (tx) => {
    const buyer = await lockBuyer(tx, input.buyerId);
    if (!buyer) throw new AppError('RECORD_NOT_FOUND');
    const user = await findBuyerUserFields(tx, buyer.userId);
    if (!user) throw new AppError('RECORD_NOT_FOUND');
    const before: Record<string, unknown> = {
      realName: user.realName,
      companyName: buyer.companyName,
      jobTitle: user.jobTitle,
      title: user.title,
      mainCategory: buyer.mainCategory,
      purchasingCategoryIds: buyer.purchasingCategoryIds,
      interestedBrands: buyer.interestedBrands,
      country: user.country,
      city: buyer.city,
    };
    const after: Record<string, unknown> = {
      realName: input.realName,
      companyName: input.companyName,
      jobTitle: input.jobTitle,
      title: input.title,
      mainCategory: input.mainCategory,
      purchasingCategoryIds: input.purchasingCategoryIds,
      interestedBrands: input.interestedBrands,
      country: input.country,
      city: input.city ?? null,
    };
    const changed = Object.keys(after).filter(
      (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
    );
    if (changed.length === 0) return;
    const productNames = await listPurchasedProductNames(tx, buyer.id);
    await updateBuyerUser(tx, buyer.userId, {
      realName: input.realName,
      jobTitle: input.jobTitle,
      title: input.title,
      country: input.country,
    });
    await updateBuyerRow(tx, buyer.id, {
      companyName: input.companyName,
      mainCategory: input.mainCategory,
      purchasingCategoryIds: input.purchasingCategoryIds,
      interestedBrands: input.interestedBrands,
      city: input.city ?? null,
      searchText: `${buyerSearchText(input)} ${productNames.join(' ').toLowerCase()}`.trim(),
    });
    await recordAudit(tx, {
      actor: caller,
      action: 'buyer.update',
      targetType: 'buyer',
      targetId: buyer.id,
      details: {
        name: input.realName,
        changes: Object.fromEntries(changed.map((key) => [key, { from: before[key], to: after[key] }])),
      },
    });
  });
  return getBuyerOfConsole(ctx, input.buyerId, lang);
}

/**
 * Marks a buyer verified (checked by the platform team): the pool's "Selected" and the chat's
 * buyer card show it; or takes the mark back. Audited; nothing is written when nothing changes.
 */
export async function verifyBuyer(
  ctx: AppContext,
  caller: StaffCaller,
  input: CallInput<typeof consoleBuyerCalls.verify>,
): Promise<ConsoleBuyer> {
  const changed = await inTransaction(ctx.db, async (tx) => {
    const buyer = await lockBuyer(tx, input.buyerId);
    if (!buyer) throw new AppError('RECORD_NOT_FOUND');
    if ((buyer.verifiedAt !== null) === input.verified && buyer.isSelected === input.verified) return false;
    await updateBuyerRow(tx, buyer.id, {
      verifiedAt: input.verified ? ctx.clock.now() : null,
      isSelected: input.verified,
    });
    await recordAudit(tx, {
      actor: caller,
      action: input.verified ? 'buyer.verify' : 'buyer.unverify',
      targetType: 'buyer',
      targetId: buyer.id,
      details: { companyName: buyer.companyName },
    });
    return true;
  });
  if (changed) forgetBuyerListCaches(ctx);
  return requireConsoleBuyer(ctx, input.buyerId);
}

/**
 * Blocks a buyer with a reason (out of the pool, recommendations and visitors; their messages and
 * RFQs, and suppliers' messages to them, are refused; their open reports are resolved as
 * 'blocked'), or unblocks them with a reason. Their sessions stay: they can still read. Audited.
 */
export async function blockBuyer(
  ctx: AppContext,
  caller: StaffCaller,
  input: CallInput<typeof consoleBuyerCalls.block>,
): Promise<ConsoleBuyer> {
  const changed = await inTransaction(ctx.db, async (tx) => {
    const buyer = await lockBuyer(tx, input.buyerId);
    if (!buyer) throw new AppError('RECORD_NOT_FOUND');
    if ((buyer.blockedAt !== null) === input.blocked) return false;
    const now = ctx.clock.now();
    if (input.blocked) {
      await updateBuyerRow(tx, buyer.id, { blockedAt: now, blockReason: input.reason });
      const reportsResolved = await resolveOpenReportsOf(tx, buyer.id, {
        resolvedAt: now,
        resolvedBy: caller.userId,
        resolution: 'blocked',
      });
      await recordAudit(tx, {
        actor: caller,
        action: 'buyer.block',
        targetType: 'buyer',
        targetId: buyer.id,
        details: { companyName: buyer.companyName, reason: input.reason, reportsResolved },
      });
    } else {
      await updateBuyerRow(tx, buyer.id, { blockedAt: null, blockReason: null });
      await recordAudit(tx, {
        actor: caller,
        action: 'buyer.unblock',
        targetType: 'buyer',
        targetId: buyer.id,
        details: {
          companyName: buyer.companyName,
          reason: input.reason,
          blockedAt: buyer.blockedAt?.toISOString() ?? null,
          blockReason: buyer.blockReason,
        },
      });
    }
    return true;
  });
  if (changed) forgetBuyerListCaches(ctx);
  return requireConsoleBuyer(ctx, input.buyerId);
}

/** "New buyer": the account and its invitation mail (see createBuyerAccount), audited with it. */
export async function createBuyerOfConsole(
  ctx: AppContext,
  caller: StaffCaller,
  input: NewBuyerAccount,
  lang: Lang,
): Promise<ConsoleBuyer> {
  const { buyerId } = await inTransaction(ctx.db, async (tx) => {
    const made = await createBuyerAccount({ ...ctx, db: tx }, input, lang);
    await recordAudit(tx, {
      actor: caller,
      action: 'buyer.create',
      targetType: 'buyer',
      targetId: made.buyerId,
      details: { email: input.email, name: input.realName, companyName: input.companyName },
    });
    return made;
  });
  return requireConsoleBuyer(ctx, buyerId);
}

/** Mails a new invitation link to a buyer who has not set a password yet; audited. */
export async function resendInvitationOfConsole(
  ctx: AppContext,
  caller: StaffCaller,
  buyerId: number,
): Promise<InvitationSent> {
  return inTransaction(ctx.db, async (tx) => {
    const sent = await resendBuyerInvitation({ ...ctx, db: tx }, buyerId);
    await recordAudit(tx, {
      actor: caller,
      action: 'buyer.invitation.resend',
      targetType: 'buyer',
      targetId: buyerId,
      details: { email: sent.email },
    });
    return sent;
  });
}
