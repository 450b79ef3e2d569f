import { type ChatMessage, MESSAGE_TYPE } from '@sc/contract';
import { describe, expect, it } from 'vitest';
import { newestId } from '../../lib/chat/chatMessages';
import { applyViewedReceipt, EMPTY_THREAD, mergeNewerPage, mergeOlderPage, oldestId } from './chatThread';

function message(id: number, patch: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    conversationId: 1,
    clientId: `client-${id}`,
    createCode: 'S1',
    senderKind: 'supplier',
    senderName: 'Me',
    type: MESSAGE_TYPE.text,
    content: `m${id}`,
    product: null,
    quotation: null,
    rfqQuote: null,
    noticeParams: null,
    file: null,
    createdAt: new Date(2026, 0, 1, 0, id).toISOString(),
    viewedAt: null,
    ...patch,
  };
}
const ids = (list: readonly ChatMessage[]) => list.map((m) => m.id);

describe('history paging', () => {
  it('puts an older page (newest first from the server) before the loaded messages', () => {
    const first = mergeOlderPage(EMPTY_THREAD, {
      list: [message(30), message(29), message(28)],
      hasMore: true,
    });
    expect(ids(first.messages)).toEqual([28, 29, 30]);
    expect(first.hasOlder).toBe(true);
    expect(oldestId(first)).toBe(28);
    const second = mergeOlderPage(first, { list: [message(27), message(26)], hasMore: false });
    expect(ids(second.messages)).toEqual([26, 27, 28, 29, 30]);
    expect(second.hasOlder).toBe(false);
  });
  it('adds a resync page after the newest and keeps hasOlder', () => {
    const thread = { messages: [message(10), message(11)], hasOlder: true };
    expect(newestId(thread.messages)).toBe(11);
    const next = mergeNewerPage(thread, { list: [message(13), message(12)], hasMore: false });
    expect(next).not.toBe('reload');
    if (next !== 'reload') {
      expect(ids(next.messages)).toEqual([10, 11, 12, 13]);
      expect(next.hasOlder).toBe(true);
    }
  });
  it('starts over when the resync page does not reach the known messages', () => {
    expect(
      mergeNewerPage({ messages: [message(1)], hasOlder: false }, { list: [message(90)], hasMore: true }),
    ).toBe('reload');
  });
  it('resyncs from 0 when nothing is loaded', () => {
    expect(newestId(EMPTY_THREAD.messages)).toBe(0);
  });
});

describe('viewed receipts', () => {
  it('turns my messages up to the id viewed, not later ones nor the buyer’s', () => {
    const thread = {
      messages: [message(1), message(2, { senderKind: 'buyer', createCode: 'B1' }), message(3), message(4)],
      hasOlder: false,
    };
    const next = applyViewedReceipt(thread, { conversationId: 1, upToId: 3, viewedAt: 'T' });
    expect(next.messages.map((m) => m.viewedAt)).toEqual(['T', null, 'T', null]);
  });
  it('ignores a receipt of another conversation', () => {
    const thread = { messages: [message(1)], hasOlder: false };
    expect(applyViewedReceipt(thread, { conversationId: 2, upToId: 9, viewedAt: 'T' })).toBe(thread);
  });
});
