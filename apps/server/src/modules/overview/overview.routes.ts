import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

/** The console's overview: the marketplace at a glance (console:overview). */
export function registerOverviewRoutes(_app: FastifyInstance, _ctx: AppContext) {}
