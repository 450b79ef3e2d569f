import { companyAuditCalls } from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { defineCall } from '../../http/defineCall.js';
import { listCompanyAudit, listCompanyAuditUsers } from './companyAudit.service.js';

/** The company's own audit log (issue 19): read-only, for holders of `audit:read` (owner, manager). */
export function registerCompanyAuditRoutes(app: FastifyInstance, ctx: AppContext) {
  defineCall(app, ctx, companyAuditCalls.list, 'audit:read', (input, caller) =>
    listCompanyAudit(ctx, caller, input),
  );
  defineCall(app, ctx, companyAuditCalls.actors, 'audit:read', (_input, caller) =>
    listCompanyAuditUsers(ctx, caller),
  );
}
