import { z } from 'zod';
import { callGroup } from './call.js';
import { idNumber, multiLineText, PageQuerySchema, pageOf, singleLineText } from './common.js';
import { MAIN_CATEGORIES } from './constants.js';
import {
  AUDIENCE_PLANS,
  CHANGE_KINDS,
  CONTENT_KINDS,
  CONTENT_LANGS,
  CONTENT_LIMITS,
  CONTENT_STATES,
  type ContentLang,
  FAQ_CATEGORIES,
  NOTICE_PRIORITIES,
  NOTICE_TYPES,
} from './contentKinds.js';
import { COUNTRY_CODES } from './countries.js';
import { apiPaths } from './paths.js';

// What the platform team publishes to suppliers: notices, What's New entries and FAQ articles. One
// model for the three (per-language text, schedule, versions, audit); each kind adds its fields. Its
// kinds, languages, states and limits are in contentKinds.ts.

/** A translation: none (or empty) falls back to English. */
const translation = (max: number) =>
  multiLineText(max)
    .nullable()
    .optional()
    .transform((value) => value || null);
const localized = (max: number, missingEn: string) =>
  z.object({
    en: multiLineText(max).min(1, { error: missingEn }),
    zh: translation(max),
    ja: translation(max),
  });
export const LocalizedTitleSchema = localized(CONTENT_LIMITS.titleMax, 'validation.contentTitleRequired');
export const LocalizedBodySchema = localized(CONTENT_LIMITS.bodyMax, 'validation.contentBodyRequired');
export type LocalizedTitle = z.infer<typeof LocalizedTitleSchema>;
export type LocalizedBody = z.infer<typeof LocalizedBodySchema>;
export type LocalizedText = { en: string; zh: string | null; ja: string | null };

export const AudienceSchema = z.object({
  plan: z.enum(AUDIENCE_PLANS, { error: 'validation.invalid' }).default('all'),
  countries: z
    .array(z.enum(COUNTRY_CODES, { error: 'validation.invalid' }))
    .max(CONTENT_LIMITS.audienceListMax, { error: 'validation.tooLarge' })
    .default([])
    .describe('Empty: every country'),
  categories: z
    .array(z.enum(MAIN_CATEGORIES, { error: 'validation.invalid' }))
    .max(MAIN_CATEGORIES.length, { error: 'validation.tooLarge' })
    .default([])
    .describe('Empty: every category; otherwise suppliers selling in at least one of them'),
});
export type Audience = z.infer<typeof AudienceSchema>;
export const EVERYONE: Audience = { plan: 'all', countries: [], categories: [] };

const isoTime = z
  .string({ error: 'validation.dateInvalid' })
  .max(40, { error: 'validation.dateInvalid' })
  .pipe(z.iso.datetime({ offset: true, error: 'validation.dateInvalid' }));

/** What the console saves: the fields of every kind, and those of the kind being written. */
export const ContentDraftSchema = z
  .object({
    seriesId: idNumber().optional().describe('The item to change (a new version); none to write a new one'),
    kind: z.enum(CONTENT_KINDS, { error: 'validation.invalid' }),
    title: LocalizedTitleSchema,
    body: z
      .object({
        en: multiLineText(CONTENT_LIMITS.bodyMax).default(''),
        zh: translation(CONTENT_LIMITS.bodyMax),
        ja: translation(CONTENT_LIMITS.bodyMax),
      })
      .default({ en: '', zh: null, ja: null }),
    publishAt: isoTime.nullable().default(null).describe('None: when published'),
    expiresAt: isoTime.nullable().default(null).describe('None: never expires'),
    noticeType: z.enum(NOTICE_TYPES, { error: 'validation.noticeTypeRequired' }).nullable().default(null),
    priority: z.enum(NOTICE_PRIORITIES, { error: 'validation.invalid' }).default('info'),
    pinned: z.boolean().default(false),
    audience: AudienceSchema.default(EVERYONE),
    changeKind: z.enum(CHANGE_KINDS, { error: 'validation.changeKindRequired' }).nullable().default(null),
    faqCategory: z.enum(FAQ_CATEGORIES, { error: 'validation.faqCategoryRequired' }).nullable().default(null),
    publish: z.boolean().default(false).describe('Publish now (or at publishAt); otherwise save a draft'),
  })
  .superRefine((draft, context) => {
    if (draft.kind === 'notice' && !draft.noticeType)
      context.addIssue({ code: 'custom', path: ['noticeType'], message: 'validation.noticeTypeRequired' });
    if (draft.kind === 'whatsNew' && !draft.changeKind)
      context.addIssue({ code: 'custom', path: ['changeKind'], message: 'validation.changeKindRequired' });
    if (draft.kind === 'faq' && !draft.faqCategory)
      context.addIssue({ code: 'custom', path: ['faqCategory'], message: 'validation.faqCategoryRequired' });
    if (draft.kind !== 'whatsNew' && !draft.body.en.trim())
      context.addIssue({ code: 'custom', path: ['body', 'en'], message: 'validation.contentBodyRequired' });
    if (
      draft.expiresAt &&
      Date.parse(draft.expiresAt) <= Date.parse(draft.publishAt ?? new Date().toISOString())
    )
      context.addIssue({ code: 'custom', path: ['expiresAt'], message: 'validation.expiryBeforePublish' });
  });
