import { z } from 'zod';
import { callGroup } from './call.js';
import { EmptySchema, idNumber, OkSchema, PageQuerySchema, pageOf } from './common.js';
import { CHANGE_KINDS, CONTENT_LANGS, NOTICE_PRIORITIES, NOTICE_TYPES } from './contentKinds.js';
import { apiPaths } from './paths.js';

/** Notices as a supplier's user reads them (SPEC 2 /notice, 3 read or unread, 7 notice/*). */
export const NOTICE_FILTERS = ['all', 'read', 'unread'] as const;
export type NoticeFilter = (typeof NOTICE_FILTERS)[number];

export const NoticeSummarySchema = z.object({
  id: z.number().int().describe('The notice (the same across its versions)'),
  type: z.enum(NOTICE_TYPES),
  priority: z.enum(NOTICE_PRIORITIES),
  pinned: z.boolean(),
  title: z.string().describe("In the caller's language, English when not written in it"),
  lang: z.enum(CONTENT_LANGS).describe('The language the title and body are shown in'),
  publishedAt: z.string(),
  read: z.boolean(),
});
export type NoticeSummary = z.infer<typeof NoticeSummarySchema>;

export const NoticeSchema = NoticeSummarySchema.extend({
  body: z.string().describe('Markdown'),
  expiresAt: z.string().nullable(),
  acknowledged: z.boolean().describe('Urgent notices: the user confirmed reading it'),
});
export type Notice = z.infer<typeof NoticeSchema>;

export const NoticeListQuerySchema = PageQuerySchema.extend({
  filter: z.enum(NOTICE_FILTERS, { error: 'validation.invalid' }).default('all'),
});

export type NoticeListQuery = z.infer<typeof NoticeListQuerySchema>;

export const NoticeInfoSchema = z.object({
  unread: z.number().int(),
  popup: NoticeSchema.nullable().describe('An urgent notice the user has not acknowledged yet'),
});
export type NoticeInfo = z.infer<typeof NoticeInfoSchema>;

export const WhatsNewEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(CHANGE_KINDS),
  text: z.string(),
  publishedAt: z.string(),
  unseen: z.boolean(),
});
export type WhatsNewEntry = z.infer<typeof WhatsNewEntrySchema>;
export const WhatsNewSchema = z.object({
  entries: z.array(WhatsNewEntrySchema).describe('Newest first'),
  unseen: z.number().int().describe('Entries published since the user last opened What’s New'),
});
export type WhatsNew = z.infer<typeof WhatsNewSchema>;

export const noticeCalls = callGroup('Notices', {
  list: {
    path: apiPaths.noticeList,
    summary: 'Notices for my company, pinned first then newest, filtered All / Read / Unread',
    body: NoticeListQuerySchema,
    result: pageOf(NoticeSummarySchema),
  },
  view: {
    path: apiPaths.noticeView,
    summary: 'Read one notice (marks it read)',
    body: z.object({ id: idNumber() }),
    result: NoticeSchema,
  },
  info: {
    path: apiPaths.noticeInfo,
    summary: 'My unread count and the urgent notice to pop up, if any',
    body: EmptySchema,
    result: NoticeInfoSchema,
  },
  readAll: {
    path: apiPaths.noticeReadAll,
    summary: 'Mark every notice read',
    body: EmptySchema,
    result: OkSchema,
  },
  acknowledge: {
    path: apiPaths.noticeAcknowledge,
    summary: 'Confirm an urgent notice (it stops popping up)',
    body: z.object({ id: idNumber() }),
    result: OkSchema,
  },
  whatsNew: {
    path: apiPaths.whatsNewList,
    summary: 'What’s New: the product changelog, with what I have not seen yet',
    body: EmptySchema,
    result: WhatsNewSchema,
  },
  whatsNewSeen: {
    path: apiPaths.whatsNewSeen,
    summary: 'I have opened What’s New: nothing in it is new to me any more',
    body: EmptySchema,
    result: OkSchema,
  },
});
