import { buyerInvitationCalls, buyerReportCalls, consoleBuyerCalls } from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { defineCall } from '../../http/defineCall.js';
import { getCategoryTree } from '../reference/categories.service.js';
import { getInvitation, setBuyerPassword } from './buyerAccounts.service.js';
import {
  countBuyerReports,
  dismissBuyerReport,
  listBuyerReports,
  reportBuyer,
} from './buyerReports.service.js';
import {
  blockBuyer,
  createBuyerOfConsole,
  getBuyerOfConsole,
  listBuyersOfConsole,
  resendInvitationOfConsole,
  saveBuyerProfile,
  verifyBuyer,
} from './consoleBuyers.service.js';

/**
 * The platform team's buyers: profiles, verification, blocking, reports, accounts (console:buyers);
 * with the two calls that feed it: a supplier's report from the chat, an invited buyer's password.
 */
export function registerConsoleBuyerRoutes(app: FastifyInstance, ctx: AppContext) {
  defineCall(app, ctx, consoleBuyerCalls.list, 'console:buyers', (input) => listBuyersOfConsole(ctx, input));
  defineCall(app, ctx, consoleBuyerCalls.info, 'console:buyers', (input, _staff, request) =>
    getBuyerOfConsole(ctx, input.buyerId, request.lang),
  );
  defineCall(app, ctx, consoleBuyerCalls.save, 'console:buyers', (input, staff, request) =>
    saveBuyerProfile(ctx, staff, input, request.lang),
  );
  defineCall(app, ctx, consoleBuyerCalls.verify, 'console:buyers', (input, staff) =>
    verifyBuyer(ctx, staff, input),
  );
  defineCall(app, ctx, consoleBuyerCalls.block, 'console:buyers', (input, staff) =>
    blockBuyer(ctx, staff, input),
  );
  defineCall(app, ctx, consoleBuyerCalls.reports, 'console:buyers', (input) => listBuyerReports(ctx, input));
  defineCall(app, ctx, consoleBuyerCalls.reportCounts, 'console:buyers', () => countBuyerReports(ctx));
  defineCall(app, ctx, consoleBuyerCalls.dismissReport, 'console:buyers', (input, staff) =>
    dismissBuyerReport(ctx, staff, input),
  );
  defineCall(app, ctx, consoleBuyerCalls.create, 'console:buyers', (input, staff, request) =>
    createBuyerOfConsole(ctx, staff, input, request.lang),
  );
  defineCall(app, ctx, consoleBuyerCalls.categories, 'console:buyers', (_input, _staff, request) =>
    getCategoryTree(ctx, request.lang),
  );
  defineCall(app, ctx, consoleBuyerCalls.resendInvitation, 'console:buyers', (input, staff) =>
    resendInvitationOfConsole(ctx, staff, input.buyerId),
  );
  defineCall(app, ctx, buyerReportCalls.report, 'chat:read', (input, caller) =>
    reportBuyer(ctx, caller, input),
  );
  defineCall(app, ctx, buyerInvitationCalls.invitation, 'public', (input) => getInvitation(ctx, input.token));
  defineCall(app, ctx, buyerInvitationCalls.setPassword, 'public', (input) => setBuyerPassword(ctx, input));
}
