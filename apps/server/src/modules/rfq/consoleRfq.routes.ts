import { consoleRfqCalls } from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { defineCall } from '../../http/defineCall.js';
import {
  decideRfq,
  featureRfq,
  getRfqOfConsole,
  listRfqsOfConsole,
  rejectRfqQuote,
} from './rfqModeration.service.js';

/** The platform team's RFQ and quote moderation (permission console:rfq). */
export function registerConsoleRfqRoutes(app: FastifyInstance, ctx: AppContext) {
  defineCall(app, ctx, consoleRfqCalls.list, 'console:rfq', (input, _staff, request) =>
    listRfqsOfConsole(ctx, input, request.lang),
  );
  defineCall(app, ctx, consoleRfqCalls.info, 'console:rfq', (input, _staff, request) =>
    getRfqOfConsole(ctx, input.rfqId, request.lang),
  );
  defineCall(app, ctx, consoleRfqCalls.decide, 'console:rfq', (input, staff, request) =>
    decideRfq(ctx, staff, input, request.lang),
  );
  defineCall(app, ctx, consoleRfqCalls.feature, 'console:rfq', (input, staff, request) =>
    featureRfq(ctx, staff, input, request.lang),
  );
  defineCall(app, ctx, consoleRfqCalls.rejectQuote, 'console:rfq', (input, staff) =>
    rejectRfqQuote(ctx, staff, input),
  );
}
