import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';

/** A queue being worked: `wake` looks at it now, `stop` ends the loop once the job under way is settled. */
export interface QueuePoll {
  wake(): void;
  stop(): Promise<void>;
}

interface PollOptions {
  boss: PgBoss;
  name: string;
  intervalMs: number;
  log: FastifyBaseLogger;
  /** Runs one job; a rejection fails the attempt (pg-boss retries it per the queue's options). */
  handle(job: PgBoss.JobWithMetadata<object>): Promise<void>;
}

/**
 * Takes the jobs of one queue one at a time and records each outcome, as pg-boss 10's `work()` does,
 * except that the outcome is awaited and a failure to record it logged: `work()` leaves that promise
 * unhandled, so a connection lost just as a job ends crashed the process (Node ends on an unhandled
 * rejection). An outcome not recorded leaves the job active until pg-boss expires and retries it.
 */
export function pollPgBossQueue({ boss, name, intervalMs, log, handle }: PollOptions): QueuePoll {
  let isStopping = false;
  let wake = () => {};

  async function settle(job: PgBoss.JobWithMetadata<object>): Promise<void> {
    let failure: { error: unknown } | undefined;
    try {
      await handle(job);
    } catch (error) {
      failure = { error };
    }
    const output = failure?.error instanceof Error ? failure.error : { value: failure?.error };
    try {
      if (failure) await boss.fail(name, job.id, output);
      else await boss.complete(name, job.id);
    } catch (error) {
      log.error({ err: error, job: name, jobId: job.id }, `job ${name}: its outcome could not be recorded`);
    }
  }

  async function loop(): Promise<void> {
    while (!isStopping) {
      let job: PgBoss.JobWithMetadata<object> | undefined;
      try {
        // pg-boss answers [] when the database cannot be reached; the next look tries again.
        [job] = await boss.fetch<object>(name, { batchSize: 1, includeMetadata: true });
      } catch (error) {
        log.error({ err: error, job: name }, `job ${name}: could not take the next job`);
      }
      if (job) {
        await settle(job);
        continue;
      }
      if (isStopping) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, intervalMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  const looping = loop();
  return {
    wake: () => wake(),
    async stop() {
      isStopping = true;
      wake();
      await looping;
    },
  };
}
