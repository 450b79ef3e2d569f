import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { type JobDefinition, JobRegistry } from './jobRegistry.js';
import type { JobRunner, SendOptions } from './jobRunner.js';
import { logJobFailure } from './logJobFailure.js';
import { NamedLocks } from './namedLocks.js';
import { pollPgBossQueue, type QueuePoll } from './pollPgBossQueue.js';

/** The key of scheduled runs, so a schedule never queues a run while its last one still waits. */
const scheduledKey = '__every__';

interface PgBossRunnerOptions {
  connectionString: string;
  log: FastifyBaseLogger;
  /** pg-boss's own schema in the app's database, created and migrated on start. */
  schema?: string;
  /** Connections of this process's pg-boss pool. */
  maxConnections?: number;
  /** How long `stop` waits for running jobs; one still running is expired by pg-boss later, then retried. */
  stopTimeoutSeconds?: number;
  /** Seconds between polls of a queue (pg-boss: 2, at least 0.5); tests shorten it. */
  pollingIntervalSeconds?: number;
  /** Seconds between looks at the schedules (pg-boss: 30, 1 to 45); tests shorten it. */
  cronMonitorIntervalSeconds?: number;
}

/**
 * Jobs in PostgreSQL through pg-boss 10, shared by every process on the same database and schema:
 * each job is one queue with the "short" policy (at most one queued run per singleton key), a send
 * runs once in one process, and a schedule queues one run per minute slot whichever process sees it.
 */
export function createPgBossRunner({
  connectionString,
  log,
  schema = 'pgboss',
  maxConnections = 4,
  stopTimeoutSeconds = 30,
  pollingIntervalSeconds = 2,
  cronMonitorIntervalSeconds = 30,
}: PgBossRunnerOptions): JobRunner {
  const registry = new JobRegistry();
  const locks = new NamedLocks();
  const boss = new PgBoss({
    connectionString,
    schema,
    application_name: 'supplier-cloud-jobs',
    max: maxConnections,
    pollingIntervalSeconds,
    cronMonitorIntervalSeconds,
    // The internal worker that turns a due schedule into a job polls no slower than the queues.
    cronWorkerIntervalSeconds: Math.max(1, Math.min(pollingIntervalSeconds, 5)),
  });
  // Without a listener an 'error' event (a lost connection, say) would crash the process.
  boss.on('error', (error) => log.error({ err: error }, 'job runner (pg-boss) error'));
  const polls = new Map<string, QueuePoll>();
  let isStarted = false;

  async function createQueues(): Promise<void> {
    for (const job of registry.jobs.values()) {
      const queue = {
        name: job.name,
        policy: 'short' as const,
        retryLimit: job.retryLimit,
        retryDelay: job.retryDelaySeconds,
        retryBackoff: false,
        expireInSeconds: job.expireInSeconds,
      };
      // createQueue keeps an existing queue as it is; updateQueue applies options changed since.
      await retryOnDeadlock(() => boss.createQueue(job.name, queue));
      await boss.updateQueue(job.name, queue);
    }
  }

  async function keepSchedules(): Promise<void> {
    for (const stored of await boss.getSchedules()) {
      // A schedule the code no longer declares would otherwise fire forever.
      if (!registry.schedules.has(stored.name)) await boss.unschedule(stored.name);
    }
    for (const { name, cron, data } of registry.schedules.values()) {
      await boss.schedule(name, cron, data, { tz: 'UTC', singletonKey: scheduledKey });
    }
  }

  /** One run of a job taken from its queue, logged when it fails or outlives its expiry. */
  async function handle(job: JobDefinition, taken: PgBoss.JobWithMetadata<object>): Promise<void> {
    const attempt = {
      job: job.name,
      jobId: taken.id,
      attempt: taken.retryCount + 1,
      retryLimit: taken.retryLimit,
    };
    // pg-boss's maintenance fails an attempt past its expiry and queues a retry; say so in the log.
    const expiry = setTimeout(() => {
      const error = new Error(`job ran longer than ${taken.expireInSeconds}s and expired`);
      logJobFailure(log, { ...attempt, error });
    }, taken.expireInSeconds * 1000);
    try {
      // In this process a run never overlaps another of its name, nor a runNow of it.
      await locks.run(job.name, () => job.handler(taken.data));
    } catch (error) {
      logJobFailure(log, { ...attempt, error });
      throw error;
    } finally {
      clearTimeout(expiry);
    }
  }

  return {
    define: (name, handler, options) => registry.define(name, handler, options),
    every: (name, cron, data) => registry.every(name, cron, data),

    async send(name: string, data: object, options: SendOptions = {}) {
      registry.get(name);
      if (!isStarted) throw new Error(`cannot send ${name} before the job runner started`);
      await boss.send(name, data, {
        // Under the "short" policy runs without a key would share one: give each its own.
        singletonKey: options.singletonKey ?? randomUUID(),
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      });
      if (!options.startAfterSeconds) polls.get(name)?.wake();
    },

    async start() {
      if (isStarted) return;
      registry.seal();
      await boss.start();
      try {
        await createQueues();
        await keepSchedules();
        for (const job of registry.jobs.values()) {
          const handleJob = (taken: PgBoss.JobWithMetadata<object>) => handle(job, taken);
          const intervalMs = pollingIntervalSeconds * 1000;
          polls.set(job.name, pollPgBossQueue({ boss, name: job.name, intervalMs, log, handle: handleJob }));
        }
      } catch (error) {
        await boss.stop({ graceful: false });
        throw error;
      }
      isStarted = true;
    },

    async stop() {
      if (!isStarted) return;
      isStarted = false;
      const settled = Promise.all([...[...polls.values()].map((poll) => poll.stop()), locks.idle()]);
      const isSettled = await Promise.race([settled.then(() => true), delay(stopTimeoutSeconds * 1000)]);
      if (!isSettled) {
        log.warn(`jobs still running after ${stopTimeoutSeconds}s: pg-boss will expire and retry them`);
      }
      polls.clear();
      await boss.stop({ graceful: false });
    },

    async runNow(name: string, data?: object) {
      const job = registry.get(name);
      const given = data ?? registry.schedules.get(name)?.data ?? {};
      await locks.run(name, () => job.handler(JSON.parse(JSON.stringify(given)) as object));
    },
  };
}

/** Resolves false after `ms`. */
function delay(ms: number): Promise<false> {
  return new Promise((resolve) => setTimeout(() => resolve(false), ms).unref());
}

/**
 * pg-boss 10 creates a queue as a partition with a foreign key to its queue table, so two processes
 * creating queues at the same moment (a first deploy of several) can deadlock; PostgreSQL aborts
 * one of them, which then finds the queue made or makes it on a later try.
 */
async function retryOnDeadlock(work: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const isDeadlock = error instanceof Error && 'code' in error && error.code === '40P01';
      if (!isDeadlock || attempt === 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, attempt * 100 * (1 + Math.random())));
    }
  }
}
