import { z } from 'zod';
import { callGroup } from './call.js';
import { EmptySchema, FileIdSchema, idNumber, multiLineText } from './common.js';
import { utcToday } from './expiry.js';
import { FileRefSchema } from './files.js';
import { apiPaths } from './paths.js';
import { requiredText } from './validation.js';

/** Credentials (SPEC 1, 3, 4; issue 17): documents the platform team verifies, rewarded once per type. */

/** What a credential certifies. A business licence has no expiry date; every other type has one. */
export const CREDENTIAL_TYPES = [
  'business_licence',
  'iso9001',
  'haccp',
  'fda',
  'organic_eu',
  'organic_usda',
  'organic_jas',
  'halal',
  'kosher',
  'other',
] as const;
export type CredentialType = (typeof CREDENTIAL_TYPES)[number];

/**
 * The state a version is stored in: waiting for review, verified, rejected (or sent back for a new
 * upload), or revoked by the platform after verification.
 */
export const CREDENTIAL_REVIEW_STATES = ['pending', 'verified', 'rejected', 'reupload', 'revoked'] as const;
export type CredentialReviewState = (typeof CREDENTIAL_REVIEW_STATES)[number];

/** What the supplier sees: the stored state, with a verified credential's expiry folded in. */
export const CREDENTIAL_STATES = [
  'pending',
  'verified',
  'expiring',
  'expired',
  'rejected',
  'reupload',
  'revoked',
] as const;
export type CredentialState = (typeof CREDENTIAL_STATES)[number];

/** The reasons a reviewer picks from when rejecting or asking for a new upload (plus free text). */
export const CREDENTIAL_REJECT_REASONS = [
  'unreadable',
  'incomplete',
  'expired_document',
  'name_mismatch',
  'not_accepted',
  'other',
] as const;
export type CredentialRejectReason = (typeof CREDENTIAL_REJECT_REASONS)[number];

