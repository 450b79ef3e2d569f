import { z } from 'zod';
import { callGroup } from './call.js';
import {
  coercedId,
  EmptySchema,
  multiLineText,
  OkSchema,
  PageQuerySchema,
  pageOf,
  singleLineText,
} from './common.js';
import { apiPaths } from './paths.js';
import { EmailSchema } from './validation.js';

/** The affiliate programme (SPEC 1, 2, 4, 7; issue 17): invite other suppliers, earn service extensions. */

/** Invitation codes use these characters: no 0/O, 1/I/L, so a code read aloud or typed is not mistaken. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const AFFILIATE_LIMITS = {
  codeLength: 8,
  /** A link's code stays on the visitor's device this long, so a later sign-up still carries it. */
  keptDays: 30,
  /** Activations of one inviter in one UTC day beyond this go to the platform team's review. */
  activationsPerDay: 5,
  nameMax: 80,
  noteMax: 500,
  /** The visitor key a device makes for itself (letters, digits, `_`, `-`). */
  visitorKeyMin: 16,
  visitorKeyMax: 64,
} as const;

const CODE_PATTERN = new RegExp(`^[${INVITE_CODE_ALPHABET}]{${AFFILIATE_LIMITS.codeLength}}$`);
const VISITOR_KEY_PATTERN = new RegExp(
  `^[A-Za-z0-9_-]{${AFFILIATE_LIMITS.visitorKeyMin},${AFFILIATE_LIMITS.visitorKeyMax}}$`,
);

/** The code in its stored form (upper case, spaces and dashes dropped), or null when it cannot be one. */
export function normalizeInviteCode(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 40) return null;
  const code = raw.replace(/[\s-]/g, '').toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

/** The visitor key as sent, or null when it is not one a device would make. */
export function normalizeVisitorKey(raw: unknown): string | null {
  return typeof raw === 'string' && VISITOR_KEY_PATTERN.test(raw) ? raw : null;
}

/**
 * An invitation's life: invited (link opened on a device, or an email recorded by the inviter) →
 * joined (a company signed up with the code) → activated (its first payment or its verified business
 * licence; the reward is held) → rewarded. A flagged activation waits in review first. Rejected: the
 * sign-up did not qualify or review refused it. Reversed: a refund during the hold, or fraud.
 */
export const INVITATION_STATES = [
  'invited',
  'joined',
  'activated',
  'review',
  'rewarded',
  'rejected',
  'reversed',
] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** Why an invitation was rejected or reversed; labels under the web's `affiliate.reason.<key>`. */
export const INVITATION_REASONS = [
  'same_company',
  'same_email',
  'same_address',
  'disposable_email',
  'rejected_in_review',
  'refunded',
  'fraud',
] as const;
export type InvitationReason = (typeof INVITATION_REASONS)[number];

/** What activated an invitation. */
export const ACTIVATION_SOURCES = ['payment', 'business_licence'] as const;
export type ActivationSource = (typeof ACTIVATION_SOURCES)[number];

/** What one activated invitation earns the inviter, after the hold. */
export const ReferralRewardSchema = z.object({
  days: z.number().int(),
  contacts: z.number().int(),
  holdDays: z.number().int(),
  activationsPerDay: z.number().int().describe('More activations in one UTC day go to review'),
});
export type ReferralReward = z.infer<typeof ReferralRewardSchema>;

/** `invite/link`: my code, the link that carries it to sign-up, the reward terms and a ready text. */
export const InviteLinkSchema = z.object({
  code: z.string(),
  link: z.string(),
  reward: ReferralRewardSchema,
  texts: z
    .object({ en: z.string(), zh: z.string(), ja: z.string() })
    .describe('A copy-ready invitation in each language; the platform mails nothing itself'),
});
export type InviteLink = z.infer<typeof InviteLinkSchema>;

