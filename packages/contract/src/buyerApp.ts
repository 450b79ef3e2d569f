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
import { apiPaths } from './paths.js';

/** A supplier as buyers see it in the buyers' app (directory and showroom page). */
export const SupplierCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  country: z.string(),
  mainCategories: z.array(z.string()),
  productCount: z.number().int(),
});
export type SupplierCard = z.infer<typeof SupplierCardSchema>;

export const SupplierDirectoryQuerySchema = PageQuerySchema.extend({
  keyword: KeywordSchema.describe('Company or product name'),
});
export type SupplierDirectoryQuery = z.input<typeof SupplierDirectoryQuerySchema>;

export const SupplierShowroomSchema = SupplierCardSchema.extend({
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
