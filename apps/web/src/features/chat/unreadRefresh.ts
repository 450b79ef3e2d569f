import { type ChatMessage, MESSAGE_TYPE } from '@sc/contract';

/**
 * SPEC 7: a message refreshes the unread count when someone else sent it and it is not a system
 * notice, or when I sent it and it is a system notice.
 */
export function shouldRefreshUnread(
  message: Pick<ChatMessage, 'createCode' | 'type'>,
  myCode: string | null,
) {
  const isMine = myCode !== null && message.createCode === myCode;
  const isSystem = message.type === MESSAGE_TYPE.system;
  return isMine ? isSystem : !isSystem;
}

type Timers = {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

/**
 * Asks for the unread count `delayMs` after a trigger (SPEC 9: 1000 ms) and hands it on when the
 * call succeeds (code 0). Triggers while one is waiting share it, so a burst makes one call.
 */
export function createUnreadRefresher(options: {
  delayMs: number;
  fetchCount: () => Promise<number>;
  onCount: (count: number) => void;
  timers?: Timers;
}) {
  const timers: Timers = options.timers ?? {
    setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  let pending: unknown = null;
  let generation = 0;

  async function run() {
    const mine = ++generation;
    try {
      const count = await options.fetchCount();
      if (mine === generation) options.onCount(count);
    } catch {
      // A failed count keeps the stored one; the next message or reconnect asks again.
    }
  }

  return {
    /** Refreshes after the delay. */
    schedule() {
      if (pending !== null) return;
      pending = timers.setTimeout(() => {
        pending = null;
        void run();
      }, options.delayMs);
    },
    /** Refreshes at once (sign-in, reconnect, after marking messages viewed). */
    refreshNow: () => run(),
    cancel() {
      if (pending !== null) timers.clearTimeout(pending);
      pending = null;
      generation++;
    },
  };
}
