import type { AppContext } from '../../context.js';
import { sendTrialReminders } from './trialReminders.service.js';

export const TRIAL_REMINDERS_JOB = 'service.trialReminders';

/** Registers the service jobs: trial reminders every hour, so each goes out within an hour of its threshold. */
export function defineServiceJobs(ctx: AppContext): void {
  ctx.jobs.define(
    TRIAL_REMINDERS_JOB,
    async () => {
      await sendTrialReminders(ctx);
    },
    { expireInSeconds: 1800 },
  );
  ctx.jobs.every(TRIAL_REMINDERS_JOB, '0 * * * *');
}
