import type { SupportMessage } from '@sc/contract';

/** A message on its way: kept with its clientId so a retry cannot create a second copy. */
export type PendingSupportMessage = {
  clientId: string;
  content: string;
  createdAt: string;
  status: 'sending' | 'failed';
};

export type OutboxAction =
  | { type: 'add'; entry: Omit<PendingSupportMessage, 'status'> }
  | { type: 'retry'; clientId: string }
  | { type: 'failed'; clientId: string }
  | { type: 'sent'; clientId: string };

export function reduceOutbox(
  entries: readonly PendingSupportMessage[],
  action: OutboxAction,
): PendingSupportMessage[] {
  switch (action.type) {
    case 'add':
      return [...entries, { ...action.entry, status: 'sending' }];
    case 'retry':
    case 'failed': {
      const status = action.type === 'retry' ? 'sending' : 'failed';
      return entries.map((entry) => (entry.clientId === action.clientId ? { ...entry, status } : entry));
    }
    case 'sent':
      return entries.filter((entry) => entry.clientId !== action.clientId);
  }
}

/** The pending entries not yet in the thread (a socket copy may arrive before the send answer). */
export function visiblePending(
  entries: readonly PendingSupportMessage[],
  messages: readonly SupportMessage[],
): PendingSupportMessage[] {
  const delivered = new Set(messages.map((m) => m.clientId).filter(Boolean));
  return entries.filter((entry) => !delivered.has(entry.clientId));
}
