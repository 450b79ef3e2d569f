// @vitest-environment jsdom
import { apiPaths, HistoryQuerySchema, type MessageHit } from '@sc/contract';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aMessage } from '../../lib/chat/testMessages';
import { fakeServer } from '../../test/fakeHttp';
import { renderWithApp } from '../../test/renderWithApp';
import { layOutChatThreads } from '../../test/threadLayout';
import { MessageList } from './components/MessageList';
import { MessageSearchResults } from './components/MessageSearchResults';
import { useChatThread } from './useChatThread';
import { useJumpToMessage } from './useJumpToMessage';

vi.mock('../../lib/http', () => import('../../test/fakeHttp'));

layOutChatThreads();

/** A conversation of 250 messages (ids 1–250), served as chat/record/list pages it newest first. */
function serveHistory() {
  const all = Array.from({ length: 250 }, (_, index) =>
    aMessage({ id: index + 1, conversationId: 3, content: `message number ${index + 1}` }),
  );
  fakeServer.on(apiPaths.chatRecordList, (body) => {
    const query = HistoryQuerySchema.parse(body);
    const older = all.filter((m) => query.beforeId === undefined || m.id < query.beforeId).reverse();
    const size = query.pageSize;
    return { list: older.slice(0, size), hasMore: older.length > size };
  });
}

function Thread({ messageId, onDone }: { messageId: number | null; onDone: () => void }) {
  const { thread, status, isLoadingOlder, loadOlder, loadUntil, reload } = useChatThread(7, 3);
  const jump = useJumpToMessage(messageId, status, loadUntil, onDone);
  return (
    <MessageList
      messages={thread.messages}
      pending={[]}
      hasOlder={thread.hasOlder}
      isLoading={status === 'loading'}
      isError={status === 'error'}
      isLoadingOlder={isLoadingOlder}
      onLoadOlder={() => void loadOlder()}
      onReload={reload}
      emptyText="No messages yet"
      focusMessageId={jump.focusId}
      onFocused={jump.onFocused}
    />
  );
}

const bubble = (id: number) => document.querySelector(`[data-message-id="${id}"]`);

describe('going to a message a search result opened', () => {
  beforeEach(() => {
    fakeServer.reset();
    fakeServer.on(apiPaths.translateStatus, () => ({ available: false }));
    serveHistory();
  });

  it('loads older pages until the message is there, scrolls to it and marks it', async () => {
    const scrolledTo: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this);
    };
    const onDone = vi.fn();
    renderWithApp(<Thread messageId={5} onDone={onDone} />);
    await waitFor(() => expect(bubble(5)?.getAttribute('data-highlighted')).toBe('true'), { timeout: 5000 });
    // (A fourth page may follow: the reader is then near the top, where older messages load.)
    expect(fakeServer.sentTo(apiPaths.chatRecordList).slice(0, 3)).toEqual([
      { conversationId: 3 },
      { conversationId: 3, beforeId: 221, pageSize: 100 },
      { conversationId: 3, beforeId: 121, pageSize: 100 },
    ]);
    expect(scrolledTo).toEqual([bubble(5)]);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(document.querySelectorAll('[data-highlighted]')).toHaveLength(1);
  });

  it('marks a message of the newest page without loading more', async () => {
    const onDone = vi.fn();
    renderWithApp(<Thread messageId={240} onDone={onDone} />);
    await waitFor(() => expect(bubble(240)?.getAttribute('data-highlighted')).toBe('true'));
    expect(fakeServer.sentTo(apiPaths.chatRecordList)).toHaveLength(1);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('gives up on a message that is not in the conversation', async () => {
    const onDone = vi.fn();
    renderWithApp(<Thread messageId={9999} onDone={onDone} />);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(fakeServer.sentTo(apiPaths.chatRecordList)).toHaveLength(1);
    expect(document.querySelectorAll('[data-highlighted]')).toHaveLength(0);
  });
});

describe('the found messages', () => {
  const hit: MessageHit = {
    messageId: 42,
    conversationId: 3,
    buyer: { id: 7, name: 'Chen Jing', companyName: 'Xiamen Ruifeng Co.' },
    senderKind: 'buyer',
    type: 1,
    snippet: '…请问<b>橄榄油</b>的价格',
    highlights: [{ start: 6, length: 3 }],
    createdAt: '2026-01-01T00:00:00.000Z',
  };

  it('marks the words as text (never HTML) and opens the message on a click', async () => {
    const onOpen = vi.fn();
    const { user } = renderWithApp(
      <MessageSearchResults
        hits={[hit]}
        total={1}
        isLoading={false}
        isError={false}
        hasMore={false}
        isLoadingMore={false}
        onLoadMore={() => undefined}
        onRetry={() => undefined}
        selectedMessageId={null}
        onOpen={onOpen}
        renderAvatar={() => null}
      />,
    );
    const marks = [...document.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(['橄榄油']);
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByText(/请问<b>/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Chen Jing/ }));
    expect(onOpen).toHaveBeenCalledWith(hit);
  });
});
