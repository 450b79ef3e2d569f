import { vi } from 'vitest';

/** From now until the mocks are restored, the window matches these media queries and no other. */
export function stubMatchMedia(...matching: string[]) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: matching.includes(query),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}
