import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

/** Company roles: built-in and custom roles, permission scopes and guards (issue 19). */
export function registerRolesRoutes(_app: FastifyInstance, _ctx: AppContext) {}
