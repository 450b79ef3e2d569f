/**
 * The first ids a shared search matches, in its order, kept a few seconds for every supplier who
 * asks the same (the buyer pool, the master catalogue): a page is then a lookup of its ids by primary
 * key instead of a search, a sort, an offset and a count. `isComplete`: the search matches no more.
 */
export interface IdWindow {
  ids: number[];
  isComplete: boolean;
}

/** How many ids a window keeps: 250 pages of 20; deeper pages ask the database. */
export const ID_WINDOW_SIZE = 5000;

/** A window from the first `ID_WINDOW_SIZE + 1` ids of a search (the extra one tells it is partial). */
export function toIdWindow(ids: number[]): IdWindow {
  return { ids: ids.slice(0, ID_WINDOW_SIZE), isComplete: ids.length <= ID_WINDOW_SIZE };
}

/** The rows of `ids` in that order, from rows in any order; an id with no row (deleted since) is left out. */
export function inIdOrder<R extends { id: number }>(ids: number[], rows: R[]): R[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The ids of one page, taken from a window with `hidden` ids left out (a supplier's contacted
 * buyers), and the search's total when the window holds all of it — or null when the page lies
 * beyond what the window holds.
 */
export function pageFromWindow(
  window: IdWindow,
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
