import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { afterAll, afterEach, expect, it, vi } from 'vitest';
import { describeWithServer } from '../../test/describeWithServer.js';
import { startTcpProxy } from '../../test/tcpProxy.js';
import type { JobRunner } from './jobRunner.js';
import { createPgBossRunner } from './pgBossRunner.js';

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the condition holds; the generous limit only bounds a broken run. */
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 20_000, interval: 100 });

// PostgreSQL only: pg-boss needs a server with several connections, which PGlite is not.
describeWithServer(
  'TEST_DATABASE_URL',
  'pg-boss job runner',
  (serverUrl) => {
    const schemas: string[] = [];
    const runners: JobRunner[] = [];

    /** A schema of its own for one test, dropped after the file. */
    function newSchema(): string {
      const schema = `pgboss_test_${randomBytes(6).toString('hex')}`;
      schemas.push(schema);
      return schema;
    }

    /** A runner as one server process would have it, with short polling so tests are quick. */
    function makeRunner(schema: string, log = recordingLog().log, connectionString = serverUrl): JobRunner {
      const runner = createPgBossRunner({
        connectionString,
        log,
        schema,
        pollingIntervalSeconds: 0.5,
        cronMonitorIntervalSeconds: 1,
        stopTimeoutSeconds: 10,
      });
      runners.push(runner);
      return runner;
    }

    async function query<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        return (await client.query<T>(sql)).rows;
      } finally {
        await client.end();
      }
    }

    afterEach(async () => {
      await Promise.all(runners.splice(0).map((runner) => runner.stop()));
    });

    afterAll(async () => {
      for (const schema of schemas) await query(`drop schema if exists ${schema} cascade`);
    });

    it('runs one send exactly once across two processes', async () => {
      const schema = newSchema();
      const runs: string[] = [];
      const [a, b] = [makeRunner(schema), makeRunner(schema)];
      for (const [who, runner] of [
        ['a', a],
        ['b', b],
      ] as const) {
        runner.define<{ order: number }>('payments.confirm', async ({ order }) => {
          runs.push(`${who}:${order}`);
        });
      }
      await Promise.all([a.start(), b.start()]);

      await a.send('payments.confirm', { order: 42 });
      await eventually(() => expect(runs).toHaveLength(1));
      // Four polls of each process later, nobody has run it again.
      await sleep(2000);

      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatch(/^[ab]:42$/);
      const stored = await query<{ state: string }>(
        `select state from ${schema}.job where name = 'payments.confirm'`,
      );
      expect(stored).toEqual([{ state: 'completed' }]);
    });

    it('queues one scheduled run per minute slot across two processes', async () => {
      // A run per minute is right, so watch within one minute: start early enough in it.
      if (new Date().getUTCSeconds() >= 45) await sleep(61_000 - (Date.now() % 60_000));
      const schema = newSchema();
      const runs: number[] = [];
      const [a, b] = [makeRunner(schema), makeRunner(schema)];
      for (const runner of [a, b]) {
        runner.define('payments.reconcile', async () => {
          runs.push(Date.now());
        });
        runner.every('payments.reconcile', '* * * * *', { source: 'cron' });
      }
      const from = Date.now();
      await Promise.all([a.start(), b.start()]);

      await eventually(() => expect(runs.length).toBeGreaterThan(0));
      // Several schedule checks (one a second in each process) later:
      await sleep(4000);
      const minutesWatched = Math.floor(Date.now() / 60_000) - Math.floor(from / 60_000) + 1;

      expect(runs.length).toBeLessThanOrEqual(minutesWatched);
      const stored = await query(`select name, cron, timezone, data from ${schema}.schedule`);
      expect(stored).toEqual([
        { name: 'payments.reconcile', cron: '* * * * *', timezone: 'UTC', data: { source: 'cron' } },
      ]);
    }, 120_000);

    it('keeps the stored schedules to those the code declares', async () => {
      const schema = newSchema();
      const before = makeRunner(schema);
      before.define('trials.remind', async () => {});
      before.define('credentials.remind', async () => {});
      before.every('trials.remind', '0 8 * * *');
      before.every('credentials.remind', '0 9 * * *');
      await before.start();
      await before.stop();

      const after = makeRunner(schema);
      after.define('trials.remind', async () => {});
      after.define('credentials.remind', async () => {});
      after.every('trials.remind', '30 7 * * *');
      await after.start();

      const stored = await query(`select name, cron from ${schema}.schedule`);
      expect(stored).toEqual([{ name: 'trials.remind', cron: '30 7 * * *' }]);
    });

    it('drops a send whose singletonKey is still queued, never a send without a key', async () => {
      const schema = newSchema();
      const runner = makeRunner(schema);
      const runs: string[] = [];
      runner.define<{ who: string }>('credentials.remind', async ({ who }) => {
        runs.push(who);
      });
      await runner.start();

      const later = { startAfterSeconds: 2 };
      await runner.send('credentials.remind', { who: 'first' }, { ...later, singletonKey: 'supplier-1' });
      await runner.send('credentials.remind', { who: 'duplicate' }, { ...later, singletonKey: 'supplier-1' });
      await runner.send('credentials.remind', { who: 'no key 1' }, later);
      await runner.send('credentials.remind', { who: 'no key 2' }, later);
      await eventually(() => expect(runs).toHaveLength(3));
      await sleep(1500);

      expect(runs.sort()).toEqual(['first', 'no key 1', 'no key 2']);
    });

    it('retries a failing job, then gives up and logs it with the job name', async () => {
      const schema = newSchema();
      const { log, lines } = recordingLog();
      const runner = makeRunner(schema, log);
      let attempts = 0;
      runner.define(
        'payments.reconcile',
        async () => {
          attempts += 1;
          throw new Error('provider timeout');
        },
        { retryLimit: 1, retryDelaySeconds: 0 },
      );
      await runner.start();
      await runner.send('payments.reconcile', {});

      await eventually(() => expect(lines.filter((line) => line.level === 50)).toHaveLength(1));
      await sleep(1500);

      expect(attempts).toBe(2);
      const failures = lines.filter((line) => line.job === 'payments.reconcile');
      expect(failures.map((line) => [line.level, line.attempt])).toEqual([
        [40, 1],
        [50, 2],
      ]);
      const stored = await query<{ state: string }>(
        `select state from ${schema}.job where name = 'payments.reconcile'`,
      );
      expect(stored).toEqual([{ state: 'failed' }]);
    });

    it('stop waits for the running job', async () => {
      const schema = newSchema();
      const runner = makeRunner(schema);
      const events: string[] = [];
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      runner.define('ledger.release', async () => {
        events.push('start');
        await released;
        events.push('end');
      });
      await runner.start();
      await runner.send('ledger.release', {});
      await eventually(() => expect(events).toEqual(['start']));

      let isStopped = false;
      const stopping = runner.stop().then(() => {
        isStopped = true;
      });
      await sleep(1200);
      expect(isStopped).toBe(false);
      release();
      await stopping;

      expect(events).toEqual(['start', 'end']);
      const stored = await query<{ state: string }>(
        `select state from ${schema}.job where name = 'ledger.release'`,
      );
      expect(stored).toEqual([{ state: 'completed' }]);
    });

    it('survives a connection lost as a job ends, and works on once it is back', async () => {
      const crashes: unknown[] = [];
      const onCrash = (error: unknown) => crashes.push(error);
      process.on('uncaughtException', onCrash);
      process.on('unhandledRejection', onCrash);
      const server = new URL(serverUrl);
      const proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
      try {
        const through = new URL(serverUrl);
        through.hostname = '127.0.0.1';
        through.port = String(proxy.port);
        const { log, lines } = recordingLog();
        const runner = makeRunner(newSchema(), log, through.toString());
        const events: string[] = [];
        let release = () => {};
        const released = new Promise<void>((resolve) => {
          release = resolve;
        });
        runner.define<{ n: number }>('payments.confirm', async ({ n }) => {
          events.push(`start ${n}`);
          if (n === 1) await released;
          events.push(`end ${n}`);
        });
        await runner.start();
        await runner.send('payments.confirm', { n: 1 });
        await eventually(() => expect(events).toEqual(['start 1']));

        await proxy.down();
        release();
        // pg-boss 10's own worker left this failure unhandled, which ends a Node process.
        await eventually(() =>
          expect(lines.some((line) => line.msg.includes('could not be recorded'))).toBe(true),
        );
        await proxy.up();
        await eventually(() => runner.send('payments.confirm', { n: 2 }));
        await eventually(() => expect(events).toContain('end 2'));

        expect(crashes).toEqual([]);
      } finally {
        process.off('uncaughtException', onCrash);
        process.off('unhandledRejection', onCrash);
        await Promise.all(runners.splice(0).map((runner) => runner.stop()));
        await proxy.close();
      }
    });
  },
  { ciRuns: false },
);