export const CREDENTIAL_LIMITS = {
  filesMax: 5,
  fileMaxBytes: 5 * 1024 * 1024,
  issuerMax: 120,
  numberMax: 80,
  scopeMax: 500,
  descriptionMax: 1000,
  reviewNoteMax: 1000,
  /** A verified credential is "expiring soon" this many days before its expiry date. */
  expiringDays: 30,
  /** Reminders go out this many days before expiry (0: on the day). */
  reminderDays: [30, 7, 0] as readonly number[],
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A verified credential as buyers see it (showroom, chat): gone once expired or revoked. */
export const CredentialBadgeSchema = z.object({
  type: z.enum(CREDENTIAL_TYPES),
  validUntil: z.string().nullable().describe('YYYY-MM-DD; null when it does not expire (business licence)'),
});
export type CredentialBadge = z.infer<typeof CredentialBadgeSchema>;

/** The reward verifying a credential of a type earns (once per type and company). */
export const RewardTermSchema = z.object({
  type: z.enum(CREDENTIAL_TYPES),
  days: z.number().int(),
  contacts: z.number().int(),
});
export type RewardTerm = z.infer<typeof RewardTermSchema>;

/** One uploaded version of a credential, as the supplier sees it. */
export const CredentialVersionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  type: z.enum(CREDENTIAL_TYPES),
  issuer: z.string(),
  certificateNumber: z.string(),
  scope: z.string(),
  description: z.string(),
  issuedOn: z.string().describe('YYYY-MM-DD'),
  expiresOn: z.string().nullable().describe('YYYY-MM-DD; null for a business licence'),
  files: z.array(FileRefSchema).describe('Private: the addresses work for minutes'),
  state: z.enum(CREDENTIAL_STATES),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  rejectReason: z.enum(CREDENTIAL_REJECT_REASONS).nullable(),
  reviewNote: z.string().nullable().describe("The reviewer's words to the supplier"),
  revokeReason: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type CredentialVersion = z.infer<typeof CredentialVersionSchema>;

/** A credential: its latest version, the earlier ones, and what it earned. */
export const CredentialSchema = CredentialVersionSchema.extend({
  seriesId: z.number().int(),
  history: z.array(CredentialVersionSchema).describe('Earlier versions, newest first'),
  reward: z
    .object({ days: z.number().int(), contacts: z.number().int(), takenBack: z.boolean() })
    .nullable()
    .describe(
      'What verifying this credential granted; null when nothing (yet, or the type was rewarded before)',
    ),
  canUploadAgain: z.boolean().describe('A new version may be uploaded (not while one is waiting for review)'),
});
export type Credential = z.infer<typeof CredentialSchema>;

/** `examine/getstatus`: my credentials, what each type earns, and whether the business licence is verified. */
export const CredentialOverviewSchema = z.object({
  credentials: z.array(CredentialSchema),
  rewardTerms: z.array(RewardTermSchema.extend({ earned: z.boolean() })),
  earned: z.object({ days: z.number().int(), contacts: z.number().int() }),
  businessLicenceVerified: z.boolean(),
});
export type CredentialOverview = z.infer<typeof CredentialOverviewSchema>;

/**
 * `examine/examine`: a credential for review, its files uploaded first through `credential/up`.
 * With `seriesId` it is a new version of that credential (after a rejection, or a renewed certificate).
 */
export const SubmitCredentialSchema = z
  .object({
    seriesId: idNumber().optional(),
    type: z.enum(CREDENTIAL_TYPES, { error: 'validation.credentialTypeRequired' }),
    issuer: requiredText('validation.issuerRequired', CREDENTIAL_LIMITS.issuerMax),
    certificateNumber: requiredText('validation.certificateNumberRequired', CREDENTIAL_LIMITS.numberMax),
    scope: multiLineText(CREDENTIAL_LIMITS.scopeMax).default(''),
    description: multiLineText(CREDENTIAL_LIMITS.descriptionMax).default(''),
    issuedOn: z
      .string({ error: 'validation.issuedOnRequired' })
      .regex(DATE, { error: 'validation.issuedOnRequired' })
      .refine((day) => day <= utcToday(), { error: 'validation.issuedInFuture' }),
    expiresOn: z.string().regex(DATE, { error: 'validation.expiresOnRequired' }).nullable().default(null),
    fileIds: z
      .array(FileIdSchema, { error: 'validation.credentialFilesRequired' })
      .min(1, { error: 'validation.credentialFilesRequired' })
      .max(CREDENTIAL_LIMITS.filesMax, { error: 'validation.credentialFilesMax' }),
  })
  .superRefine((value, issue) => {
    if (value.expiresOn === null) {
      if (value.type !== 'business_licence')
        issue.addIssue({ code: 'custom', path: ['expiresOn'], message: 'validation.expiresOnRequired' });
      return;
    }
    if (value.expiresOn <= value.issuedOn)
      issue.addIssue({ code: 'custom', path: ['expiresOn'], message: 'validation.expiresBeforeIssued' });
    else if (value.expiresOn < utcToday())
      issue.addIssue({ code: 'custom', path: ['expiresOn'], message: 'validation.credentialExpired' });
  });
export type SubmitCredential = z.input<typeof SubmitCredentialSchema>;

/** Supplier side: upload files, submit a credential for review, see where my credentials stand. */
export const credentialCalls = callGroup('Credentials', {
  submit: {
    path: apiPaths.credentialSubmit,
    summary:
      'Submit a credential (or a new version of one) for review; its files come from credential/up (PDF, JPG or PNG, 5 MB each, at most five)',
    body: SubmitCredentialSchema,
    result: CredentialSchema,
  },
  status: {
    path: apiPaths.credentialStatus,
    summary: 'My credentials with their versions and states, the reward of each type, and what was earned',
    body: EmptySchema,
    result: CredentialOverviewSchema,
  },
});

/** A credential in the console: the version, the company, how long it has waited, the revocation asked. */
export const ConsoleCredentialSchema = CredentialVersionSchema.extend({
  seriesId: z.number().int(),
  supplierId: z.number().int(),
  companyName: z.string(),
  companyCountry: z.string(),
  waitingMinutes: z.number().int().describe('Since it was submitted'),
  reviewedBy: z.string().nullable(),
  revokeRequest: z
    .object({
      by: z.string(),
      byUserId: z.number().int(),
      at: z.string(),
      reason: z.string(),
      takeBack: z.boolean(),
    })
    .nullable(),
  rewardGranted: z.boolean().describe('This version earned its type’s reward'),
});
export type ConsoleCredential = z.infer<typeof ConsoleCredentialSchema>;

export const ConsoleCredentialQueueQuerySchema = z.object({
  view: z.enum(['pending', 'revocations', 'recent']).default('pending'),
});
export type ConsoleCredentialQueueQuery = z.input<typeof ConsoleCredentialQueueQuerySchema>;

export const ConsoleCompanyCredentialsQuerySchema = z.object({ supplierId: idNumber() });
export type ConsoleCompanyCredentialsQuery = z.input<typeof ConsoleCompanyCredentialsQuerySchema>;

export const DecideCredentialSchema = z
  .object({
    id: idNumber(),
    decision: z.enum(['approve', 'reject', 'reupload']),
    reason: z.enum(CREDENTIAL_REJECT_REASONS).nullable().default(null),
    note: multiLineText(CREDENTIAL_LIMITS.reviewNoteMax).default(''),
  })
  .superRefine((value, issue) => {
    if (value.decision !== 'approve' && value.reason === null)
      issue.addIssue({ code: 'custom', path: ['reason'], message: 'validation.rejectReasonRequired' });
    if (value.reason === 'other' && value.note === '')
      issue.addIssue({ code: 'custom', path: ['note'], message: 'validation.reviewNoteRequired' });
  });
export type DecideCredential = z.input<typeof DecideCredentialSchema>;

export const RequestRevocationSchema = z.object({
  id: idNumber(),
  reason: multiLineText(CREDENTIAL_LIMITS.reviewNoteMax).min(1, { error: 'validation.revokeReasonRequired' }),
  takeBack: z.boolean().describe('Take back the reward this credential earned'),
});
export type RequestRevocation = z.input<typeof RequestRevocationSchema>;

export const CredentialIdSchema = z.object({ id: idNumber() });
export type CredentialId = z.input<typeof CredentialIdSchema>;

export const SaveRewardTermsSchema = z.object({
  terms: z
    .array(
      z.object({
        type: z.enum(CREDENTIAL_TYPES),
        days: z.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).min(0).max(365),
        contacts: z
          .number({ error: 'validation.invalid' })
          .int({ error: 'validation.invalid' })
          .min(0)
          .max(1000),
      }),
    )
    .min(1)
    .max(CREDENTIAL_TYPES.length),
});
export type SaveRewardTerms = z.input<typeof SaveRewardTermsSchema>;

