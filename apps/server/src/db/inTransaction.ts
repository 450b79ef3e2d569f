import type { Database } from './client.js';

/**
 * Runs `work` in one transaction, committed when it resolves and rolled back when it throws. The
 * transaction is a `Database`, so the same repository functions serve inside and outside one.
 */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}
