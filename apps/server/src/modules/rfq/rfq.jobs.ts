import type { AppContext } from '../../context.js';
import { closeExpiredRfqsNow } from './rfqExpiry.service.js';

export const CLOSE_EXPIRED_RFQS_JOB = 'rfq.closeExpired';

/** Registers the RFQ jobs: open RFQs past their time are stored as closed every ten minutes. */
export function defineRfqJobs(ctx: AppContext): void {
  ctx.jobs.define(
    CLOSE_EXPIRED_RFQS_JOB,
    async () => {
      await closeExpiredRfqsNow(ctx);
    },
    { expireInSeconds: 600 },
  );
  ctx.jobs.every(CLOSE_EXPIRED_RFQS_JOB, '*/10 * * * *');
}
