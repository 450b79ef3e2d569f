import type { SupportMessage } from '@sc/contract';
import { describe, expect, it } from 'vitest';
import { reduceOutbox, visiblePending } from './supportOutbox';

const entry = { clientId: 'sup-1', content: 'Hello', createdAt: '2026-01-01T00:00:00.000Z' };

describe('support outbox', () => {
  it('keeps a failed message with its clientId for the retry, and drops it once sent', () => {
    let entries = reduceOutbox([], { type: 'add', entry });
    expect(entries[0]?.status).toBe('sending');
    entries = reduceOutbox(entries, { type: 'failed', clientId: 'sup-1' });
    expect(entries).toEqual([{ ...entry, status: 'failed' }]);
    entries = reduceOutbox(entries, { type: 'retry', clientId: 'sup-1' });
    expect(entries).toEqual([{ ...entry, status: 'sending' }]);
    expect(reduceOutbox(entries, { type: 'sent', clientId: 'sup-1' })).toEqual([]);
  });

  it('hides a pending message as soon as the thread holds it (socket before the send answer)', () => {
    const pending = reduceOutbox([], { type: 'add', entry });
    const stored = { id: 1, clientId: 'sup-1' } as SupportMessage;
    expect(visiblePending(pending, [])).toHaveLength(1);
    expect(visiblePending(pending, [stored])).toEqual([]);
  });
});
