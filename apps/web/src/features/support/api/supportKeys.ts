import { queryRoots } from '../../../lib/queryRoots';

/** Query keys of the support chat: the widget's thread and the console's inbox and threads. */
export const supportKeys = {
  myThread: [queryRoots.support, 'mine'] as const,
  inboxRoot: [queryRoots.support, 'inbox'] as const,
  inbox: (query: { pageIndex: number; pageSize: number; unreadOnly: boolean }) =>
    [queryRoots.support, 'inbox', query] as const,
  thread: (threadId: number) => [queryRoots.support, 'thread', threadId] as const,
};
