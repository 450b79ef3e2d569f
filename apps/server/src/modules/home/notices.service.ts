import {
  type CallInput,
  contentLangOf,
  type Lang,
  type Notice,
  type NoticeInfo,
  type NoticeSummary,
  type noticeCalls,
  type Page,
  pickLocalized,
  type WhatsNew,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/AppError.js';
import type { SupplierCaller } from '../../http/caller.js';
import { findGuide, upsertGuide } from './guide.repository.js';
import {
  findNotice,
  listNotices,
  liveWhatsNew,
  markRead,
  type NoticeRow,
  noticeInfo,
  unreadNoticeIds,
} from './notices.repository.js';
import { readerOf } from './reader.js';

const WHATS_NEW_SHOWN = 30;

function toSummary(row: NoticeRow, lang: Lang): NoticeSummary {
  const { item } = row;
  const title = pickLocalized(item.title, contentLangOf(lang));
  return {
    id: item.seriesId,
    type: item.noticeType ?? 'system',
    priority: item.priority,
    pinned: item.pinned,
    title: title.text,
    lang: title.lang,
    publishedAt: (item.publishAt ?? item.editedAt).toISOString(),
    read: row.read,
  };
}

function toNotice(row: NoticeRow, lang: Lang): Notice {
  const summary = toSummary(row, lang);
  // Title and body in one language: the body falls back to English with its title.
  const body = summary.lang === 'en' ? row.item.body.en : (row.item.body[summary.lang] ?? row.item.body.en);
  return {
    ...summary,
    body,
    expiresAt: row.item.expiresAt?.toISOString() ?? null,
    acknowledged: row.acknowledgedAt !== null,
  };
}

/** Notices my company is meant to see, pinned first, filtered by my read state. */
export async function listMyNotices(
  ctx: AppContext,
  caller: SupplierCaller,
  query: CallInput<typeof noticeCalls.list>,
  lang: Lang,
): Promise<Page<NoticeSummary>> {
  const reader = await readerOf(ctx, caller);
  const { rows, total } = await listNotices(ctx.db, reader, ctx.clock.now(), {
    filter: query.filter,
    offset: (query.pageIndex - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    list: rows.map((row) => toSummary(row, lang)),
    total,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}

/** Opens a notice the company is meant to see, and marks it read for this user. */
export async function viewNotice(
  ctx: AppContext,
  caller: SupplierCaller,
  id: number,
  lang: Lang,
): Promise<Notice> {
  const reader = await readerOf(ctx, caller);
  const row = await findNotice(ctx.db, reader, ctx.clock.now(), id);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  await markRead(ctx.db, caller.userId, [id]);
  return toNotice({ ...row, read: true }, lang);
}

/** The header badge (my unread count) and the urgent notice to pop up. */
export async function getNoticeInfo(
  ctx: AppContext,
  caller: SupplierCaller,
  lang: Lang,
): Promise<NoticeInfo> {
  const reader = await readerOf(ctx, caller);
  const { unread, urgent } = await noticeInfo(ctx.db, reader, ctx.clock.now());
  return { unread, popup: urgent ? toNotice(urgent, lang) : null };
}

/** Marks every notice I can see as read. */
export async function readAllNotices(ctx: AppContext, caller: SupplierCaller): Promise<null> {
  const reader = await readerOf(ctx, caller);
  await markRead(ctx.db, caller.userId, await unreadNoticeIds(ctx.db, reader, ctx.clock.now()));
  return null;
}

/** Confirms an urgent notice: it is read and stops popping up. */
export async function acknowledgeNotice(ctx: AppContext, caller: SupplierCaller, id: number): Promise<null> {
  const reader = await readerOf(ctx, caller);
  if (!(await findNotice(ctx.db, reader, ctx.clock.now(), id))) throw new AppError('RECORD_NOT_FOUND');
  await markRead(ctx.db, caller.userId, [id], true);
  return null;
}

/** The changelog, each entry marked new when published after I last opened it. */
export async function getWhatsNew(ctx: AppContext, caller: SupplierCaller, lang: Lang): Promise<WhatsNew> {
  const [rows, guide] = await Promise.all([
    liveWhatsNew(ctx.db, ctx.clock.now(), WHATS_NEW_SHOWN),
    findGuide(ctx.db, caller.userId),
  ]);
  const seenAt = guide?.whatsNewSeenAt ?? null;
  const entries = rows.map((row) => {
    const publishedAt = row.publishAt ?? row.editedAt;
    return {
      id: row.seriesId,
      kind: row.changeKind ?? 'improved',
      text: pickLocalized(row.title, contentLangOf(lang)).text,
      publishedAt: publishedAt.toISOString(),
      unseen: seenAt === null || publishedAt > seenAt,
    };
  });
  return { entries, unseen: entries.filter((entry) => entry.unseen).length };
}

/** I opened What’s New: its dot goes away until the next entry. */
export async function markWhatsNewSeen(ctx: AppContext, caller: SupplierCaller): Promise<null> {
  await upsertGuide(ctx.db, caller.userId, { whatsNewSeenAt: ctx.clock.now() });
  return null;
}
