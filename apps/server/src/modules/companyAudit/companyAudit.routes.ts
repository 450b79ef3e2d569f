import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

/** The company's own audit log (issue 19). */
export function registerCompanyAuditRoutes(_app: FastifyInstance, _ctx: AppContext) {}
