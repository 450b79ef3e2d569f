import { z } from 'zod';
import { callGroup } from './call.js';
import { coercedId, EmptySchema, FileIdSchema, idNumber, multiLineText, singleLineText } from './common.js';
import { MAIN_CATEGORIES } from './constants.js';
import { COUNTRY_CODES } from './countries.js';
import { FileRefSchema } from './files.js';
import { API_V1, apiPaths } from './paths.js';
import { requiredText } from './validation.js';

/**
 * The company profile buyers judge a supplier by (SPEC 2 "My products / showroom", 3 "Company", 5).
 * Bounds the SPEC leaves open are chosen here, once.
 */
export const COMPANY_LIMITS = {
  /** SPEC 5: at most five company images, JPG/PNG, 5 MB each. */
  maxImages: 5,
  captionMax: 80,
  introductionMax: 5000,
  /** The unlock rule: an introduction of at least this many characters (English version). */
  introductionMin: 100,
  /** The unlock rule: at least this many displayed products. */
  minExhibits: 3,
  maxCategories: 20,
  maxBusinessGoods: 20,
  businessGoodMax: 40,
  maxBrands: 20,
  maxMainMarkets: 10,
  yearFoundedMin: 1800,
  changeReasonMax: 500,
} as const;

export const BUSINESS_TYPES = ['manufacturer', 'trading'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];
export const STAFF_RANGES = ['1_10', '11_50', '51_200', '201_500', '501_1000', 'over_1000'] as const;
export type StaffRange = (typeof STAFF_RANGES)[number];
/** Annual export turnover bands in US dollars. */
export const EXPORT_RANGES = ['under_1m', '1m_5m', '5m_10m', '10m_50m', '50m_100m', 'over_100m'] as const;
export type ExportRange = (typeof EXPORT_RANGES)[number];
export const MARKET_REGIONS = [
  'greater_china',
  'east_asia',
  'southeast_asia',
  'south_asia',
  'middle_east',
  'western_europe',
  'eastern_europe',
  'north_america',
  'latin_america',
  'africa',
  'oceania',
] as const;
export type MarketRegion = (typeof MARKET_REGIONS)[number];
/** Showroom publish state: Draft until published; Offline when the supplier takes it down. */
export const SHOWROOM_STATUSES = ['draft', 'published', 'offline'] as const;
export type ShowroomStatus = (typeof SHOWROOM_STATUSES)[number];
/** What a complete showroom needs (the unlock rule), in checklist order. */
export const COMPLETENESS_ITEMS = ['logo', 'introduction', 'categories', 'country', 'exhibits'] as const;
export type CompletenessItem = (typeof COMPLETENESS_ITEMS)[number];
/** Fields fixed once the company is verified (or, until then, after the first save): changed only by the team. */
export const LOCKED_FIELDS = ['name', 'country', 'businessType'] as const;
export type LockedField = (typeof LOCKED_FIELDS)[number];

const CountrySchema = z.enum(COUNTRY_CODES, { error: 'validation.countryRequired' });
const BusinessTypeSchema = z.enum(BUSINESS_TYPES, { error: 'validation.businessTypeRequired' });

/** Markdown (no HTML is ever rendered); the English version is the one every buyer can read. */
const introductionText = multiLineText(COMPANY_LIMITS.introductionMax);
export const IntroductionSchema = z.object({
  en: introductionText,
  zh: introductionText.nullable().default(null),
  ja: introductionText.nullable().default(null),
});
export type Introduction = z.infer<typeof IntroductionSchema>;

export const CompanyImageSchema = FileRefSchema.extend({
  caption: z.string(),
});
export type CompanyImage = z.infer<typeof CompanyImageSchema>;

export const ChangeRequestStatusSchema = z.enum(['pending', 'applied', 'rejected']);
export type ChangeRequestStatus = z.infer<typeof ChangeRequestStatusSchema>;

/** The locked values a change request asks for (only those that change). */
export const LockedValuesSchema = z.object({
  name: z.string().nullable().optional(),
  country: z.string().nullable().optional(),
  businessType: z.enum(BUSINESS_TYPES).nullable().optional(),
});
export type LockedValues = z.infer<typeof LockedValuesSchema>;

export const ChangeRequestSchema = z.object({
  id: z.number().int(),
  status: ChangeRequestStatusSchema,
  from: LockedValuesSchema,
  to: LockedValuesSchema,
  reason: z.string(),
  requestedBy: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The team's answer (why a request was rejected, or a note when applied). */
  answer: z.string().nullable(),
});
export type ChangeRequest = z.infer<typeof ChangeRequestSchema>;

export const ProfileHistoryEntrySchema = z.object({
  id: z.number().int(),
  field: z.enum(LOCKED_FIELDS),
  from: z.string().nullable(),
  to: z.string().nullable(),
  changedBy: z.enum(['supplier', 'staff']),
  changeRequestId: z.number().int().nullable(),
  at: z.string(),
});
export type ProfileHistoryEntry = z.infer<typeof ProfileHistoryEntrySchema>;

