import {
  apiPaths,
  BuyerLoginRequestSchema,
  OkSchema,
  pageOf,
  StaffLoginResultSchema,
  SupportInboxItemSchema,
  SupportInboxQuerySchema,
  SupportMessageSchema,
  SupportReplySchema,
  SupportSendSchema,
  SupportThreadIdSchema,
  SupportThreadSchema,
} from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { defineLegacyCall } from '../../http/defineCall.js';
import { loginStaff } from '../accounts/login.service.js';
import {
  getMySupportThread,
  getSupportThreadForStaff,
  listSupportInbox,
  replyAsStaff,
  sendToSupport,
  viewSupport,
} from './support.service.js';

const NoInput = z.object({}).loose();

export function registerSupportRoutes(app: FastifyInstance, ctx: AppContext) {
  const tags = ['Support chat'];
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.supportContact,
      summary: "My company's conversation with the support team (the live-chat widget)",
      tags,
      access: 'support:chat',
      body: NoInput,
      result: SupportThreadSchema,
    },
    (_input, caller) => getMySupportThread(ctx, caller),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.supportSend,
      summary: 'Write to the support team (idempotent by clientId)',
      tags,
      access: 'support:chat',
      body: SupportSendSchema,
      result: SupportMessageSchema,
    },
    (input, caller) => sendToSupport(ctx, caller, input),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.supportView,
      summary: "Mark the team's answers viewed",
      tags,
      access: 'support:chat',
      body: NoInput,
      result: OkSchema,
    },
    async (_input, caller) => {
      await viewSupport(ctx, caller);
      return null;
    },
  );

  const consoleTags = ['Platform console'];
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.consoleToken,
      summary: 'Platform team sign-in (JSON body, same captcha as the portal)',
      tags: consoleTags,
      access: 'public',
      body: BuyerLoginRequestSchema,
      result: StaffLoginResultSchema,
    },
    (input, _caller, request) =>
      loginStaff(ctx, input, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null }),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.consoleSupportInbox,
      summary: 'Support inbox: every company that wrote, most recent first',
      tags: consoleTags,
      access: 'console:support',
      body: SupportInboxQuerySchema,
      result: pageOf(SupportInboxItemSchema),
    },
    (input) => listSupportInbox(ctx, input),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.consoleSupportThread,
      summary: "One company's support conversation (marks its messages viewed)",
      tags: consoleTags,
      access: 'console:support',
      body: SupportThreadIdSchema,
      result: SupportThreadSchema,
    },
    (input) => getSupportThreadForStaff(ctx, input.threadId),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.consoleSupportReply,
      summary: 'Answer a company (idempotent by clientId); the company sees it live',
      tags: consoleTags,
      access: 'console:support',
      body: SupportReplySchema,
      result: SupportMessageSchema,
    },
    (input, caller) => replyAsStaff(ctx, caller, input),
  );
}
