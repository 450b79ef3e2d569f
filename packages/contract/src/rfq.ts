import { z } from 'zod';
import { BuyerDetailSchema } from './buyers.js';
import { callGroup } from './call.js';
import { MasterProductQuerySchema, MasterProductSchema } from './catalogue.js';
import { QuotationCardSchema } from './chatMessage.js';
import {
  boundedInt,
  coercedId,
  EmptySchema,
  FileIdSchema,
  idNumber,
  KeywordSchema,
  multiLineText,
  optionalCount,
  PageQuerySchema,
  pageOf,
  singleLineText,
} from './common.js';
import { MAIN_CATEGORIES } from './constants.js';
import { CREDENTIAL_TYPES, CredentialBadgeSchema } from './credentials.js';
import { utcToday } from './expiry.js';
import { FileRefSchema } from './files.js';
import { apiPaths } from './paths.js';
import { QuoteInputSchema } from './quotes.js';
import { CategoryTreeSchema, CURRENCIES, DELIVERY_PLACES, INCOTERMS, PRICING_UNITS } from './reference.js';
import { requiredText } from './validation.js';

/**
 * The RFQ market (SPEC 1, 2, 3, 5, 7; issue 18): buyers post requests for quotation, suppliers
 * answer each with one quick quote (revised at most once), buyers compare, shortlist, decline and award.
 */

export const RFQ_LIMITS = {
  productMax: 160,
  barcodeMax: 14,
  remarkMax: 2000,
  quantityMax: 100_000_000,
  shelfLifeMax: 3650,
  attachmentsMax: 5,
  /** The same upload rules as elsewhere: JPG, PNG or PDF, 5 MB each. */
  attachmentMaxBytes: 5 * 1024 * 1024,
  maxQuotesDefault: 10,
  maxQuotesMax: 50,
  /** An RFQ stays open at most this many days (validation.rfqExpiryTooFar names the number in its text). */
  expiryMaxDays: 90,
  /** Under this many hours left an RFQ is "closing soon". */
  closingSoonHours: 24,
  quoteMessageMax: 1000,
  leadTimeMax: 365,
  validityMaxDays: 365,
  reasonMax: 500,
  /** A quote may be revised this many times while the RFQ is open (each kept as a version). */
  revisions: 1,
  /** An RFQ with a featured score at or above this is listed under Featured. */
  featuredScore: 60,
} as const;

/** What an RFQ is: waiting for the platform's review, open for quotes, closed, or rejected by the review. */
export const RFQ_STATES = ['review', 'open', 'closed', 'rejected'] as const;
export type RfqState = (typeof RFQ_STATES)[number];

/** Why an open RFQ closed: its maximum quotes reached, its expiry passed, the buyer cancelled or awarded it. */
export const RFQ_CLOSE_REASONS = ['full', 'expired', 'cancelled', 'awarded'] as const;
export type RfqCloseReason = (typeof RFQ_CLOSE_REASONS)[number];

/** Why the moderation rules held an RFQ for review (labels under `rfq.flag.<key>`). */
export const RFQ_FLAGS = ['empty_text', 'duplicate', 'link', 'banned_word'] as const;
export type RfqFlag = (typeof RFQ_FLAGS)[number];

/** Why an RFQ is featured (labels under `rfq.featuredWhy.<key>`); `platform` is the team's flag. */
export const RFQ_FEATURED_REASONS = [
  'platform',
  'complete',
  'target_price',
  'verified_buyer',
  'recent',
] as const;
export type RfqFeaturedReason = (typeof RFQ_FEATURED_REASONS)[number];

/**
 * A quote's state as its supplier sees it: the buyer's steps (viewed, replied in chat, shortlisted,
 * declined, awarded), the RFQ closed without it being awarded, or rejected by the platform's moderation.
 */
export const RFQ_QUOTE_STATES = [
  'submitted',
  'viewed',
  'replied',
  'shortlisted',
  'declined',
  'awarded',
  'rfq_closed',
  'rejected',
] as const;
export type RfqQuoteState = (typeof RFQ_QUOTE_STATES)[number];

/** What a supplier offers about samples. */
export const SAMPLE_OFFERS = ['none', 'free', 'paid'] as const;
export type SampleOffer = (typeof SAMPLE_OFFERS)[number];