/** The showroom's state: publish status, what is missing, and whether buyer contact is unlocked. */
export const ShowroomStateSchema = z.object({
  status: z.enum(SHOWROOM_STATUSES),
  missing: z.array(z.enum(COMPLETENESS_ITEMS)).describe('Empty when complete'),
  exhibits: z.number().int().describe('Products displayed now'),
  complete: z.boolean(),
  /** Complete and published: buyer contact is open. */
  unlocked: z.boolean(),
});
export type ShowroomState = z.infer<typeof ShowroomStateSchema>;

/** My company's profile (supplier/info). */
export const CompanyProfileSchema = z.object({
  supplierId: z.number().int(),
  name: z.string(),
  country: z.string(),
  businessType: z.enum(BUSINESS_TYPES).nullable(),
  yearFounded: z.number().int().nullable(),
  staffRange: z.enum(STAFF_RANGES).nullable(),
  exportRange: z.enum(EXPORT_RANGES).nullable(),
  mainMarkets: z.array(z.enum(MARKET_REGIONS)),
  introduction: IntroductionSchema,
  categoryIds: z.array(z.number().int()).describe('Main categories and sub-categories chosen'),
  mainCategories: z.array(z.enum(MAIN_CATEGORIES)).describe('The main buyer categories they fall under'),
  businessGoods: z.array(z.string()),
  brands: z.array(z.string()).describe('Brands of my products I show'),
  logo: FileRefSchema.nullable(),
  images: z.array(CompanyImageSchema),
  state: ShowroomStateSchema,
  locked: z.object({
    fields: z.array(z.enum(LOCKED_FIELDS)).describe('Empty until the first save'),
    reason: z.enum(['verified', 'saved']).nullable(),
  }),
  pendingChange: ChangeRequestSchema.nullable(),
  history: z.array(ProfileHistoryEntrySchema).describe('Changes of the locked fields, newest first'),
  updatedAt: z.string().nullable().describe('Last save of the profile; null until the first'),
});
export type CompanyProfile = z.infer<typeof CompanyProfileSchema>;

const yearFounded = (currentYear: number) =>
  z
    .number({ error: 'validation.yearFounded' })
    .int({ error: 'validation.yearFounded' })
    .min(COMPANY_LIMITS.yearFoundedMin, { error: 'validation.yearFounded' })
    .max(currentYear, { error: 'validation.yearFounded' });

/** Everything supplier/updateInfo saves; locked fields must keep their value once locked. */
export const UpdateCompanySchema = z.object({
  name: requiredText('validation.companyRequired'),
  country: CountrySchema,
  businessType: BusinessTypeSchema,
  // The server checks the upper bound against its clock; this keeps out the absurd.
  yearFounded: yearFounded(2200).nullable().default(null),
  staffRange: z.enum(STAFF_RANGES, { error: 'validation.invalid' }).nullable().default(null),
  exportRange: z.enum(EXPORT_RANGES, { error: 'validation.invalid' }).nullable().default(null),
  mainMarkets: z
    .array(z.enum(MARKET_REGIONS, { error: 'validation.invalid' }))
    .max(COMPANY_LIMITS.maxMainMarkets, { error: 'validation.invalid' })
    .default([]),
  introduction: IntroductionSchema,
  categoryIds: z
    .array(coercedId())
    .min(1, { error: 'validation.categoriesRequired' })
    .max(COMPANY_LIMITS.maxCategories, { error: 'validation.tooMany' }),
  businessGoods: z
    .array(singleLineText(COMPANY_LIMITS.businessGoodMax).min(1, { error: 'validation.invalid' }))
    .max(COMPANY_LIMITS.maxBusinessGoods, { error: 'validation.tooMany' })
    .default([]),
  brands: z
    .array(singleLineText(100).min(1, { error: 'validation.invalid' }))
    .max(COMPANY_LIMITS.maxBrands, { error: 'validation.tooMany' })
    .default([]),
});
export type UpdateCompany = z.input<typeof UpdateCompanySchema>;

/** The company images in their new order with captions, and the logo kept or removed. */
export const SavePhotosSchema = z.object({
  logoFileId: FileIdSchema.nullable().describe('The current logo to keep, or null to remove it'),
  images: z
    .array(
      z.object({
        fileId: FileIdSchema,
        caption: singleLineText(COMPANY_LIMITS.captionMax).default(''),
      }),
    )
    .max(COMPANY_LIMITS.maxImages, { error: 'validation.companyImagesMax' })
    .refine((list) => new Set(list.map((i) => i.fileId)).size === list.length, {
      error: 'validation.invalid',
    })
    .describe('Images I keep (a subset of the current ones), in the order buyers see them'),
});
export type SavePhotos = z.input<typeof SavePhotosSchema>;

