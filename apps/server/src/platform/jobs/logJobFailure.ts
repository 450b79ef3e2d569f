import type { FastifyBaseLogger } from 'fastify';

/** One failed attempt of a job: a warning while a retry follows, an error once the job is given up. */
export function logJobFailure(
  log: FastifyBaseLogger,
  failure: { job: string; error: unknown; attempt: number; retryLimit: number; jobId?: string },
): void {
  const { job, error, attempt, retryLimit, jobId } = failure;
  const willRetry = attempt <= retryLimit;
  const fields = { err: error, job, jobId, attempt, attempts: retryLimit + 1 };
  if (willRetry) log.warn(fields, `job ${job} failed (attempt ${attempt} of ${retryLimit + 1}), will retry`);
  else log.error(fields, `job ${job} failed (attempt ${attempt} of ${retryLimit + 1}), giving up`);
}
