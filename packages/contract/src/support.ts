import { z } from 'zod';
import { BuyerLoginRequestSchema } from './account.js';
import { callGroup } from './call.js';
import { CHAT_LIMITS } from './chatMessage.js';
import {
  ClientIdSchema,
  EmptySchema,
  idNumber,
  multiLineText,
  OkSchema,
  PageQuerySchema,
  pageOf,
} from './common.js';
import { apiPaths } from './paths.js';

/** Support chat between a supplier company and the platform team (SPEC 1, 4: the live-chat widget). */
export const SupportMessageSchema = z.object({
  id: z.number().int(),
  threadId: z.number().int(),
  clientId: z.string().nullable(),
  senderKind: z.enum(['supplier', 'staff']),
  senderName: z.string(),
  content: z.string(),
  createdAt: z.string(),
  viewedAt: z.string().nullable(),
});
export type SupportMessage = z.infer<typeof SupportMessageSchema>;

export const SupportThreadSchema = z.object({
  id: z.number().int().nullable().describe('Null until the first message'),
  messages: z.array(SupportMessageSchema).describe('Oldest first, the latest 100'),
  unread: z.number().int().describe('Team answers I have not viewed'),
});
export type SupportThread = z.infer<typeof SupportThreadSchema>;

export const SupportSendSchema = z.object({
  clientId: ClientIdSchema,
  content: multiLineText(CHAT_LIMITS.textMax).min(1, { error: 'validation.messageEmpty' }),
});
export type SupportSend = z.infer<typeof SupportSendSchema>;
export const SupportReplySchema = SupportSendSchema.extend({ threadId: idNumber() });
export type SupportReply = z.infer<typeof SupportReplySchema>;
export const SupportThreadIdSchema = z.object({ threadId: idNumber() });
export type SupportThreadId = z.infer<typeof SupportThreadIdSchema>;

export const SupportInboxItemSchema = z.object({
  id: z.number().int(),
  supplierId: z.number().int(),
  companyName: z.string(),
  country: z.string(),
  lastMessage: SupportMessageSchema.nullable(),
  lastMessageAt: z.string(),
  unread: z.number().int().describe('Supplier messages the team has not viewed'),
});
export type SupportInboxItem = z.infer<typeof SupportInboxItemSchema>;
export const SupportInboxQuerySchema = PageQuerySchema.extend({ unreadOnly: z.boolean().default(false) });
export type SupportInboxQuery = z.input<typeof SupportInboxQuerySchema>;

export const StaffLoginResultSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  adminId: z.number().int(),
  adminCode: z.string(),
  realName: z.string(),
  email: z.string(),
  permissions: z
    .array(z.string())
    .describe('What this team member may do: the console shows only those sections'),
});
export type StaffLoginResult = z.infer<typeof StaffLoginResultSchema>;

/** The supplier's side of the support chat (the live-chat widget). */
export const supportCalls = callGroup('Support chat', {
  myThread: {
    path: apiPaths.supportContact,
    summary: "My company's conversation with the support team (the live-chat widget)",
    body: EmptySchema,
    result: SupportThreadSchema,
  },
  send: {
    path: apiPaths.supportSend,
    summary: 'Write to the support team (idempotent by clientId)',
    body: SupportSendSchema,
    result: SupportMessageSchema,
  },
  view: {
    path: apiPaths.supportView,
    summary: "Mark the team's answers viewed",
    body: EmptySchema,
    result: OkSchema,
  },
});

/** The platform team's console: its sign-in and the support inbox. */
export const consoleSupportCalls = callGroup('Platform console', {
  signIn: {
    path: apiPaths.consoleToken,
    summary: 'Platform team sign-in (JSON body, same captcha as the portal)',
    body: BuyerLoginRequestSchema,
    result: StaffLoginResultSchema,
  },
  inbox: {
    path: apiPaths.consoleSupportInbox,
    summary: 'Support inbox: every company that wrote, most recent first',
    body: SupportInboxQuerySchema,
    result: pageOf(SupportInboxItemSchema),
  },
  thread: {
    path: apiPaths.consoleSupportThread,
    summary: "One company's support conversation (marks its messages viewed)",
    body: SupportThreadIdSchema,
    result: SupportThreadSchema,
  },
  reply: {
    path: apiPaths.consoleSupportReply,
    summary: 'Answer a company (idempotent by clientId); the company sees it live',
    body: SupportReplySchema,
    result: SupportMessageSchema,
  },
});
