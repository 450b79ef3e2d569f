// The platform console: buyers (profiles, verification, blocking, reports, accounts), and the two
// calls outside the console that feed it: a supplier reporting a buyer from the chat, and an
// invited buyer setting their password.
import { z } from 'zod';
import { JOB_TITLES, PERSON_TITLES, ResetPasswordSchema } from './account.js';
import { BuyerIdSchema, BuyerProductSchema } from './buyers.js';
import { callGroup } from './call.js';
import {
  coercedId,
  EmptySchema,
  idNumber,
  KeywordSchema,
  multiLineText,
  PageQuerySchema,
  pageOf,
  singleLineText,
} from './common.js';
import { ACCOUNT_LIMITS, MAIN_CATEGORIES } from './constants.js';
import { COUNTRY_CODES } from './countries.js';
import { apiPaths } from './paths.js';
import { CategoryTreeSchema } from './reference.js';
import { EmailSchema, requiredText } from './validation.js';

/** Bounds of the console's buyer fields. */
export const BUYER_LIMITS = {
  cityMax: 80,
  brandMax: 60,
  brandsMax: 20,
  purchasingCategoriesMax: 50,
  reasonMax: 500,
  reportNoteMax: 1000,
  /** An invitation link (set your password) is valid this many days, once. */
  invitationDays: 7,
} as const;

/** Why a supplier reports a buyer. */
export const BUYER_REPORT_REASONS = ['spam', 'abuse', 'fraud', 'other'] as const;
export type BuyerReportReason = (typeof BUYER_REPORT_REASONS)[number];

/** The languages an invitation mail can be written in (the web's codes; stored as en, ch, ja). */
export const INVITATION_LANGS = ['en', 'zh', 'ja'] as const;
export type InvitationLang = (typeof INVITATION_LANGS)[number];

const CitySchema = singleLineText(BUYER_LIMITS.cityMax)
  .optional()
  .transform((city) => (city ? city : undefined))
  .describe('City the buyer is based in');

const BrandListSchema = z
  .array(requiredText('validation.invalid', BUYER_LIMITS.brandMax))
  .max(BUYER_LIMITS.brandsMax, { error: 'validation.tooLong' })
  .transform((brands) => [...new Set(brands)])
  .describe('Brands the buyer is interested in');

/**
 * A buyer account made by the platform team (one by one in the console, or by the buyers' import):
 * the login gets no usable password; an invitation mail carries a link to set it.
 */
export const NewBuyerAccountSchema = z.object({
  email: EmailSchema.describe('Login email; unique across the platform'),
  realName: requiredText('validation.buyerNameRequired', ACCOUNT_LIMITS.nameMax).describe(
    "The buyer's full name",
  ),
  companyName: requiredText('validation.companyRequired', ACCOUNT_LIMITS.companyMax).describe(
    'Full company name',
  ),
  mainCategory: z
    .enum(MAIN_CATEGORIES, { error: 'validation.rfqCategoryRequired' })
    .describe('One of the six buyer categories'),
  country: z.enum(COUNTRY_CODES, { error: 'validation.buyerCountryRequired' }).describe('ISO 3166-1 alpha-2'),
  city: CitySchema,
  interestedBrands: BrandListSchema.optional(),
  lang: z
    .enum(INVITATION_LANGS, { error: 'validation.invalid' })
    .optional()
    .describe('Language of the invitation mail (and later mails); the caller’s language when absent'),
  jobTitle: z.enum(JOB_TITLES, { error: 'validation.invalid' }).optional().describe('Default: other'),
  title: z.enum(PERSON_TITLES, { error: 'validation.invalid' }).optional().describe('Default: mr'),
});
export type NewBuyerAccount = z.infer<typeof NewBuyerAccountSchema>;

export const CONSOLE_BUYER_SORTS = ['lastOnline', 'joined', 'reports'] as const;
export type ConsoleBuyerSort = (typeof CONSOLE_BUYER_SORTS)[number];

