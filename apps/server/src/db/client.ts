import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { isConnectionError } from './isConnectionError.js';
import * as schema from './schema/index.js';

/** The database as every repository sees it, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** The driver's own client, for migrations. */
  client: PGlite | pg.Pool;
  /**
   * Where lost connections are reported (PostgreSQL: a backend terminated, a failover, a network
   * drop). They never crash the process: the calls caught in the drop fail (503) and the pool
   * connects afresh for the next ones. Until set, reports go to stderr.
   */
  reportConnectionErrors(report: (error: Error) => void): void;
  close(): Promise<void>;
}

export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true };

/**
 * Transactions on the pool, each on a connection checked out here and always given back. Drizzle's
 * own pool transaction sends BEGIN before its try/finally, so a connection that drops during BEGIN
 * is never released and the pool is one connection smaller for good; here a connection that broke
 * is handed back as broken (the pool discards it) and a healthy one is reused. Each connection keeps
 * the Drizzle instance made for it.
 */
function transactionsOn(pool: pg.Pool): Database['transaction'] {
  const onConnection = new WeakMap<pg.PoolClient, Database>();
  return async (work, config) => {
    const connection = await pool.connect();
    let broken: Error | undefined;
    try {
      let db = onConnection.get(connection);
      if (!db) {
        db = drizzlePg({ client: connection, schema, casing: 'snake_case' });
        onConnection.set(connection, db);
      }
      return await db.transaction(work, config);
    } catch (error) {
      if (isConnectionError(error)) broken = error as Error;
      throw error;
    } finally {
      connection.release(broken);
    }
  };
}

/** Opens PostgreSQL when a URL is given, otherwise embedded PGlite (on disk or in memory). */
export async function openDatabase(target: DatabaseTarget, poolSize = 20): Promise<DatabaseHandle> {
  if ('url' in target) {
    // Trigram indexes were ignored by the planner with the default page cost on this kind of disk.
    const pool = new pg.Pool({
      connectionString: target.url,
      max: poolSize,
      options: '-c random_page_cost=1.1',
      // A database that does not answer fails the call (503) instead of holding it forever.
      connectionTimeoutMillis: 10_000,
      keepAlive: true,
    });
    let report = (error: Error): void => {
      process.stderr.write(`database connection error: ${error.message}\n`);
    };
    // node-postgres emits 'error' on the client itself while it is checked out (a transaction
    // between statements, a query in flight) and through the pool only while it is idle; an
    // 'error' nobody listens to ends the process. Every client gets a listener for its whole life;
    // the pool removes a broken client, and the statement in flight fails on its own.
    pool.on('connect', (client) => client.on('error', (error) => report(error)));
    pool.on('error', () => {}); // the same error, already reported by the client's own listener
    const db: Database = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    db.transaction = transactionsOn(pool);
    return {
      db,
      kind: 'postgres',
      client: pool,
      reportConnectionErrors: (next) => {
        report = next;
      },
      close: () => pool.end(),
    };
  }
  if ('dataDir' in target) mkdirSync(target.dataDir, { recursive: true });
  // The options-object form: PGlite 0.5 ignores `extensions` when a data dir is passed positionally.
  const client = await PGlite.create({
    ...('dataDir' in target ? { dataDir: target.dataDir } : {}),
    extensions: { pg_trgm },
  });
  await client.exec('SET random_page_cost = 1.1');
  const db: Database = drizzlePglite({ client, schema, casing: 'snake_case' });
  return { db, kind: 'pglite', client, reportConnectionErrors: () => {}, close: () => client.close() };
}
