import { z } from 'zod';
import { callGroup } from './call.js';
import {
  coercedId,
  IdSchema,
  KeywordSchema,
  multiLineText,
  OkSchema,
  optionalCount,
  PageQuerySchema,
  pageOf,
  singleLineText,
} from './common.js';
import { apiPaths } from './paths.js';
import { QuoteInputSchema } from './quotes.js';
import { CURRENCIES, DELIVERY_PLACES, INCOTERMS, PRICING_UNITS } from './reference.js';
import { requiredText } from './validation.js';

export const QUOTATION_LIMITS = {
  lines: 100,
  nameMax: 120,
  remarkMax: 2000,
  noteMax: 2000,
  specMax: 120,
  dimensionsMax: 80,
  palletMax: 120,
} as const;

/** List filter: every quotation, the ones still valid, or the expired ones. */
export const QUOTATION_STATUSES = ['all', 'open', 'expired'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];

const optionalText = (max: number) => singleLineText(max).nullable().optional();
const optionalLines = (max: number) => multiLineText(max).nullable().optional();

/**
 * One product line of the quotation form. The code, brand and name are copied from the product when
 * the quotation is saved; spec, units and shelf life default to the product's when left empty.
 */
export const QuotationLineInputSchema = z.object({
  productId: coercedId('validation.quotationProductRequired').describe('One of my products'),
  spec: optionalText(QUOTATION_LIMITS.specMax).describe("Defaults to the product's first spec"),
  price: QuoteInputSchema.shape.price,
  priceUnit: z
    .enum(PRICING_UNITS, { error: 'validation.invalid' })
    .default('unit')
    .describe('What the price buys: unit, pack, case or pallet'),
  moq: optionalCount(100_000_000).describe('Minimum order quantity, in price units'),
  unitsPerPack: optionalCount(100_000).describe("Defaults to the product's"),
  unitsPerCase: optionalCount(100_000).describe("Defaults to the product's"),
  casesPerPallet: optionalCount(10_000).describe("Defaults to the product's"),
  shelfLifeDays: optionalCount(3650).describe("Total shelf life in days; defaults to the product's"),
  packDimensions: optionalText(QUOTATION_LIMITS.dimensionsMax).describe('e.g. 8 × 8 × 12 cm'),
  caseDimensions: optionalText(QUOTATION_LIMITS.dimensionsMax),
  pallet: optionalText(QUOTATION_LIMITS.palletMax).describe('e.g. EUR 1200 × 800, 10 layers'),
});
export type QuotationLineInput = z.input<typeof QuotationLineInputSchema>;

/** The quotation form (SPEC 3, 5): name, terms and place of delivery and expiration date required. */
export const QuotationInputSchema = z.object({
  name: requiredText('validation.quotationNameRequired', QUOTATION_LIMITS.nameMax),
  terms: z.enum(INCOTERMS, { error: 'validation.termsRequired' }).describe('Incoterms 2020'),
  place: z.enum(DELIVERY_PLACES, { error: 'validation.placeRequired' }).describe('Place of delivery'),
  currency: z
    .enum(CURRENCIES, { error: 'validation.currencyRequired' })
    .describe("ISO 4217 code of every line's price"),
  expiresOn: QuoteInputSchema.shape.expiresOn.describe(
    'Expiration date, YYYY-MM-DD (valid through that day, UTC); not in the past',
  ),
  remark: optionalLines(QUOTATION_LIMITS.remarkMax).describe('Shown to the buyer'),
  note: optionalLines(QUOTATION_LIMITS.noteMax).describe('For my company only'),
  lines: z
    .array(QuotationLineInputSchema, { error: 'validation.quotationLinesRequired' })
    .min(1, { error: 'validation.quotationLinesRequired' })
    .max(QUOTATION_LIMITS.lines, { error: 'validation.tooManyQuotationLines' }),
});
export type QuotationInput = z.input<typeof QuotationInputSchema>;
export const QuotationUpdateSchema = QuotationInputSchema.extend({ id: coercedId() });
export type QuotationUpdate = z.input<typeof QuotationUpdateSchema>;

