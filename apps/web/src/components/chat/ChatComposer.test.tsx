// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatDraftKey } from '../../lib/chat/draftStore';
import { useChatDraft } from '../../lib/chat/useChatDraft';
import { clearLocalSession } from '../../lib/sessionEnd';
import { renderWithApp } from '../../test/renderWithApp';
import { ChatComposer } from './ChatComposer';

const supplierOne = { owner: 'supplier:1', partner: 'buyer:7' };

/** A composer wired as the chats wire it: its text is the conversation's draft. */
function DraftedComposer({
  draftKey,
  onSend,
}: {
  draftKey: ChatDraftKey | null;
  onSend: (text: string) => boolean;
}) {
  const [text, setText] = useChatDraft(draftKey);
  return (
    <ChatComposer
      look="portal"
      value={text}
      onChange={setText}
      onSend={onSend}
      label="Message"
      placeholder="Type a message"
      sendLabel="Send"
      hint="Enter sends"
    />
  );
}

function renderComposer(draftKey: ChatDraftKey, onSend: (text: string) => boolean = () => true) {
  return renderWithApp(<DraftedComposer draftKey={draftKey} onSend={onSend} />);
}

const box = () => screen.getByLabelText<HTMLTextAreaElement>('Message');

describe('a half-typed chat message', () => {
  beforeEach(() => window.localStorage.clear());

  it('is there again when the conversation opens again, even after the session ended', async () => {
    const first = renderComposer(supplierOne);
    await first.user.type(box(), 'About the oat crackers');
    first.unmount();
    clearLocalSession('unauthorized');

    renderComposer(supplierOne);
    expect(box().value).toBe('About the oat crackers');
  });

  it('is gone once sent', async () => {
    const onSend = vi.fn(() => true);
    const first = renderComposer(supplierOne, onSend);
    await first.user.type(box(), 'Price list attached{Enter}');
    expect(onSend).toHaveBeenCalledWith('Price list attached');
    // The box empties once the send is known to have gone (the composer awaits onSend's answer).
    await waitFor(() => expect(box().value).toBe(''));
    first.unmount();

    renderComposer(supplierOne);
    expect(box().value).toBe('');
  });

  it('is picked up once the conversation partner is known (a page still loading)', async () => {
    const first = renderComposer(supplierOne);
    await first.user.type(box(), 'Draft from before');
    first.unmount();

    function LoadingPage() {
      const [isLoaded, setIsLoaded] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setIsLoaded(true)}>
            Loaded
          </button>
          <DraftedComposer draftKey={isLoaded ? supplierOne : null} onSend={() => true} />
        </>
      );
    }
    const { user } = renderWithApp(<LoadingPage />);
    expect(box().value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Loaded' }));
    expect(box().value).toBe('Draft from before');
  });

  it('is not shown to another account on the same browser, nor in another conversation', async () => {
    const first = renderComposer(supplierOne);
    await first.user.type(box(), 'Only for buyer 7');
    first.unmount();

    const other = renderComposer({ owner: 'supplier:2', partner: 'buyer:7' });
    expect(box().value).toBe('');
    other.unmount();
    renderComposer({ owner: 'supplier:1', partner: 'buyer:8' });
    expect(box().value).toBe('');
  });
});

describe('a new line in the message box', () => {
  beforeEach(() => window.localStorage.clear());

  it('goes where the caret is, and the next letters typed follow it', async () => {
    const { user } = renderComposer(supplierOne);
    await user.type(box(), 'Dear buyer,best regards');
    box().setSelectionRange(11, 11);
    await user.keyboard('{Control>}{Enter}{/Control}x');
    expect(box().value).toBe('Dear buyer,\nxbest regards');
  });
});
