import { z } from 'zod';
import { BuyerDetailSchema, BuyerIdSchema } from './buyers.js';
import { callGroup } from './call.js';
import { CHAT_LIMITS, ChatMessageSchema } from './chatMessage.js';
import {
  boundedInt,
  ClientIdSchema,
  coercedId,
  EmptySchema,
  INT4_MAX,
  idNumber,
  KeywordSchema,
  OkSchema,
  PageQuerySchema,
  pageOf,
} from './common.js';
import { CredentialBadgeSchema } from './credentials.js';
import { apiPaths } from './paths.js';
import { QuotationOptionSchema, QuotationSchema } from './quotations.js';

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
    blocked: z
      .boolean()
      .describe('Blocked by the platform team: no side can write in this conversation any more'),
  }),
  supplier: z.object({
    id: z.number().int(),
    name: z.string(),
    country: z.string(),
    credentials: z
      .array(CredentialBadgeSchema)
      .optional()
      .describe("Buyer side: the supplier's verified credentials, valid today"),
  }),
  startedBy: z.enum(['supplier', 'buyer']),
  starred: z.boolean().describe('Starred by my side'),
  unread: z.number().int().describe('Messages from the other side I have not viewed'),
  lastMessage: ChatMessageSchema.nullable(),
  lastMessageAt: z.string().nullable(),
  owner: z
    .object({ id: z.number().int(), name: z.string() })
    .nullable()
    .optional()
    .describe(
      "Supplier side: the company's user who handles it (started or first answered it, or was handed it); null while nobody has answered a buyer who wrote first",
    ),
  canHandOver: z
    .boolean()
    .optional()
    .describe('Supplier side: I may hand it to a colleague (I handle it, or I have chat company-wide)'),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const ConversationQuerySchema = PageQuerySchema.extend({
  tab: z.enum(['all', 'starred']).default('all'),
  unreadOnly: z.boolean().default(false),
  keyword: KeywordSchema.describe('Buyer name or company (supplier side); company (buyer side)'),
  buyerId: idNumber().optional().describe('Supplier side: only the conversation with this buyer'),
  supplierId: idNumber().optional().describe('Buyer side: only the conversation with this supplier'),
});
export type ConversationQuery = z.input<typeof ConversationQuerySchema>;

export const StarSchema = z.object({ conversationId: idNumber(), starred: z.boolean() });
export type Star = z.infer<typeof StarSchema>;
export const ConversationIdSchema = z.object({ conversationId: idNumber() });
export type ConversationId = z.infer<typeof ConversationIdSchema>;

/** History, newest first, paged backwards from a message id. */
export const HistoryQuerySchema = z.object({
  conversationId: idNumber(),
  beforeId: idNumber().optional(),
  afterId: boundedInt(0, INT4_MAX).optional().describe('Only newer messages (resync after a reconnect)'),
  pageSize: boundedInt(1, 100).default(CHAT_LIMITS.historyPage),
});
export type HistoryQuery = z.input<typeof HistoryQuerySchema>;
export const HistorySchema = z.object({ list: z.array(ChatMessageSchema), hasMore: z.boolean() });
export type History = z.infer<typeof HistorySchema>;

export const MarkViewedSchema = z.object({
  conversationId: idNumber(),
  upToId: idNumber().describe('Marks every message of the other side up to this id'),
});
export type MarkViewed = z.infer<typeof MarkViewedSchema>;
export const MarkViewedResultSchema = z.object({
  viewed: z.number().int().nullable().describe('The highest message id newly marked, null when none'),
});
export type MarkViewedResult = z.infer<typeof MarkViewedResultSchema>;
export const ViewedReceiptSchema = z.object({
  conversationId: z.number().int(),
  upToId: z.number().int(),
  viewedAt: z.string(),
});
export type ViewedReceipt = z.infer<typeof ViewedReceiptSchema>;

export const UnreadCountSchema = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;
export const ListCountSchema = z.object({
  all: z.number().int(),
  starred: z.number().int(),
  unread: z.number().int().describe('Conversations with unread messages'),
});
export type ListCount = z.infer<typeof ListCountSchema>;

/** chat/product: one of my products sent to a buyer as a card. */
export const SendProductSchema = z.object({
  buyerId: idNumber(),
  productId: idNumber(),
  clientId: ClientIdSchema,
});
export type SendProduct = z.infer<typeof SendProductSchema>;

/** chat/quotation/info: a quotation card of my conversation, opened (SPEC 2 "chat quotation info"). */
export const ChatQuotationQuerySchema = z.object({ messageId: coercedId() });
export type ChatQuotationQuery = z.infer<typeof ChatQuotationQuerySchema>;
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

/** Keyword length bounds of the message search (2: a Chinese or Japanese word is often two characters). */
export const CHAT_SEARCH = { keywordMin: 2, keywordMax: 100, maxWords: 5 } as const;