export const QuotationLineSchema = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable().describe('Null once the product was deleted'),
  code: z.string().describe('UPC/EAN'),
  brand: z.string().nullable(),
  productName: z.string(),
  spec: z.string().nullable(),
  price: z.string().describe('Decimal string'),
  priceUnit: z.string(),
  moq: z.number().int().nullable(),
  unitsPerPack: z.number().int().nullable(),
  unitsPerCase: z.number().int().nullable(),
  casesPerPallet: z.number().int().nullable(),
  shelfLifeDays: z.number().int().nullable(),
  packDimensions: z.string().nullable(),
  caseDimensions: z.string().nullable(),
  pallet: z.string().nullable(),
});
export type QuotationLine = z.infer<typeof QuotationLineSchema>;

/** A quotation in lists: everything but its lines and texts. */
export const QuotationSummarySchema = z.object({
  id: z.number().int(),
  number: z.string().describe('Per-company running number, e.g. Q-2026-0007'),
  version: z.number().int().describe('1 when created, +1 on every update'),
  name: z.string(),
  terms: z.string(),
  place: z.string(),
  currency: z.string(),
  expiresOn: z.string(),
  isExpired: z.boolean().describe('The expiration date lies before today (UTC)'),
  lineCount: z.number().int().describe('Number of product lines'),
  createdAt: z.string(),
  updatedAt: z.string(),
  isDraft: z.boolean().describe('Never sent to a buyer: it may be deleted'),
  isArchived: z.boolean().describe('A sent quotation put away: hidden from the default list'),
  sendCount: z.number().int().describe('Times it was sent into a conversation'),
  lastSentAt: z.string().nullable(),
  viewedCount: z.number().int().describe('Sends the recipient buyer has opened'),
  author: z
    .object({ id: z.number().int(), name: z.string() })
    .nullable()
    .describe("The company's user who wrote it (null for a user since removed, and on the buyer's side)"),
});
export type QuotationSummary = z.infer<typeof QuotationSummarySchema>;

export const QuotationSchema = QuotationSummarySchema.extend({
  remark: z.string().nullable(),
  note: z.string().nullable(),
  lines: z.array(QuotationLineSchema),
});
export type Quotation = z.infer<typeof QuotationSchema>;

export const QuotationListQuerySchema = PageQuerySchema.extend({
  keyword: KeywordSchema.describe('Part of the name or number'),
  status: z.enum(QUOTATION_STATUSES).default('all'),
  archived: z.boolean().default(false).describe('true: only archived quotations; false: only the others'),
});
export type QuotationListQuery = z.input<typeof QuotationListQuerySchema>;

export const QuotationSelectQuerySchema = z
  .object({ keyword: KeywordSchema.describe('Part of the name or number') })
  .optional();
export type QuotationSelectQuery = z.input<typeof QuotationSelectQuerySchema>;

/** A quotation in pickers (e.g. to send in a chat): my open quotations only. */
export const QuotationOptionSchema = QuotationSummarySchema.pick({
  id: true,
  number: true,
  version: true,
  name: true,
  terms: true,
  place: true,
  currency: true,
  expiresOn: true,
  lineCount: true,
});
export type QuotationOption = z.infer<typeof QuotationOptionSchema>;

/** The content of one saved version: its header and lines as they were then. */
export const QuotationVersionContentSchema = QuotationSchema.pick({
  name: true,
  terms: true,
  place: true,
  currency: true,
  expiresOn: true,
  remark: true,
  note: true,
}).extend({ lines: z.array(QuotationLineSchema.omit({ id: true })) });
export type QuotationVersionContent = z.infer<typeof QuotationVersionContentSchema>;

/** One field that differs between two versions. */
export const QuotationFieldChangeSchema = z.object({
  field: z.string(),
  from: z.union([z.string(), z.number()]).nullable(),
  to: z.union([z.string(), z.number()]).nullable(),
});
export type QuotationFieldChange = z.infer<typeof QuotationFieldChangeSchema>;

/** A product line named in a change. */
export const QuotationLineRefSchema = z.object({ code: z.string(), productName: z.string() });
export type QuotationLineRef = z.infer<typeof QuotationLineRefSchema>;

