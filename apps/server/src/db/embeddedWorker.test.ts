import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { chatCalls, quotationCalls } from '@sc/contract';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineCache } from '../platform/caches.js';
import { makeBuyerAndLogIn } from '../test/buyerFactories.js';
import { callApi } from '../test/factories.js';
import { createQuotation, quotationInput, supplierWithProducts } from '../test/quotationFactories.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { type DatabaseHandle, type EmbeddedDatabaseHandle, openDatabase } from './client.js';
import { inTransaction } from './inTransaction.js';
import { migrateDatabase } from './migrate.js';
import { quotations } from './schema/index.js';
import { seedReferenceData } from './seed.js';

// The production path of the embedded database (what `npm start` runs without DATABASE_URL): PGlite
// on a data dir in a worker thread, reached through the same pg pool as PostgreSQL. The other server
// tests use in-memory PGlite in the test's own thread, which starts much faster.
describe('the embedded database in its worker', () => {
  let dataDir: string;
  let database: DatabaseHandle;
  let t: TestApp;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sc-embedded-'));
    // A data dir written by the in-thread PGlite of earlier releases opens as it is.
    const earlier = await PGlite.create({ dataDir: join(dataDir, 'pglite'), extensions: { pg_trgm } });
    await earlier.exec(
      "create table kept_from_before (note text); insert into kept_from_before values ('still here')",
    );
    await earlier.close();

    database = await openDatabase({ dataDir: join(dataDir, 'pglite'), thread: 'worker' });
    await migrateDatabase(database);
    await seedReferenceData(database.db);
    t = await createTestApp({}, { database });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is reached over the PostgreSQL protocol and keeps the data already on disk', async () => {
    expect(database.kind).toBe('pglite');
    expect(database.client).toBeInstanceOf(pg.Pool);
    const kept = (await database.db.execute(sql`select note from kept_from_before`)) as unknown as {
      rows: { note: string }[];
    };
    expect(kept.rows).toEqual([{ note: 'still here' }]);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ data: { db: 'pglite', database: 'up' } });
  });

  it('serves real calls, many at once, each transaction whole', async () => {
    const supplier = await supplierWithProducts(t);
    const productIds = [supplier.honey.id, supplier.crackers.id];
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        createQuotation(t, supplier.token, quotationInput(productIds, { name: `Concurrent ${i}` })),
      ),
    );
    expect(created.map((r) => r.body.code)).toEqual(created.map(() => 0));
    const listed = await callApi(
      t,
      quotationCalls.list,
      { pageIndex: 1, pageSize: 50 },
      { token: supplier.token },
    );
    const names = (listed.body.data as { list: { name: string }[] }).list.map((q) => q.name);
    expect(names.filter((n) => n.startsWith('Concurrent ')).sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `Concurrent ${i}`).sort(),
    );
  });

  it('keeps sending chat messages after the pool replaced its connection (an idle spell, an error)', async () => {
    const supplier = await supplierWithProducts(t, { showroom: 'open' });
    const buyer = await makeBuyerAndLogIn(t);
    const sendHoney = async () =>
      (
        await callApi(
          t,
          chatCalls.sendProduct,
          { buyerId: buyer.buyerId, productId: supplier.honey.id, clientId: randomUUID() },
          { token: supplier.token },
        )
      ).body;
    // The first card opens the conversation; the next one takes the chat's prepared statement.
    expect((await sendHoney()).code).toBe(0);
    expect((await sendHoney()).code).toBe(0);
    // What the pool does to a connection after an idle spell or an error: it ends, a new one comes.
    const connection = await (database.client as pg.Pool).connect();
    connection.release(true);
    const third = await sendHoney();
    expect(third).toMatchObject({ code: 0, data: { type: 2 } });
    const history = await callApi(
      t,
      chatCalls.history,
      { conversationId: third.data.conversationId },
      { token: supplier.token },
    );
    expect(history.body.data.list.filter((m) => m.type === 2)).toHaveLength(3);
  });

  it('lets a transaction read a cached value another request is loading at that moment', async () => {
    const cache = t.ctx.caches.of(defineCache<string>({ name: 'testRows', ttlMs: 60_000, maxEntries: 10 }));
    const load = async (db: typeof database.db) =>
      ((await db.execute(sql`select 'loaded' as v`)) as unknown as { rows: { v: string }[] }).rows[0]?.v ??
      '';
    let outside: Promise<string> | undefined;
    const inside = await inTransaction(database.db, async (tx) => {
      await tx.execute(sql`select 1`);
      // Another request needs the value now: its load waits for the connection this transaction holds.
      outside = cache.get('rows', () => load(database.db));
      return cache.get('rows', () => load(tx));
    });
    expect(inside).toBe('loaded');
    expect(await outside).toBe('loaded');
  });

  it('rolls a failed transaction back while other statements keep running', async () => {
    const [any] = await database.db
      .select({ id: quotations.id, name: quotations.name })
      .from(quotations)
      .limit(1);
    if (!any) throw new Error('no quotation to rename');
    const failed = inTransaction(database.db, async (tx) => {
      await tx.update(quotations).set({ name: 'renamed, then rolled back' }).where(eq(quotations.id, any.id));
      await tx.execute(sql`select pg_sleep(0.05)`);
      throw new Error('changed my mind');
    });
    const reads = Array.from({ length: 10 }, () =>
      database.db.select({ name: quotations.name }).from(quotations).where(eq(quotations.id, any.id)),
    );
    await expect(failed).rejects.toThrow('changed my mind');
    for (const [row] of await Promise.all(reads)) expect(row?.name).toBe(any.name);
    const [after] = await database.db
      .select({ name: quotations.name })
      .from(quotations)
      .where(eq(quotations.id, any.id));
    expect(after?.name).toBe(any.name);
  });
});

describe('a crash of the embedded database', () => {
  it('is reported, and health answers 503 until the server exits', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sc-embedded-'));
    const database = (await openDatabase({ dataDir, thread: 'worker' })) as EmbeddedDatabaseHandle;
    await migrateDatabase(database);
    const t = await createTestApp({}, { database });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await database.worker.terminate(); // what a crash of PGlite looks like from here
      expect((await database.lost).message).toMatch(/the embedded database stopped/);
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ data: { database: 'down' } });
    } finally {
      await t.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
