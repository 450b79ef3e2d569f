import type { FastifyBaseLogger } from 'fastify';
import { type Clock, systemClock } from '../clock.js';
import { type JobDefinition, JobRegistry } from './jobRegistry.js';
import type { JobRunner, SendOptions } from './jobRunner.js';
import { logJobFailure } from './logJobFailure.js';
import { NamedLocks } from './namedLocks.js';
import { nextCronTime } from './nextCronTime.js';

/** The key of scheduled runs, so a schedule never queues a run while its last one still waits. */
const scheduledKey = '__every__';

interface QueuedRun {
  name: string;
  data: object;
  singletonKey: string | undefined;
  /** Clock time (ms) from which the run may start. */
  runAt: number;
  /** Attempts already failed. */
  failures: number;
}

/** The in-process runner, with what tests need on top of `JobRunner`. */
export interface InProcessJobRunner extends JobRunner {
  /** Tests: queues the scheduled runs now due, then waits until no due run is queued or running. */
  drain(): Promise<void>;
}

interface InProcessRunnerOptions {
  log: FastifyBaseLogger;
  /** Reads the time for schedules, delays and retries; tests pass one they move. */
  clock?: Clock;
  /** How often schedules and delayed runs are looked at. */
  tickMs?: number;
}

/**
 * Jobs in this process's memory, for the embedded database (one process): schedules evaluated on the
 * clock, runs of one name one at a time in the order sent, retries per the job's options. Queued runs
 * do not survive a restart; schedules simply go on.
 */
export function createInProcessRunner({
  log,
  clock = systemClock,
  tickMs = 1000,
}: InProcessRunnerOptions): InProcessJobRunner {
  const registry = new JobRegistry();
  const locks = new NamedLocks();
  const queue: QueuedRun[] = [];
  const nextScheduled = new Map<string, number>();
  const attempts = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let isTakingJobs = false;

  function enqueue(run: QueuedRun): void {
    const isDuplicate =
      run.singletonKey !== undefined &&
      queue.some((q) => q.name === run.name && q.singletonKey === run.singletonKey && q.failures === 0);
    if (!isDuplicate) queue.push(run);
  }

  function queueDueSchedules(now: number): void {
    for (const { name, cron, data } of registry.schedules.values()) {
      const due = nextScheduled.get(name);
      if (due === undefined || now < due) continue;
      enqueue({ name, data: copyAsJson(data), singletonKey: scheduledKey, runAt: now, failures: 0 });
      nextScheduled.set(name, nextCronTime(cron, new Date(now)).getTime());
    }
  }

  function startDueRuns(): void {
    if (!isTakingJobs) return;
    const now = clock.now().getTime();
    for (const run of [...queue]) {
      if (run.runAt > now || locks.isBusy(run.name)) continue;
      queue.splice(queue.indexOf(run), 1);
      const attempting = attempt(registry.get(run.name), run).finally(() => attempts.delete(attempting));
      attempts.add(attempting);
    }
  }

  function tick(): void {
    if (!isTakingJobs) return;
    queueDueSchedules(clock.now().getTime());
    startDueRuns();
  }

  async function attempt(job: JobDefinition, run: QueuedRun): Promise<void> {
    // The name stays locked until the handler settles, even past its expiry: runs never overlap.
    const handling = locks.run(job.name, () => job.handler(run.data));
    void handling.then(startDueRuns, startDueRuns);
    const error = await settleWithin(handling, job.expireInSeconds);
    if (error === undefined) return;
    const failures = run.failures + 1;
    logJobFailure(log, { job: job.name, error, attempt: failures, retryLimit: job.retryLimit });
    if (failures > job.retryLimit) return;
    queue.push({ ...run, failures, runAt: clock.now().getTime() + job.retryDelaySeconds * 1000 });
    startDueRuns();
  }

  return {
    define: (name, handler, options) => registry.define(name, handler, options),
    every: (name, cron, data) => registry.every(name, cron, data),

    async send(name: string, data: object, options: SendOptions = {}) {
      registry.get(name);
      const runAt = clock.now().getTime() + (options.startAfterSeconds ?? 0) * 1000;
      enqueue({ name, data: copyAsJson(data), singletonKey: options.singletonKey, runAt, failures: 0 });
      startDueRuns();
    },

    async start() {
      if (isTakingJobs) return;
      registry.seal();
      const now = clock.now();
      for (const { name, cron } of registry.schedules.values()) {
        if (!nextScheduled.has(name)) nextScheduled.set(name, nextCronTime(cron, now).getTime());
      }
      isTakingJobs = true;
      timer = setInterval(tick, tickMs);
      timer.unref();
      startDueRuns();
    },

    async stop() {
      isTakingJobs = false;
      clearInterval(timer);
      await locks.idle();
    },

    async runNow(name: string, data?: object) {
      const job = registry.get(name);
      const given = data ?? registry.schedules.get(name)?.data ?? {};
      const running = locks.run(name, () => job.handler(copyAsJson(given)));
      void running.then(startDueRuns, startDueRuns);
      await running;
    },

    async drain() {
      for (;;) {
        tick();
        // Every due run whose name is free has just started: once none runs, none is due.
        if (attempts.size === 0 && locks.isIdle()) return;
        await Promise.all([locks.idle(), ...attempts]);
      }
    },
  };
}

/** Data as the handler would get it from pg-boss (JSON), so tests on this runner catch a `Date`. */
function copyAsJson(data: object): object {
  return JSON.parse(JSON.stringify(data)) as object;
}

/** The handler's error, a timeout error past `seconds`, or undefined when it succeeded in time. */
async function settleWithin(handling: Promise<void>, seconds: number): Promise<unknown> {
  let timeout: NodeJS.Timeout | undefined;
  const expiry = new Promise<Error>((resolve) => {
    timeout = setTimeout(
      () => resolve(new Error(`job ran longer than ${seconds}s and expired`)),
      seconds * 1000,
    );
  });
  try {
    return await Promise.race([
      handling.then(
        () => undefined,
        (error: unknown) => error ?? new Error('job failed'),
      ),
      expiry,
    ]);
  } finally {
    clearTimeout(timeout);
  }
}
