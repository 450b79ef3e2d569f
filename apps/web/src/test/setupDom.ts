import { afterEach, expect } from 'vitest';

// Runs before every web test file; only component tests (*.test.tsx, in jsdom) need a DOM.
const testPath = expect.getState().testPath ?? '';
if (testPath.endsWith('.tsx') && typeof window === 'undefined') {
  throw new Error(`${testPath} renders components: start it with // @vitest-environment jsdom`);
}

if (typeof window !== 'undefined') {
  // Browser APIs antd uses that jsdom lacks.
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // No canvas in jsdom: antd's image thumbnails fall back to the file's own address.
  HTMLCanvasElement.prototype.getContext = () => null;
  // jsdom computes no pseudo-element styles and says so on the console; antd asks for scrollbars'.
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computedStyle(element);

  // Testing Library unmounts after each test only when the runner has global hooks; vitest's are imported.
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);
}
