import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createInProcessRunner, type InProcessJobRunner } from './inProcessRunner.js';

interface LogLine {
  level: number;
  msg: string;
  job?: string;
  attempt?: number;
}

/** A logger that keeps its lines, so a test can read what an operator would see. */
function recordingLog() {
  const lines: LogLine[] = [];
  const log = pino({ level: 'trace' }, { write: (line: string) => lines.push(JSON.parse(line) as LogLine) });
  return { log, lines };
}

/** A clock the test sets; the runner reads schedules, delays and retries from it. */
function settableClock(iso: string) {
  let now = new Date(iso).getTime();
  return {
    now: () => new Date(now),
    set: (at: string) => {
      now = new Date(at).getTime();
    },
    advanceSeconds: (seconds: number) => {
      now += seconds * 1000;
    },
  };
}

/** A promise the test settles by hand. */
function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const runners: InProcessJobRunner[] = [];

function makeRunner(clock = settableClock('2025-03-10T10:04:30Z')) {
  const { log, lines } = recordingLog();
  // The timer never fires within a test: drain() drives the runner, so nothing depends on speed.
  const runner = createInProcessRunner({ log, clock, tickMs: 3_600_000 });
  runners.push(runner);
  return { runner, clock, lines };
}

afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
});

describe('in-process job runner', () => {
  it('runs a scheduled job once the clock passes its minute, once per slot', async () => {
    const { runner, clock } = makeRunner();
    const runs: unknown[] = [];
    runner.define('payments.reconcile', async (data) => {
      runs.push(data);
    });
    runner.every('payments.reconcile', '*/5 * * * *', { source: 'cron' });
    await runner.start();

    await runner.drain();
    clock.set('2025-03-10T10:04:59Z');
    await runner.drain();
    expect(runs).toHaveLength(0);

    clock.set('2025-03-10T10:05:00Z');
    await runner.drain();
    await runner.drain();
    expect(runs).toEqual([{ source: 'cron' }]);

    clock.set('2025-03-10T10:09:59Z');
    await runner.drain();
    expect(runs).toHaveLength(1);
    clock.set('2025-03-10T10:10:00Z');
    await runner.drain();
    expect(runs).toHaveLength(2);

    // Slots missed while the process slept are not made up one by one.
    clock.set('2025-03-10T13:00:00Z');
    await runner.drain();
    expect(runs).toHaveLength(3);
  });

  it('runs a sent job once, with its data as JSON', async () => {
    const { runner } = makeRunner();
    const runs: unknown[] = [];
    runner.define<{ supplierId: number; at: string }>('trials.remind', async (data) => {
      runs.push(data);
    });
    await runner.start();

    await runner.send('trials.remind', { supplierId: 7, at: new Date('2025-03-11T00:00:00Z') });
    await runner.drain();
    await runner.drain();

    expect(runs).toEqual([{ supplierId: 7, at: '2025-03-11T00:00:00.000Z' }]);
  });

  it('waits for startAfterSeconds on its clock', async () => {
    const { runner, clock } = makeRunner();
    let runs = 0;
    runner.define('rewards.release', async () => {
      runs += 1;
    });
    await runner.start();

    await runner.send('rewards.release', {}, { startAfterSeconds: 3600 });
    await runner.drain();
    expect(runs).toBe(0);
    clock.advanceSeconds(3600);
    await runner.drain();
    expect(runs).toBe(1);
  });

  it('drops a send whose singletonKey is already queued, and only then', async () => {
    const { runner } = makeRunner();
    const runs: string[] = [];
    runner.define<{ who: string }>('credentials.remind', async ({ who }) => {
      runs.push(who);
    });

    await runner.send('credentials.remind', { who: 'first' }, { singletonKey: 'supplier-1' });
    await runner.send('credentials.remind', { who: 'duplicate' }, { singletonKey: 'supplier-1' });
    await runner.send('credentials.remind', { who: 'other key' }, { singletonKey: 'supplier-2' });
    await runner.send('credentials.remind', { who: 'no key 1' });
    await runner.send('credentials.remind', { who: 'no key 2' });
    await runner.start();
    await runner.drain();
    expect(runs).toEqual(['first', 'other key', 'no key 1', 'no key 2']);

    await runner.send('credentials.remind', { who: 'after the run' }, { singletonKey: 'supplier-1' });
    await runner.drain();
    expect(runs.at(-1)).toBe('after the run');
  });

  it('retries a failing job after its delay, then gives up and logs it with the job name', async () => {
    const { runner, clock, lines } = makeRunner();
    let attempts = 0;
    runner.define(
      'payments.reconcile',
      async () => {
        attempts += 1;
        throw new Error('provider timeout');
      },
      { retryLimit: 2, retryDelaySeconds: 60 },
    );
    await runner.start();
    await runner.send('payments.reconcile', {});

    await runner.drain();
    expect(attempts).toBe(1);
    clock.advanceSeconds(59);
    await runner.drain();
    expect(attempts).toBe(1);
    clock.advanceSeconds(1);
    await runner.drain();
    expect(attempts).toBe(2);
    clock.advanceSeconds(60);
    await runner.drain();
    clock.advanceSeconds(600);
    await runner.drain();
    expect(attempts).toBe(3);

    const failures = lines.filter((line) => line.job === 'payments.reconcile');
    expect(failures.map((line) => [line.level, line.attempt])).toEqual([
      [40, 1],
      [40, 2],
      [50, 3],
    ]);
    expect(failures.at(-1)?.msg).toContain('giving up');
  });

  it('succeeds on a retry after a failure', async () => {
    const { runner } = makeRunner();
    const outcomes: string[] = [];
    runner.define(
      'trials.remind',
      async () => {
        if (outcomes.length === 0) {
          outcomes.push('failed');
          throw new Error('smtp down');
        }
        outcomes.push('sent');
      },
      { retryDelaySeconds: 0 },
    );
    await runner.start();
    await runner.send('trials.remind', {});
    await runner.drain();
    expect(outcomes).toEqual(['failed', 'sent']);
  });

  it('stop waits for the running job and starts no other', async () => {
    const { runner } = makeRunner();
    const started = deferred();
    const release = deferred();
    const events: string[] = [];
    runner.define<{ n: number }>('slow', async ({ n }) => {
      events.push(`start ${n}`);
      started.resolve();
      await release.promise;
      events.push(`end ${n}`);
    });
    await runner.start();
    await runner.send('slow', { n: 1 });
    await runner.send('slow', { n: 2 });
    await started.promise;

    let isStopped = false;
    const stopping = runner.stop().then(() => {
      isStopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(isStopped).toBe(false);

    release.resolve();
    await stopping;
    expect(events).toEqual(['start 1', 'end 1']);
  });

  it('never overlaps runs of one job: sends, schedule and runNow take turns in order', async () => {
    const { runner, clock } = makeRunner();
    let running = 0;
    let mostAtOnce = 0;
    const order: string[] = [];
    runner.define<{ n: string }>('ledger.release', async ({ n }) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 2));
      order.push(n);
      running -= 1;
    });
    runner.every('ledger.release', '* * * * *', { n: 'cron' });
    await runner.start();

    for (const n of ['a', 'b', 'c']) await runner.send('ledger.release', { n });
    const now = runner.runNow('ledger.release', { n: 'now' });
    clock.advanceSeconds(60);
    await runner.drain();
    await now;

    expect(mostAtOnce).toBe(1);
    expect(order.filter((n) => n.length === 1)).toEqual(['a', 'b', 'c']);
    expect([...order].sort()).toEqual(['a', 'b', 'c', 'cron', 'now']);
  });

  it('runNow runs the handler with the schedule data and rejects with its error', async () => {
    const { runner } = makeRunner();
    const seen: unknown[] = [];
    runner.define('trials.remind', async (data) => {
      seen.push(data);
      if ('fail' in data) throw new Error('boom');
    });
    runner.every('trials.remind', '0 8 * * *', { daily: true });

    await runner.runNow('trials.remind');
    await expect(runner.runNow('trials.remind', { fail: true })).rejects.toThrow('boom');
    expect(seen).toEqual([{ daily: true }, { fail: true }]);
  });

  it('refuses unknown jobs, bad crons and definitions after start', async () => {
    const { runner } = makeRunner();
    runner.define('known', async () => {});
    expect(() => runner.every('unknown', '* * * * *')).toThrow('not defined');
    expect(() => runner.every('known', '*/10 * * * * *')).toThrow('5 fields');
    expect(() => runner.every('known', '61 * * * *')).toThrow();
    expect(() => runner.define('known', async () => {})).toThrow('defined twice');
    await expect(runner.send('unknown', {})).rejects.toThrow('not defined');
    await runner.start();
    expect(() => runner.define('late', async () => {})).toThrow('after the job runner started');
  });
});