/** The reasons a buyer declines a quote with (labels under `rfq.declineReason.<key>`). */
export const RFQ_DECLINE_REASONS = [
  'price_too_high',
  'terms_unsuitable',
  'moq_too_high',
  'lead_time_too_long',
  'product_mismatch',
  'chose_another',
  'other',
] as const;
export type RfqDeclineReason = (typeof RFQ_DECLINE_REASONS)[number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `buyer-app/rfq/create`: what a buyer asks for. */
export const PostRfqSchema = z
  .object({
    productName: requiredText('validation.rfqProductRequired', RFQ_LIMITS.productMax),
    masterProductId: idNumber().nullable().default(null).describe('A catalogue product, when picked'),
    barcode: z
      .string()
      .trim()
      .regex(/^(\d{8}|\d{12,14})?$/, { error: 'validation.barcodeInvalid' })
      .default('')
      .describe('UPC/EAN, optional'),
    categoryId: idNumber('validation.rfqCategoryRequired').describe('A main category or a sub-category'),
    quantity: z.coerce
      .number({ error: 'validation.rfqQuantityRequired' })
      .int({ error: 'validation.wholeNumber' })
      .min(1, { error: 'validation.rfqQuantityRequired' })
      .max(RFQ_LIMITS.quantityMax, { error: 'validation.tooLarge' }),
    unit: z.enum(PRICING_UNITS, { error: 'validation.unitRequired' }),
    targetPrice: QuoteInputSchema.shape.price.nullable().default(null).describe('Decimal string'),
    targetCurrency: z.enum(CURRENCIES, { error: 'validation.currencyRequired' }).nullable().default(null),
    terms: z.enum(INCOTERMS, { error: 'validation.termsRequired' }),
    place: z.enum(DELIVERY_PLACES, { error: 'validation.placeRequired' }).describe('Port or city in China'),
    shelfLifeDays: optionalCount(RFQ_LIMITS.shelfLifeMax)
      .default(null)
      .describe('Shelf life wanted, in days'),
    certifications: z.array(z.enum(CREDENTIAL_TYPES)).max(CREDENTIAL_TYPES.length).default([]),
    attachmentIds: z
      .array(FileIdSchema)
      .max(RFQ_LIMITS.attachmentsMax, { error: 'validation.tooManyFiles' })
      .default([])
      .describe('Uploaded through buyer-app/rfq/upload'),
    remark: multiLineText(RFQ_LIMITS.remarkMax).default(''),
    expiresOn: z
      .string({ error: 'validation.rfqExpiryRequired' })
      .regex(DATE, { error: 'validation.rfqExpiryRequired' })
      .refine((day) => day >= utcToday(), { error: 'validation.expiryPast' })
      .describe(`YYYY-MM-DD, open through that day (UTC), at most ${RFQ_LIMITS.expiryMaxDays} days ahead`),
    maxQuotes: boundedInt(1, RFQ_LIMITS.maxQuotesMax, 'validation.rfqMaxQuotes').default(
      RFQ_LIMITS.maxQuotesDefault,
    ),
  })
  .refine((r) => r.targetPrice === null || r.targetCurrency !== null, {
    error: 'validation.currencyRequired',
    path: ['targetCurrency'],
  });
export type PostRfq = z.input<typeof PostRfqSchema>;

/** The category an RFQ is filed under, named in the reader's language. */
export const RfqCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mainCategory: z.enum(MAIN_CATEGORIES),
});
export type RfqCategory = z.infer<typeof RfqCategorySchema>;

export const TargetPriceSchema = z.object({
  amount: z.string(),
  currency: z.string(),
  unit: z.enum(PRICING_UNITS).describe('Per the RFQ’s quantity unit'),
});
export type TargetPrice = z.infer<typeof TargetPriceSchema>;

/** The buyer behind an RFQ as suppliers see it on a card (never contact details). */
export const RfqBuyerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  companyName: z.string(),
  country: z.string().describe('ISO 3166 country/region code'),
  verified: z.boolean().describe('Hand-picked (verified) by the platform team'),
});
export type RfqBuyer = z.infer<typeof RfqBuyerSchema>;

