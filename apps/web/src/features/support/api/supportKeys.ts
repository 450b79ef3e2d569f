import { queryRoots } from '../../../lib/queryRoots';

/** Query keys of the support chat: the widget's thread and the console's inbox and threads. */
export const supportKeys = {
  all: [queryRoots.support] as const,
  myThread: () => [queryRoots.support, 'mine'] as const,
  inboxes: () => [queryRoots.support, 'inbox'] as const,
  inbox: (query: { pageIndex: number; pageSize: number; unreadOnly: boolean }) =>
    [queryRoots.support, 'inbox', query] as const,
  thread: (threadId: number) => [queryRoots.support, 'thread', threadId] as const,
};
