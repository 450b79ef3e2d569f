import { consoleReferralCalls, inviteCalls } from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { defineCall } from '../../http/defineCall.js';
import { getInviteLink, listInvitations, openInvite, recordInvite } from './invite.service.js';
import { decideReferral, getReferralQueue, reverseReferral } from './referralConsole.service.js';

/** The affiliate programme's calls (SPEC 7: invite/link, invite/list) and the console's referral review. */
export function registerAffiliateRoutes(app: FastifyInstance, ctx: AppContext) {
  defineCall(app, ctx, inviteCalls.link, 'company:read', (_input, caller) => getInviteLink(ctx, caller));
  defineCall(app, ctx, inviteCalls.list, 'company:read', (input, caller) =>
    listInvitations(ctx, caller, input),
  );
  defineCall(app, ctx, inviteCalls.record, 'company:write', (input, caller) =>
    recordInvite(ctx, caller, input),
  );
  defineCall(app, ctx, inviteCalls.open, 'public', (input, _caller, request) =>
    openInvite(ctx, input, request.ip),
  );
  defineCall(app, ctx, consoleReferralCalls.queue, 'console:referrals', () => getReferralQueue(ctx));
  defineCall(app, ctx, consoleReferralCalls.decide, 'console:referrals', (input, staff) =>
    decideReferral(ctx, staff, input),
  );
  defineCall(app, ctx, consoleReferralCalls.reverse, 'console:referrals', (input, staff) =>
    reverseReferral(ctx, staff, input),
  );
}
