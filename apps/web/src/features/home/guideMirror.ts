import { type GuideState, STORAGE_KEYS, TOUR_PAGES } from '@sc/contract';
import type { KeyValueStore } from '../../lib/storage';

/**
 * SPEC 3's local novice-guide keys as the server's guide state says: `guide` once the dashboard
 * checklist is dismissed, `noviceGuide` once every page tour has ended, `pageIndex` the page tour
 * to come (1 buyers, 2 chat, 3 quotation; 4 when all are done). `pageNoviceIndex` is the step of
 * the running tour, from 1 (written by the tour itself).
 */
export function mirrorGuide(store: KeyValueStore, state: GuideState): void {
  const next = TOUR_PAGES.findIndex((page) => state.tours[page] === null);
  store.set(STORAGE_KEYS.guide, String(state.checklistDismissed));
  store.set(STORAGE_KEYS.noviceGuide, String(next < 0));
  store.set(STORAGE_KEYS.pageIndex, String(next < 0 ? TOUR_PAGES.length + 1 : next + 1));
}
