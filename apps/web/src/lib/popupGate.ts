/** Lets one popup through, then holds back others for `quietMs` (SPEC 8: 1500 ms). */
export function createPopupGate(quietMs: number, now: () => number = Date.now) {
  let openedAt = Number.NEGATIVE_INFINITY;
  return {
    /** True when a popup may be shown now; starts the quiet period. */
    tryOpen(): boolean {
      const time = now();
      if (time - openedAt < quietMs) return false;
      openedAt = time;
      return true;
    },
  };
}
export type PopupGate = ReturnType<typeof createPopupGate>;
