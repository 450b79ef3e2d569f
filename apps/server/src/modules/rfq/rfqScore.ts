import { RFQ_LIMITS, type RfqFeaturedReason } from '@sc/contract';

const HOUR = 3_600_000;

/** What the completeness part (0–40) looks at: stored on the RFQ when it is written. */
export interface CompletenessInput {
  targetPrice: string | null;
  shelfLifeDays: number | null;
  certifications: readonly string[];
  attachmentFileIds: readonly string[];
  remark: string;
}

/** 0–40: target price 10, shelf life 5, certifications 5, attachments 10, a remark of 20 characters or more 10. */
export function completenessOf(rfq: CompletenessInput): number {
  return (
    (rfq.targetPrice !== null ? 10 : 0) +
    (rfq.shelfLifeDays !== null ? 5 : 0) +
    (rfq.certifications.length > 0 ? 5 : 0) +
    (rfq.attachmentFileIds.length > 0 ? 10 : 0) +
    (rfq.remark.trim().length >= 20 ? 10 : 0)
  );
}

/** The recency part: opened within 24 hours 20, within 3 days 10. */
export function recencyOf(openedAt: Date | null, now: Date): number {
  if (!openedAt) return 0;
  const age = now.getTime() - openedAt.getTime();
  return age < 24 * HOUR ? 20 : age < 72 * HOUR ? 10 : 0;
}

/** What the featured score looks at. */
export interface ScoreInput {
  featured: boolean;
  completeness: number;
  targetPrice: string | null;
  verifiedBuyer: boolean;
  openedAt: Date | null;
}

/**
 * The featured score (0–100: completeness + target price 20 + verified buyer 20 + recency) with the
 * reasons that apply; featured when the platform flagged it or the score reaches RFQ_LIMITS.featuredScore.
 */
export function featuredScoreOf(
  rfq: ScoreInput,
  now: Date,
): { score: number; featured: boolean; reasons: RfqFeaturedReason[] } {
  const recency = recencyOf(rfq.openedAt, now);
  const score =
    rfq.completeness + (rfq.targetPrice !== null ? 20 : 0) + (rfq.verifiedBuyer ? 20 : 0) + recency;
  const reasons: RfqFeaturedReason[] = [];
  if (rfq.featured) reasons.push('platform');
  if (rfq.completeness >= 30) reasons.push('complete');
  if (rfq.targetPrice !== null) reasons.push('target_price');
  if (rfq.verifiedBuyer) reasons.push('verified_buyer');
  if (recency > 0) reasons.push('recent');
  return { score, featured: rfq.featured || score >= RFQ_LIMITS.featuredScore, reasons };
}
