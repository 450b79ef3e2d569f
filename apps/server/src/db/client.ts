import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.js';

/** The database as every repository sees it, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** The driver's own client, for migrations. */
  client: PGlite | pg.Pool;
  close(): Promise<void>;
}

export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true };

/** Opens PostgreSQL when a URL is given, otherwise embedded PGlite (on disk or in memory). */
export async function openDatabase(target: DatabaseTarget, poolSize = 20): Promise<DatabaseHandle> {
  if ('url' in target) {
    // Trigram indexes were ignored by the planner with the default page cost on this kind of disk.
    const pool = new pg.Pool({
      connectionString: target.url,
      max: poolSize,
      options: '-c random_page_cost=1.1',
    });
    pool.on('error', () => {}); // an idle client's error is reported by the next query that uses the pool
    const db: Database = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    return { db, kind: 'postgres', client: pool, close: () => pool.end() };
  }
  if ('dataDir' in target) mkdirSync(target.dataDir, { recursive: true });
  // The options-object form: PGlite 0.5 ignores `extensions` when a data dir is passed positionally.
  const client = await PGlite.create({
    ...('dataDir' in target ? { dataDir: target.dataDir } : {}),
    extensions: { pg_trgm },
  });
  await client.exec('SET random_page_cost = 1.1');
  const db: Database = drizzlePglite({ client, schema, casing: 'snake_case' });
  return { db, kind: 'pglite', client, close: () => client.close() };
}
