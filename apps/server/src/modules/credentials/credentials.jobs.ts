import type { AppContext } from '../../context.js';
import { sendCredentialReminders } from './credentialReminders.service.js';

export const CREDENTIAL_REMINDERS_JOB = 'credentials.expiryReminders';

/** Expiry reminders every hour: each goes out on the day its threshold is reached. */
export function defineCredentialJobs(ctx: AppContext): void {
  ctx.jobs.define(
    CREDENTIAL_REMINDERS_JOB,
    async () => {
      await sendCredentialReminders(ctx);
    },
    { expireInSeconds: 1800 },
  );
  ctx.jobs.every(CREDENTIAL_REMINDERS_JOB, '15 * * * *');
}