/** Platform console: the credential review queue, decisions, two-operator revocation, reward amounts. */
export const consoleCredentialCalls = callGroup('Platform console: credentials', {
  queue: {
    path: apiPaths.consoleCredentialQueue,
    summary:
      'Credentials waiting for review (oldest first), revocations waiting for a second operator, or recent decisions',
    body: ConsoleCredentialQueueQuerySchema,
    result: z.array(ConsoleCredentialSchema),
  },
  company: {
    path: apiPaths.consoleCredentialCompany,
    summary: "A company's credentials, every version, newest first",
    body: ConsoleCompanyCredentialsQuerySchema,
    result: z.array(ConsoleCredentialSchema),
  },
  decide: {
    path: apiPaths.consoleCredentialDecide,
    summary:
      'Approve (grants the type’s reward once, in the same transaction), reject with a reason, or ask for a new upload; audited',
    body: DecideCredentialSchema,
    result: ConsoleCredentialSchema,
  },
  requestRevocation: {
    path: apiPaths.consoleCredentialRevoke,
    summary: 'Ask to revoke a verified credential (a second operator confirms); audited',
    body: RequestRevocationSchema,
    result: ConsoleCredentialSchema,
  },
  confirmRevocation: {
    path: apiPaths.consoleCredentialRevokeConfirm,
    summary:
      'Confirm another operator’s revocation: the credential is revoked, its reward taken back if asked; audited',
    body: CredentialIdSchema,
    result: ConsoleCredentialSchema,
  },
  cancelRevocation: {
    path: apiPaths.consoleCredentialRevokeCancel,
    summary: 'Withdraw a revocation request; audited',
    body: CredentialIdSchema,
    result: ConsoleCredentialSchema,
  },
  rewardTerms: {
    path: apiPaths.consoleCredentialRewardTerms,
    summary: 'What verifying each credential type earns',
    body: EmptySchema,
    result: z.array(RewardTermSchema),
  },
  saveRewardTerms: {
    path: apiPaths.consoleCredentialRewardTermsSave,
    summary: 'Change what verifying credential types earns (applies to later verifications); audited',
    body: SaveRewardTermsSchema,
    result: z.array(RewardTermSchema),
  },
});
