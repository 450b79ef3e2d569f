import { consoleOverviewCalls } from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { defineCall } from '../../http/defineCall.js';
import { getConsoleOverview } from './overview.service.js';

/** The console's overview: the marketplace at a glance (console:overview). */
export function registerOverviewRoutes(app: FastifyInstance, ctx: AppContext) {
  defineCall(app, ctx, consoleOverviewCalls.get, 'console:overview', () => getConsoleOverview(ctx));
}