/** supplier/service/chat/retrieval: words to find in my company's conversations. */
export const MessageSearchQuerySchema = PageQuerySchema.extend({
  keyword: z
    .string()
    .trim()
    .min(CHAT_SEARCH.keywordMin, { error: 'validation.keywordTooShort' })
    .max(CHAT_SEARCH.keywordMax, { error: 'validation.tooLong' })
    .describe(
      'Words (every one must appear, case-insensitive, as a word or part of one; CJK from 2 characters)',
    ),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type MessageSearchQuery = z.input<typeof MessageSearchQuerySchema>;

/** A found message: where it is, and a short piece of its text around the match. */
export const MessageHitSchema = z.object({
  messageId: z.number().int(),
  conversationId: z.number().int(),
  buyer: z.object({ id: z.number().int(), name: z.string(), companyName: z.string() }),
  senderKind: z.enum(['supplier', 'buyer', 'system']),
  type: z.number().int().describe('Message type: text, or a PDF/image whose file name matched'),
  snippet: z.string().describe('Plain text around the first match (never HTML); … marks a cut'),
  highlights: z
    .array(z.object({ start: z.number().int(), length: z.number().int() }))
    .describe('Where the keyword words are in the snippet (JavaScript string offsets)'),
  createdAt: z.string(),
});
export type MessageHit = z.infer<typeof MessageHitSchema>;

/** chat/conversation/handoff: one of my conversations, handed to a colleague who becomes its owner. */
export const HandoffSchema = z.object({
  conversationId: idNumber(),
  toUserId: idNumber().describe('The colleague who takes the conversation over'),
});
export type Handoff = z.infer<typeof HandoffSchema>;
export const HandoffResultSchema = z.object({
  conversationId: z.number().int(),
  owner: z.object({ id: z.number().int(), name: z.string() }),
});
export type HandoffResult = z.infer<typeof HandoffResultSchema>;

/** A colleague a conversation can be handed to: active, with access to Messages. */
export const HandoffColleagueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  isMe: z.boolean(),
  scope: z
    .enum(['own', 'company'])
    .describe("own: sees only the conversations they handle; company: every one of the company's"),
});
export type HandoffColleague = z.infer<typeof HandoffColleagueSchema>;

/** The supplier side of the chat; sending itself goes over the socket (`chat:send`). */
export const chatCalls = callGroup('Chat', {
  list: {
    path: apiPaths.chatList,
    summary: 'My conversations, most recent first: all or starred, unread only, search',
    body: ConversationQuerySchema,
    result: pageOf(ConversationSchema),
  },
  quotationInfo: {
    path: apiPaths.chatQuotationInfo,
    summary: 'A quotation card of my conversation, opened (the quotation as it is now and the version sent)',
    body: ChatQuotationQuerySchema,
    result: ChatQuotationSchema,
  },
  lastQuotation: {
    path: apiPaths.chatLastQuotation,
    summary: 'The quotation my company sent last in a chat, while it is open ("use the last quotation")',
    body: EmptySchema,
    result: LastQuotationSchema,
  },
  star: {
    path: apiPaths.chatStar,
    summary: 'Star or unstar a conversation (for my company)',
    body: StarSchema,
    result: OkSchema,
  },
  buyerInfo: {
    path: apiPaths.chatBuyerInfo,
    summary: 'The buyer panel of a conversation',
    body: BuyerIdSchema,
    result: BuyerDetailSchema,
  },
  history: {
    path: apiPaths.chatRecordList,
    summary: 'Messages newest first; beforeId pages back, afterId catches up after a reconnect',
    body: HistoryQuerySchema,
    result: HistorySchema,
  },
  markViewed: {
    path: apiPaths.chatRecordView,
    summary: "Mark the buyer's messages viewed up to an id (the buyer sees the ticks turn)",
    body: MarkViewedSchema,
    result: MarkViewedResultSchema,
  },
  sendProduct: {
    path: apiPaths.chatProduct,
    summary: 'Send one of my products to a buyer as a card (idempotent by clientId)',
    body: SendProductSchema,
    result: ChatMessageSchema,
  },
  unreadCount: {
    path: apiPaths.chatUnreadCount,
    summary: 'Buyer messages my company has not viewed',
    body: EmptySchema,
    result: UnreadCountSchema,
  },
  listCount: {
    path: apiPaths.chatListCount,
    summary: 'How many conversations: all, starred, with unread messages',
    body: EmptySchema,
    result: ListCountSchema,
  },
  search: {
    path: apiPaths.chatRetrieval,
    summary: "Find messages in my company's conversations by words (best match, then newest)",
    body: MessageSearchQuerySchema,
    result: pageOf(MessageHitSchema),
  },
  handoff: {
    path: apiPaths.chatHandoff,
    summary:
      'Hand a conversation to a colleague: they become its owner (by its owner, or a user with chat company-wide)',
    body: HandoffSchema,
    result: HandoffResultSchema,
  },
  handoffColleagues: {
    path: apiPaths.chatHandoffColleagues,
    summary: 'The colleagues a conversation can be handed to: active, with access to Messages',
    body: EmptySchema,
    result: z.array(HandoffColleagueSchema),
  },
});
