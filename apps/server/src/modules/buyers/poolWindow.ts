/**
 * The first ids of one pool filter in pool order, shared by every supplier for a few seconds.
 * `isComplete`: the filter has no more buyers than these.
 */
export interface PoolWindow {
  ids: number[];
  isComplete: boolean;
}

/** How many ids a window keeps: 250 pages of 20; deeper pages ask the database. */
export const POOL_WINDOW_SIZE = 5000;

/**
 * The ids of one page, taken from a window with the supplier's contacted buyers left out when
 * asked, and the filter's total when the window holds all of it — or null when the page lies
 * beyond what the window holds.
 */
export function pageFromWindow(
  window: PoolWindow,
  hidden: ReadonlySet<number> | null,
  range: { offset: number; limit: number },
): { ids: number[]; total: number | null } | null {
  const ids = hidden ? window.ids.filter((id) => !hidden.has(id)) : window.ids;
  if (!window.isComplete && range.offset + range.limit > ids.length) return null;
  return {
    ids: ids.slice(range.offset, range.offset + range.limit),
    total: window.isComplete ? ids.length : null,
  };
}