/** An RFQ in the suppliers' market list (SPEC 3: quantity required, terms, place of delivery, remark). */
export const RfqCardSchema = z.object({
  id: z.number().int(),
  number: z.string().describe('e.g. RFQ-000123'),
  productName: z.string(),
  category: RfqCategorySchema,
  quantity: z.number().int(),
  unit: z.enum(PRICING_UNITS),
  targetPrice: TargetPriceSchema.nullable(),
  terms: z.enum(INCOTERMS),
  place: z.enum(DELIVERY_PLACES),
  remark: z.string(),
  buyer: RfqBuyerSchema,
  state: z.enum(RFQ_STATES),
  closeReason: z.enum(RFQ_CLOSE_REASONS).nullable(),
  postedAt: z.string(),
  expiresAt: z.string().describe('The end of the expiry day (UTC)'),
  closingSoon: z.boolean().describe(`Open with less than ${RFQ_LIMITS.closingSoonHours} h left`),
  quoteCount: z.number().int(),
  maxQuotes: z.number().int(),
  quotesLeft: z.number().int(),
  featured: z.boolean(),
  featuredReasons: z.array(z.enum(RFQ_FEATURED_REASONS)).describe('Why it is featured (or would score)'),
  score: z.number().int().describe('Featured score 0–100'),
  quotedByMe: z.boolean(),
});
export type RfqCard = z.infer<typeof RfqCardSchema>;

export const RFQ_SORTS = ['newest', 'closing', 'quantity'] as const;
export type RfqSort = (typeof RFQ_SORTS)[number];

/** `rfq/public/list`: the open RFQs, Featured or Newest, filtered and sorted. */
export const RfqListQuerySchema = PageQuerySchema.extend({
  tab: z.enum(['featured', 'newest']).default('newest'),
  keyword: KeywordSchema,
  categoryId: coercedId().optional().describe('A main category (with its sub-categories) or a sub-category'),
  country: singleLineText(2).optional().describe("The buyer's country/region"),
  terms: z.enum(INCOTERMS).optional(),
  hideQuoted: z.boolean().default(false).describe('Hide RFQs my company quoted'),
  sort: z.enum(RFQ_SORTS).default('newest'),
});
export type RfqListQuery = z.input<typeof RfqListQuerySchema>;

/** A quick quote's terms (SPEC 5: price, currency, per unit and terms of delivery are required). */
export const QuickQuoteTermsSchema = z.object({
  price: QuoteInputSchema.shape.price,
  currency: z.enum(CURRENCIES, { error: 'validation.currencyRequired' }),
  unit: z.enum(PRICING_UNITS, { error: 'validation.unitRequired' }).describe('Per unit: what the price buys'),
  terms: z.enum(INCOTERMS, { error: 'validation.termsRequired' }),
  moq: optionalCount(RFQ_LIMITS.quantityMax).default(null).describe('Minimum order quantity, in price units'),
  leadTimeDays: optionalCount(RFQ_LIMITS.leadTimeMax).default(null),
  validUntil: z
    .string()
    .regex(DATE, { error: 'validation.invalid' })
    .refine((day) => day >= utcToday(), { error: 'validation.expiryPast' })
    .nullable()
    .default(null)
    .describe('YYYY-MM-DD: the price holds through that day'),
  place: z.enum(DELIVERY_PLACES, { error: 'validation.placeRequired' }).nullable().default(null),
  sampleOffer: z.enum(SAMPLE_OFFERS).default('none'),
  message: multiLineText(RFQ_LIMITS.quoteMessageMax).default(''),
  productId: idNumber().nullable().default(null).describe('One of my products, attached'),
  quotationId: idNumber().nullable().default(null).describe('One of my quotations, attached'),
});
export type QuickQuoteTerms = z.input<typeof QuickQuoteTermsSchema>;

/** `rfq/quote/create`: my company's quote on an RFQ (one per company and RFQ). */
export const QuickQuoteSchema = QuickQuoteTermsSchema.extend({ rfqId: coercedId() });
export type QuickQuote = z.input<typeof QuickQuoteSchema>;

/** `rfq/quote/update`: the one revision, while the RFQ is open; spends nothing. */
export const ReviseQuoteSchema = QuickQuoteTermsSchema.extend({ quoteId: coercedId() });
export type ReviseQuote = z.input<typeof ReviseQuoteSchema>;

