import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { isConnectionError } from './isConnectionError.js';
import * as schema from './schema/index.js';
import { runInTransactionScope } from './transactionScope.js';

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
  /**
   * Settles when the embedded database's worker stops on its own (a crash): the process cannot get
   * it back safely, so the server exits (see main.ts). Never settles for PostgreSQL.
   */
  lost: Promise<Error>;
  close(): Promise<void>;
}

/**
 * `url`: PostgreSQL. `dataDir`: PGlite on disk, in its own worker thread served over the PostgreSQL
 * protocol, so the app talks to it with the same pool as to PostgreSQL and its queries never block
 * the event loop. `memory`: PGlite in this thread (tests: starts in a fraction of the time).
 */
export type DatabaseTarget =
  | { url: string }
  /** `worker`: PGlite in a worker thread behind pglite-socket, reached over the pg driver. */
  | { dataDir: string; thread?: 'main' | 'worker' }
  | { memory: true };

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
        db = drizzlePg({ client: oneStatementAtATime(connection), schema, casing: 'snake_case' });
        onConnection.set(connection, db);
      }
      const onThis = db;
      return await runInTransactionScope(() => onThis.transaction(work, config));
    } catch (error) {
      if (isConnectionError(error)) broken = error as Error;
      throw error;
    } finally {
      connection.release(broken);
    }
  };
}

/**
 * A transaction's connection runs one statement at a time, so statements a transaction sends
 * together (a `Promise.all` of reads shared with non-transactional callers) wait here, in order:
 * node-postgres queues them itself today but deprecates it (an error from pg 9).
 */
function oneStatementAtATime(connection: pg.PoolClient): pg.PoolClient {
  let previous: Promise<unknown> = Promise.resolve();
  const query = (...args: unknown[]) => {
    const next = previous.then(() => (connection.query as (...a: unknown[]) => Promise<unknown>)(...args));
    previous = next.catch(() => {});
    return next;
  };
  return Object.assign(Object.create(connection) as pg.PoolClient, { query });
}

/**
 * Opens PostgreSQL when a URL is given, otherwise embedded PGlite: on disk in this thread or, when
 * asked, in a worker thread (off the event loop); in memory for tests.
 */
export async function openDatabase(target: DatabaseTarget, poolSize = 20): Promise<DatabaseHandle> {
  if ('url' in target) return openPool(target.url, poolSize);
  if ('dataDir' in target && target.thread === 'worker') return openWorker(target.dataDir);
  if ('dataDir' in target) mkdirSync(target.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...('dataDir' in target ? { dataDir: target.dataDir } : {}),
    extensions: { pg_trgm },
  });
  await client.exec('SET random_page_cost = 1.1');
  const db: Database = drizzlePglite({ client, schema, casing: 'snake_case' });
  const lost = new Promise<Error>(() => {});
  return { db, kind: 'pglite', client, reportConnectionErrors: () => {}, lost, close: () => client.close() };
}

