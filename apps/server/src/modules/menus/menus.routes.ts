import { apiPaths, EmptySchema, MenuListSchema, RoleMenuSchema } from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { defineLegacyCall } from '../../http/defineCall.js';
import { listMenuOfCaller, listRolesAndPermissions } from './menus.service.js';

export function registerMenuRoutes(app: FastifyInstance, ctx: AppContext) {
  const tags = ['Menus'];
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.menuList,
      summary: "The caller's role-based menu; the web builds its routes from it",
      tags,
      access: 'menu:read',
      body: EmptySchema,
      result: MenuListSchema,
    },
    (_input, caller, request) => listMenuOfCaller(ctx, caller, request.lang),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.roleMenuList,
      summary: "The caller's roles and permission codes",
      tags,
      access: 'menu:read',
      body: EmptySchema,
      result: RoleMenuSchema,
    },
    (_input, caller, request) => listRolesAndPermissions(ctx, caller, request.lang),
  );
}
