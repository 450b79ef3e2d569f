import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { describeWithServer } from '../test/describeWithServer.js';
import { openTestDatabase } from '../test/testDatabase.js';
import type { DatabaseHandle } from './client.js';
import { inTransaction } from './inTransaction.js';

type Rows = { rows: { n: number }[] };

describeWithServer(
  'TEST_DATABASE_URL',
  'statements a transaction sends together (PostgreSQL)',
  () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await openTestDatabase();
    });
    afterAll(() => handle.close());

    /** Counts statements handed to node-postgres while its connection was still busy with another. */
    function watchOverlaps() {
      const original = pg.Client.prototype.query;
      let overlaps = 0;
      const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
        this: pg.Client & { activeQuery?: unknown; queryQueue?: unknown[] },
        ...args: unknown[]
      ) {
        if (this.activeQuery || (this.queryQueue?.length ?? 0) > 0) overlaps++;
        return (original as (...a: unknown[]) => unknown).apply(this, args);
      } as never);
      return { overlaps: () => overlaps, restore: () => spy.mockRestore() };
    }

    it('runs them one after another on its connection, each with its own result', async () => {
      const watch = watchOverlaps();
      try {
        const results = await inTransaction(handle.db, (tx) =>
          Promise.all(
            [1, 2, 3, 4].map(async (n) => {
              const result = (await tx.execute(
                sql`select ${n}::int as n, pg_sleep(0.01)`,
              )) as unknown as Rows;
              return result.rows[0]?.n;
            }),
          ),
        );
        expect(results).toEqual([1, 2, 3, 4]);
        expect(watch.overlaps()).toBe(0);
      } finally {
        watch.restore();
      }
    });

    it('rolls back when one of them fails, and the connection serves the next transaction', async () => {
      await handle.db.execute(sql`create table if not exists together_probe (n int)`);
      const failing = inTransaction(handle.db, (tx) =>
        Promise.all([
          tx.execute(sql`insert into together_probe values (1)`),
          tx.execute(sql`select 1 / 0`),
          tx.execute(sql`insert into together_probe values (2)`),
        ]),
      );
      await expect(failing).rejects.toThrow();
      const after = (await inTransaction(handle.db, (tx) =>
        tx.execute(sql`select count(*)::int as n from together_probe`),
      )) as unknown as Rows;
      expect(after.rows[0]).toEqual({ n: 0 });
    });
  },
  { ciRuns: false },
);
