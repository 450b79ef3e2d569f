// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A browser that reports largest-contentful-paint entries: `show()` reports the first content shown. */
function stubContentfulPaints() {
  const observers: (() => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint', 'paint'];
    constructor(private readonly callback: () => void) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    show: () => {
      for (const report of observers) report();
    },
  };
}

/** The frame that paints, the next one (the first is on the screen by then), then the task after it. */
function paintAndShow() {
  vi.advanceTimersToNextFrame();
  vi.advanceTimersToNextFrame();
  vi.advanceTimersByTime(1);
}

describe('afterNextPaint', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('on the first screen, waits until the browser reports its content on the screen', async () => {
    const browser = stubContentfulPaints();
    const { afterNextPaint } = await import('./afterNextPaint');
    const callback = vi.fn();
    afterNextPaint(callback);
    paintAndShow();
    // Painted, but the frame is not displayed yet.
    expect(callback).not.toHaveBeenCalled();
    browser.show();
    expect(callback).toHaveBeenCalledTimes(1);
    // Later screens wait for their frames only.
    const later = vi.fn();
    afterNextPaint(later);
    paintAndShow();
    expect(later).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('goes on when the browser reports no content (typed into, or no text), a moment after the frames', async () => {
    stubContentfulPaints();
    const { afterNextPaint, FIRST_CONTENT_WAIT_MS } = await import('./afterNextPaint');
    const callback = vi.fn();
    afterNextPaint(callback);
    paintAndShow();
    vi.advanceTimersByTime(FIRST_CONTENT_WAIT_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('calls back after the frames where the browser reports no contentful paints', async () => {
    vi.stubGlobal('PerformanceObserver', { supportedEntryTypes: ['paint'] });
    const { afterNextPaint } = await import('./afterNextPaint');
    const callback = vi.fn();
    afterNextPaint(callback);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(callback).not.toHaveBeenCalled();
    paintAndShow();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled, not even when the content is shown', async () => {
    const browser = stubContentfulPaints();
    const { afterNextPaint } = await import('./afterNextPaint');
    const callback = vi.fn();
    const cancel = afterNextPaint(callback);
    paintAndShow();
    cancel();
    browser.show();
    vi.advanceTimersByTime(5_000);
    expect(callback).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
