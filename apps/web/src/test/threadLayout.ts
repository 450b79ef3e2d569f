import { act, fireEvent } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';

/** The height of a laid-out chat thread (`role="log"`) in these tests, and of each message in it. */
export const THREAD_VIEW_PX = 400;
export const MESSAGE_PX = 100;

const state = { lateGrowth: 0 };
const scrollTops = new WeakMap<Element, number>();
const observers = new Set<ResizeObserverCallback>();
const isThread = (element: Element) => element.getAttribute('role') === 'log';
const contentHeight = (element: Element) =>
  element.querySelectorAll('[data-testid="chat-message"]').length * MESSAGE_PX + state.lateGrowth;

class FakeResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {
    observers.add(callback);
  }
  observe() {}
  unobserve() {}
  disconnect() {
    observers.delete(this.callback);
  }
}

/**
 * jsdom lays nothing out: gives every chat thread (`role="log"`) of the test file a 400 px view, 100 px
 * per message plus what `growLate` adds, a scrollTop the browser would clamp, and a ResizeObserver the
 * test triggers.
 */
export function layOutChatThreads(): void {
  beforeAll(() => {
    Object.defineProperties(HTMLElement.prototype, {
      clientHeight: {
        configurable: true,
        get(this: HTMLElement) {
          return isThread(this) ? THREAD_VIEW_PX : 0;
        },
      },
      scrollHeight: {
        configurable: true,
        get(this: HTMLElement) {
          return isThread(this) ? Math.max(THREAD_VIEW_PX, contentHeight(this)) : 0;
        },
      },
      scrollTop: {
        configurable: true,
        get(this: HTMLElement) {
          return scrollTops.get(this) ?? 0;
        },
        set(this: HTMLElement, value: number) {
          const max = Math.max(0, this.scrollHeight - this.clientHeight);
          scrollTops.set(this, Math.min(Math.max(0, value), max));
        },
      },
    });
  });
  afterAll(() => {
    for (const name of ['clientHeight', 'scrollHeight', 'scrollTop'])
      Reflect.deleteProperty(HTMLElement.prototype, name);
  });
  beforeEach(() => {
    state.lateGrowth = 0;
    observers.clear();
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    return () => vi.unstubAllGlobals();
  });
}

/** Content that grew after it was laid out (an image that loaded): the browser's ResizeObserver tells. */
export function growLate(pixels: number): void {
  state.lateGrowth += pixels;
  act(() => {
    for (const callback of observers) callback([], {} as ResizeObserver);
  });
}

/** The reader scrolls the thread to `top`. */
export function scrollThreadTo(thread: HTMLElement, top: number): void {
  thread.scrollTop = top;
  fireEvent.scroll(thread);
}

/** The scrollTop of the thread's bottom. */
export const bottomOf = (thread: HTMLElement): number => thread.scrollHeight - thread.clientHeight;
