import type { AppContext } from '../../context.js';
import { reconcilePayments } from './reconciliation.service.js';

export const RECONCILE_JOB = 'payments.reconcile';

/** Registers the payment jobs: reconciliation of orders whose notify never came, every 5 minutes. */
export function defineBillingJobs(ctx: AppContext): void {
  ctx.jobs.define(
    RECONCILE_JOB,
    async () => {
      await reconcilePayments(ctx);
    },
    { expireInSeconds: 600 },
  );
  ctx.jobs.every(RECONCILE_JOB, '*/5 * * * *');
}