/** A quote's terms as stored (one version). */
export const QuoteTermsSchema = z.object({
  version: z.number().int(),
  price: z.string(),
  currency: z.string(),
  unit: z.enum(PRICING_UNITS),
  terms: z.enum(INCOTERMS),
  moq: z.number().int().nullable(),
  leadTimeDays: z.number().int().nullable(),
  validUntil: z.string().nullable(),
  place: z.enum(DELIVERY_PLACES).nullable(),
  sampleOffer: z.enum(SAMPLE_OFFERS),
  message: z.string(),
  product: z
    .object({ productId: z.number().int(), name: z.string(), imageUrl: z.string().nullable() })
    .nullable(),
  quotation: QuotationCardSchema.nullable(),
  at: z.string().describe('When this version was sent'),
});
export type QuoteTerms = z.infer<typeof QuoteTermsSchema>;

/** My company's quote on an RFQ, as I see it. */
export const MyRfqQuoteSchema = QuoteTermsSchema.extend({
  id: z.number().int(),
  rfqId: z.number().int(),
  state: z.enum(RFQ_QUOTE_STATES),
  declineReason: z.enum(RFQ_DECLINE_REASONS).nullable(),
  declineNote: z.string().nullable(),
  rejectReason: z.string().nullable().describe("The platform's reason when moderation rejected it"),
  position: z.number().int().describe('The how-manieth quote on the RFQ it was'),
  of: z.number().int().describe('The RFQ’s maximum quotes'),
  canRevise: z.boolean(),
  conversationId: z.number().int().nullable(),
  history: z.array(QuoteTermsSchema).describe('Earlier versions, newest first'),
});
export type MyRfqQuote = z.infer<typeof MyRfqQuoteSchema>;

/** `rfq/public/info`: an RFQ in full, with the buyer's card and my quote. */
export const RfqDetailSchema = RfqCardSchema.extend({
  barcode: z.string(),
  masterProductId: z.number().int().nullable(),
  shelfLifeDays: z.number().int().nullable(),
  certifications: z.array(z.enum(CREDENTIAL_TYPES)),
  attachments: z.array(FileRefSchema),
  buyerDetail: BuyerDetailSchema.describe('The buyer’s card, as in chat'),
  myQuote: MyRfqQuoteSchema.nullable(),
  myProductId: z.number().int().nullable().describe('My product for the RFQ’s catalogue product, if any'),
});
export type RfqDetail = z.infer<typeof RfqDetailSchema>;

export const RfqIdSchema = z.object({ rfqId: coercedId() });
export type RfqId = z.input<typeof RfqIdSchema>;

/** `rfq/quote/list`: my company's quotes, newest first. */
export const MyQuotesQuerySchema = PageQuerySchema.extend({
  state: z.enum(RFQ_QUOTE_STATES).optional(),
});
export type MyQuotesQuery = z.input<typeof MyQuotesQuerySchema>;
export const MyQuoteRowSchema = z.object({ rfq: RfqCardSchema, quote: MyRfqQuoteSchema });
export type MyQuoteRow = z.infer<typeof MyQuoteRowSchema>;

/** `rfq/quote/forBuyer` ("Quote Now" in the buyer pool): the buyer's open RFQs I may quote. */
export const OpenRfqsOfBuyerSchema = z.object({ buyerId: z.number().int(), rfqs: z.array(RfqCardSchema) });
export type OpenRfqsOfBuyer = z.infer<typeof OpenRfqsOfBuyerSchema>;

// ---------- Product ranking (popular inquiry products) ----------

export const RANKING_PERIODS = [7, 30] as const;
export type RankingPeriod = (typeof RANKING_PERIODS)[number];

/**
 * How demand is counted: each RFQ counts 3 (a buyer asking for prices), each buyer's inquiry about a
 * product in chat 1; the trend compares with the period before.
 */
export const RANKING_WEIGHTS = { rfq: 3, inquiry: 1 } as const;