export const ConsoleBuyerQuerySchema = PageQuerySchema.extend({
  keyword: KeywordSchema.describe('Name, company or email'),
  mainCategory: z.enum(MAIN_CATEGORIES).optional(),
  country: z.enum(COUNTRY_CODES).optional(),
  city: singleLineText(BUYER_LIMITS.cityMax).optional(),
  verified: z.boolean().optional(),
  blocked: z.boolean().optional(),
  reported: z.boolean().optional().describe('True: only buyers with open reports'),
  sort: z.enum(CONSOLE_BUYER_SORTS).default('lastOnline'),
});
export type ConsoleBuyerQuery = z.input<typeof ConsoleBuyerQuerySchema>;

/** A buyer as the platform team lists them. */
export const ConsoleBuyerSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  code: z.string(),
  email: z.string(),
  name: z.string(),
  companyName: z.string(),
  jobTitle: z.enum(JOB_TITLES),
  title: z.enum(PERSON_TITLES),
  mainCategory: z.enum(MAIN_CATEGORIES),
  country: z.string(),
  city: z.string().nullable(),
  lastOnlineAt: z.string().nullable(),
  joinedAt: z.string(),
  verifiedAt: z.string().nullable(),
  blockedAt: z.string().nullable(),
  blockReason: z.string().nullable(),
  openReports: z.number().int().describe('Reports waiting for the platform team'),
  reports: z.number().int().describe('Reports in all'),
  invitationPending: z.boolean().describe('Made by the platform team; the buyer has not set a password yet'),
});
export type ConsoleBuyer = z.infer<typeof ConsoleBuyerSchema>;

/** How much the buyer has dealt with suppliers. */
export const BuyerContactHistorySchema = z.object({
  suppliersContacted: z.number().int().describe('Supplier companies that wrote to the buyer'),
  conversations: z.number().int(),
  messagesSent: z.number().int().describe('Messages the buyer wrote'),
  rfqsPosted: z.number().int(),
  reports: z.number().int(),
});
export type BuyerContactHistory = z.infer<typeof BuyerContactHistorySchema>;

export const BUYER_REPORT_RESOLUTIONS = ['blocked', 'dismissed'] as const;

/** A supplier's report of a buyer. */
export const BuyerReportSchema = z.object({
  id: z.number().int(),
  buyer: z.object({ id: z.number().int(), name: z.string(), companyName: z.string() }),
  supplier: z.object({ id: z.number().int(), name: z.string() }),
  reporterName: z.string(),
  reason: z.enum(BUYER_REPORT_REASONS),
  note: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolution: z.enum(BUYER_REPORT_RESOLUTIONS).nullable(),
});
export type BuyerReport = z.infer<typeof BuyerReportSchema>;

/** Everything suppliers see of a buyer, plus what only the platform team sees. */
export const ConsoleBuyerDetailSchema = ConsoleBuyerSchema.extend({
  interestedBrands: z.array(z.string()),
  purchasingCategories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  lang: z.enum(INVITATION_LANGS),
  lastLoginAt: z.string().nullable(),
  possiblyPurchasing: z.array(BuyerProductSchema),
  recentlyInquired: z.array(BuyerProductSchema),
  recentlyBrowsed: z.array(BuyerProductSchema),
  history: BuyerContactHistorySchema,
  recentReports: z.array(BuyerReportSchema).describe('The latest reports, open ones first'),
});
export type ConsoleBuyerDetail = z.infer<typeof ConsoleBuyerDetailSchema>;

