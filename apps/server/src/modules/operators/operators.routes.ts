import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

/** The platform team's operators, their roles and two-factor sign-in (issue 19). */
export function registerOperatorsRoutes(_app: FastifyInstance, _ctx: AppContext) {}
