import { randomUUID } from 'node:crypto';
import { type ProductInput, productCalls, quotationCalls, type SendAck, translate } from '@sc/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeBuyerAndLogIn } from '../test/buyerFactories.js';
import { describeWithServer } from '../test/describeWithServer.js';
import { type CallResult, callApi } from '../test/factories.js';
import { quotationInput, supplierWithProducts } from '../test/quotationFactories.js';
import { connectSocket, listen, type TestSocket } from '../test/socketClient.js';
import { startTcpProxy, type TcpProxy } from '../test/tcpProxy.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { openTestDatabase } from '../test/testDatabase.js';
import { type DatabaseHandle, openDatabase } from './client.js';
import { messages, quotationLines, quotations, supplierProducts } from './schema/index.js';

const UNAVAILABLE = 50300;

/** A valid EAN-13 from a 12-digit stem (checksum appended). */
function ean13(stem: string): string {
  const digits = stem.padStart(12, '0').slice(-12);
  const sum = [...digits].reduce((total, digit, i) => total + Number(digit) * (i % 2 ? 3 : 1), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

type Outcome = 'ok' | 'unavailable' | 'unexpected';

/** A call's outcome: success, the 503 envelope in the caller's language, or anything else (a failure). */
function httpOutcome(result: CallResult): Outcome {
  if (result.status === 200 && result.body.code === 0) return 'ok';
  if (
    result.status === 503 &&
    result.body.code === UNAVAILABLE &&
    result.body.msg === translate('en', 'error.SERVICE_UNAVAILABLE') &&
    result.body.data === null
  )
    return 'unavailable';
  return 'unexpected';
}

function ackOutcome(ack: SendAck): Outcome {
  if (ack.ok) return 'ok';
  return ack.code === UNAVAILABLE && ack.msg === translate('en', 'error.SERVICE_UNAVAILABLE')
    ? 'unavailable'
    : 'unexpected';
}

/** Rejects when `promise` has not settled in time: a request caught in the drop must not hang. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} hung for ${ms} ms`)), ms);
    }),
  ]);
}

const sendOver = (socket: TestSocket, buyerId: number, content: string) =>
  socket.emitWithAck('chat:send', {
    clientId: randomUUID(),
    type: 1,
    buyerId,
    content,
  } as never) as Promise<SendAck>;

// PostgreSQL only: PGlite runs in the process and has no backends to terminate or network to lose.
describeWithServer(
  'TEST_DATABASE_URL',
  'a dropped PostgreSQL connection',
  (serverUrl) => {
    let migrated: DatabaseHandle;
    let proxied: DatabaseHandle;
    let proxy: TcpProxy;
    let admin: pg.Client;
    let databaseName: string;
    let t: TestApp;
    let supplier: Awaited<ReturnType<typeof supplierWithProducts>>;
    let buyerId: number;
    let socket: TestSocket;

    /** Terminates every backend of the app's database, as an operator or a failover does. */
    const terminateBackends = async () =>
      (
        await admin.query<{ terminated: boolean }>(
          'select pg_terminate_backend(pid) as terminated from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [databaseName],
        )
      ).rows.filter((row) => row.terminated).length;

    /** Backends of the app's database running a statement or holding a transaction open. */
    const busyBackends = async () =>
      Number(
        (
          await admin.query<{ n: string }>(
            "select count(*) as n from pg_stat_activity where datname = $1 and state in ('active', 'idle in transaction')",
            [databaseName],
          )
        ).rows[0]?.n,
      );

    /** What would have ended a real process: an 'error' event nobody listens to, a rejection nobody handles. */
    const crashes: unknown[] = [];
    const onCrash = (error: unknown) => crashes.push(error);

    beforeAll(async () => {
      process.on('uncaughtException', onCrash);
      process.on('unhandledRejection', onCrash);
      migrated = await openTestDatabase();
      migrated.reportConnectionErrors(() => {}); // the test's own reader is cut too; it reconnects
      const current = await migrated.db.execute<{ name: string }>(sql`select current_database() as name`);
      databaseName = String((current as unknown as { rows: { name: string }[] }).rows[0]?.name);
      // The app reaches its database through a relay the test can cut, on the same PostgreSQL.
      const server = new URL(serverUrl);
      proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
      const through = new URL(serverUrl);
      through.hostname = '127.0.0.1';
      through.port = String(proxy.port);
      through.pathname = `/${databaseName}`;
      proxied = await openDatabase({ url: through.toString() }, 10);
      admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      // Every call asks the database for its session, as a process does once its cache has expired.
      t = await createTestApp({ SESSION_CACHE_MS: '0' }, { database: proxied });
      supplier = await supplierWithProducts(t, { showroom: 'open' });
      const buyer = await makeBuyerAndLogIn(t, { name: 'Chen Jing', companyName: 'Xiamen Ruifeng Co.' });
      buyerId = buyer.buyerId;
      socket = await connectSocket(await listen(t), supplier.token);
    });
    afterAll(async () => {
      process.off('uncaughtException', onCrash);
      process.off('unhandledRejection', onCrash);
      socket?.close();
      await t?.close();
      // Ends only when every connection was given back: a connection lost in a drop must not leak.
      await proxied?.close();
      await proxy?.close();
      await admin?.end();
      await migrated?.close();
    });

    it('survives backends terminated in the middle of concurrent writes: 503s, no lost or half-applied write, then recovers', async () => {
      const productIds = [supplier.honey.id, supplier.crackers.id];
      const tag = randomUUID().slice(0, 8);
      // 40 writes at once: 20 transactional quotations (two lines each, numbered under a per-company
      // lock, so most wait inside a transaction), 12 products, 8 chat messages over the socket.
      const quotationCalls20 = Array.from({ length: 20 }, (_, i) =>
        within(
          callApi(t, quotationCalls.create, quotationInput(productIds, { name: `drop ${tag} ${i}` }), {
            token: supplier.token,
          }),
          20_000,
          'quotation/create',
        ),
      );
      const productCalls12 = Array.from({ length: 12 }, (_, i) => {
        const input: ProductInput = {
          barcode: ean13(`9${String(Date.now()).slice(-8)}${String(i).padStart(3, '0')}`),
          mid: `DROP-${tag}-${i}`,
          name: `Drop test product ${i}`,
        } as ProductInput;
        return within(
          callApi(t, productCalls.create, input, { token: supplier.token }),
          20_000,
          'product/create',
        );
      });
      const chatSends8 = Array.from({ length: 8 }, (_, i) =>
        within(sendOver(socket, buyerId, `drop ${tag} ${i}`), 20_000, 'chat:send'),
      );

      // Terminate as soon as writes are inside the database, then again for the ones that reconnected.
      const all = Promise.allSettled([...quotationCalls20, ...productCalls12, ...chatSends8]);
      let settled = false;
      void all.then(() => {
        settled = true;
      });
      let terminated = 0;
      for (let round = 0; round < 3 && !settled; round++) {
        for (let wait = 0; wait < 200 && !settled && (await busyBackends()) === 0; wait++) {
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
        terminated += await terminateBackends();
        await new Promise((resolve) => setTimeout(resolve, 15));
      }

      const results = await all;
      await new Promise((resolve) => setTimeout(resolve, 100)); // late 'end' events of the cut sockets
      expect(crashes.map(String)).toEqual([]);
      // Every connection went back to the pool (a broken one discarded): none leaked by the drop.
      const pool = proxied.client as pg.Pool;
      expect(pool.totalCount - pool.idleCount).toBe(0);
      const hung = results.filter((r) => r.status === 'rejected');
      expect(hung.map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
      const values = results.map((r) => (r as PromiseFulfilledResult<unknown>).value);
      const quotationResults = values.slice(0, 20) as CallResult<{ id: number }>[];
      const productResults = values.slice(20, 32) as CallResult<{ id: number }>[];
      const chatAcks = values.slice(32) as SendAck[];
      const outcomes = [
        ...quotationResults.map(httpOutcome),
        ...productResults.map(httpOutcome),
        ...chatAcks.map(ackOutcome),
      ];
      const unexpected = values.filter((_, i) => outcomes[i] === 'unexpected');
      expect(unexpected).toEqual([]);

      // Every acknowledged write is in the database (read directly, not through the app's pool).
      const okQuotations = quotationResults.filter((r) => httpOutcome(r) === 'ok').map((r) => r.body.data.id);
      const okProducts = productResults.filter((r) => httpOutcome(r) === 'ok').map((r) => r.body.data.id);
      const okMessages = chatAcks.flatMap((ack) => (ack.ok ? [ack.message.id] : []));
      const db = migrated.db;
      const storedQuotations = await db
        .select({ id: quotations.id, name: quotations.name })
        .from(quotations)
        .where(eq(quotations.supplierId, supplier.supplierId));
      const storedProducts = okProducts.length
        ? await db
            .select({ id: supplierProducts.id })
            .from(supplierProducts)
            .where(inArray(supplierProducts.id, okProducts))
        : [];
      const storedMessages = okMessages.length
        ? await db.select({ id: messages.id }).from(messages).where(inArray(messages.id, okMessages))
        : [];
      const storedQuotationIds = new Set(storedQuotations.map((q) => q.id));
      const lost =
        okQuotations.filter((id) => !storedQuotationIds.has(id)).length +
        (okProducts.length - storedProducts.length) +
        (okMessages.length - storedMessages.length);
      // No half-applied transaction: every stored quotation of this run has both its lines.
      const lineCounts = await db
        .select({ quotationId: quotationLines.quotationId, n: sql<number>`count(*)::int` })
        .from(quotationLines)
        .where(
          inArray(
            quotationLines.quotationId,
            storedQuotations.map((q) => q.id),
          ),
        )
        .groupBy(quotationLines.quotationId);
      const linesOf = new Map(lineCounts.map((row) => [row.quotationId, row.n]));
      const halfApplied = storedQuotations.filter((q) => linesOf.get(q.id) !== 2);

      const succeeded = outcomes.filter((o) => o === 'ok').length;
      const failed = outcomes.filter((o) => o === 'unavailable').length;
      const savedDespite503 =
        storedQuotations.filter((q) => q.name.startsWith(`drop ${tag}`)).length - okQuotations.length;
      const okOf = (from: number, to: number) => outcomes.slice(from, to).filter((o) => o === 'ok').length;
      process.stdout.write(
        `connection drop: ${outcomes.length} writes in flight, ${terminated} backends terminated; ` +
          `${succeeded} succeeded, ${failed} failed with 503, ${lost} lost, ${halfApplied.length} half-applied, ` +
          `${savedDespite503} quotations committed whose answer was a 503 ` +
          `(ok: quotations ${okOf(0, 20)}/20, products ${okOf(20, 32)}/12, chat ${okOf(32, 40)}/8)\n`,
      );
      expect(terminated).toBeGreaterThan(0);
      expect(failed).toBeGreaterThan(0);
      expect(lost).toBe(0);
      expect(halfApplied).toEqual([]);

      // The process lives on: the next calls succeed at once, over HTTP and over the same socket.
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json().data).toEqual({ status: 'ok', db: 'postgres', database: 'up' });
      const after = await callApi(
        t,
        quotationCalls.create,
        quotationInput(productIds, { name: `after ${tag}` }),
        {
          token: supplier.token,
        },
      );
      expect(httpOutcome(after)).toBe('ok');
      expect(socket.connected).toBe(true);
      expect(ackOutcome(await sendOver(socket, buyerId, `after ${tag}`))).toBe('ok');
      // Logged as a warning with the driver's reason, without the statement's parameters.
      const warnings = t.logs.filter((line) => line.msg === 'database unavailable');
      expect(warnings.length).toBeGreaterThan(0);
      expect(JSON.stringify(warnings)).not.toContain('params');
    });

    it('answers 503 and reports the database down while it cannot be reached, and recovers when it is back', async () => {
      await proxy.down();
      try {
        const health = await t.app.inject({
          method: 'GET',
          url: '/api/health',
          headers: { 'accept-language': 'ja' },
        });
        expect(health.statusCode).toBe(503);
        expect(health.json()).toEqual({
          code: UNAVAILABLE,
          msg: translate('ja', 'error.SERVICE_UNAVAILABLE'),
          data: { status: 'unavailable', db: 'postgres', database: 'down' },
        });
        const refused = await callApi(
          t,
          quotationCalls.create,
          quotationInput([supplier.honey.id], { name: 'while down' }),
          { token: supplier.token, lang: 'zh-CN' },
        );
        expect(refused.status).toBe(503);
        expect(refused.body).toEqual({
          code: UNAVAILABLE,
          msg: translate('ch', 'error.SERVICE_UNAVAILABLE'),
          data: null,
        });
        const ack = await within(sendOver(socket, buyerId, 'while down'), 20_000, 'chat:send');
        expect(ackOutcome(ack)).toBe('unavailable');
        expect(socket.connected).toBe(true);
        expect(await socket.emitWithAck('ping')).toHaveProperty('serverTime');
        // A socket opening now is told the service is unavailable, not that its token is bad.
        await expect(connectSocket(await listen(t), supplier.token)).rejects.toThrow('SERVICE_UNAVAILABLE');
      } finally {
        await proxy.up();
      }
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json().data).toEqual({ status: 'ok', db: 'postgres', database: 'up' });
      const list = await callApi(t, quotationCalls.list, {}, { token: supplier.token });
      expect(httpOutcome(list)).toBe('ok');
      expect(list.body.data.list.map((q) => q.name)).not.toContain('while down');
      expect(ackOutcome(await sendOver(socket, buyerId, 'back again'))).toBe('ok');
      expect(crashes.map(String)).toEqual([]);
    });
  },
  { ciRuns: false },
);
