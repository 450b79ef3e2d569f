import { menuCalls } from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { defineCall } from '../../http/defineCall.js';
import { listMenuOfCaller, listRolesAndPermissions } from './menus.service.js';

export function registerMenuRoutes(app: FastifyInstance, ctx: AppContext) {
  defineCall(app, ctx, menuCalls.menu, 'menu:read', (_input, caller, request) =>
    listMenuOfCaller(ctx, caller, request.lang),
  );
  defineCall(app, ctx, menuCalls.roles, 'menu:read', (_input, caller, request) =>
    listRolesAndPermissions(ctx, caller, request.lang),
  );
}
