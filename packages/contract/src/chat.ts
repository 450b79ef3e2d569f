import { z } from 'zod';
import { PageQuerySchema } from './common.js';
import { QuotationOptionSchema, QuotationSchema } from './quotations.js';

/** Chat message types (SPEC 3: 9999 is the special type for system notices). */
export const MESSAGE_TYPE = {
  text: 1,
  product: 2,
  quotation: 3,
  pdf: 4,
  image: 5,
  system: 9999,
} as const;
export type MessageType = (typeof MESSAGE_TYPE)[keyof typeof MESSAGE_TYPE];
export const CHAT_LIMITS = { textMax: 4000, historyPage: 30 } as const;

/** A product as a chat card: a snapshot, so the message reads the same after the product changes. */
export const ProductCardSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  brand: z.string().nullable(),
  barcode: z.string(),
  imageUrl: z.string().nullable(),
  specs: z.array(z.string()),
});
export type ProductCard = z.infer<typeof ProductCardSchema>;

/** A quotation as a chat card: the version that was sent; the full quotation opens from it. */
export const QuotationCardSchema = z.object({
  quotationId: z.number().int(),
  version: z.number().int().describe('The version that was sent'),
  number: z.string(),
  name: z.string(),
  terms: z.string().describe('Incoterms 2020 code'),
  place: z.string(),
  currency: z.string(),
  expiresOn: z.string().describe('YYYY-MM-DD'),
  lineCount: z.number().int(),
});
export type QuotationCard = z.infer<typeof QuotationCardSchema>;

export const ChatFileSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  url: z.string(),
  thumbUrl: z.string().nullable(),
});
export type ChatFile = z.infer<typeof ChatFileSchema>;

/** A stored chat message (SPEC 3: createCode is the sender's code; type 9999 is a system notice). */
export const ChatMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  clientId: z
    .string()
    .nullable()
    .describe('The sender client’s id for the message; retries with it are idempotent'),
  createCode: z.string().describe('Code of the sender (adminCode of a user; "system" for notices)'),
  senderKind: z.enum(['supplier', 'buyer', 'system']),
  senderName: z.string(),
  type: z.number().int(),
  content: z.string(),
  product: ProductCardSchema.nullable(),
  quotation: QuotationCardSchema.nullable(),
  file: ChatFileSchema.nullable(),
  createdAt: z.string(),
  viewedAt: z.string().nullable().describe('When the other side saw it'),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** What a client sends: text, a product or quotation of mine (supplier), or an uploaded PDF/image. */
export const SendMessageSchema = z
  .object({
    clientId: z.string().trim().min(8).max(64).describe('Random id made by the client for this message'),
    /** Supplier side: the buyer to write to. Buyer side: the supplier company to write to. */
    buyerId: z.number().int().positive().optional(),
    supplierId: z.number().int().positive().optional(),
    type: z.union([
      z.literal(MESSAGE_TYPE.text),
      z.literal(MESSAGE_TYPE.product),
      z.literal(MESSAGE_TYPE.quotation),
      z.literal(MESSAGE_TYPE.pdf),
      z.literal(MESSAGE_TYPE.image),
    ]),
    content: z.string().max(CHAT_LIMITS.textMax, { error: 'validation.tooLong' }).default(''),
    productId: z.number().int().positive().optional(),
    quotationId: z.number().int().positive().optional(),
    fileId: z.string().min(1).optional(),
  })
  .refine((m) => m.type !== MESSAGE_TYPE.text || m.content.trim().length > 0, {
    error: 'validation.messageEmpty',
    path: ['content'],
  })
  .refine((m) => m.type !== MESSAGE_TYPE.product || m.productId !== undefined, {
    error: 'validation.invalid',
    path: ['productId'],
  })
  .refine((m) => m.type !== MESSAGE_TYPE.quotation || m.quotationId !== undefined, {
    error: 'validation.invalid',
    path: ['quotationId'],
  })
  .refine((m) => (m.type !== MESSAGE_TYPE.pdf && m.type !== MESSAGE_TYPE.image) || m.fileId !== undefined, {
    error: 'validation.invalid',
    path: ['fileId'],
  });
export type SendMessage = z.input<typeof SendMessageSchema>;

/** The acknowledgement of a send: the stored message, or why it was refused. */
export type SendAck =
  | { ok: true; code: 0; message: ChatMessage }
  | { ok: false; code: number; msg: string; fields?: Record<string, string> };

