import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

/** Bulk imports run as background jobs (catalogue: console:catalogue; buyers: console:buyers). */
export function registerImportRoutes(_app: FastifyInstance, _ctx: AppContext) {}
