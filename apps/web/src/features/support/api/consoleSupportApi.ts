import {
  apiPaths,
  pageOf,
  type StaffLoginResult,
  StaffLoginResultSchema,
  SupportInboxItemSchema,
  type SupportMessage,
  SupportMessageSchema,
  type SupportThread,
  SupportThreadSchema,
} from '@sc/contract';
import { consolePost } from '../console/consoleHttp';

const InboxPageSchema = pageOf(SupportInboxItemSchema);

/** The support team signs in (JSON body, the portal's captcha). */
export function loginConsole(input: {
  username: string;
  password: string;
  randomStr: string;
  code: string;
}): Promise<StaffLoginResult> {
  return consolePost(apiPaths.consoleToken, input, { schema: StaffLoginResultSchema, notify: false });
}

/** Every company that wrote, most recent first. */
export function fetchSupportInbox(
  query: { pageIndex: number; pageSize: number; unreadOnly: boolean },
  signal?: AbortSignal,
) {
  return consolePost(apiPaths.consoleSupportInbox, query, { schema: InboxPageSchema, signal });
}

/** One company's conversation; opening it marks the company's messages viewed. */
export function fetchConsoleThread(threadId: number, signal?: AbortSignal): Promise<SupportThread> {
  return consolePost(apiPaths.consoleSupportThread, { threadId }, { schema: SupportThreadSchema, signal });
}

/** Answers a company (idempotent by clientId). */
export function replyToSupportThread(input: {
  threadId: number;
  clientId: string;
  content: string;
}): Promise<SupportMessage> {
  return consolePost(apiPaths.consoleSupportReply, input, { schema: SupportMessageSchema, notify: false });
}
