import { chatCalls } from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { defineCall } from '../../http/defineCall.js';
import { getBuyerDetail } from '../buyers/pool.service.js';
import { getLastSentQuotation, openQuotationFromChat } from './chatQuotations.service.js';
import { countMyConversations, listMyConversations, starConversation } from './conversations.service.js';
import { handOverConversation, listHandoffColleagues } from './handoff.service.js';
import { searchMyMessages } from './messageSearch.service.js';
import { countUnreadMessages, getHistory, viewMessages } from './messages.service.js';
import { sendProductAsSupplier } from './sendMessage.service.js';

/** The supplier side of the chat (the buyer side is in buyerChat.routes.ts). */
export function registerChatRoutes(app: FastifyInstance, ctx: AppContext) {
  defineCall(app, ctx, chatCalls.list, 'chat:read', (input, caller) =>
    listMyConversations(ctx, { side: 'supplier', caller }, input),
  );
  defineCall(app, ctx, chatCalls.quotationInfo, 'chat:read', (input, caller) =>
    openQuotationFromChat(ctx, { side: 'supplier', caller }, input.messageId),
  );
  defineCall(app, ctx, chatCalls.lastQuotation, 'chat:read', (_input, caller) =>
    getLastSentQuotation(ctx, caller),
  );
  defineCall(app, ctx, chatCalls.star, 'chat:write', (input, caller) =>
    starConversation(ctx, { side: 'supplier', caller }, input),
  );
  defineCall(app, ctx, chatCalls.buyerInfo, 'chat:read', (input, caller, request) =>
    getBuyerDetail(ctx, caller, request.lang, input.buyerId),
  );
  defineCall(app, ctx, chatCalls.history, 'chat:read', (input, caller) =>
    getHistory(ctx, { side: 'supplier', caller }, input),
  );
  defineCall(app, ctx, chatCalls.markViewed, 'chat:write', (input, caller) =>
    viewMessages(ctx, { side: 'supplier', caller }, input),
  );
  defineCall(app, ctx, chatCalls.sendProduct, 'chat:write', (input, caller, request) =>
    sendProductAsSupplier(ctx, caller, input, request.lang),
  );
  defineCall(app, ctx, chatCalls.unreadCount, 'chat:read', (_input, caller) =>
    countUnreadMessages(ctx, { side: 'supplier', caller }),
  );
  defineCall(app, ctx, chatCalls.listCount, 'chat:read', (_input, caller) =>
    countMyConversations(ctx, { side: 'supplier', caller }),
  );
  defineCall(app, ctx, chatCalls.search, 'chat:read', (input, caller) =>
    searchMyMessages(ctx, caller, input),
  );
  defineCall(app, ctx, chatCalls.handoff, 'chat:write', (input, caller, request) =>
    handOverConversation(ctx, caller, input, request.ip),
  );
  defineCall(app, ctx, chatCalls.handoffColleagues, 'chat:write', (_input, caller) =>
    listHandoffColleagues(ctx, caller),
  );
}
