import {
  type CallBody,
  consoleSupportCalls,
  type StaffLoginResult,
  type SupportMessage,
  type SupportThread,
} from '@sc/contract';
import { consoleCall } from '../../../lib/console/consoleHttp';

/** The support team signs in (JSON body, the portal's captcha). */
export function loginConsole(input: CallBody<typeof consoleSupportCalls.signIn>): Promise<StaffLoginResult> {
  return consoleCall(consoleSupportCalls.signIn, input, { notify: false });
}

/** Every company that wrote, most recent first. */
export function fetchSupportInbox(
  query: { pageIndex: number; pageSize: number; unreadOnly: boolean },
  signal?: AbortSignal,
) {
  return consoleCall(consoleSupportCalls.inbox, query, { signal });
}

/** One company's conversation; opening it marks the company's messages viewed. */
export function fetchConsoleThread(threadId: number, signal?: AbortSignal): Promise<SupportThread> {
  return consoleCall(consoleSupportCalls.thread, { threadId }, { signal });
}

/** Answers a company (idempotent by clientId). */
export function replyToSupportThread(
  input: CallBody<typeof consoleSupportCalls.reply>,
): Promise<SupportMessage> {
  return consoleCall(consoleSupportCalls.reply, input, { notify: false });
}
