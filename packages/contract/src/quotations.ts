import { z } from 'zod';
import { callGroup } from './call.js';
import {
  coercedId,
  IdSchema,
  KeywordSchema,
  multiLineText,
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

const optionalCount = (max: number) =>
  z.coerce
    .number({ error: 'validation.wholeNumber' })
    .int({ error: 'validation.wholeNumber' })
    .min(1, { error: 'validation.wholeNumber' })
    .max(max, { error: 'validation.tooLarge' })
    .nullable()
    .optional();

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

/** My quotations: list, pick, read, create and update. */
export const quotationCalls = callGroup('Quotations', {
  list: {
    path: apiPaths.quotationList,
    summary: 'My quotations, newest first (keyword over name and number; all, open or expired)',
    body: QuotationListQuerySchema,
    result: pageOf(QuotationSummarySchema),
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
});