/** The multipart fields of supplier/savePhotoOrLogo, before its `file` part. */
export const PhotoUploadFieldsSchema = z.object({
  kind: z.enum(['logo', 'image'], { error: 'validation.invalid' }),
  /** An image to put this one in place of (same position, caption kept unless one is given). */
  replaceFileId: FileIdSchema.optional(),
  caption: singleLineText(COMPANY_LIMITS.captionMax).optional(),
});
export type PhotoUploadFields = z.infer<typeof PhotoUploadFieldsSchema>;

export const UpdateShowroomStatusSchema = z.object({
  status: z.enum(['published', 'offline'], { error: 'validation.invalid' }),
});
export type UpdateShowroomStatus = z.infer<typeof UpdateShowroomStatusSchema>;

export const LinkBrandSchema = z.object({
  name: z.string(),
  products: z.number().int().describe('How many of my products carry it'),
  shown: z.boolean(),
});
export type LinkBrand = z.infer<typeof LinkBrandSchema>;

/** A request to the team to change locked fields; at least one must differ from today's value. */
export const CreateChangeRequestSchema = z.object({
  name: requiredText('validation.companyRequired').optional(),
  country: CountrySchema.optional(),
  businessType: BusinessTypeSchema.optional(),
  reason: multiLineText(COMPANY_LIMITS.changeReasonMax)
    .min(1, { error: 'validation.changeReasonRequired' })
    .describe('Why (e.g. the company was renamed); the team reads it'),
});
export type CreateChangeRequest = z.input<typeof CreateChangeRequestSchema>;

/** Supplier side: the company profile, its pictures, the publish state and locked-field requests. */
export const companyCalls = callGroup('Company profile', {
  info: {
    path: apiPaths.companyInfo,
    summary: 'My company profile, its showroom state, locked fields and their history',
    body: EmptySchema,
    result: CompanyProfileSchema,
  },
  update: {
    path: apiPaths.companyUpdate,
    summary:
      'Save my company profile (the first save locks name, country and business type; changing them later is a request)',
    body: UpdateCompanySchema,
    result: CompanyProfileSchema,
  },
  state: {
    path: apiPaths.companyState,
    aliases: [`${API_V1}/supplier/showroom/state`],
    summary: 'My showroom now: publish state, the checklist and whether buyer contact is unlocked',
    body: EmptySchema,
    result: ShowroomStateSchema,
  },
  savePhotos: {
    path: apiPaths.companySavePhotos,
    summary: 'Order, caption or remove my company images; keep or remove the logo',
    body: SavePhotosSchema,
    result: CompanyProfileSchema,
  },
  updateStatus: {
    path: apiPaths.companyUpdateStatus,
    summary: 'Publish my showroom (only when complete) or take it offline',
    body: UpdateShowroomStatusSchema,
    result: ShowroomStateSchema,
  },
  brands: {
    path: apiPaths.companyLinkBrands,
    summary: 'Brands of my products, most used first, and whether each is shown',
    body: EmptySchema,
    result: z.array(LinkBrandSchema),
  },
  requestChange: {
    path: apiPaths.companyChangeRequest,
    summary:
      'Ask the team to change locked fields; the request goes into my support chat with old and new values',
    body: CreateChangeRequestSchema,
    result: ChangeRequestSchema,
  },
  cancelChange: {
    path: apiPaths.companyChangeCancel,
    summary: 'Withdraw my pending change request',
    body: EmptySchema,
    result: CompanyProfileSchema,
  },
});

/** A change request as the console lists it. */
export const ConsoleChangeRequestSchema = ChangeRequestSchema.extend({
  supplierId: z.number().int(),
  companyName: z.string(),
  supportThreadId: z.number().int().nullable(),
});
export type ConsoleChangeRequest = z.infer<typeof ConsoleChangeRequestSchema>;

export const ChangeRequestQuerySchema = z.object({
  status: ChangeRequestStatusSchema.optional(),
});
export type ChangeRequestQuery = z.input<typeof ChangeRequestQuerySchema>;

export const DecideChangeRequestSchema = z.object({
  id: idNumber(),
  decision: z.enum(['apply', 'reject']),
  answer: multiLineText(COMPANY_LIMITS.changeReasonMax).default(''),
});
export type DecideChangeRequest = z.input<typeof DecideChangeRequestSchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  details: z.record(z.string(), z.unknown()),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** Platform console: locked company fields are changed only here, and every decision is audited. */
export const consoleCompanyCalls = callGroup('Platform console: companies', {
  changeRequests: {
    path: apiPaths.consoleChangeRequests,
    summary: 'Change requests of locked company fields, pending first',
    body: ChangeRequestQuerySchema,
    result: z.array(ConsoleChangeRequestSchema),
  },
  decide: {
    path: apiPaths.consoleChangeDecide,
    summary:
      'Apply (updates the profile, records history) or reject a change request; audited and answered in the support chat',
    body: DecideChangeRequestSchema,
    result: ConsoleChangeRequestSchema,
  },
  audit: {
    path: apiPaths.consoleAudit,
    summary: 'The latest entries of the audit log',
    body: EmptySchema,
    result: z.array(AuditEntrySchema),
  },
});