/** One invitation as its inviter sees it: the email masked, never the invited company's details. */
export const InvitationSchema = z.object({
  id: z.number().int(),
  state: z.enum(INVITATION_STATES),
  reason: z.enum(INVITATION_REASONS).nullable(),
  email: z.string().nullable().describe('Masked, e.g. j***@e***.com'),
  name: z.string().nullable(),
  /** The link was opened on a device (no email known). */
  viaLink: z.boolean(),
  createdAt: z.string(),
  joinedAt: z.string().nullable(),
  activatedAt: z.string().nullable(),
  activatedBy: z.enum(ACTIVATION_SOURCES).nullable(),
  holdUntil: z.string().nullable(),
  rewardedAt: z.string().nullable(),
  reversedAt: z.string().nullable(),
  rewardDays: z.number().int().nullable(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

export const InviteTotalsSchema = z.object({
  invited: z.number().int(),
  joined: z.number().int(),
  activated: z.number().int(),
  daysEarned: z.number().int(),
});
export type InviteTotals = z.infer<typeof InviteTotalsSchema>;

export const InviteListQuerySchema = PageQuerySchema;
export type InviteListQuery = z.infer<typeof InviteListQuerySchema>;

export const InviteListSchema = pageOf(InvitationSchema).extend({ totals: InviteTotalsSchema });
export type InviteList = z.infer<typeof InviteListSchema>;

/** The inviter notes an email they invited themselves (with a name to recognise it). */
export const RecordInviteSchema = z.object({
  email: EmailSchema,
  name: singleLineText(AFFILIATE_LIMITS.nameMax).optional(),
});
export type RecordInvite = z.infer<typeof RecordInviteSchema>;

/** A visitor opened an invitation link: the code and the key the device keeps for itself. */
export const OpenInviteSchema = z.object({
  code: singleLineText(40),
  visitorKey: singleLineText(AFFILIATE_LIMITS.visitorKeyMax),
});
export type OpenInvite = z.infer<typeof OpenInviteSchema>;

export const inviteCalls = callGroup('Affiliate programme', {
  link: {
    path: apiPaths.inviteLink,
    summary: 'My invitation code (made on first use), its link, the reward terms and a ready text',
    body: EmptySchema,
    result: InviteLinkSchema,
  },
  list: {
    path: apiPaths.inviteList,
    summary: "My company's invitations, newest first, with totals; emails masked",
    body: InviteListQuerySchema,
    result: InviteListSchema,
  },
  record: {
    path: apiPaths.inviteRecord,
    summary: 'Note an email I invited (the platform sends it nothing)',
    body: RecordInviteSchema,
    result: InvitationSchema,
  },
  open: {
    path: apiPaths.inviteOpen,
    summary: 'Anonymous: a visitor opened an invitation link (same answer whether the code exists or not)',
    body: OpenInviteSchema,
    result: OkSchema,
  },
});

// The platform console: flagged activations and recent invitations.

/** An invitation as the platform team sees it: both companies, the address and the flags. */
export const ConsoleReferralSchema = z.object({
  id: z.number().int(),
  state: z.enum(INVITATION_STATES),
  reason: z.enum(INVITATION_REASONS).nullable(),
  inviterId: z.number().int(),
  inviterCompany: z.string(),
  invitedId: z.number().int().nullable(),
  invitedCompany: z.string().nullable(),
  email: z.string().nullable(),
  signupIp: z.string().nullable(),
  joinedAt: z.string().nullable(),
  activatedAt: z.string().nullable(),
  activatedBy: z.enum(ACTIVATION_SOURCES).nullable(),
  holdUntil: z.string().nullable(),
  rewardedAt: z.string().nullable(),
  /** The inviter's activations in the UTC day of this one (why it was flagged). */
  activationsThatDay: z.number().int(),
  reviewNote: z.string().nullable(),
});
export type ConsoleReferral = z.infer<typeof ConsoleReferralSchema>;

export const ConsoleReferralQueueSchema = z.object({
  flagged: z.array(ConsoleReferralSchema).describe('Activations waiting for review, oldest first'),
  recent: z.array(ConsoleReferralSchema).describe('The latest joined invitations, newest first'),
});
export type ConsoleReferralQueue = z.infer<typeof ConsoleReferralQueueSchema>;

export const ReferralDecisionSchema = z
  .object({
    id: coercedId(),
    approve: z.boolean({ error: 'validation.invalid' }),
    note: multiLineText(AFFILIATE_LIMITS.noteMax).optional(),
  })
  .refine((decision) => decision.approve || Boolean(decision.note), {
    path: ['note'],
    error: 'validation.reasonRequired',
  });
export type ReferralDecision = z.infer<typeof ReferralDecisionSchema>;

export const ReferralReverseSchema = z.object({
  id: coercedId(),
  note: multiLineText(AFFILIATE_LIMITS.noteMax).pipe(
    z.string().min(1, { error: 'validation.reasonRequired' }),
  ),
});
export type ReferralReverse = z.infer<typeof ReferralReverseSchema>;

export const consoleReferralCalls = callGroup('Platform console: referrals', {
  queue: {
    path: apiPaths.consoleReferralQueue,
    summary: 'Flagged activations waiting for review, and the latest joined invitations',
    body: EmptySchema,
    result: ConsoleReferralQueueSchema,
  },
  decide: {
    path: apiPaths.consoleReferralDecide,
    summary: 'Approve a flagged activation (its reward is then held) or reject it with a reason',
    body: ReferralDecisionSchema,
    result: ConsoleReferralSchema,
  },
  reverse: {
    path: apiPaths.consoleReferralReverse,
    summary: 'Fraud: reverse an invitation, taking back its reward extension if it was granted',
    body: ReferralReverseSchema,
    result: ConsoleReferralSchema,
  },
});
