import type { AppContext } from '../../context.js';
import { releaseRewards } from './rewards.service.js';

export const RELEASE_REWARDS_JOB = 'affiliate.releaseRewards';

/** Registers the affiliate jobs: held referral rewards are released every hour. */
export function defineAffiliateJobs(ctx: AppContext): void {
  ctx.jobs.define(
    RELEASE_REWARDS_JOB,
    async () => {
      await releaseRewards(ctx);
    },
    { expireInSeconds: 1800 },
  );
  ctx.jobs.every(RELEASE_REWARDS_JOB, '17 * * * *');
}
