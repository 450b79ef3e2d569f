// The kinds, languages, states and limits of what the platform team publishes (content.ts): plain
// values, without schemas, so a page that only reads notices or FAQ does not build the authoring
// schemas with them.

export const CONTENT_KINDS = ['notice', 'whatsNew', 'faq'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
/** Languages content is written in; English is required and the fallback of the others. */
export const CONTENT_LANGS = ['en', 'zh', 'ja'] as const;
export type ContentLang = (typeof CONTENT_LANGS)[number];

export const NOTICE_TYPES = ['system', 'maintenance', 'policy', 'product', 'promotion'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];
export const NOTICE_PRIORITIES = ['info', 'warning', 'urgent'] as const;
export type NoticePriority = (typeof NOTICE_PRIORITIES)[number];
export const CHANGE_KINDS = ['new', 'improved', 'fixed'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];
export const FAQ_CATEGORIES = [
  'gettingStarted',
  'buyers',
  'chat',
  'quotations',
  'products',
  'showroom',
  'credentials',
  'payment',
  'account',
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];
/** Which suppliers a notice reaches by their service: everyone, those on the trial, or paying ones. */
export const AUDIENCE_PLANS = ['all', 'trial', 'paying'] as const;
export type AudiencePlan = (typeof AUDIENCE_PLANS)[number];
/**
 * An item's state: a draft, scheduled (published, its time not yet come), live, expired, or archived
 * (replaced by a newer version or withdrawn). Published items are never deleted.
 */
export const CONTENT_STATES = ['draft', 'scheduled', 'live', 'expired', 'archived'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

export const CONTENT_LIMITS = {
  titleMax: 160,
  bodyMax: 20_000,
  audienceListMax: 60,
} as const;
