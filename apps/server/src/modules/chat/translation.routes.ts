import { translationCalls } from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { defineCall } from '../../http/defineCall.js';
import { translateRfqTexts } from './rfqTranslation.service.js';
import { getTranslationStatus, translateMessage, translateText } from './translation.service.js';

export function registerTranslationRoutes(app: FastifyInstance, ctx: AppContext) {
  defineCall(app, ctx, translationCalls.status, 'chat:read', () => getTranslationStatus(ctx));
  defineCall(app, ctx, translationCalls.text, 'chat:read', (input) => translateText(ctx, input));
  defineCall(app, ctx, translationCalls.inquiry, 'chat:read', ({ messageId, rfqId, target }, caller) =>
    rfqId !== undefined
      ? translateRfqTexts(ctx, caller, { rfqId, target })
      : translateMessage(ctx, caller, { messageId: messageId ?? 0, target }),
  );
}
