// @vitest-environment jsdom
import type { SupportMessage } from '@sc/contract';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/renderWithApp';
import { bottomOf, growLate, layOutChatThreads, scrollThreadTo } from '../../../test/threadLayout';
import { SupportMessageList } from './SupportMessageList';

layOutChatThreads();

const aSupportMessage = (id: number): SupportMessage => ({
  id,
  threadId: 1,
  clientId: null,
  senderKind: id % 2 ? 'supplier' : 'staff',
  senderName: id % 2 ? 'Li Wei' : 'Support',
  content: `support message ${id}`,
  createdAt: '2026-01-01T00:00:00.000Z',
  viewedAt: null,
});
const history = (count: number) => Array.from({ length: count }, (_, index) => aSupportMessage(index + 1));

let addMessage: (id: number) => void = () => undefined;

function Harness() {
  const [messages, setMessages] = useState(history(8));
  addMessage = (id) => act(() => setMessages((list) => [...list, aSupportMessage(id)]));
  return (
    <SupportMessageList
      messages={messages}
      pending={[]}
      mySide="supplier"
      empty="Ask us"
      onRetry={() => undefined}
    />
  );
}

describe('the support chat thread', () => {
  it('opens at the newest, follows at the bottom, and shows the pill while I read older ones', async () => {
    const { user } = renderWithApp(<Harness />);
    const thread = screen.getByRole('log');
    expect(thread.scrollTop).toBe(400);
    addMessage(9);
    expect(thread.scrollTop).toBe(500);
    growLate(120);
    expect(thread.scrollTop).toBe(bottomOf(thread));

    scrollThreadTo(thread, 100);
    addMessage(10);
    expect(thread.scrollTop).toBe(100);
    await user.click(screen.getByRole('button', { name: /New messages/ }));
    expect(thread.scrollTop).toBe(bottomOf(thread));
  });
});