export const ProductRankingQuerySchema = z.object({
  period: z.union([z.literal(7), z.literal(30)]).default(7),
  by: z.enum(['product', 'category']).default('product'),
  categoryId: coercedId().optional(),
  limit: boundedInt(1, 100).default(20),
});
export type ProductRankingQuery = z.input<typeof ProductRankingQuerySchema>;

export const RankingRowSchema = z.object({
  rank: z.number().int(),
  kind: z.enum(['product', 'category']),
  id: z.number().int().describe('Master product id or category id'),
  name: z.string(),
  brand: z.string().nullable(),
  category: z.string().describe('Category name in my language'),
  imageUrl: z.string().nullable(),
  rfqs: z.number().int(),
  inquiries: z.number().int(),
  score: z.number().int().describe('rfqs × 3 + inquiries × 1 over the period'),
  previousScore: z.number().int().describe('The same over the period before'),
  trend: z.enum(['up', 'down', 'same', 'new']),
  previousRank: z.number().int().nullable(),
});
export type RankingRow = z.infer<typeof RankingRowSchema>;

export const ProductRankingSchema = z.object({
  period: z.number().int(),
  by: z.enum(['product', 'category']),
  from: z.string(),
  to: z.string(),
  rows: z.array(RankingRowSchema),
});
export type ProductRanking = z.infer<typeof ProductRankingSchema>;

export const ProductRankingDetailQuerySchema = z.object({
  kind: z.enum(['product', 'category']).default('product'),
  id: coercedId(),
  period: z.union([z.literal(7), z.literal(30)]).default(30),
});
export type ProductRankingDetailQuery = z.input<typeof ProductRankingDetailQuerySchema>;

export const ProductRankingDetailSchema = z.object({
  row: RankingRowSchema,
  barcode: z.string().nullable(),
  series: z.array(z.object({ day: z.string(), rfqs: z.number().int(), inquiries: z.number().int() })),
  places: z.array(z.object({ country: z.string(), place: z.string().nullable(), count: z.number().int() })),
  quantities: z.array(
    z.object({
      unit: z.enum(PRICING_UNITS),
      count: z.number().int(),
      min: z.number().int(),
      median: z.number(),
      max: z.number().int(),
    }),
  ),
  targetPrices: z.array(
    z.object({
      currency: z.string(),
      unit: z.enum(PRICING_UNITS),
      count: z.number().int(),
      min: z.string(),
      median: z.string(),
      max: z.string(),
    }),
  ),
  openRfqs: z.number().int().describe('Open RFQs for it now'),
  myProductId: z.number().int().nullable().describe('Set when the product is in my list'),
});
export type ProductRankingDetail = z.infer<typeof ProductRankingDetailSchema>;

/** The suppliers' RFQ calls (SPEC 7 `rfq/*`, plus quoting). */
export const rfqCalls = callGroup('RFQ market', {
  list: {
    path: apiPaths.rfqPublicList,
    summary: 'Open RFQs: Featured or Newest, filtered and sorted',
    body: RfqListQuerySchema,
    result: pageOf(RfqCardSchema),
  },
  info: {
    path: apiPaths.rfqPublicInfo,
    summary: "An RFQ in full, with the buyer's card and my company's quote",
    body: RfqIdSchema,
    result: RfqDetailSchema,
  },
  quote: {
    path: apiPaths.rfqQuoteCreate,
    summary:
      'Send my quick quote (a new buyer costs one contact, as Contact Now); opens the chat with it as a card',
    body: QuickQuoteSchema,
    result: MyRfqQuoteSchema,
  },
  revise: {
    path: apiPaths.rfqQuoteUpdate,
    summary: 'Revise my quote once while the RFQ is open (spends nothing)',
    body: ReviseQuoteSchema,
    result: MyRfqQuoteSchema,
  },
  myQuotes: {
    path: apiPaths.rfqQuoteList,
    summary: "My company's quotes and how each stands",
    body: MyQuotesQuerySchema,
    result: pageOf(MyQuoteRowSchema),
  },
  openOfBuyer: {
    path: apiPaths.rfqOpenOfBuyer,
    summary: 'Quote Now: the open RFQs of a buyer',
    body: z.object({ buyerId: coercedId() }),
    result: OpenRfqsOfBuyerSchema,
  },
  ranking: {
    path: apiPaths.rfqProductRanking,
    summary: 'Products or categories most asked for over 7 or 30 days, with trends',
    body: ProductRankingQuerySchema,
    result: ProductRankingSchema,
  },
  rankingDetail: {
    path: apiPaths.rfqProductRankingDetail,
    summary: "A product's or category's demand: over time, where from, quantities and target prices",
    body: ProductRankingDetailQuerySchema,
    result: ProductRankingDetailSchema,
  },
});