function openPool(url: string, poolSize: number, embedded = false): DatabaseHandle {
  {
    // Trigram indexes were ignored by the planner with the default page cost on this kind of disk
    // (PGlite takes no startup options: its worker sets the same).
    const pool = new pg.Pool({
      connectionString: url,
      max: poolSize,
      ...(embedded ? {} : { options: '-c random_page_cost=1.1' }),
      // A database that does not answer fails the call (503) instead of holding it forever.
      connectionTimeoutMillis: 10_000,
      keepAlive: !embedded,
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
      kind: embedded ? 'pglite' : 'postgres',
      client: pool,
      reportConnectionErrors: (next) => {
        report = next;
      },
      lost: new Promise<Error>(() => {}),
      close: () => pool.end(),
    };
  }
}

/**
 * The embedded database's worker (plain JavaScript so that it runs as is from the sources in tests
 * and from dist): PGlite on the data dir behind `@electric-sql/pglite-socket` on a Unix socket in a
 * private temporary folder (mode 0700: no other local user can connect, and it has no password). PGlite is one backend; the socket server queues statements and keeps a transaction's
 * statements together, but interleaves unnamed prepared statements of different connections, so
 * the app's pool has a single connection (it serialises no more than PGlite itself does).
 *
 * Being one backend, PGlite also keeps its session across connections: a named prepared statement
 * outlives the connection that prepared it, and the next connection (the pool replaces one after an
 * idle spell or an error) that prepares the same name fails with "already exists" (42P05) — the
 * chat's hot path stopped sending that way. So each new connection starts as on PostgreSQL, with no
 * prepared statements: DEALLOCATE ALL runs just before its startup message, in the same turn of the
 * queue (with one connection at a time, no other connection's statements are dropped).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require(workerData.modules.pglite);
const { pg_trgm } = require(workerData.modules.pg_trgm);
const { PGLiteSocketServer } = require(workerData.modules.socket);

const PROTOCOL_3 = 196608;
/** A StartupMessage: length, then protocol 3.0 (no type byte). */
const isStartup = (message) =>
  message.length >= 8 && new DataView(message.buffer, message.byteOffset).getInt32(4) === PROTOCOL_3;
/** A simple Query message: 'Q', length, the SQL, a NUL. */
function simpleQuery(text) {
  const sql = Buffer.from(text + '\\0');
  const message = Buffer.alloc(5 + sql.length);
  message.write('Q', 0);
  message.writeInt32BE(4 + sql.length, 1);
  sql.copy(message, 5);
  return new Uint8Array(message);
}
const DEALLOCATE_ALL = simpleQuery('DEALLOCATE ALL');

/** The database as the socket server sees it: each connection's startup forgets the last one's statements. */
function freshSessionPerConnection(db) {
  const execProtocolRawStream = async (message, options) => {
    if (isStartup(message)) await db.execProtocolRawStream(DEALLOCATE_ALL, { onRawData: () => {} });
    return db.execProtocolRawStream(message, options);
  };
  return new Proxy(db, {
    get(target, key) {
      if (key === 'execProtocolRawStream') return execProtocolRawStream;
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

(async () => {
  const db = await PGlite.create({ dataDir: workerData.dataDir, extensions: { pg_trgm } });
  await db.exec('SET random_page_cost = 1.1');
  const server = new PGLiteSocketServer({
    db: freshSessionPerConnection(db),
    path: workerData.socketPath,
    maxConnections: 4,
  });
  await server.start();
  parentPort.on('message', async (message) => {
    if (message !== 'close') return;
    await server.stop();
    await db.close();
    parentPort.postMessage({ closed: true });
  });
  parentPort.postMessage({ ready: true });
})().catch((error) => {
  throw error;
});
`;

/** The embedded database's handle; its worker is there for the tests that make it crash. */
export type EmbeddedDatabaseHandle = DatabaseHandle & { worker: Worker };

async function openWorker(dataDir: string): Promise<EmbeddedDatabaseHandle> {
  mkdirSync(dataDir, { recursive: true });
  const require = createRequire(import.meta.url);
  const modules = {
    pglite: require.resolve('@electric-sql/pglite'),
    pg_trgm: require.resolve('@electric-sql/pglite/contrib/pg_trgm'),
    socket: require.resolve('@electric-sql/pglite-socket'),
  };
  // pg connects to <host>/.s.PGSQL.5432 when host is a folder; mkdtemp makes the folder 0700.
  const socketDir = mkdtempSync(join(tmpdir(), 'sc-db-'));
  const socketPath = join(socketDir, '.s.PGSQL.5432');
  // A worker thread ends with its process whatever the way (signal, crash, exit): no orphan.
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { dataDir, socketPath, modules } });
  let closing = false;
  const lost = new Promise<Error>((resolve) => {
    worker.once('error', (error) => resolve(error));
    worker.once('exit', (code) => resolve(new Error(`the embedded database stopped (exit code ${code})`)));
  }).then((error) => {
    if (!closing) return error;
    return new Promise<Error>(() => {});
  });
  await Promise.race([
    new Promise<void>((resolve) => {
      const onMessage = (message: { ready?: boolean }) => {
        if (!message.ready) return;
        worker.off('message', onMessage);
        resolve();
      };
      worker.on('message', onMessage);
    }),
    lost.then((error) => Promise.reject(error)),
  ]);
  const handle = openPool(`postgres://postgres@localhost/postgres?host=${socketDir}`, 1, true);
  let exited = false;
  worker.once('exit', () => {
    exited = true;
  });
  return {
    ...handle,
    lost,
    worker,
    close: async () => {
      closing = true;
      await handle.close();
      if (exited) return;
      const closed = new Promise((resolve) => worker.once('message', resolve));
      worker.postMessage('close');
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      await worker.terminate();
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
