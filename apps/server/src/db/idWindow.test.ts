import { describe, expect, it } from 'vitest';
import { inIdOrder, pageFromWindow, toIdWindow } from './idWindow.js';

const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('a page of a shared search from its window of ids', () => {
  it('slices the page in pool order and knows the total when the window holds the whole filter', () => {
    const page = pageFromWindow({ ids: ids(1, 45), isComplete: true }, null, { offset: 40, limit: 20 });
    expect(page).toEqual({ ids: [41, 42, 43, 44, 45], total: 45 });
  });

  it('leaves out the buyers this supplier contacted, in the page and in the total', () => {
    const page = pageFromWindow({ ids: ids(1, 10), isComplete: true }, new Set([2, 3, 9]), {
      offset: 0,
      limit: 3,
    });
    expect(page).toEqual({ ids: [1, 4, 5], total: 7 });
  });

  it('serves a page inside a partial window without a total, and none beyond it', () => {
    const window = { ids: ids(1, 100), isComplete: false };
    expect(pageFromWindow(window, null, { offset: 80, limit: 20 })).toEqual({
      ids: ids(81, 100),
      total: null,
    });
    expect(pageFromWindow(window, null, { offset: 90, limit: 20 })).toBeNull();
    // Hiding contacted buyers shortens the window: the last page it could serve moves up.
    expect(pageFromWindow(window, new Set([5]), { offset: 80, limit: 20 })).toBeNull();
  });

  it('answers an empty page past the end of a complete window', () => {
    expect(pageFromWindow({ ids: ids(1, 5), isComplete: true }, null, { offset: 20, limit: 20 })).toEqual({
      ids: [],
      total: 5,
    });
  });

  it('keeps the first ids of a search and says whether there were more', () => {
    expect(toIdWindow(ids(1, 10)).isComplete).toBe(true);
    const partial = toIdWindow(ids(1, 5001));
    expect(partial).toEqual({ ids: ids(1, 5000), isComplete: false });
  });

  it('puts rows back in window order and leaves out ids whose row is gone', () => {
    expect(inIdOrder([3, 1, 2], [{ id: 1 }, { id: 3 }])).toEqual([{ id: 3 }, { id: 1 }]);
  });
});
