import type { RankingRow } from '@sc/contract';

/**
 * How many points the score moved against the period before ("+5", "−2"); null when there is
 * nothing to compare (new, or the same). Points, not percent: scores are small whole numbers, and
 * "+3800 %" from a score of 1 says less than "+38".
 */
export function trendChange(row: Pick<RankingRow, 'score' | 'previousScore' | 'trend'>): string | null {
  if (row.trend === 'new' || row.trend === 'same' || row.previousScore === 0) return null;
  const change = row.score - row.previousScore;
  return change > 0 ? `+${change}` : `−${Math.abs(change)}`;
}