// ---------- Buyers' app ----------

/** A quote as the buyer who asked sees it, side by side with the others. */
export const ReceivedQuoteSchema = QuoteTermsSchema.extend({
  id: z.number().int(),
  supplier: z.object({
    id: z.number().int(),
    name: z.string(),
    country: z.string(),
    logoUrl: z.string().nullable(),
    credentials: z.array(CredentialBadgeSchema),
  }),
  status: z.enum(['submitted', 'shortlisted', 'declined', 'awarded']),
  declineReason: z.enum(RFQ_DECLINE_REASONS).nullable(),
  declineNote: z.string().nullable(),
  revised: z.boolean(),
  perUnit: z
    .object({ amount: z.string(), currency: z.string() })
    .nullable()
    .describe(
      "The price per one of the RFQ's units, where the units allow (same unit, or a product's pack sizes)",
    ),
  conversationId: z.number().int().nullable(),
});
export type ReceivedQuote = z.infer<typeof ReceivedQuoteSchema>;

/** An RFQ as its buyer sees it. */
export const MyRfqSchema = RfqCardSchema.omit({ quotedByMe: true, buyer: true }).extend({
  barcode: z.string(),
  shelfLifeDays: z.number().int().nullable(),
  certifications: z.array(z.enum(CREDENTIAL_TYPES)),
  attachments: z.array(FileRefSchema),
  flags: z.array(z.enum(RFQ_FLAGS)).describe('Why it waits for review'),
  rejectReason: z.string().nullable(),
  newQuotes: z.number().int().describe('Quotes I have not looked at yet'),
});
export type MyRfq = z.infer<typeof MyRfqSchema>;

export const MyRfqDetailSchema = MyRfqSchema.extend({ quotes: z.array(ReceivedQuoteSchema) });
export type MyRfqDetail = z.infer<typeof MyRfqDetailSchema>;

export const MyRfqsQuerySchema = PageQuerySchema.extend({
  state: z.enum(['active', 'closed']).optional().describe('active: in review or open'),
});
export type MyRfqsQuery = z.input<typeof MyRfqsQuerySchema>;

export const QuoteIdSchema = z.object({ quoteId: coercedId() });
export type QuoteId = z.input<typeof QuoteIdSchema>;

export const ShortlistQuoteSchema = QuoteIdSchema.extend({ shortlisted: z.boolean() });
export type ShortlistQuote = z.input<typeof ShortlistQuoteSchema>;

export const DeclineQuoteSchema = QuoteIdSchema.extend({
  reason: z.enum(RFQ_DECLINE_REASONS, { error: 'validation.declineReasonRequired' }),
  note: multiLineText(RFQ_LIMITS.reasonMax).default(''),
});
export type DeclineQuote = z.input<typeof DeclineQuoteSchema>;