export type ContentDraft = z.output<typeof ContentDraftSchema>;

/** An item as the console sees it: every language, its state and how far it reached. */
export const ContentItemSchema = z.object({
  id: z.number().int().describe('This version'),
  seriesId: z.number().int().describe('The item across its versions'),
  version: z.number().int(),
  kind: z.enum(CONTENT_KINDS),
  state: z.enum(CONTENT_STATES),
  title: z.object({ en: z.string(), zh: z.string().nullable(), ja: z.string().nullable() }),
  body: z.object({ en: z.string(), zh: z.string().nullable(), ja: z.string().nullable() }),
  missingLangs: z.array(z.enum(CONTENT_LANGS)).describe('Languages without a title or body'),
  publishAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  noticeType: z.enum(NOTICE_TYPES).nullable(),
  priority: z.enum(NOTICE_PRIORITIES),
  pinned: z.boolean(),
  audience: z.object({
    plan: z.enum(AUDIENCE_PLANS),
    countries: z.array(z.string()),
    categories: z.array(z.string()),
  }),
  changeKind: z.enum(CHANGE_KINDS).nullable(),
  faqCategory: z.enum(FAQ_CATEGORIES).nullable(),
  editedBy: z.string(),
  editedAt: z.string(),
  reach: z
    .object({ audience: z.number().int(), read: z.number().int() })
    .nullable()
    .describe('Notices: suppliers reached now and users who read it'),
  helpful: z
    .object({ yes: z.number().int(), no: z.number().int() })
    .nullable()
    .describe('FAQ: "Was this helpful?" answers'),
});
export type ContentItem = z.infer<typeof ContentItemSchema>;

export const ContentListQuerySchema = PageQuerySchema.extend({
  kind: z.enum(CONTENT_KINDS, { error: 'validation.invalid' }),
  state: z.enum(CONTENT_STATES, { error: 'validation.invalid' }).optional(),
  keyword: singleLineText(100).optional(),
});
export type ContentListQuery = z.infer<typeof ContentListQuerySchema>;
export const ContentDetailSchema = z.object({
  item: ContentItemSchema,
  versions: z.array(ContentItemSchema).describe('Every version, newest first'),
});
export type ContentDetail = z.infer<typeof ContentDetailSchema>;

export const AudienceCountSchema = z.object({ suppliers: z.number().int() });
export type AudienceCount = z.infer<typeof AudienceCountSchema>;

/** The platform console's authoring of notices, What's New and FAQ; every change is audited. */
export const consoleContentCalls = callGroup('Platform console: content', {
  list: {
    path: apiPaths.consoleContentList,
    summary: 'Notices, What’s New entries or FAQ articles: the newest version of each, newest first',
    body: ContentListQuerySchema,
    result: pageOf(ContentItemSchema),
  },
  detail: {
    path: apiPaths.consoleContentDetail,
    summary: 'One item with every version',
    body: z.object({ seriesId: idNumber() }),
    result: ContentDetailSchema,
  },
  save: {
    path: apiPaths.consoleContentSave,
    summary:
      'Save a draft or publish; changing a published item publishes a new version and archives the old one',
    body: ContentDraftSchema,
    result: ContentDetailSchema,
  },
  archive: {
    path: apiPaths.consoleContentArchive,
    summary: 'Withdraw a published item (kept, no longer shown)',
    body: z.object({ seriesId: idNumber() }),
    result: ContentDetailSchema,
  },
  audienceCount: {
    path: apiPaths.consoleContentAudience,
    summary: 'How many suppliers an audience reaches now',
    body: AudienceSchema,
    result: AudienceCountSchema,
  },
});

const CONTENT_LANG_OF = { en: 'en', ch: 'zh', ja: 'ja' } as const;
/** The content language of a stored UI language (en, ch, ja). */
export function contentLangOf(lang: 'en' | 'ch' | 'ja'): ContentLang {
  return CONTENT_LANG_OF[lang];
}

/** A text in the wanted language, or in English when it was not written in it. */
export function pickLocalized(text: LocalizedText, lang: ContentLang): { text: string; lang: ContentLang } {
  const wanted = text[lang];
  return wanted ? { text: wanted, lang } : { text: text.en, lang: 'en' };
}
