import type { RankingRow } from '@sc/contract';
import type { ScoreRow } from './ranking.repository.js';

/** Up, down or the same against the period before; new when there was no demand then. */
export function trendOf(score: number, previousScore: number): RankingRow['trend'] {
  if (previousScore === 0) return 'new';
  if (score > previousScore) return 'up';
  if (score < previousScore) return 'down';
  return 'same';
}

/** The one place a ranked score becomes JSON, with what describes it. */
export function toRankingRow(
  score: ScoreRow,
  about: Pick<RankingRow, 'kind' | 'name' | 'brand' | 'category' | 'imageUrl'>,
): RankingRow {
  return {
    rank: score.rank,
    ...about,
    id: score.id,
    rfqs: score.rfqs,
    inquiries: score.inquiries,
    score: score.score,
    previousScore: score.previousScore,
    trend: trendOf(score.score, score.previousScore),
    previousRank: score.previousRank,
  };
}
