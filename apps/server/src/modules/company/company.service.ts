import {
  type CallInput,
  type ChangeRequest,
  type CompanyProfile,
  type companyCalls,
  LANG_TAGS,
  type Lang,
  type LinkBrand,
  LOCKED_FIELDS,
  type LockedField,
  MAIN_CATEGORIES,
  type ShowroomState,
  translate,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/inTransaction.js';
import type { LockedValuesJson } from '../../db/schema/index.js';
import { AppError } from '../../http/AppError.js';
import type { SupplierCaller } from '../../http/caller.js';
import { recordProfileSaved, recordShowroomStatus } from '../companyAudit/companyAuditRecords.service.js';
import { announceSupportMessage, writeSupportMessageInTx } from '../support/support.service.js';
import { closeRequest, findPendingRequest, insertPendingRequest } from './changeRequests.repository.js';
import { lockOf, toChangeRequestDto } from './company.presenter.js';
import {
  type CompanyRow,
  findCategoriesWithMain,
  findCompany,
  insertHistory,
  listMyBrands,
  lockCompany,
  updateCompany,
} from './company.repository.js';
import { getCompanyProfileById } from './consoleCompany.service.js';
import { missingRefs, showroomStateOf } from './showroomState.js';

/** My company's profile with its pictures, showroom state, pending request and locked-field history. */
export async function getMyCompany(ctx: AppContext, caller: SupplierCaller): Promise<CompanyProfile> {
  return getCompanyProfileById(ctx, caller.supplierId);
}

/** My showroom's state now (supplier/getSupplierNew): publish status, checklist, unlock. */
export async function getMyShowroomState(ctx: AppContext, caller: SupplierCaller): Promise<ShowroomState> {
  return showroomStateOf(ctx.db, caller.supplierId);
}

const lockedValueOf = (row: Pick<CompanyRow, LockedField>, field: LockedField) => row[field] ?? null;

/** The locked fields whose value in `next` differs from the row's. */
function changedLockedFields(
  row: CompanyRow,
  next: Partial<Record<LockedField, string | null>>,
): LockedField[] {
  return LOCKED_FIELDS.filter(
    (field) => field in next && (next[field] ?? null) !== lockedValueOf(row, field),
  );
}

/** The main categories (in the SPEC's order) the chosen categories fall under; unknown ids are refused. */
async function resolveCategories(ctx: AppContext, ids: number[]) {
  const unique = [...new Set(ids)];
  const found = await findCategoriesWithMain(ctx.db, unique);
  if (found.length !== unique.length)
    throw new AppError('VALIDATION', { fields: { categoryIds: 'validation.categoryUnknown' } });
  const mains = new Set(found.map((c) => c.mainCode));
  return { categoryIds: unique, mainCategories: MAIN_CATEGORIES.filter((code) => mains.has(code)) };
}

/** Free tags, without repeats that differ only in case. */
function uniqueTags(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLocaleLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Saves my company profile. The first save may still correct the sign-up's name, country and business
 * type (recorded in the history); after it, and once the company is verified, they are locked and a
 * different value is refused with the reason: changing them is a request to customer service.
 */
export async function updateMyCompany(
  ctx: AppContext,
  caller: SupplierCaller,
  input: CallInput<typeof companyCalls.update>,
  ip: string | null = null,
): Promise<CompanyProfile> {
  const now = ctx.clock.now();
  if (input.yearFounded !== null && input.yearFounded > now.getUTCFullYear())
    throw new AppError('VALIDATION', { fields: { yearFounded: 'validation.yearFounded' } });
  const categories = await resolveCategories(ctx, input.categoryIds);
  const myBrands = new Set((await listMyBrands(ctx.db, caller.supplierId)).map((b) => b.name));
  const brands = uniqueTags(input.brands);
  if (brands.some((brand) => !myBrands.has(brand)))
    throw new AppError('VALIDATION', { fields: { brands: 'validation.invalid' } });

  await inTransaction(ctx.db, async (tx) => {
    const row = await lockCompany(tx, caller.supplierId);
    if (!row) throw new AppError('RECORD_NOT_FOUND');
    const changed = changedLockedFields(row, input);
    if (changed.length > 0 && lockOf(row).fields.length > 0) {
      throw new AppError('COMPANY_FIELD_LOCKED', {
        fields: Object.fromEntries(changed.map((field) => [field, 'validation.lockedField'])),
        values: { fields: changed.map((field) => ({ key: `companyField.${field}` })) },
      });
    }
    await insertHistory(
      tx,
      changed.map((field) => ({
        supplierId: row.id,
        field,
        fromValue: lockedValueOf(row, field),
        toValue: input[field] ?? null,
        changedBy: 'supplier' as const,
        userId: caller.userId,
        changeRequestId: null,
      })),
    );
    const updated = await updateCompany(tx, caller.supplierId, {
      name: input.name,
      country: input.country,
      businessType: input.businessType,
      yearFounded: input.yearFounded,
      staffRange: input.staffRange,
      exportRange: input.exportRange,
      mainMarkets: [...new Set(input.mainMarkets)],
      introductionEn: input.introduction.en,
      // An empty translation is no translation: buyers then read the English text.
      introductionZh: input.introduction.zh || null,
      introductionJa: input.introduction.ja || null,
      ...categories,
      businessGoods: uniqueTags(input.businessGoods),
      shownBrands: brands,
      profileSavedAt: row.profileSavedAt ?? now,
      profileUpdatedAt: now,
    });
    const origin = { supplierId: caller.supplierId, actor: caller, ip, at: now };
    if (updated) await recordProfileSaved(tx, origin, row, updated);
  });
  return getMyCompany(ctx, caller);
}

/** Publishes my showroom (only when complete: the refusal lists what is missing) or takes it offline. */
export async function updateMyShowroomStatus(
  ctx: AppContext,
  caller: SupplierCaller,
  input: CallInput<typeof companyCalls.updateStatus>,
  ip: string | null = null,
): Promise<ShowroomState> {
  await inTransaction(ctx.db, async (tx) => {
    const row = await lockCompany(tx, caller.supplierId);
    if (!row) throw new AppError('RECORD_NOT_FOUND');
    if (input.status === 'published') {
      const state = await showroomStateOf(tx, caller.supplierId);
      if (!state.complete)
        throw new AppError('SHOWROOM_INCOMPLETE', { values: { missing: missingRefs(state.missing) } });
    }
    await updateCompany(tx, caller.supplierId, { showroomStatus: input.status });
    const origin = { supplierId: caller.supplierId, actor: caller, ip, at: ctx.clock.now() };
    await recordShowroomStatus(tx, origin, row.showroomStatus, input.status);
  });
  return showroomStateOf(ctx.db, caller.supplierId);
}

/** Brands on my products, most used first, marked when my showroom shows them. */
export async function listMyLinkBrands(ctx: AppContext, caller: SupplierCaller): Promise<LinkBrand[]> {
  const [brands, company] = await Promise.all([
    listMyBrands(ctx.db, caller.supplierId),
    findCompany(ctx.db, caller.supplierId),
  ]);
  const shown = new Set(company?.shownBrands ?? []);
  return brands.map((b) => ({ name: b.name, products: b.products, shown: shown.has(b.name) }));
}

/** A change request as one support message, in the writer's language, for the team to read. */
function describeRequest(
  lang: Lang,
  id: number,
  from: LockedValuesJson,
  to: LockedValuesJson,
  reason: string,
) {
  const show = (field: LockedField, value: string | null | undefined) =>
    value == null || value === ''
      ? '—'
      : field === 'businessType'
        ? translate(lang, `businessType.${value}`)
        : field === 'country'
          ? (new Intl.DisplayNames([LANG_TAGS[lang]], { type: 'region' }).of(value) ?? value)
          : value;
  const lines = (Object.keys(to) as LockedField[]).map(
    (field) =>
      `${translate(lang, `companyField.${field}`)}: ${show(field, from[field])} → ${show(field, to[field])}`,
  );
  return [
    translate(lang, 'changeRequest.title', { id }),
    ...lines,
    `${translate(lang, 'changeRequest.reason')}: ${reason}`,
  ].join('\n');
}

/**
 * Asks customer service to change locked fields: the request (old and new values, reason) is stored and
 * written into my support chat in one transaction. One request waits at a time.
 */
export async function requestCompanyChange(
  ctx: AppContext,
  caller: SupplierCaller,
  input: CallInput<typeof companyCalls.requestChange>,
  lang: Lang,
): Promise<ChangeRequest> {
  const { request, message } = await inTransaction(ctx.db, async (tx) => {
    const row = await lockCompany(tx, caller.supplierId);
    if (!row) throw new AppError('RECORD_NOT_FOUND');
    const changed = changedLockedFields(row, input);
    if (changed.length === 0)
      throw new AppError('VALIDATION', { fields: { name: 'validation.changeNothing' } });
    const from: LockedValuesJson = {};
    const to: LockedValuesJson = {};
    for (const field of changed) {
      from[field] = lockedValueOf(row, field) ?? null;
      to[field] = input[field] ?? null;
    }
    const request = await insertPendingRequest(tx, {
      supplierId: caller.supplierId,
      requestedBy: caller.userId,
      requestedByName: caller.realName,
      fromValues: from,
      toValues: to,
      reason: input.reason,
    });
    if (!request) throw new AppError('CHANGE_REQUEST_PENDING');
    const message = await writeSupportMessageInTx(tx, caller.supplierId, {
      senderKind: 'supplier',
      senderUserId: caller.userId,
      senderName: caller.realName,
      content: describeRequest(lang, request.id, from, to, input.reason),
    });
    return { request, message };
  });
  announceSupportMessage(ctx, caller.supplierId, message);
  return toChangeRequestDto(request);
}

/** Withdraws my pending change request (nothing changes; the team sees it closed). */
export async function cancelCompanyChange(ctx: AppContext, caller: SupplierCaller): Promise<CompanyProfile> {
  await inTransaction(ctx.db, async (tx) => {
    const pending = await findPendingRequest(tx, caller.supplierId);
    if (!pending) throw new AppError('RECORD_NOT_FOUND');
    await closeRequest(tx, pending.id, {
      status: 'withdrawn',
      decidedBy: caller.userId,
      decidedAt: ctx.clock.now(),
      answer: null,
    });
  });
  return getMyCompany(ctx, caller);
}

/** A company's name and country (documents print them); RECORD_NOT_FOUND when it does not exist. */
export async function getCompanyIdentity(
  ctx: AppContext,
  supplierId: number,
): Promise<{ name: string; country: string }> {
  const row = await findCompany(ctx.db, supplierId);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return { name: row.name, country: row.country };
}

/**
 * Marks the company verified (a business licence was verified) or not any more (revoked), inside the
 * caller's transaction; a verified company's legal fields are locked.
 */
export async function setCompanyVerified(tx: Database, supplierId: number, at: Date | null): Promise<void> {
  await updateCompany(tx, supplierId, { verifiedAt: at });
}
