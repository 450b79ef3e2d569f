import { invitationCalls, teamCalls } from '@sc/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { SupplierCaller } from '../../http/caller.js';
import { defineCall } from '../../http/defineCall.js';
import { inviteUser, resendInvitation, revokeInvitation } from './invitations.service.js';
import { acceptInvitation, getInvitationDetails } from './joinTeam.service.js';
import {
  acceptOwnershipTransfer,
  cancelOwnershipTransfer,
  declineOwnershipTransfer,
  requestOwnershipTransfer,
} from './ownership.service.js';
import {
  changeUserRole,
  disableUser,
  enableUser,
  getTeamOverview,
  listAssignableRoles,
  type TeamActor,
} from './teamUsers.service.js';

const actor = (caller: SupplierCaller, request: FastifyRequest): TeamActor => ({ caller, ip: request.ip });

/** Company users: invitations, seats, disabling, ownership transfer (issue 19). */
export function registerTeamRoutes(app: FastifyInstance, ctx: AppContext) {
  const manage = 'team:manage' as const;
  defineCall(app, ctx, teamCalls.list, manage, (_input, caller) => getTeamOverview(ctx, caller));
  defineCall(app, ctx, teamCalls.assignableRoles, manage, (_input, caller) =>
    listAssignableRoles(ctx, caller),
  );
  defineCall(app, ctx, teamCalls.invite, manage, (input, caller, request) =>
    inviteUser(ctx, actor(caller, request), input, request.lang),
  );
  defineCall(app, ctx, teamCalls.resendInvitation, manage, (input, caller, request) =>
    resendInvitation(ctx, actor(caller, request), input, request.lang),
  );
  defineCall(app, ctx, teamCalls.revokeInvitation, manage, (input, caller, request) =>
    revokeInvitation(ctx, actor(caller, request), input),
  );
  defineCall(app, ctx, teamCalls.changeRole, manage, (input, caller, request) =>
    changeUserRole(ctx, actor(caller, request), input),
  );
  defineCall(app, ctx, teamCalls.disable, manage, (input, caller, request) =>
    disableUser(ctx, actor(caller, request), input),
  );
  defineCall(app, ctx, teamCalls.enable, manage, (input, caller, request) =>
    enableUser(ctx, actor(caller, request), input),
  );
  defineCall(app, ctx, teamCalls.requestTransfer, manage, (input, caller, request) =>
    requestOwnershipTransfer(ctx, actor(caller, request), input),
  );
  defineCall(app, ctx, teamCalls.cancelTransfer, manage, (input, caller, request) =>
    cancelOwnershipTransfer(ctx, actor(caller, request), input),
  );
  defineCall(app, ctx, teamCalls.acceptTransfer, manage, (input, caller, request) =>
    acceptOwnershipTransfer(ctx, actor(caller, request), input),
  );
  defineCall(app, ctx, teamCalls.declineTransfer, manage, (input, caller, request) =>
    declineOwnershipTransfer(ctx, actor(caller, request), input),
  );
  defineCall(app, ctx, invitationCalls.details, 'public', (input) => getInvitationDetails(ctx, input.token));
  defineCall(app, ctx, invitationCalls.accept, 'public', (input, _caller, request) =>
    acceptInvitation(ctx, input, {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      lang: request.lang,
    }),
  );
}
