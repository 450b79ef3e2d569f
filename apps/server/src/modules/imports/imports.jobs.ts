import type { AppContext } from '../../context.js';
import { RUN_IMPORTS_JOB, runImportJobs } from './importRunner.service.js';

/**
 * Registers the import runner: a run processes every queued or running import job. Starting an
 * import queues a run at once; the minutely schedule resumes jobs a stopped or crashed process left
 * (and those started by a process that does not run jobs). `isClosing` stops a run between batches
 * when the server shuts down, so it does not hold the shutdown; the next start resumes it.
 */
export function defineImportJobs(ctx: AppContext, isClosing: () => boolean): void {
  ctx.jobs.define(RUN_IMPORTS_JOB, () => runImportJobs(ctx, { shouldStop: isClosing }), {
    expireInSeconds: 3600,
    retryLimit: 3,
    retryDelaySeconds: 30,
  });
  ctx.jobs.every(RUN_IMPORTS_JOB, '* * * * *');
}
