import { z } from 'zod';
import { JOB_TITLES, PERSON_TITLES } from './account.js';
import { callGroup } from './call.js';
import { boundedInt, coercedId, KeywordSchema, PageQuerySchema, pageOf } from './common.js';
import { MAIN_CATEGORIES } from './constants.js';
import { API_V1, apiPaths } from './paths.js';

/** Buyers who joined within this many days count as "new" (SPEC 2: selected and new buyers). */
export const NEW_BUYER_DAYS = 30;
/** A buyer seen by the presence tracker within this many minutes shows as online now. */
export const ONLINE_NOW_MINUTES = 5;

/** Free trial granted at sign-up (SPEC 1: "trial with days left"; values not in the spec). */
export const TRIAL = { days: 14, buyerContacts: 20 } as const;

/** What a supplier has done with a buyer: nothing, contacted them, or heard back. */
export const ContactStatusSchema = z.enum(['none', 'contacted', 'responded']);
export type ContactStatus = z.infer<typeof ContactStatusSchema>;

/** Buyer pool tabs (SPEC 2: selected and new buyers). */
export const BUYER_TABS = ['all', 'selected', 'new'] as const;

export const BuyerQuerySchema = PageQuerySchema.extend({
  keyword: KeywordSchema.describe('Product, brand, buyer or company name'),
  mainCategory: z.enum(MAIN_CATEGORIES).optional(),
  hideContacted: z.boolean().default(false),
  tab: z.enum(BUYER_TABS).default('all'),
});
export type BuyerQuery = z.input<typeof BuyerQuerySchema>;

/** A buyer as shown in the pool (SPEC 3); never their email or phone. */
export const BuyerSummarySchema = z.object({
  id: z.number().int(),
  code: z.string().describe('The buyer account’s public code (chat events use it)'),
  name: z.string(),
  companyName: z.string().describe('Company full name'),
  jobTitle: z.enum(JOB_TITLES),
  title: z.enum(PERSON_TITLES),
  country: z.string().describe('ISO 3166 country/region code'),
  mainCategory: z.enum(MAIN_CATEGORIES),
  interestedBrands: z.array(z.string()),
  lastOnlineAt: z.string().nullable(),
  online: z.boolean().describe(`Seen within the last ${ONLINE_NOW_MINUTES} minutes`),
  isSelected: z.boolean().describe('Hand-picked by the platform team'),
  isNew: z.boolean().describe(`Joined within the last ${NEW_BUYER_DAYS} days`),
  contactStatus: ContactStatusSchema,
});
export type BuyerSummary = z.infer<typeof BuyerSummarySchema>;

export const BuyerIdSchema = z.object({
  buyerId: coercedId(),
});
export type BuyerId = z.input<typeof BuyerIdSchema>;

/** A product a buyer may be purchasing, asked about, or looked at (a master catalogue product). */
export const BuyerProductSchema = z.object({
  id: z.number().int().describe('Master product id'),
  name: z.string(),
  brand: z.string(),
  barcode: z.string(),
  categoryPath: z.array(z.string()),
  imageUrl: z.string().nullable(),
  at: z.string().describe('When the buyer added, asked about or viewed it'),
  myProductId: z.number().int().nullable().describe('Set when this product is in my list'),
});
export type BuyerProduct = z.infer<typeof BuyerProductSchema>;

export const BuyerDetailSchema = BuyerSummarySchema.extend({
  isBlocked: z
    .boolean()
    .describe('Blocked by the platform team: out of the pool, messages to them are refused'),
  joinedAt: z.string(),
  contactedAt: z.string().nullable(),
  respondedAt: z.string().nullable(),
  possiblyPurchasing: z.array(BuyerProductSchema),
  recentlyInquired: z.array(BuyerProductSchema),
  recentlyBrowsed: z.array(BuyerProductSchema),
});
export type BuyerDetail = z.infer<typeof BuyerDetailSchema>;

export const BuyerProductQuerySchema = PageQuerySchema.extend({
  buyerId: coercedId(),
  type: z.enum(['purchasing', 'inquired']).default('purchasing'),
});
export type BuyerProductQuery = z.input<typeof BuyerProductQuerySchema>;

export const BuyerViewQuerySchema = PageQuerySchema.extend({ buyerId: coercedId() });
export type BuyerViewQuery = z.input<typeof BuyerViewQuerySchema>;

/** One of my products suggested for a buyer, with why. */
export const RecommendedProductSchema = z.object({
  id: z.number().int().describe('My product id'),
  name: z.string(),
  brand: z.string().nullable(),
  barcode: z.string(),
  imageUrl: z.string().nullable(),
  reasons: z.array(z.enum(['purchasing', 'brand', 'category'])),
});
export type RecommendedProduct = z.infer<typeof RecommendedProductSchema>;

/**
 * Why a buyer is recommended; the score adds up the parts (see RECOMMENDATION_WEIGHTS):
 * category: the buyer's main category is one of mine; brand: brands they want that I carry;
 * product: sub-categories they buy in that my products are in; recent: how lately they were online.
 */
export const RecommendationReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('category'), category: z.enum(MAIN_CATEGORIES) }),
  z.object({ kind: z.literal('brand'), brands: z.array(z.string()) }),
  z.object({ kind: z.literal('product'), categories: z.array(z.string()) }),
  z.object({ kind: z.literal('recent') }),
]);
export type RecommendationReason = z.infer<typeof RecommendationReasonSchema>;

