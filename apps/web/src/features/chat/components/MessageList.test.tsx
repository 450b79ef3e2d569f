// @vitest-environment jsdom
import { apiPaths, type ChatMessage, MESSAGE_TYPE } from '@sc/contract';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aMessage } from '../../../lib/chat/testMessages';
import { fakeServer } from '../../../test/fakeHttp';
import { renderWithApp } from '../../../test/renderWithApp';
import { bottomOf, growLate, layOutChatThreads, scrollThreadTo } from '../../../test/threadLayout';
import type { SupplierOutboxEntry } from '../outboxStore';
import { MessageList } from './MessageList';

vi.mock('../../../lib/http', () => import('../../../test/fakeHttp'));

layOutChatThreads();

const history = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    aMessage({ id: index + 1, senderKind: index % 2 ? 'buyer' : 'supplier' }),
  );
const buyerSays = (id: number) => aMessage({ id, senderKind: 'buyer', content: `new from the buyer ${id}` });
const unsent = (clientId: string): SupplierOutboxEntry => ({
  clientId,
  payload: {
    buyerId: 1,
    type: MESSAGE_TYPE.text,
    content: 'my new message',
    preview: { product: null, file: null, quotation: null },
  },
  createdAt: '2026-01-01T00:00:00.000Z',
  status: 'sending',
  attempts: 1,
  error: null,
});

let setThread: (change: (thread: Thread) => Thread) => void = () => undefined;
type Thread = { messages: ChatMessage[]; pending: SupplierOutboxEntry[] };

function Harness({ initial }: { initial: Thread }) {
  const [thread, set] = useState(initial);
  setThread = (change) => act(() => set(change));
  return (
    <MessageList
      messages={thread.messages}
      pending={thread.pending}
      hasOlder={false}
      isLoading={false}
      isError={false}
      isLoadingOlder={false}
      onLoadOlder={() => undefined}
      onReload={() => undefined}
      emptyText="No messages yet"
    />
  );
}

function openThread(messages: ChatMessage[]) {
  const view = renderWithApp(<Harness initial={{ messages, pending: [] }} />);
  return { ...view, thread: screen.getByRole('log') };
}
describe('the supplier chat thread', () => {
  beforeEach(() => {
    fakeServer.reset();
    fakeServer.on(apiPaths.translateStatus, () => ({ available: false }));
  });

  it('opens at the newest message', () => {
    const { thread } = openThread(history(10));
    expect(thread.scrollTop).toBe(bottomOf(thread));
    expect(bottomOf(thread)).toBe(600);
  });

  it('follows a new message while I am at the bottom', () => {
    const { thread } = openThread(history(10));
    setThread((t) => ({ ...t, messages: [...t.messages, buyerSays(11)] }));
    expect(thread.scrollTop).toBe(700);
    expect(screen.queryByRole('button', { name: /New messages/ })).toBeNull();
  });

  it('leaves me where I read older messages and shows a pill that goes to the newest', async () => {
    const { thread, user } = openThread(history(10));
    scrollThreadTo(thread, 200);
    setThread((t) => ({ ...t, messages: [...t.messages, buyerSays(11)] }));
    expect(thread.scrollTop).toBe(200);
    await user.click(screen.getByRole('button', { name: /New messages/ }));
    expect(thread.scrollTop).toBe(700);
    expect(screen.queryByRole('button', { name: /New messages/ })).toBeNull();
  });

  it('hides the pill once I scroll down myself', () => {
    const { thread } = openThread(history(10));
    scrollThreadTo(thread, 100);
    setThread((t) => ({ ...t, messages: [...t.messages, buyerSays(11)] }));
    expect(screen.getByRole('button', { name: /New messages/ })).toBeTruthy();
    scrollThreadTo(thread, 700);
    expect(screen.queryByRole('button', { name: /New messages/ })).toBeNull();
  });

  it('goes down to the message I send, even while I read older ones', () => {
    const { thread } = openThread(history(10));
    scrollThreadTo(thread, 0);
    setThread((t) => ({ ...t, pending: [unsent('c-1')] }));
    expect(thread.scrollTop).toBe(bottomOf(thread));
    expect(screen.getByText('my new message')).toBeTruthy();
  });

  it('stays at the bottom when an image finishes loading after the thread opened', () => {
    const { thread } = openThread(history(10));
    growLate(180);
    expect(thread.scrollTop).toBe(780);
    // and a message I send after that is in view too
    setThread((t) => ({ ...t, pending: [unsent('c-2')] }));
    expect(thread.scrollTop).toBe(bottomOf(thread));
  });

  it('does not pull me down when an image loads while I read older messages', () => {
    const { thread } = openThread(history(10));
    scrollThreadTo(thread, 150);
    growLate(180);
    expect(thread.scrollTop).toBe(150);
  });

  it('keeps my place when older messages come in above', () => {
    const { thread } = openThread(history(10).slice(5));
    scrollThreadTo(thread, 0);
    setThread((t) => ({ ...t, messages: [...history(5), ...t.messages] }));
    expect(thread.scrollTop).toBe(500);
    expect(screen.queryByRole('button', { name: /New messages/ })).toBeNull();
  });
});
