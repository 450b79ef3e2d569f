import { RECOMMENDATION_WEIGHTS, type RecommendationReason } from '@sc/contract';
import type { Translate } from '../../lib/Translate';

/** Points a reason adds to the score; the recency part is what the other reasons leave of it. */
export function reasonPoints(
  reason: RecommendationReason,
  score: number,
  all: readonly RecommendationReason[],
): number {
  const w = RECOMMENDATION_WEIGHTS;
  switch (reason.kind) {
    case 'category':
      return w.category;
    case 'brand':
      return Math.min(reason.brands.length * w.brandEach, w.brandMax);
    case 'product':
      return Math.min(reason.categories.length * w.productEach, w.productMax);
    case 'recent': {
      const others = all
        .filter((item) => item.kind !== 'recent')
        .reduce((sum, item) => sum + reasonPoints(item, score, all), 0);
      return Math.max(0, Math.min(w.recentMax, score - others));
    }
  }
}

/** A reason in words, e.g. "Wants Kiwi Orchard and Sunbay, which you carry". */
export function reasonText(
  reason: RecommendationReason,
  t: Translate,
  joinList: (items: string[]) => string,
): string {
  switch (reason.kind) {
    case 'category':
      return t('recommended.reason.category', { category: t(`category.${reason.category}`) });
    case 'brand':
      return t('recommended.reason.brand', { brands: joinList(reason.brands) });
    case 'product':
      return t('recommended.reason.product', { categories: joinList(reason.categories) });
    case 'recent':
      return t('recommended.reason.recent');
  }
}

/** The reasons that weigh most first; the first is the one to show when there is room for one. */
export function rankReasons(
  reasons: readonly RecommendationReason[],
  score: number,
): Array<{ reason: RecommendationReason; points: number }> {
  return reasons
    .map((reason) => ({ reason, points: reasonPoints(reason, score, reasons) }))
    .sort((a, b) => b.points - a.points);
}

/**
 * True when no buyer matched anything but recent activity: the supplier has no products or
 * categories yet, so the page suggests adding some.
 */
export function isRecencyOnly(buyers: ReadonlyArray<{ reasons: readonly RecommendationReason[] }>): boolean {
  return (
    buyers.length > 0 && buyers.every((buyer) => buyer.reasons.every((reason) => reason.kind === 'recent'))
  );
}
