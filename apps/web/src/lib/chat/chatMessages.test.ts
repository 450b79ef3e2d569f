import { describe, expect, it } from 'vitest';
import {
  markViewedUpTo,
  mergeMessages,
  newestId,
  newestUnviewedFromOther,
  storedClientIds,
} from './chatMessages';
import { aMessage } from './testMessages';

const ids = (list: readonly { id: number }[]) => list.map((m) => m.id);

describe('mergeMessages', () => {
  it('keeps one copy per id, oldest first, whatever the order they arrive in', () => {
    const history = [aMessage({ id: 3 }), aMessage({ id: 1 })];
    const live = [aMessage({ id: 4 }), aMessage({ id: 3 }), aMessage({ id: 2 })];
    expect(ids(mergeMessages(history, live))).toEqual([1, 2, 3, 4]);
  });

  it('keeps the later copy of an id (support messages too)', () => {
    const merged = mergeMessages(
      [aMessage({ id: 3 }), aMessage({ id: 1 })],
      [aMessage({ id: 2 }), aMessage({ id: 3, content: 'new' })],
    );
    expect(ids(merged)).toEqual([1, 2, 3]);
    expect(merged[2]?.content).toBe('new');
  });

  it('keeps one copy per clientId (an ack and the event of the same send)', () => {
    const merged = mergeMessages(
      [aMessage({ id: 5, clientId: 'abc' })],
      [aMessage({ id: 6, clientId: 'abc' })],
    );
    expect(ids(merged)).toEqual([5]);
  });

  it('keeps messages without a clientId (buyer and system messages)', () => {
    expect(ids(mergeMessages([aMessage({ id: 1 })], [aMessage({ id: 2 })]))).toEqual([1, 2]);
  });

  it('keeps a viewedAt learned earlier when an older copy arrives again', () => {
    const viewed = aMessage({ id: 5, senderKind: 'buyer', viewedAt: '2026-01-02T00:00:00.000Z' });
    const stale = aMessage({ id: 5, senderKind: 'buyer', viewedAt: null });
    expect(mergeMessages([viewed], [stale])[0]?.viewedAt).toBe('2026-01-02T00:00:00.000Z');
  });

  it('lets the acknowledged copy of my message replace nothing else and be found by clientId', () => {
    const merged = mergeMessages(
      [aMessage({ id: 1 })],
      [aMessage({ id: 2, senderKind: 'buyer', clientId: 'c-123456' })],
    );
    expect(storedClientIds(merged).has('c-123456')).toBe(true);
    expect(newestId(merged)).toBe(2);
    expect(newestId([])).toBe(0);
  });
});

describe('viewed receipts', () => {
  it('turns my messages up to the id to viewed and leaves the other side’s and later ones', () => {
    const list = [
      aMessage({ id: 1, senderKind: 'buyer' }),
      aMessage({ id: 2, senderKind: 'supplier' }),
      aMessage({ id: 3, senderKind: 'buyer' }),
    ];
    const next = markViewedUpTo(list, { conversationId: 1, upToId: 2, viewedAt: 'T' }, 'buyer');
    expect(next.map((m) => m.viewedAt)).toEqual(['T', null, null]);
  });

  it('finds the newest supplier message I have not viewed, ignoring mine and system notices', () => {
    const list = [
      aMessage({ id: 1, senderKind: 'supplier', viewedAt: 'T' }),
      aMessage({ id: 2, senderKind: 'supplier' }),
      aMessage({ id: 3, senderKind: 'buyer' }),
      aMessage({ id: 4, senderKind: 'system' }),
    ];
    expect(newestUnviewedFromOther(list, 'buyer')).toBe(2);
    expect(newestUnviewedFromOther(list.slice(2), 'buyer')).toBeNull();
  });

  it('finds the newest buyer message to mark viewed', () => {
    const list = [
      aMessage({ id: 1, senderKind: 'buyer' }),
      aMessage({ id: 2, senderKind: 'buyer' }),
      aMessage({ id: 3 }),
    ];
    expect(newestUnviewedFromOther(list, 'supplier')).toBe(2);
    expect(newestUnviewedFromOther([aMessage({ id: 1 })], 'supplier')).toBeNull();
  });
});
