import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

/** Company users: invitations, seats, disabling, ownership transfer (issue 19). */
export function registerTeamRoutes(_app: FastifyInstance, _ctx: AppContext) {}
