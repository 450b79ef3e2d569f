import {
  type Audience,
  type CallInput,
  CONTENT_LANGS,
  type ContentDetail,
  type ContentDraft,
  type ContentItem,
  type ContentLang,
  type consoleContentCalls,
  type Page,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/inTransaction.js';
import { AppError } from '../../http/AppError.js';
import type { StaffCaller } from '../../http/caller.js';
import { recordAudit } from '../audit/audit.service.js';
import {
  type ContentRow,
  countCompaniesReached,
  findSeries,
  helpfulOf,
  insertFirstVersion,
  insertVersion,
  listNewestVersions,
  type NewContentValues,
  reachOf,
  stateOf,
  updateVersion,
} from './content.repository.js';

function missingLangs(row: ContentRow): ContentLang[] {
  const needsBody = row.kind !== 'whatsNew';
  return CONTENT_LANGS.filter((lang) => !row.title[lang] || (needsBody && !row.body[lang]));
}

async function toItem(ctx: AppContext, row: ContentRow, withFigures: boolean): Promise<ContentItem> {
  const published = row.status !== 'draft';
  return {
    id: row.id,
    seriesId: row.seriesId,
    version: row.version,
    kind: row.kind,
    state: stateOf(row, ctx.clock.now()),
    title: row.title,
    body: row.body,
    missingLangs: missingLangs(row),
    publishAt: row.publishAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    noticeType: row.noticeType,
    priority: row.priority,
    pinned: row.pinned,
    audience: row.audience,
    changeKind: row.changeKind,
    faqCategory: row.faqCategory,
    editedBy: row.editedByName,
    editedAt: row.editedAt.toISOString(),
    reach: withFigures && published && row.kind === 'notice' ? await reachOf(ctx.db, row) : null,
    helpful: withFigures && row.kind === 'faq' ? await helpfulOf(ctx.db, row.seriesId) : null,
  };
}

/** The console list: the newest version of each item of a kind, with its state and reach. */
export async function listContent(
  ctx: AppContext,
  query: CallInput<typeof consoleContentCalls.list>,
): Promise<Page<ContentItem>> {
  const { rows, total } = await listNewestVersions(
    ctx.db,
    {
      kind: query.kind,
      state: query.state,
      keyword: query.keyword,
      offset: (query.pageIndex - 1) * query.pageSize,
      limit: query.pageSize,
    },
    ctx.clock.now(),
  );
  return {
    list: await Promise.all(rows.map((row) => toItem(ctx, row, true))),
    total,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}

async function detailOf(ctx: AppContext, versions: ContentRow[]): Promise<ContentDetail> {
  const [newest] = versions;
  if (!newest) throw new AppError('RECORD_NOT_FOUND');
  return {
    item: await toItem(ctx, newest, true),
    versions: await Promise.all(versions.map((row) => toItem(ctx, row, false))),
  };
}

/** One item and every version of it. */
export async function getContent(ctx: AppContext, seriesId: number): Promise<ContentDetail> {
  return detailOf(ctx, await findSeries(ctx.db, seriesId));
}

function valuesOf(draft: ContentDraft, caller: StaffCaller): NewContentValues {
  const notice = draft.kind === 'notice';
  return {
    kind: draft.kind,
    status: 'draft',
    title: draft.title,
    body: draft.body,
    publishAt: draft.publishAt ? new Date(draft.publishAt) : null,
    expiresAt: draft.expiresAt ? new Date(draft.expiresAt) : null,
    noticeType: notice ? draft.noticeType : null,
    priority: notice ? draft.priority : 'info',
    pinned: notice ? draft.pinned : false,
    audience: notice ? draft.audience : { plan: 'all', countries: [], categories: [] },
    changeKind: draft.kind === 'whatsNew' ? draft.changeKind : null,
    faqCategory: draft.kind === 'faq' ? draft.faqCategory : null,
    editedBy: caller.userId,
    editedByName: caller.realName,
    editedAt: new Date(),
  };
}

/**
 * Saves a draft, or publishes. A change to an item edits its draft if it has one, else starts a new
 * version; publishing archives the version that was live. The audit entry is written in the same
 * transaction. Connected suppliers hear of a notice published now.
 */
export async function saveContent(
  ctx: AppContext,
  caller: StaffCaller,
  draft: ContentDraft,
): Promise<ContentDetail> {
  const now = ctx.clock.now();
  const { seriesId, published } = await inTransaction(ctx.db, async (tx) => {
    const values = valuesOf(draft, caller);
    let row: ContentRow;
    if (draft.seriesId) {
      const versions = await findSeries(tx, draft.seriesId, true);
      const [newest] = versions;
      if (!newest || newest.kind !== draft.kind) throw new AppError('RECORD_NOT_FOUND');
      const openDraft = versions.find((version) => version.status === 'draft');
      if (openDraft) {
        await updateVersion(tx, openDraft.id, values);
        row = { ...openDraft, ...values };
      } else {
        row = await insertVersion(tx, newest.seriesId, newest.version + 1, values);
      }
      if (draft.publish) {
        const live = versions.find((version) => version.status === 'published');
        if (live) await updateVersion(tx, live.id, { status: 'archived' });
      }
    } else {
      row = await insertFirstVersion(tx, values);
    }
    if (draft.publish)
      await updateVersion(tx, row.id, { status: 'published', publishAt: row.publishAt ?? now });
    await recordAudit(tx, {
      actor: { userId: caller.userId, realName: caller.realName },
      action: draft.publish ? 'content.publish' : 'content.saveDraft',
      targetType: draft.kind,
      targetId: row.seriesId,
      details: { version: row.version, title: row.title.en },
    });
    return { seriesId: row.seriesId, published: draft.publish && (row.publishAt ?? now) <= now };
  });
  if (published && draft.kind === 'notice') ctx.broadcast.noticesChanged();
  return getContent(ctx, seriesId);
}

/** Withdraws the live version of an item: it stays stored (archived) and is no longer shown. */
export async function archiveContent(
  ctx: AppContext,
  caller: StaffCaller,
  seriesId: number,
): Promise<ContentDetail> {
  const kind = await inTransaction(ctx.db, async (tx) => {
    const versions = await findSeries(tx, seriesId, true);
    const live = versions.find((version) => version.status === 'published');
    if (!live) throw new AppError('RECORD_NOT_FOUND');
    await updateVersion(tx, live.id, { status: 'archived' });
    await recordAudit(tx, {
      actor: { userId: caller.userId, realName: caller.realName },
      action: 'content.archive',
      targetType: live.kind,
      targetId: seriesId,
      details: { version: live.version, title: live.title.en },
    });
    return live.kind;
  });
  if (kind === 'notice') ctx.broadcast.noticesChanged();
  return getContent(ctx, seriesId);
}

/** How many companies an audience reaches now (the editor sees it while choosing). */
export async function countAudience(ctx: AppContext, audience: Audience): Promise<{ suppliers: number }> {
  return { suppliers: await countCompaniesReached(ctx.db, audience) };
}