/** Points of each part of the recommendation score (0–100 in all). */
export const RECOMMENDATION_WEIGHTS = {
  category: 40,
  brandEach: 15,
  brandMax: 30,
  productEach: 10,
  productMax: 20,
  /** Full points when online within the last day, falling to 0 at RECENCY_DAYS. */
  recentMax: 10,
  recencyDays: 7,
} as const;

export const RecommendedBuyerSchema = BuyerSummarySchema.extend({
  score: z.number().int().min(0).max(100),
  reasons: z.array(RecommendationReasonSchema),
});
export type RecommendedBuyer = z.infer<typeof RecommendedBuyerSchema>;

export const RecommendedBuyerQuerySchema = PageQuerySchema.extend({
  hideContacted: z.boolean().default(false),
});
export type RecommendedBuyerQuery = z.input<typeof RecommendedBuyerQuerySchema>;

export const DashboardRecommendedQuerySchema = z.object({
  size: boundedInt(1, 20).default(5),
});
export type DashboardRecommendedQuery = z.input<typeof DashboardRecommendedQuerySchema>;

export const VisitorSchema = BuyerSummarySchema.extend({
  visitedAt: z.string(),
  viewed: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('showroom') }),
    z.object({
      kind: z.literal('product'),
      productId: z.number().int().nullable().describe('Null once the product was deleted'),
      productName: z.string(),
    }),
  ]),
});
export type Visitor = z.infer<typeof VisitorSchema>;

/** chat/check: may I contact this buyer, and what will it cost. */
export const ContactCheckSchema = z.object({
  buyerId: z.number().int(),
  contactStatus: ContactStatusSchema,
  /** True when opening this contact takes one from the quota (a new buyer, or a first reply). */
  consumesQuota: z.boolean(),
  allowed: z.boolean(),
  /** When not allowed: the error code the contact call would answer with. */
  refusal: z
    .enum(['NO_LIVE_SUBSCRIPTION', 'QUOTA_EXHAUSTED', 'EMAIL_UNVERIFIED', 'SHOWROOM_LOCKED', 'BUYER_BLOCKED'])
    .nullable(),
  /** When the contact costs one: the live service whose quota it uses (null without a live service). */
  plan: z.enum(['trial', 'subscription']).nullable(),
});
export type ContactCheck = z.infer<typeof ContactCheckSchema>;

export const ContactResultSchema = z.object({
  buyerId: z.number().int(),
  contactStatus: ContactStatusSchema,
  charged: z.boolean().describe('Whether this call took one contact from the quota'),
});
export type ContactResult = z.infer<typeof ContactResultSchema>;

/** The buyer pool, recommendations, visitors and contacting a buyer; the spec's misspelled paths have aliases. */
export const buyerCalls = callGroup('Buyers', {
  pool: {
    path: apiPaths.buyerPublicList,
    summary: 'The buyer pool: search, category, hide contacted, selected/new; most recently online first',
    body: BuyerQuerySchema,
    result: pageOf(BuyerSummarySchema),
  },
  detail: {
    path: apiPaths.buyerPublicInfo,
    summary: 'One buyer with possibly purchasing, recently inquired and recently browsed products',
    body: BuyerIdSchema,
    result: BuyerDetailSchema,
  },
  recommended: {
    path: apiPaths.recommendedBuyerList,
    summary: 'Buyers recommended for my company, best score first, with the reasons',
    body: RecommendedBuyerQuerySchema,
    result: pageOf(RecommendedBuyerSchema),
  },
  dashboardRecommended: {
    path: apiPaths.dashboardRecommendedList,
    summary: 'Dashboard block: the top recommended buyers not contacted yet',
    body: DashboardRecommendedQuerySchema,
    result: z.array(RecommendedBuyerSchema),
  },
  products: {
    path: apiPaths.buyerProductList,
    aliases: [`${API_V1}/buyer/product/list`],
    summary: "A buyer's possibly-purchasing (or recently inquired) products, newest first",
    body: BuyerProductQuerySchema,
    result: pageOf(BuyerProductSchema),
  },
  offerProducts: {
    path: apiPaths.buyerRecommendProductList,
    aliases: [`${API_V1}/buyer/recommend/product/list`],
    summary: 'My products worth offering this buyer, best match first',
    body: BuyerViewQuerySchema,
    result: pageOf(RecommendedProductSchema),
  },
  browsedProducts: {
    path: apiPaths.buyerProductViewList,
    aliases: [`${API_V1}/buyer/product/list/view`],
    summary: "A buyer's recently browsed products, newest first",
    body: BuyerViewQuerySchema,
    result: pageOf(BuyerProductSchema),
  },
  visitors: {
    path: apiPaths.buyerVisitorList,
    aliases: [`${API_V1}/buyer/visitor/list`],
    summary: 'Buyers who viewed my showroom or products, newest first',
    body: PageQuerySchema,
    result: pageOf(VisitorSchema),
  },
  contactCheck: {
    path: apiPaths.chatCheck,
    summary: 'May I contact this buyer, and would it spend a contact from my quota? Spends nothing',
    body: BuyerIdSchema,
    result: ContactCheckSchema,
  },
  contact: {
    path: apiPaths.chatContact,
    summary:
      'Contact a buyer: a new buyer (or the first reply to a buyer-started chat) spends one contact, in the same transaction',
    body: BuyerIdSchema,
    result: ContactResultSchema,
  },
});
