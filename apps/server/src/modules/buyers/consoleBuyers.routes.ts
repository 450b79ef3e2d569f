import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

/** The platform team's buyers: profiles, verification, blocking, reports, accounts (console:buyers). */
export function registerConsoleBuyerRoutes(_app: FastifyInstance, _ctx: AppContext) {}