/** What changed from the previous version: header fields, and lines added, removed or changed. */
export const QuotationChangesSchema = z.object({
  fields: z.array(QuotationFieldChangeSchema),
  linesAdded: z.array(QuotationLineRefSchema),
  linesRemoved: z.array(QuotationLineRefSchema),
  linesChanged: z.array(QuotationLineRefSchema.extend({ fields: z.array(QuotationFieldChangeSchema) })),
});
export type QuotationChanges = z.infer<typeof QuotationChangesSchema>;

/** One version of a quotation, kept as saved (append-only history). */
export const QuotationVersionSchema = z.object({
  version: z.number().int(),
  savedAt: z.string(),
  savedBy: z.string().nullable().describe('Who saved it; null once that user is gone'),
  content: QuotationVersionContentSchema,
  changes: QuotationChangesSchema.nullable().describe('Against the previous version; null for version 1'),
});
export type QuotationVersion = z.infer<typeof QuotationVersionSchema>;

/** One time the quotation went into a conversation: to whom, which version, when, and first opened. */
export const QuotationSendSchema = z.object({
  messageId: z.number().int(),
  buyer: z.object({ id: z.number().int(), name: z.string(), companyName: z.string() }),
  version: z.number().int(),
  sentAt: z.string(),
  viewedAt: z.string().nullable().describe('First time the buyer opened it in the buyers’ app'),
});
export type QuotationSend = z.infer<typeof QuotationSendSchema>;

export const QuotationArchiveSchema = IdSchema.extend({
  archived: z.boolean().describe('true archives, false restores'),
});
export type QuotationArchive = z.infer<typeof QuotationArchiveSchema>;

/** A page of quotations, and whose the list covers (issue 19). */
export const QuotationPageSchema = pageOf(QuotationSummarySchema).extend({
  scope: z
    .enum(['own', 'company'])
    .describe(
      "own: only the quotations I wrote (quotations at own scope); company: every one of my company's",
    ),
});
export type QuotationPage = z.infer<typeof QuotationPageSchema>;

/** My quotations: list, pick, read, create and update. */
export const quotationCalls = callGroup('Quotations', {
  list: {
    path: apiPaths.quotationList,
    summary: 'My quotations, newest first (keyword over name and number; all, open or expired)',
    body: QuotationListQuerySchema,
    result: QuotationPageSchema,
  },
  select: {
    path: apiPaths.quotationSelect,
    summary: 'My open quotations for pickers (e.g. to send in a chat), newest first',
    body: QuotationSelectQuerySchema,
    result: z.array(QuotationOptionSchema),
  },
  info: {
    path: apiPaths.quotationInfo,
    summary: 'One quotation with its product lines',
    body: IdSchema,
    result: QuotationSchema,
  },
  create: {
    path: apiPaths.quotationCreate,
    summary: 'Create a quotation (version 1, numbered per company and year)',
    body: QuotationInputSchema,
    result: QuotationSchema,
  },
  update: {
    path: apiPaths.quotationUpdate,
    summary: 'Change a quotation: replaces its lines and adds 1 to its version',
    body: QuotationUpdateSchema,
    result: QuotationSchema,
  },
  versions: {
    path: apiPaths.quotationVersions,
    summary: 'Every saved version of a quotation, newest first, each with what changed from the one before',
    body: IdSchema,
    result: z.array(QuotationVersionSchema),
  },
  sends: {
    path: apiPaths.quotationSends,
    summary: 'Where a quotation was sent: buyer, version, time, and when the buyer first opened it',
    body: IdSchema,
    result: z.array(QuotationSendSchema),
  },
  duplicate: {
    path: apiPaths.quotationDuplicate,
    summary: 'Copy a quotation as a new draft (new number, version 1)',
    body: IdSchema,
    result: QuotationSchema,
  },
  delete: {
    path: apiPaths.quotationDelete,
    summary: 'Delete a draft; a quotation sent to a buyer is refused (QUOTATION_SENT): archive it instead',
    body: IdSchema,
    result: OkSchema,
  },
  archive: {
    path: apiPaths.quotationArchive,
    summary: 'Archive a quotation (hidden from the default list) or restore it',
    body: QuotationArchiveSchema,
    result: QuotationSummarySchema,
  },
});
