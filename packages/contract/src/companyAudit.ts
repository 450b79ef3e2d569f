/** The company's own audit log, read-only for the owner and managers (issue 19). */
import { z } from 'zod';
import { callGroup } from './call.js';
import { EmptySchema, idNumber, PageQuerySchema, pageOf } from './common.js';
import { apiPaths } from './paths.js';

/**
 * What a company's audit log records (`audit_log.action` for entries with a supplier id); each is
 * written in the same transaction as the change, with the acting user and their address.
 */
export const COMPANY_AUDIT_ACTIONS = [
  'user.invited',
  'user.invitationResent',
  'user.invitationRevoked',
  'user.joined',
  'user.roleChanged',
  'user.disabled',
  'user.enabled',
  'ownership.transferRequested',
  'ownership.transferCancelled',
  'ownership.transferred',
  'role.created',
  'role.updated',
  'role.deleted',
  'conversation.handedOver',
  'company.profileUpdated',
  'company.showroomPublished',
  'company.showroomUnpublished',
  'billing.paid',
  'billing.refunded',
] as const;
export type CompanyAuditAction = (typeof COMPANY_AUDIT_ACTIONS)[number];

/** The filter groups of the audit log's action filter. */
export const COMPANY_AUDIT_GROUPS = ['users', 'roles', 'ownership', 'profile', 'billing', 'chat'] as const;
export type CompanyAuditGroup = (typeof COMPANY_AUDIT_GROUPS)[number];

/** Which filter group each action is listed under ("who changed roles" includes a user's new role). */
export const COMPANY_AUDIT_ACTION_GROUPS: Record<CompanyAuditAction, CompanyAuditGroup> = {
  'user.invited': 'users',
  'user.invitationResent': 'users',
  'user.invitationRevoked': 'users',
  'user.joined': 'users',
  'user.disabled': 'users',
  'user.enabled': 'users',
  'user.roleChanged': 'roles',
  'role.created': 'roles',
  'role.updated': 'roles',
  'role.deleted': 'roles',
  'ownership.transferRequested': 'ownership',
  'ownership.transferCancelled': 'ownership',
  'ownership.transferred': 'ownership',
  'conversation.handedOver': 'chat',
  'company.profileUpdated': 'profile',
  'company.showroomPublished': 'profile',
  'company.showroomUnpublished': 'profile',
  'billing.paid': 'billing',
  'billing.refunded': 'billing',
};

/** The actions of a filter group. */
export function companyAuditActionsOf(group: CompanyAuditGroup): CompanyAuditAction[] {
  return COMPANY_AUDIT_ACTIONS.filter((action) => COMPANY_AUDIT_ACTION_GROUPS[action] === group);
}

/** Whether a stored action is one the company's audit log knows (others show as they are). */
export function isCompanyAuditAction(action: string): action is CompanyAuditAction {
  return (COMPANY_AUDIT_ACTIONS as readonly string[]).includes(action);
}

/** What `company.profileUpdated` lists as changed (`details.fields`). */
export const COMPANY_PROFILE_AUDIT_FIELDS = [
  'name',
  'country',
  'businessType',
  'yearFounded',
  'staffRange',
  'exportRange',
  'mainMarkets',
  'introductionEn',
  'introductionZh',
  'introductionJa',
  'categories',
  'businessGoods',
  'brands',
  'logo',
  'images',
] as const;
export type CompanyProfileAuditField = (typeof COMPANY_PROFILE_AUDIT_FIELDS)[number];

/**
 * A role as an entry names it: a built-in role's code (`owner`, `manager`, `sales`, `content`,
 * `finance`: shown translated) or a custom role's name (shown as it is); or `{ id, code, name }`
 * (`code` null for a custom role).
 */
export type AuditRoleRef = string | { id?: number; code: string | null; name: string };
/** A person as an entry names them: their name at the time, or `{ id, name }`. */
export type AuditPersonRef = string | { id?: number; name: string };
/** A package's name in each language, as the order copied it (a plain string is shown as it is). */
export type AuditPackageName = { en: string; zh: string; ja: string } | string;

/**
 * The `details` each action's writer stores (the log's sentences read these keys; a missing key
 * shows as a dash and an unknown one is ignored, so more keys may be stored). People are stored by
 * name (and email where said), as they were at the time. Target: `targetType`/`targetId` name the row changed (a user's id, a
 * role's id, the order's number…).
 */
