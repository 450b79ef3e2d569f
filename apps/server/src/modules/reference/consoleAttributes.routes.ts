import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

/** The attribute lists behind attribute/select/* (console:catalogue). */
export function registerConsoleAttributeRoutes(_app: FastifyInstance, _ctx: AppContext) {}
