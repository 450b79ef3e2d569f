import { roleCalls } from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { defineCall } from '../../http/defineCall.js';
import { createRole, deleteRole, listRoles, updateRole } from './roles.service.js';

/** Company roles: built-in and custom roles, permission scopes and guards (issue 19; team:manage). */
export function registerRolesRoutes(app: FastifyInstance, ctx: AppContext) {
  defineCall(app, ctx, roleCalls.list, 'team:manage', (_input, caller, request) =>
    listRoles(ctx, caller, request.lang),
  );
  defineCall(app, ctx, roleCalls.create, 'team:manage', (input, caller, request) =>
    createRole(ctx, caller, input, { ip: request.ip, lang: request.lang }),
  );
  defineCall(app, ctx, roleCalls.update, 'team:manage', (input, caller, request) =>
    updateRole(ctx, caller, input, { ip: request.ip, lang: request.lang }),
  );
  defineCall(app, ctx, roleCalls.remove, 'team:manage', (input, caller, request) =>
    deleteRole(ctx, caller, input, { ip: request.ip, lang: request.lang }),
  );
}
