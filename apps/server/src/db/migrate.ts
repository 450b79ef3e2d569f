import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import type { DatabaseHandle } from './client.js';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Any constant works; it only has to be the same in every process of the portal. */
const MIGRATION_LOCK = 727_001;

/** Applies pending SQL migrations; on PostgreSQL, one process at a time under an advisory lock. */
export async function migrateDatabase(handle: Pick<DatabaseHandle, 'client'>): Promise<void> {
  const client = handle.client;
  if (client instanceof PGlite) {
    await migratePglite(drizzlePglite({ client }), { migrationsFolder });
    return;
  }
  const connection = await (client as pg.Pool).connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client: connection }), { migrationsFolder });
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    connection.release();
  }
}
