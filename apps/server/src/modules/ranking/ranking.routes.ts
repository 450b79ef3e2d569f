import { rfqCalls } from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { defineCall } from '../../http/defineCall.js';
import { getProductRanking, getProductRankingDetail } from './ranking.service.js';

export function registerRankingRoutes(app: FastifyInstance, ctx: AppContext) {
  defineCall(app, ctx, rfqCalls.ranking, 'rfq:read', (input, _caller, request) =>
    getProductRanking(ctx, input, request.lang),
  );
  defineCall(app, ctx, rfqCalls.rankingDetail, 'rfq:read', (input, caller, request) =>
    getProductRankingDetail(ctx, caller, input, request.lang),
  );
}
