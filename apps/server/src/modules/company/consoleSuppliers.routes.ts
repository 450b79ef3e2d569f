import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

/** The platform team's suppliers: companies, their state, suspension (console:suppliers). */
export function registerConsoleSupplierRoutes(_app: FastifyInstance, _ctx: AppContext) {}
