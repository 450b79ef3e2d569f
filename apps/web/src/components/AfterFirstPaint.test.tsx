// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_FRAME_WAIT_MS } from '../lib/afterNextPaint';
import { AfterFirstPaint } from './AfterFirstPaint';

const framesAndTimers: Parameters<typeof vi.useFakeTimers>[0] = {
  toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
};

describe('AfterFirstPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('draws the page first and its children only once the frame that painted it is shown', () => {
    vi.useFakeTimers(framesAndTimers);
    render(
      <>
        <p>page</p>
        <AfterFirstPaint>
          <p>launcher</p>
        </AfterFirstPaint>
      </>,
    );
    expect(screen.getByText('page')).toBeTruthy();
    expect(screen.queryByText('launcher')).toBeNull();
    // The frame that paints the page, then the next one (the first reaches the screen by then): still
    // before the task after it.
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    expect(screen.queryByText('launcher')).toBeNull();
    // The task after it.
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('launcher')).toBeTruthy();
  });

  it('goes on in a background tab, which draws no frames', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    render(
      <AfterFirstPaint>
        <p>launcher</p>
      </AfterFirstPaint>,
    );
    act(() => {
      vi.advanceTimersByTime(NO_FRAME_WAIT_MS - 1);
    });
    expect(screen.queryByText('launcher')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('launcher')).toBeTruthy();
    frames.mockRestore();
  });

  it('does nothing after it is gone before the paint', async () => {
    vi.useFakeTimers(framesAndTimers);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { unmount } = render(
      <AfterFirstPaint>
        <p>launcher</p>
      </AfterFirstPaint>,
    );
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(vi.getTimerCount()).toBe(0);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