/** The profile fields the platform team edits. */
export const SaveBuyerProfileSchema = z.object({
  buyerId: idNumber(),
  realName: requiredText('validation.buyerNameRequired', ACCOUNT_LIMITS.nameMax),
  companyName: requiredText('validation.companyRequired', ACCOUNT_LIMITS.companyMax),
  jobTitle: z.enum(JOB_TITLES, { error: 'validation.invalid' }),
  title: z.enum(PERSON_TITLES, { error: 'validation.invalid' }),
  mainCategory: z.enum(MAIN_CATEGORIES, { error: 'validation.rfqCategoryRequired' }),
  purchasingCategoryIds: z
    .array(idNumber())
    .max(BUYER_LIMITS.purchasingCategoriesMax, { error: 'validation.tooLong' })
    .transform((ids) => [...new Set(ids)])
    .describe('Sub-categories the buyer may be purchasing in'),
  interestedBrands: BrandListSchema,
  country: z.enum(COUNTRY_CODES, { error: 'validation.buyerCountryRequired' }),
  city: CitySchema,
});
export type SaveBuyerProfile = z.input<typeof SaveBuyerProfileSchema>;

export const VerifyBuyerSchema = z.object({
  buyerId: idNumber(),
  verified: z.boolean().describe('True marks the buyer checked ("Selected" in the pool)'),
});
export type VerifyBuyer = z.input<typeof VerifyBuyerSchema>;

export const BlockBuyerSchema = z.object({
  buyerId: idNumber(),
  blocked: z.boolean(),
  reason: requiredText('validation.reasonRequired', BUYER_LIMITS.reasonMax).describe(
    'Kept in the audit log; a block reason is shown to the team',
  ),
});
export type BlockBuyer = z.input<typeof BlockBuyerSchema>;

export const ConsoleBuyerReportQuerySchema = PageQuerySchema.extend({
  state: z.enum(['open', 'resolved', 'all']).default('open'),
  buyerId: coercedId().optional(),
});
export type ConsoleBuyerReportQuery = z.input<typeof ConsoleBuyerReportQuerySchema>;

export const DismissBuyerReportSchema = z.object({
  reportId: idNumber(),
  reason: multiLineText(BUYER_LIMITS.reasonMax).default('').describe('Why (kept in the audit log)'),
});
export type DismissBuyerReport = z.input<typeof DismissBuyerReportSchema>;

export const BuyerReportCountsSchema = z.object({
  open: z.number().int().describe('Open reports'),
  buyers: z.number().int().describe('Buyers with open reports'),
});
export type BuyerReportCounts = z.infer<typeof BuyerReportCountsSchema>;

export const InvitationSentSchema = z.object({
  email: z.string(),
  expiresAt: z.string().describe('When the new link stops working'),
});
export type InvitationSent = z.infer<typeof InvitationSentSchema>;