export interface CompanyAuditDetails {
  'user.invited': { email: string; role: AuditRoleRef };
  'user.invitationResent': { email: string; role?: AuditRoleRef };
  'user.invitationRevoked': { email: string; role?: AuditRoleRef };
  'user.joined': { name: AuditPersonRef; email: string };
  'user.roleChanged': { name: AuditPersonRef; from: AuditRoleRef; to: AuditRoleRef };
  'user.disabled': { name: AuditPersonRef };
  'user.enabled': { name: AuditPersonRef };
  /**
   * `from`: the owner; `to`: the colleague asked (`name` is read as `to` when `to` is missing). A
   * transfer the colleague declined has `outcome: 'declined'` (they are the actor).
   */
  'ownership.transferRequested': { from?: AuditPersonRef; to: AuditPersonRef };
  'ownership.transferCancelled': {
    from?: AuditPersonRef;
    to: AuditPersonRef;
    outcome?: 'withdrawn' | 'declined';
  };
  'ownership.transferred': { from: AuditPersonRef; to: AuditPersonRef };
  'role.created': { name: AuditRoleRef };
  'role.updated': { name: AuditRoleRef };
  'role.deleted': { name: AuditRoleRef };
  /** `buyer`: the buyer's name (or company); `from`/`to`: the colleagues' names. */
  'conversation.handedOver': { buyer: string; from: AuditPersonRef; to: AuditPersonRef };
  'company.profileUpdated': { fields: CompanyProfileAuditField[] };
  'company.showroomPublished': Record<string, never>;
  'company.showroomUnpublished': Record<string, never>;
  /** `order`: the order's number (merchant transaction id); `amount`: a decimal string. */
  'billing.paid': {
    order: string;
    package: AuditPackageName;
    amount: string;
    currency: string;
    days: number;
    contacts: number;
  };
  /** Written when the refund went through (by the platform team: the actor shows as customer service). */
  'billing.refunded': { order: string; package: AuditPackageName; amount: string; currency: string };
}

/** Who did it: a colleague, the platform team (their names and addresses are not shown), or nobody. */
export const COMPANY_AUDIT_ACTOR_KINDS = ['member', 'platform', 'system'] as const;
export type CompanyAuditActorKind = (typeof COMPANY_AUDIT_ACTOR_KINDS)[number];

/** Date ranges of the list, counted back from now; `custom` takes `from` and `to`. */
export const COMPANY_AUDIT_PERIODS = ['7d', '30d', '90d', '365d', 'all', 'custom'] as const;
export type CompanyAuditPeriod = (typeof COMPANY_AUDIT_PERIODS)[number];
export const COMPANY_AUDIT_PERIOD_DAYS: Record<Exclude<CompanyAuditPeriod, 'all' | 'custom'>, number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
  '365d': 365,
};

const isoTime = z
  .string({ error: 'validation.dateInvalid' })
  .max(40, { error: 'validation.dateInvalid' })
  .pipe(z.iso.datetime({ offset: true, error: 'validation.dateInvalid' }));

export const CompanyAuditQuerySchema = PageQuerySchema.extend({
  group: z.enum(COMPANY_AUDIT_GROUPS, { error: 'validation.invalid' }).optional(),
  /** Only what this colleague did. */
  actorUserId: idNumber().optional(),
  period: z.enum(COMPANY_AUDIT_PERIODS, { error: 'validation.invalid' }).default('90d'),
  /** With `custom`: from this instant (inclusive)… */
  from: isoTime.optional(),
  /** …to this one (exclusive): the web sends the starts of the first and of the day after the last day. */
  to: isoTime.optional(),
}).refine(
  (query) =>
    query.period !== 'custom' ||
    (query.from !== undefined && query.to !== undefined && Date.parse(query.from) < Date.parse(query.to)),
  { error: 'validation.dateInvalid', path: ['from'] },
);
export type CompanyAuditQuery = z.input<typeof CompanyAuditQuerySchema>;

export const CompanyAuditActorSchema = z.object({
  kind: z.enum(COMPANY_AUDIT_ACTOR_KINDS),
  userId: z.number().int().nullable().describe('A colleague’s user id; null for the platform team'),
  name: z.string().nullable().describe('A colleague’s name as it was then; null for the platform team'),
});
export type CompanyAuditActor = z.infer<typeof CompanyAuditActorSchema>;

/** One entry of the company's audit log. */
export const CompanyAuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: CompanyAuditActorSchema,
  action: z.string().describe('One of COMPANY_AUDIT_ACTIONS'),
  group: z.enum(COMPANY_AUDIT_GROUPS).nullable(),
  targetType: z.string(),
  targetId: z.string(),
  details: z.record(z.string(), z.unknown()).describe('Keyed as CompanyAuditDetails says for the action'),
  ip: z.string().nullable().describe('The address the change came from; null when none (a provider notify)'),
});
export type CompanyAuditEntry = z.infer<typeof CompanyAuditEntrySchema>;

export const CompanyAuditPageSchema = pageOf(CompanyAuditEntrySchema).extend({
  from: z.string().nullable().describe('Start of the range listed (null: since the beginning)'),
  to: z.string().nullable().describe('End of the range listed (null: up to now)'),
});
export type CompanyAuditPage = z.infer<typeof CompanyAuditPageSchema>;

/** A colleague who has entries in the log (the user filter's options). */
export const CompanyAuditUserSchema = z.object({ userId: z.number().int(), name: z.string() });
export type CompanyAuditUser = z.infer<typeof CompanyAuditUserSchema>;

/** Team → Audit log: what the company's users did, for the owner and managers; read-only. */
export const companyAuditCalls = callGroup('Company audit log', {
  list: {
    path: apiPaths.companyAuditList,
    summary:
      "My company's audit log, newest first: who did what, when and from which address; filter by group, colleague and dates",
    body: CompanyAuditQuerySchema,
    result: CompanyAuditPageSchema,
  },
  actors: {
    path: apiPaths.companyAuditActors,
    summary: 'The colleagues who have entries in my company’s audit log, by name',
    body: EmptySchema,
    result: z.array(CompanyAuditUserSchema),
  },
});
