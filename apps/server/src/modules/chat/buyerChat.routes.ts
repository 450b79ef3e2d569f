import { buyerAppCalls } from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { defineCall } from '../../http/defineCall.js';
import { openQuotationFromChat } from './chatQuotations.service.js';
import { listMyConversations } from './conversations.service.js';
import { countUnreadMessages, getHistory, viewMessages } from './messages.service.js';

/** The buyer side of the chat, called by the buyers' app. */
export function registerBuyerChatRoutes(app: FastifyInstance, ctx: AppContext) {
  defineCall(app, ctx, buyerAppCalls.conversations, 'buyerApp:chat', (input, caller) =>
    listMyConversations(ctx, { side: 'buyer', caller }, input),
  );
  defineCall(app, ctx, buyerAppCalls.history, 'buyerApp:chat', (input, caller) =>
    getHistory(ctx, { side: 'buyer', caller }, input),
  );
  defineCall(app, ctx, buyerAppCalls.markViewed, 'buyerApp:chat', (input, caller) =>
    viewMessages(ctx, { side: 'buyer', caller }, input),
  );
  defineCall(app, ctx, buyerAppCalls.quotationInfo, 'buyerApp:chat', (input, caller) =>
    openQuotationFromChat(ctx, { side: 'buyer', caller }, input.messageId),
  );
  defineCall(app, ctx, buyerAppCalls.unreadCount, 'buyerApp:chat', (_input, caller) =>
    countUnreadMessages(ctx, { side: 'buyer', caller }),
  );
}
