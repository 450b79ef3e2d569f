import { consoleSupportCalls, supportCalls } from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { defineCall } from '../../http/defineCall.js';
import { signInToConsoleWithoutCode } from '../operators/operatorSignIn.service.js';
import {
  getMySupportThread,
  listSupportInbox,
  openSupportThreadForStaff,
  replyAsStaff,
  sendToSupport,
  viewSupport,
} from './support.service.js';

export function registerSupportRoutes(app: FastifyInstance, ctx: AppContext) {
  defineCall(app, ctx, supportCalls.myThread, 'support:chat', (_input, caller) =>
    getMySupportThread(ctx, caller),
  );
  defineCall(app, ctx, supportCalls.send, 'support:chat', (input, caller) =>
    sendToSupport(ctx, caller, input),
  );
  defineCall(app, ctx, supportCalls.view, 'support:chat', (_input, caller) => viewSupport(ctx, caller));

  // The one-step sign-in, for accounts without two-factor sign-in (the console itself uses operators' two steps).
  defineCall(app, ctx, consoleSupportCalls.signIn, 'public', (input, _caller, request) =>
    signInToConsoleWithoutCode(ctx, input, {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    }),
  );
  defineCall(app, ctx, consoleSupportCalls.inbox, 'console:support', (input) => listSupportInbox(ctx, input));
  defineCall(app, ctx, consoleSupportCalls.thread, 'console:support', (input) =>
    openSupportThreadForStaff(ctx, input.threadId),
  );
  defineCall(app, ctx, consoleSupportCalls.reply, 'console:support', (input, caller) =>
    replyAsStaff(ctx, caller, input),
  );
}
