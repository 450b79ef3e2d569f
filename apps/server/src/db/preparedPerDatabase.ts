import type { Database } from './client.js';

/**
 * A statement built once per database handle instead of at every call: for the hottest reads,
 * Drizzle's query building costs more Node time than the rows it maps. `build` gets a name unique
 * to this statement; on PostgreSQL each pooled connection then parses and plans it once (a named
 * prepared statement), on PGlite it runs as an ordinary parameterised query.
 */
export function preparedPerDatabase<T>(name: string, build: (db: Database, name: string) => T) {
  const made = new WeakMap<Database, T>();
  return (db: Database): T => {
    let statement = made.get(db);
    if (!statement) {
      statement = build(db, name);
      made.set(db, statement);
    }
    return statement;
  };
}
