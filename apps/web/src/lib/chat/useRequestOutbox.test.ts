// @vitest-environment jsdom
import { ErrorCode } from '@sc/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../ApiError';

const shown = vi.hoisted(() => [] as string[]);
vi.mock('../feedback', () => ({ showErrorMessage: (text: string) => shown.push(text) }));

const { useRequestOutbox } = await import('./useRequestOutbox');

describe('useRequestOutbox', () => {
  it('shows a "too fast" refusal and keeps the text to send again', async () => {
    const msg = 'You are sending messages too quickly. Please wait 4 seconds and send again.';
    const send = vi
      .fn()
      .mockRejectedValue(new ApiError({ code: ErrorCode.MESSAGES_TOO_FAST, msg, status: 429 }));
    const onSent = vi.fn();
    const { result } = renderHook(() => useRequestOutbox(send, onSent));
    act(() => {
      result.current.submit('Hello support');
    });
    await waitFor(() => expect(shown).toEqual([msg]));
    expect(result.current.pending.map((entry) => entry.payload.content)).toEqual(['Hello support']);
    expect(onSent).not.toHaveBeenCalled();
  });
});