export const ConversationSchema = z.object({
  id: z.number().int(),
  buyer: z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    companyName: z.string(),
    country: z.string(),
    online: z.boolean(),
    lastOnlineAt: z.string().nullable(),
  }),
  supplier: z.object({ id: z.number().int(), name: z.string(), country: z.string() }),
  startedBy: z.enum(['supplier', 'buyer']),
  starred: z.boolean().describe('Starred by my side'),
  unread: z.number().int().describe('Messages from the other side I have not viewed'),
  lastMessage: ChatMessageSchema.nullable(),
  lastMessageAt: z.string().nullable(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const ConversationQuerySchema = PageQuerySchema.extend({
  tab: z.enum(['all', 'starred']).default('all'),
  unreadOnly: z.boolean().default(false),
  keyword: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('Buyer name or company (supplier side); company (buyer side)'),
  buyerId: z
    .number()
    .int()
    .positive()
    .optional()
    .describe('Supplier side: only the conversation with this buyer'),
  supplierId: z
    .number()
    .int()
    .positive()
    .optional()
    .describe('Buyer side: only the conversation with this supplier'),
});
export type ConversationQuery = z.input<typeof ConversationQuerySchema>;

export const StarSchema = z.object({ conversationId: z.number().int().positive(), starred: z.boolean() });
export const ConversationIdSchema = z.object({ conversationId: z.number().int().positive() });

/** History, newest first, paged backwards from a message id. */
export const HistoryQuerySchema = z.object({
  conversationId: z.number().int().positive(),
  beforeId: z.number().int().positive().optional(),
  afterId: z
    .number()
    .int()
    .nonnegative()
    .optional()
    .describe('Only newer messages (resync after a reconnect)'),
  pageSize: z.number().int().min(1).max(100).default(CHAT_LIMITS.historyPage),
});
export const HistorySchema = z.object({ list: z.array(ChatMessageSchema), hasMore: z.boolean() });
export type History = z.infer<typeof HistorySchema>;

export const MarkViewedSchema = z.object({
  conversationId: z.number().int().positive(),
  upToId: z.number().int().positive().describe('Marks every message of the other side up to this id'),
});
export const ViewedReceiptSchema = z.object({
  conversationId: z.number().int(),
  upToId: z.number().int(),
  viewedAt: z.string(),
});
export type ViewedReceipt = z.infer<typeof ViewedReceiptSchema>;

export const UnreadCountSchema = z.object({ count: z.number().int() });
export const ListCountSchema = z.object({
  all: z.number().int(),
  starred: z.number().int(),
  unread: z.number().int().describe('Conversations with unread messages'),
});

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
  keyword: z.string().trim().max(100).optional().describe('Company or product name'),
});

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

export const SupplierIdSchema = z.object({ supplierId: z.number().int().positive() });
export const ShowroomProductSchema = ProductCardSchema.extend({
  supplierId: z.number().int(),
  supplierName: z.string(),
  origin: z.string().nullable(),
  shelfLifeDays: z.number().int().nullable(),
  unitsPerCase: z.number().int().nullable(),
  images: z.array(z.string()).describe('Picture URLs'),
});
export type ShowroomProduct = z.infer<typeof ShowroomProductSchema>;
export const ProductIdOnlySchema = z.object({ productId: z.number().int().positive() });

/** Languages the translation calls can target (the portal's three). */
export const TRANSLATE_TARGETS = ['en', 'zh', 'ja'] as const;
export const TranslateTextSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, { error: 'validation.messageEmpty' })
    .max(CHAT_LIMITS.textMax, { error: 'validation.tooLong' }),
  target: z.enum(TRANSLATE_TARGETS),
});
export const TranslateInquirySchema = z.object({
  messageId: z.number().int().positive().describe('A chat message of one of my conversations'),
  target: z.enum(TRANSLATE_TARGETS),
});
export const TranslationSchema = z.object({ text: z.string(), target: z.enum(TRANSLATE_TARGETS) });
export type Translation = z.infer<typeof TranslationSchema>;
export const TranslationStatusSchema = z.object({ available: z.boolean() });

/** Support chat between a supplier company and the platform team (SPEC 1, 4: the live-chat widget). */
export const SupportMessageSchema = z.object({
  id: z.number().int(),
  threadId: z.number().int(),
  clientId: z.string().nullable(),
  senderKind: z.enum(['supplier', 'staff']),
  senderName: z.string(),
  content: z.string(),
  createdAt: z.string(),
  viewedAt: z.string().nullable(),
});
export type SupportMessage = z.infer<typeof SupportMessageSchema>;

export const SupportThreadSchema = z.object({
  id: z.number().int().nullable().describe('Null until the first message'),
  messages: z.array(SupportMessageSchema).describe('Oldest first, the latest 100'),
  unread: z.number().int().describe('Team answers I have not viewed'),
});
export type SupportThread = z.infer<typeof SupportThreadSchema>;

export const SupportSendSchema = z.object({
  clientId: z.string().trim().min(8).max(64),
  content: z
    .string()
    .trim()
    .min(1, { error: 'validation.messageEmpty' })
    .max(CHAT_LIMITS.textMax, { error: 'validation.tooLong' }),
});
export const SupportReplySchema = SupportSendSchema.extend({ threadId: z.number().int().positive() });
export const SupportThreadIdSchema = z.object({ threadId: z.number().int().positive() });

export const SupportInboxItemSchema = z.object({
  id: z.number().int(),
  supplierId: z.number().int(),
  companyName: z.string(),
  country: z.string(),
  lastMessage: SupportMessageSchema.nullable(),
  lastMessageAt: z.string(),
  unread: z.number().int().describe('Supplier messages the team has not viewed'),
});
export type SupportInboxItem = z.infer<typeof SupportInboxItemSchema>;
export const SupportInboxQuerySchema = PageQuerySchema.extend({ unreadOnly: z.boolean().default(false) });

export const StaffLoginResultSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  adminId: z.number().int(),
  adminCode: z.string(),
  realName: z.string(),
  email: z.string(),
});
export type StaffLoginResult = z.infer<typeof StaffLoginResultSchema>;

/** chat/quotation/info: a quotation card of my conversation, opened (SPEC 2 "chat quotation info"). */
export const ChatQuotationQuerySchema = z.object({ messageId: z.coerce.number().int().positive() });
export const ChatQuotationSchema = z.object({
  messageId: z.number().int(),
  sentAt: z.string(),
  sentVersion: z.number().int().describe('The version the card was sent with'),
  supplier: z.object({ id: z.number().int(), name: z.string() }),
  quotation: QuotationSchema.describe(
    "The quotation as it is now; the internal note only for the supplier's side",
  ),
});
export type ChatQuotation = z.infer<typeof ChatQuotationSchema>;

/** chat/quotation/last: the quotation my company sent last, if it is still open ("use the last quotation"). */
export const LastQuotationSchema = z.object({ quotation: QuotationOptionSchema.nullable() });
export type LastQuotation = z.infer<typeof LastQuotationSchema>;