/** The platform team's buyers (permission console:buyers). */
export const consoleBuyerCalls = callGroup('Console: buyers', {
  list: {
    path: apiPaths.consoleBuyerList,
    summary: 'Buyers: search by name, company or email; filter; sort by last online, joined or reports',
    body: ConsoleBuyerQuerySchema,
    result: pageOf(ConsoleBuyerSchema),
  },
  info: {
    path: apiPaths.consoleBuyerInfo,
    summary: 'A buyer in full: what suppliers see, contact history counts, reports',
    body: BuyerIdSchema,
    result: ConsoleBuyerDetailSchema,
  },
  save: {
    path: apiPaths.consoleBuyerSave,
    summary: "Edit a buyer's profile fields (audited)",
    body: SaveBuyerProfileSchema,
    result: ConsoleBuyerDetailSchema,
  },
  verify: {
    path: apiPaths.consoleBuyerVerify,
    summary: 'Mark a buyer verified (the chat buyer card and the pool’s "Selected" show it) or take it back',
    body: VerifyBuyerSchema,
    result: ConsoleBuyerSchema,
  },
  block: {
    path: apiPaths.consoleBuyerBlock,
    summary:
      'Block a buyer (out of the pool, cannot write; open reports resolved as blocked) or unblock, with a reason',
    body: BlockBuyerSchema,
    result: ConsoleBuyerSchema,
  },
  reports: {
    path: apiPaths.consoleBuyerReports,
    summary: 'Reports of buyers by suppliers, open ones oldest first',
    body: ConsoleBuyerReportQuerySchema,
    result: pageOf(BuyerReportSchema),
  },
  reportCounts: {
    path: apiPaths.consoleBuyerReportCounts,
    summary: 'How many reports wait, and about how many buyers',
    body: EmptySchema,
    result: BuyerReportCountsSchema,
  },
  dismissReport: {
    path: apiPaths.consoleBuyerReportDismiss,
    summary: 'Dismiss an open report (audited)',
    body: DismissBuyerReportSchema,
    result: BuyerReportSchema,
  },
  create: {
    path: apiPaths.consoleBuyerCreate,
    summary: 'Create a buyer account; an invitation mail carries a link to set the password',
    body: NewBuyerAccountSchema,
    result: ConsoleBuyerSchema,
  },
  categories: {
    path: apiPaths.consoleBuyerCategories,
    summary: 'The category tree in my language (the profile form picks purchasing sub-categories from it)',
    body: EmptySchema,
    result: CategoryTreeSchema,
  },
  resendInvitation: {
    path: apiPaths.consoleBuyerInvite,
    summary: 'Mail a new invitation link to a buyer who has not set a password yet',
    body: BuyerIdSchema,
    result: InvitationSentSchema,
  },
});

// ---------- Suppliers: reporting a buyer from the chat ----------

export const ReportBuyerSchema = z.object({
  buyerId: idNumber(),
  reason: z.enum(BUYER_REPORT_REASONS, { error: 'validation.rejectReasonRequired' }),
  note: multiLineText(BUYER_LIMITS.reportNoteMax).optional().describe('What happened'),
});
export type ReportBuyer = z.input<typeof ReportBuyerSchema>;

export const BuyerReportReceiptSchema = z.object({
  reportId: z.number().int(),
  createdAt: z.string(),
});
export type BuyerReportReceipt = z.infer<typeof BuyerReportReceiptSchema>;

/** A supplier reports a buyer it deals with (permission chat:read); the console reviews it. */
export const buyerReportCalls = callGroup('Chat', {
  report: {
    path: apiPaths.chatBuyerReport,
    summary: 'Report a buyer I have a conversation with (one open report per buyer and company)',
    body: ReportBuyerSchema,
    result: BuyerReportReceiptSchema,
  },
});

// ---------- Invited buyers: setting the password ----------

/** The token of an invitation link (`/buyer/set-password?token=…`). */
export const InvitationTokenSchema = z.object({
  token: requiredText('validation.resetLinkInvalid', 200),
});
export type InvitationToken = z.infer<typeof InvitationTokenSchema>;

export const InvitationInfoSchema = z.object({
  email: z.string(),
  realName: z.string(),
  expiresAt: z.string(),
});
export type InvitationInfo = z.infer<typeof InvitationInfoSchema>;

export const SetBuyerPasswordSchema = ResetPasswordSchema;
export type SetBuyerPassword = z.infer<typeof SetBuyerPasswordSchema>;

export const PasswordSetSchema = z.object({ email: z.string().describe('The login to sign in with') });
export type PasswordSet = z.infer<typeof PasswordSetSchema>;

/** The buyers' app: an invited buyer opens the mailed link and chooses a password (public calls). */
export const buyerInvitationCalls = callGroup("Buyers' app", {
  invitation: {
    path: apiPaths.buyerAppInvitation,
    summary: 'Whom an invitation link is for, while it works (uses nothing)',
    body: InvitationTokenSchema,
    result: InvitationInfoSchema,
  },
  setPassword: {
    path: apiPaths.buyerAppSetPassword,
    summary: 'Set the password with an invitation link (once, within 7 days); then sign in',
    body: SetBuyerPasswordSchema,
    result: PasswordSetSchema,
  },
});
