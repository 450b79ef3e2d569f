import {
  apiPaths,
  BuyerDetailSchema,
  BuyerIdSchema,
  BuyerLoginRequestSchema,
  BuyerLoginResultSchema,
  ChatMessageSchema,
  ChatQuotationQuerySchema,
  ChatQuotationSchema,
  ConversationQuerySchema,
  ConversationSchema,
  HistoryQuerySchema,
  HistorySchema,
  LastQuotationSchema,
  ListCountSchema,
  MarkViewedSchema,
  MESSAGE_TYPE,
  OkSchema,
  pageOf,
  StarSchema,
  TranslateInquirySchema,
  TranslateTextSchema,
  TranslationSchema,
  TranslationStatusSchema,
  UnreadCountSchema,
} from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { defineLegacyCall } from '../../http/defineCall.js';
import { loginBuyer } from '../accounts/login.service.js';
import { getBuyerDetail } from '../buyers/pool.service.js';
import {
  conversationCounts,
  getHistory,
  lastSentQuotation,
  listMyConversations,
  openQuotationFromChat,
  sendAsSupplier,
  starConversation,
  unreadCount,
  viewMessages,
} from './chat.service.js';
import { translateMessage, translateText } from './translation.service.js';

const NoInput = z.object({}).loose();
const ViewedSchema = z.object({ viewed: z.number().int().nullable() });
const SendProductSchema = z.object({
  buyerId: z.number().int().positive(),
  productId: z.number().int().positive(),
  clientId: z.string().trim().min(8).max(64),
});

export function registerChatRoutes(app: FastifyInstance, ctx: AppContext) {
  const tags = ['Chat'];
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.chatList,
      summary: 'My conversations, most recent first: all or starred, unread only, search',
      tags,
      access: 'chat:read',
      body: ConversationQuerySchema,
      result: pageOf(ConversationSchema),
    },
    (input, caller) => listMyConversations(ctx, { side: 'supplier', caller }, input),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.chatQuotationInfo,
      summary:
        'A quotation card of my conversation, opened (the quotation as it is now and the version sent)',
      tags,
      access: 'chat:read',
      body: ChatQuotationQuerySchema,
      result: ChatQuotationSchema,
    },
    (input, caller) => openQuotationFromChat(ctx, { side: 'supplier', caller }, input.messageId),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.chatLastQuotation,
      summary: 'The quotation my company sent last in a chat, while it is open ("use the last quotation")',
      tags,
      access: 'chat:read',
      body: NoInput,
      result: LastQuotationSchema,
    },
    (_input, caller) => lastSentQuotation(ctx, caller),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.chatStar,
      summary: 'Star or unstar a conversation (for my company)',
      tags,
      access: 'chat:write',
      body: StarSchema,
      result: OkSchema,
    },
    async (input, caller) => {
      await starConversation(ctx, { side: 'supplier', caller }, input.conversationId, input.starred);
      return null;
    },
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.chatBuyerInfo,
      summary: 'The buyer panel of a conversation',
      tags,
      access: 'chat:read',
      body: BuyerIdSchema,
      result: BuyerDetailSchema,
    },
    (input, caller, request) => getBuyerDetail(ctx, caller, request.lang, input.buyerId),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.chatRecordList,
      summary: 'Messages newest first; beforeId pages back, afterId catches up after a reconnect',
      tags,
      access: 'chat:read',
      body: HistoryQuerySchema,
      result: HistorySchema,
    },
    (input, caller) => getHistory(ctx, { side: 'supplier', caller }, input),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.chatRecordView,
      summary: "Mark the buyer's messages viewed up to an id (the buyer sees the ticks turn)",
      tags,
      access: 'chat:write',
      body: MarkViewedSchema,
      result: ViewedSchema,
    },
    (input, caller) => viewMessages(ctx, { side: 'supplier', caller }, input.conversationId, input.upToId),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.chatProduct,
      summary: 'Send one of my products to a buyer as a card (idempotent by clientId)',
      tags,
      access: 'chat:write',
      body: SendProductSchema,
      result: ChatMessageSchema,
    },
    (input, caller, request) =>
      sendAsSupplier(ctx, caller, { ...input, type: MESSAGE_TYPE.product, content: '' }, request.lang),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.chatUnreadCount,
      summary: 'Buyer messages my company has not viewed',
      tags,
      access: 'chat:read',
      body: NoInput,
      result: UnreadCountSchema,
    },
    (_input, caller) => unreadCount(ctx, { side: 'supplier', caller }),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.chatListCount,
      summary: 'How many conversations: all, starred, with unread messages',
      tags,
      access: 'chat:read',
      body: NoInput,
      result: ListCountSchema,
    },
    (_input, caller) => conversationCounts(ctx, { side: 'supplier', caller }),
  );

  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.translateStatus,
      summary: 'Whether translation is set up on this portal',
      tags,
      access: 'chat:read',
      body: NoInput,
      result: TranslationStatusSchema,
    },
    () => ({ available: ctx.translator !== null }),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.translateText,
      summary: 'Translate a text (e.g. a draft) into en, zh or ja; never needed to send',
      tags,
      access: 'chat:read',
      body: TranslateTextSchema,
      result: TranslationSchema,
    },
    (input) => translateText(ctx, input.text, input.target),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.translateInquiry,
      summary: 'Translate a message of one of my conversations',
      tags,
      access: 'chat:read',
      body: TranslateInquirySchema,
      result: TranslationSchema,
    },
    (input, caller) => translateMessage(ctx, caller, input.messageId, input.target),
  );

  const buyerTags = ["Buyers' app"];
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.buyerAppToken,
      summary: "Buyers' app sign-in (JSON body, same captcha as the portal)",
      tags: buyerTags,
      access: 'public',
      body: BuyerLoginRequestSchema,
      result: BuyerLoginResultSchema,
    },
    (input, _caller, request) =>
      loginBuyer(ctx, input, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null }),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.buyerAppChatList,
      summary: 'My conversations with suppliers',
      tags: buyerTags,
      access: 'buyerApp:chat',
      body: ConversationQuerySchema,
      result: pageOf(ConversationSchema),
    },
    (input, caller) => listMyConversations(ctx, { side: 'buyer', caller }, input),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.buyerAppRecordList,
      summary: 'Messages of one of my conversations, newest first',
      tags: buyerTags,
      access: 'buyerApp:chat',
      body: HistoryQuerySchema,
      result: HistorySchema,
    },
    (input, caller) => getHistory(ctx, { side: 'buyer', caller }, input),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.buyerAppRecordView,
      summary: "Mark the supplier's messages viewed up to an id",
      tags: buyerTags,
      access: 'buyerApp:chat',
      body: MarkViewedSchema,
      result: ViewedSchema,
    },
    (input, caller) => viewMessages(ctx, { side: 'buyer', caller }, input.conversationId, input.upToId),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.buyerAppQuotationInfo,
      summary: 'A quotation the supplier sent me in a chat, as it is now',
      tags: buyerTags,
      access: 'buyerApp:chat',
      body: ChatQuotationQuerySchema,
      result: ChatQuotationSchema,
    },
    (input, caller) => openQuotationFromChat(ctx, { side: 'buyer', caller }, input.messageId),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.buyerAppUnreadCount,
      summary: 'Supplier messages I have not viewed',
      tags: buyerTags,
      access: 'buyerApp:chat',
      body: NoInput,
      result: UnreadCountSchema,
    },
    (_input, caller) => unreadCount(ctx, { side: 'buyer', caller }),
  );
}