/** The buyers' app RFQ calls. */
export const buyerRfqCalls = callGroup("Buyers' app", {
  create: {
    path: apiPaths.buyerAppRfqCreate,
    summary: 'Post an RFQ (held for review when the moderation rules flag it)',
    body: PostRfqSchema,
    result: MyRfqSchema,
  },
  list: {
    path: apiPaths.buyerAppRfqList,
    summary: 'My RFQs, newest first',
    body: MyRfqsQuerySchema,
    result: pageOf(MyRfqSchema),
  },
  info: {
    path: apiPaths.buyerAppRfqInfo,
    summary: 'One of my RFQs with the quotes received (marks them viewed)',
    body: RfqIdSchema,
    result: MyRfqDetailSchema,
  },
  cancel: {
    path: apiPaths.buyerAppRfqCancel,
    summary: 'Close one of my open RFQs',
    body: RfqIdSchema,
    result: MyRfqSchema,
  },
  shortlist: {
    path: apiPaths.buyerAppRfqShortlist,
    summary: 'Shortlist a quote (or take it off the shortlist)',
    body: ShortlistQuoteSchema,
    result: ReceivedQuoteSchema,
  },
  decline: {
    path: apiPaths.buyerAppRfqDecline,
    summary: 'Decline a quote with a reason its supplier sees',
    body: DeclineQuoteSchema,
    result: ReceivedQuoteSchema,
  },
  award: {
    path: apiPaths.buyerAppRfqAward,
    summary: 'Award the RFQ to a quote: the RFQ closes, its supplier is told in chat',
    body: QuoteIdSchema,
    result: MyRfqDetailSchema,
  },
  catalogue: {
    path: apiPaths.buyerAppCatalogue,
    summary: 'Search the platform catalogue for the product an RFQ asks for (words, UPC/EAN or MID)',
    body: MasterProductQuerySchema,
    result: pageOf(MasterProductSchema),
  },
  categories: {
    path: apiPaths.buyerAppCategories,
    summary: 'Category tree for the RFQ form (main buyer categories and their sub-categories)',
    body: EmptySchema,
    result: CategoryTreeSchema,
  },
});

// ---------- Console ----------

export const ConsoleRfqQuerySchema = PageQuerySchema.extend({
  state: z.enum(RFQ_STATES).default('review'),
  keyword: KeywordSchema,
  featured: z.boolean().optional(),
});
export type ConsoleRfqQuery = z.input<typeof ConsoleRfqQuerySchema>;

export const ConsoleRfqSchema = MyRfqSchema.extend({
  buyer: RfqBuyerSchema,
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
});
export type ConsoleRfq = z.infer<typeof ConsoleRfqSchema>;

export const ConsoleRfqQuoteSchema = ReceivedQuoteSchema.extend({
  rejectReason: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  contactRefunded: z.boolean(),
});
export type ConsoleRfqQuote = z.infer<typeof ConsoleRfqQuoteSchema>;

export const ConsoleRfqDetailSchema = ConsoleRfqSchema.extend({ quotes: z.array(ConsoleRfqQuoteSchema) });
export type ConsoleRfqDetail = z.infer<typeof ConsoleRfqDetailSchema>;

export const DecideRfqSchema = RfqIdSchema.extend({
  decision: z.enum(['approve', 'reject']),
  reason: multiLineText(RFQ_LIMITS.reasonMax).default(''),
}).refine((d) => d.decision === 'approve' || d.reason.length > 0, {
  error: 'validation.reasonRequired',
  path: ['reason'],
});
export type DecideRfq = z.input<typeof DecideRfqSchema>;

export const FeatureRfqSchema = RfqIdSchema.extend({ featured: z.boolean() });
export type FeatureRfq = z.input<typeof FeatureRfqSchema>;

export const RejectQuoteSchema = QuoteIdSchema.extend({
  reason: requiredText('validation.reasonRequired', RFQ_LIMITS.reasonMax),
});
export type RejectQuote = z.input<typeof RejectQuoteSchema>;

/** The platform team's RFQ moderation. */
export const consoleRfqCalls = callGroup('Console: RFQs', {
  list: {
    path: apiPaths.consoleRfqList,
    summary: 'RFQs by state (those held for review first)',
    body: ConsoleRfqQuerySchema,
    result: pageOf(ConsoleRfqSchema),
  },
  info: {
    path: apiPaths.consoleRfqInfo,
    summary: 'An RFQ with its quotes',
    body: RfqIdSchema,
    result: ConsoleRfqDetailSchema,
  },
  decide: {
    path: apiPaths.consoleRfqDecide,
    summary: 'Approve an RFQ held for review, or reject it with a reason the buyer sees',
    body: DecideRfqSchema,
    result: ConsoleRfqSchema,
  },
  feature: {
    path: apiPaths.consoleRfqFeature,
    summary: 'Feature or unfeature an open RFQ',
    body: FeatureRfqSchema,
    result: ConsoleRfqSchema,
  },
  rejectQuote: {
    path: apiPaths.consoleRfqQuoteReject,
    summary: 'Reject an off-topic quote with a reason its supplier sees; the contact it spent is refunded',
    body: RejectQuoteSchema,
    result: ConsoleRfqQuoteSchema,
  },
});
