import { z } from 'zod';
import { BuyerLoginRequestSchema, BuyerLoginResultSchema } from './account.js';
import { callGroup } from './call.js';
import {
  ChatQuotationQuerySchema,
  ChatQuotationSchema,
  ConversationQuerySchema,
  ConversationSchema,
  HistoryQuerySchema,
  HistorySchema,
  MarkViewedResultSchema,
  MarkViewedSchema,
  UnreadCountSchema,
} from './chat.js';
import { ProductCardSchema } from './chatMessage.js';
import { EmptySchema, idNumber, KeywordSchema, PageQuerySchema, pageOf } from './common.js';
import { BUSINESS_TYPES, EXPORT_RANGES, MARKET_REGIONS, STAFF_RANGES } from './company.js';
import { CredentialBadgeSchema } from './credentials.js';
import { apiPaths } from './paths.js';
import { SupplierSchedulePublicSchema } from './schedule.js';
import { DocumentLinkSchema } from './signature.js';

/** A supplier as buyers see it in the buyers' app (directory and showroom page). */
export const SupplierCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  country: z.string(),
  mainCategories: z.array(z.string()),
  productCount: z.number().int(),
  logoUrl: z.string().nullable().describe('Logo thumbnail'),
});
export type SupplierCard = z.infer<typeof SupplierCardSchema>;

export const SupplierDirectoryQuerySchema = PageQuerySchema.extend({
  keyword: KeywordSchema.describe('Company or product name'),
});
export type SupplierDirectoryQuery = z.input<typeof SupplierDirectoryQuerySchema>;

/** The published company profile, in the buyer's language where the supplier wrote one. */
export const PublicCompanyProfileSchema = z.object({
  logoUrl: z.string().nullable(),
  images: z.array(z.object({ url: z.string(), thumbUrl: z.string().nullable(), caption: z.string() })),
  introduction: z.string().describe('Markdown; rendered without HTML'),
  introductionLang: z
    .enum(['en', 'zh', 'ja'])
    .describe('The version shown (English when none in my language)'),
  businessType: z.enum(BUSINESS_TYPES).nullable(),
  yearFounded: z.number().int().nullable(),
  staffRange: z.enum(STAFF_RANGES).nullable(),
  exportRange: z.enum(EXPORT_RANGES).nullable(),
  mainMarkets: z.array(z.enum(MARKET_REGIONS)),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })).describe('In my language'),
  businessGoods: z.array(z.string()),
  brands: z.array(z.string()),
});
export type PublicCompanyProfile = z.infer<typeof PublicCompanyProfileSchema>;

export const SupplierShowroomSchema = SupplierCardSchema.extend({
  profile: PublicCompanyProfileSchema.nullable().describe('Null while the showroom is not published'),
  schedule: SupplierSchedulePublicSchema.nullable().describe(
    'Business hours, reply time and coming fairs; null while not published',
  ),
  products: z
    .array(ProductCardSchema)
    .describe(
      "The supplier's displayed products (exhibits) first, in its order, then the others, newest first",
    ),
  featuredCount: z
    .number()
    .int()
    .describe('How many of the first products are displayed ones (the "Featured" section)'),
  conversationId: z.number().int().nullable().describe('My conversation with this supplier, if any'),
  credentials: z.array(CredentialBadgeSchema).describe('Verified credentials, valid today'),
});
export type SupplierShowroom = z.infer<typeof SupplierShowroomSchema>;

export const SupplierIdSchema = z.object({ supplierId: idNumber() });
export type SupplierId = z.infer<typeof SupplierIdSchema>;
export const ShowroomProductSchema = ProductCardSchema.extend({
  supplierId: z.number().int(),
  supplierName: z.string(),
  origin: z.string().nullable(),
  shelfLifeDays: z.number().int().nullable(),
  unitsPerCase: z.number().int().nullable(),
  images: z.array(z.string()).describe('Picture URLs'),
});
export type ShowroomProduct = z.infer<typeof ShowroomProductSchema>;
export const ProductIdOnlySchema = z.object({ productId: idNumber() });
export type ProductIdOnly = z.infer<typeof ProductIdOnlySchema>;

/** The buyers' app: sign-in, the buyer's side of the chat, and the suppliers it can browse. */
export const buyerAppCalls = callGroup("Buyers' app", {
  signIn: {
    path: apiPaths.buyerAppToken,
    summary: "Buyers' app sign-in (JSON body, same captcha as the portal)",
    body: BuyerLoginRequestSchema,
    result: BuyerLoginResultSchema,
  },
  conversations: {
    path: apiPaths.buyerAppChatList,
    summary: 'My conversations with suppliers',
    body: ConversationQuerySchema,
    result: pageOf(ConversationSchema),
  },
  history: {
    path: apiPaths.buyerAppRecordList,
    summary: 'Messages of one of my conversations, newest first',
    body: HistoryQuerySchema,
    result: HistorySchema,
  },
  markViewed: {
    path: apiPaths.buyerAppRecordView,
    summary: "Mark the supplier's messages viewed up to an id",
    body: MarkViewedSchema,
    result: MarkViewedResultSchema,
  },
  quotationInfo: {
    path: apiPaths.buyerAppQuotationInfo,
    summary: 'A quotation the supplier sent me in a chat, as it is now',
    body: ChatQuotationQuerySchema,
    result: ChatQuotationSchema,
  },
  quotationPdf: {
    path: apiPaths.buyerAppQuotationPdf,
    summary:
      'A minutes-long address of a quotation sent to me in a chat, as a PDF with the supplier’s signature',
    body: ChatQuotationQuerySchema,
    result: DocumentLinkSchema,
  },
  unreadCount: {
    path: apiPaths.buyerAppUnreadCount,
    summary: 'Supplier messages I have not viewed',
    body: EmptySchema,
    result: UnreadCountSchema,
  },
  suppliers: {
    path: apiPaths.buyerAppSupplierList,
    summary: 'Supplier companies a buyer can browse and write to',
    body: SupplierDirectoryQuerySchema,
    result: pageOf(SupplierCardSchema),
  },
  supplierShowroom: {
    path: apiPaths.buyerAppSupplierInfo,
    summary: "A supplier's showroom: company and products (the visit is recorded for the supplier)",
    body: SupplierIdSchema,
    result: SupplierShowroomSchema,
  },
  product: {
    path: apiPaths.buyerAppProductInfo,
    summary: 'One product of a supplier (the visit is recorded for the supplier)',
    body: ProductIdOnlySchema,
    result: ShowroomProductSchema,
  },
});
