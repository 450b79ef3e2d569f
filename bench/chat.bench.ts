// Chat through the real server and database: PAIRS supplier/buyer socket pairs each send MESSAGES
// messages to the other side at a combined RATE per second, after BENCH_WARMUP uncounted rounds;
// prints sent, delivered, lost, duplicates and delivery latency (send → recipient's event). Runs one process, then (with
// BENCH_DATABASE_URL and BENCH_REDIS_URL) two processes joined by Redis, suppliers on one and
// buyers on the other. Targets on PostgreSQL: 0 lost, 0 duplicates, p99 ≤ 50 ms at 1 000 messages/s.
// BENCH_IDLE adds that many idle, signed-in sockets (half buyers, half suppliers, each its own account)
// connected while the pairs chat, and prints the servers' memory per idle socket: live heap plus
// external memory read right after a forced full GC (the servers run with --expose-gc and
// bench/serverHeapReport.mjs), and resident memory (RSS) for comparison. BENCH_ONLY=one or
// BENCH_ONLY=two runs one part only (for before/after runs). Diagnostics: each run prints the delivery
// and acknowledgement latency, the seconds of the run where messages took over 50 ms, and the garbage
// collection pauses of servers and bench at the same seconds, and where the machine's CPU went while
// timed (bench, servers, PostgreSQL, Redis, other, idle: Linux only); BENCH_SERVER_NODE_FLAGS passes Node/V8
// flags to the servers (e.g. --trace-gc, with BENCH_SERVER_LOG=file to keep their output),
// BENCH_ALLOC_PROFILE_DIR writes the servers' allocation profiles of the timed part,
// BENCH_IDLE_SPREAD_S sets the seconds the idle sockets' connections are spread over, and BENCH_TRACE=file writes
// each timed message's send time, acknowledgement and delivery latency. The issue-12 scenario:
// BENCH_IDLE=5000 BENCH_PAIRS=100 BENCH_RATE=1000 BENCH_DATABASE_URL=… BENCH_REDIS_URL=… npm run bench:chat
// Usage: BENCH_DATABASE_URL=postgres://… BENCH_REDIS_URL=redis://… npm run bench:chat -w @sc/bench
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver, performance } from 'node:perf_hooks';
import type { ChatMessage, ClientToServerEvents, SendAck, ServerToClientEvents } from '@sc/contract';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { describeCpu, readCpu } from './cpuShare.js';
import { residentMb, startServer } from './support.js';

type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
const pairs = Number(process.env.BENCH_PAIRS ?? 50);
const perClient = Number(process.env.BENCH_MESSAGES ?? 100);
const rate = Number(process.env.BENCH_RATE ?? 1000);
const warmupRounds = Number(process.env.BENCH_WARMUP ?? 10);
const idle = Number(process.env.BENCH_IDLE ?? 0);
const idleBuyers = Math.floor(idle / 2);
const idleSuppliers = idle - idleBuyers;
/**
 * Engine.io pings each socket every 25 s (its default pingInterval) from the socket's own connect:
 * sockets that all connect within the same second are all pinged in one burst every 25 s, which users
 * arriving at different moments never cause. So the idle sockets connect spread over that interval
 * (BENCH_IDLE_SPREAD_S, seconds; 0 connects them all at once: the burst after a restart, which the
 * clients' randomised reconnection delays soften).
 */
const idleSpreadSeconds = Number(process.env.BENCH_IDLE_SPREAD_S ?? 25);
const CAPTCHA = '5150';

async function post<T>(url: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/** Signs a bench supplier up (the server's fixed captcha); its email is confirmed by confirmEmails. */
async function registerSupplier(url: string, n: number): Promise<string> {
  const email = `bench.${n}.${randomBytes(3).toString('hex')}@bench.test`;
  await post(url, '/api-web/v1/supplier/registered/register', {
    name: `Bench ${n}`,
    email,
    companyName: `Bench Exports ${n} ${email}`,
    jobTitle: 'export_manager',
    title: 'mr',
    country: 'NZ',
    password: 'Bench#2026',
    confirmPassword: 'Bench#2026',
    randomStr: `r${n}${randomBytes(3).toString('hex')}`,
    code: CAPTCHA,
  });
  return email;
}

/**
 * Opens the confirmation link mailed to each address (read once from the server's outbox: a
 * supplier must confirm its email before contacting buyers).
 */
async function confirmEmails(server: Server, emails: string[]) {
  const outbox = join(server.dataDir, 'outbox');
  const tokens = new Map<string, string>();
  const deadline = Date.now() + 120_000;
  while (tokens.size < emails.length) {
    if (Date.now() > deadline)
      throw new Error(`only ${tokens.size} of ${emails.length} confirmation mails arrived`);
    for (const file of readdirSync(outbox)) {
      const text = readFileSync(join(outbox, file), 'utf8');
      const to = /^To: (.+)$/m.exec(text)?.[1]?.trim();
      const token = /\/verify-email\?token=([\w%-]+)/.exec(text)?.[1];
      if (to && token) tokens.set(to, decodeURIComponent(token));
    }
    if (tokens.size < emails.length) await new Promise((r) => setTimeout(r, 500));
  }
  await inBatches(emails.length, 16, (n) =>
    post(server.url, '/api-web/v1/admin/email/verify', { token: tokens.get(emails[n] as string) }),
  );
}

async function supplierLogin(url: string, email: string, n: number) {
  const form = new URLSearchParams({
    username: email,
    password: 'Bench#2026',
    grant_type: 'password',
    randomStr: `b${n}`,
    code: CAPTCHA,
  });
  const response = await fetch(`${url}/api/auth/oauth/token`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Basic ${Buffer.from('web:web').toString('base64')}` },
  });
  const body = (await response.json()) as {
    data: { access_token: string; adminCode: string; supplierId: number };
  };
  return { token: body.data.access_token, code: body.data.adminCode, supplierId: body.data.supplierId };
}

/** Signs `count` suppliers up, confirms their emails and logs them in (numbered from `from`). */
async function signInSuppliers(server: Server, from: number, count: number) {
  const emails = await inBatches(count, 8, (n) => registerSupplier(server.url, from + n));
  await confirmEmails(server, emails);
  return inBatches(count, 8, (n) => supplierLogin(server.url, emails[n] as string, from + n));
}

async function buyerLogin(url: string, n: number) {
  const data = await post<{ access_token: string; adminCode: string; buyerId: number }>(
    url,
    '/buyer-app/auth/token',
    {
      username: n === 0 ? 'buyer@suppliercloud.test' : `buyer${n}@buyers.suppliercloud.test`,
      password: 'Buyer#2026',
      randomStr: `k${n}`,
      code: CAPTCHA,
    },
  );
  return { token: data.access_token, code: data.adminCode, buyerId: data.buyerId };
}

function connect(url: string, token: string): Promise<ChatSocket> {
  return new Promise((resolve, reject) => {
    const socket: ChatSocket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
      forceNew: true,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function percentile(sorted: number[], p: number) {
  return sorted.length
    ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0)
    : 0;
}

/** Runs `task` for 0 … count-1, at most `limit` at a time (sign-ins hash passwords: CPU-bound). */
async function inBatches<T>(count: number, limit: number, task: (n: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, count) }, async () => {
      while (next < count) {
        const n = next++;
        results[n] = await task(n);
      }
    }),
  );
  return results;
}

/**
 * Signed-in sockets that only stay connected (as open portals and buyers' apps do), each of its own
 * account: buyers on the buyers' server, suppliers on the suppliers' one. Returns the sockets and
 * the servers' memory added per socket: live JavaScript heap plus memory outside it (socket buffers)
 * read right after a full garbage collection, and resident memory (RSS, which GC timing blurs).
 */
async function connectIdle(supplierServer: Server, buyerServer: Server) {
  if (idle === 0) return { sockets: [] as ChatSocket[], perSocket: null };
  const setupStarted = performance.now();
  const [supplierTokens, buyerTokens] = await Promise.all([
    signInSuppliers(supplierServer, pairs, idleSuppliers).then((list) => list.map((s) => s.token)),
    inBatches(idleBuyers, 8, (n) => buyerLogin(buyerServer.url, pairs + n).then((b) => b.token)),
  ]);
  const servers = [...new Set([supplierServer, buyerServer])];
  const memory = async () => {
    const readings = await Promise.all(servers.map((s) => s.heapAfterGc()));
    return {
      live: readings.reduce((sum, m) => sum + m.heapUsed + m.external, 0) / 1024,
      resident: servers.reduce((sum, s) => sum + residentMb(s.pid) * 1024, 0),
    };
  };
  const before = await memory();
  const connectStarted = performance.now();
  /** The n-th socket of `count` connects at its moment of the spread (suppliers and buyers side by side). */
  const connectInTurn = async (n: number, count: number, url: string, token: string) => {
    const wait = connectStarted + (n * idleSpreadSeconds * 1000) / count - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    return connect(url, token);
  };
  const sockets = (
    await Promise.all([
      inBatches(idleSuppliers, 100, (n) =>
        connectInTurn(n, idleSuppliers, supplierServer.url, supplierTokens[n] as string),
      ),
      inBatches(idleBuyers, 100, (n) =>
        connectInTurn(n, idleBuyers, buyerServer.url, buyerTokens[n] as string),
      ),
    ])
  ).flat();
  await new Promise((r) => setTimeout(r, 3000)); // let the connections' handshakes finish
  const after = await memory();
  console.log(
    `${sockets.length} idle sockets signed in and connected in ${((performance.now() - setupStarted) / 1000).toFixed(0)} s (connections spread over ${idleSpreadSeconds} s)`,
  );
  const per = (kb: number) => Number((kb / sockets.length).toFixed(1));
  return {
    sockets,
    perSocket: { live: per(after.live - before.live), resident: per(after.resident - before.resident) },
  };
}

type Server = Awaited<ReturnType<typeof startServer>>;

async function run(label: string, supplierServer: Server, buyerServer: Server) {
  const supplierUrl = supplierServer.url;
  const buyerUrl = buyerServer.url;
  const suppliers = await signInSuppliers(supplierServer, 0, pairs);
  const buyers = await Promise.all(Array.from({ length: pairs }, (_, n) => buyerLogin(buyerUrl, n)));
  const supplierSockets = await Promise.all(suppliers.map((s) => connect(supplierUrl, s.token)));
  const buyerSockets = await Promise.all(buyers.map((b) => connect(buyerUrl, b.token)));
  const idleSockets = await connectIdle(supplierServer, buyerServer);

  const sentAt = new Map<string, number>();
  const seen = new Map<string, number>();
  const latencies: number[] = [];
  const slowSentAt: number[] = []; // when the messages slower than 50 ms were sent
  // BENCH_TRACE: when each timed message was delivered and acknowledged, by clientId (kept only then).
  const trace = process.env.BENCH_TRACE;
  const deliveredAt = new Map<string, number>();
  const ackedAt = new Map<string, number>();
  const listen = (socket: ChatSocket, code: string) =>
    socket.on(`message${code}`, (message: ChatMessage) => {
      // My own echo, or a warm-up message (only timed messages are counted).
      if (message.createCode === code || !message.clientId || !sentAt.has(message.clientId)) return;
      const count = (seen.get(message.clientId) ?? 0) + 1;
      seen.set(message.clientId, count);
      const start = sentAt.get(message.clientId);
      if (count === 1 && start) {
        const now = performance.now();
        latencies.push(now - start);
        if (trace) deliveredAt.set(message.clientId, now);
        if (now - start > 50) slowSentAt.push(start);
      }
    });
  for (const [i, s] of suppliers.entries()) listen(supplierSockets[i] as ChatSocket, s.code);
  for (const [i, b] of buyers.entries()) listen(buyerSockets[i] as ChatSocket, b.code);

  // Open each conversation before timing: the buyer writes first (a supplier contacts new buyers
  // only from a published showroom), then the supplier's first reply spends its one contact.
  const opened = (ack: SendAck) => {
    if (!ack.ok) throw new Error(`opening a conversation was refused: ${JSON.stringify(ack)}`);
  };
  await Promise.all(
    buyerSockets.map(async (socket, i) =>
      opened(
        await socket.emitWithAck('chat:send', {
          clientId: randomUUID(),
          supplierId: suppliers[i]?.supplierId,
          type: 1,
          content: 'hello',
        }),
      ),
    ),
  );
  await Promise.all(
    supplierSockets.map(async (socket, i) =>
      opened(
        await socket.emitWithAck('chat:send', {
          clientId: randomUUID(),
          buyerId: buyers[i]?.buyerId,
          type: 1,
          content: 'hello',
        }),
      ),
    ),
  );
  seen.clear();
  latencies.length = 0;

  /** `rounds` messages each way per pair; timed ones are counted, warm-up ones only sent. */
  const jobsOf = (rounds: number, timed: boolean) => {
    const jobs: (() => Promise<SendAck>)[] = [];
    for (let m = 0; m < rounds; m++) {
      for (let i = 0; i < pairs; i++) {
        const clientIdA = randomUUID();
        const clientIdB = randomUUID();
        jobs.push(() => {
          if (timed) sentAt.set(clientIdA, performance.now());
          return (supplierSockets[i] as ChatSocket).emitWithAck('chat:send', {
            clientId: clientIdA,
            buyerId: buyers[i]?.buyerId,
            type: 1,
            content: `s${m}`,
          });
        });
        jobs.push(() => {
          if (timed) sentAt.set(clientIdB, performance.now());
          return (buyerSockets[i] as ChatSocket).emitWithAck('chat:send', {
            clientId: clientIdB,
            supplierId: suppliers[i]?.supplierId,
            type: 1,
            content: `b${m}`,
          });
        });
      }
    }
    return jobs;
  };
  // Send → the sender's acknowledgement (stored and committed): slow acks with slow deliveries point
  // at the server or database, fast acks with slow deliveries at the way to the recipient.
  const ackLatencies: number[] = [];
  const slowAckSentAt: number[] = [];
  /** Sends the jobs at RATE per second, each when it is due, without waiting for acknowledgements. */
  const paced = async (jobs: (() => Promise<SendAck>)[]) => {
    const started = performance.now();
    const acks: Promise<SendAck>[] = [];
    for (const [n, job] of jobs.entries()) {
      const due = started + (n * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      const sent = performance.now();
      acks.push(
        job().then((ack) => {
          const ms = performance.now() - sent;
          ackLatencies.push(ms);
          if (trace && ack.ok && ack.message.clientId) ackedAt.set(ack.message.clientId, sent + ms);
          if (ms > 50) slowAckSentAt.push(sent);
          return ack;
        }),
      );
    }
    return { results: await Promise.all(acks), started };
  };

  // Warm-up at the same rate, not counted: the first half second of a fresh process (JIT, the
  // database pool's connections, first plans) is slower and is not what a running server does.
  await paced(jobsOf(warmupRounds, false));
  ackLatencies.length = 0;
  slowAckSentAt.length = 0;
  const servers = [...new Set([supplierServer, buyerServer])];
  await Promise.all(servers.map((s) => s.eventLoopDelay())); // from here on
  // BENCH_ALLOC_PROFILE_DIR: the servers' allocations while timed (BENCH_ALLOC_PROFILE=promoted: only
  // those that outlived young-generation collections), see bench/serverHeapReport.mjs.
  const allocProfiles = Boolean(process.env.BENCH_ALLOC_PROFILE_DIR);
  const allocStart = process.env.BENCH_ALLOC_PROFILE === 'promoted' ? 'alloc-start-promoted' : 'alloc-start';
  if (allocProfiles) await Promise.all(servers.map((s) => s.ask(allocStart, 'allocStarted')));
  // This process's own loop too: a late timer or a late socket read here adds to every latency.
  const clientLoop = monitorEventLoopDelay({ resolution: 10 });
  clientLoop.enable();
  const clientGc = { ms: 0, pauses: [] as [number, number][] };
  const gcObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      clientGc.ms += entry.duration;
      if (entry.duration >= 10)
        clientGc.pauses.push([performance.timeOrigin + entry.startTime, Math.round(entry.duration)]);
    }
  });
  gcObserver.observe({ entryTypes: ['gc'] });
  const jobs = jobsOf(perClient, true);
  const serverPids = servers.map((s) => s.pid);
  const cpuBefore = readCpu(serverPids);
  const { results, started } = await paced(jobs);
  const sendSeconds = (performance.now() - started) / 1000;
  const cpuWhileTimed = describeCpu(cpuBefore, readCpu(serverPids));
  const loops = await Promise.all(servers.map((s) => s.eventLoopDelay()));
  if (allocProfiles)
    console.log(
      'allocation profiles:',
      await Promise.all(servers.map((s) => s.ask('alloc-stop', 'allocProfile'))),
    );
  clientLoop.disable();
  gcObserver.disconnect();
  await new Promise((r) => setTimeout(r, 2000)); // let the last deliveries land
  const refused = results.filter((r) => !r.ok).length;
  const refusals = [...new Set(results.flatMap((r) => (r.ok ? [] : [JSON.stringify(r)])))].slice(0, 3);
  if (refusals.length) console.log('refused:', refusals.join(' '));
  const delivered = [...seen.values()].filter((c) => c >= 1).length;
  const duplicates = [...seen.values()].reduce((sum, c) => sum + Math.max(0, c - 1), 0);
  latencies.sort((a, b) => a - b);
  ackLatencies.sort((a, b) => a - b);
  console.log(
    `\n${label} — ${pairs} pairs × 2 × ${perClient} messages at ${rate}/s target, ${idleSockets.sockets.length} idle sockets`,
  );
  console.table([
    {
      sent: jobs.length,
      refused,
      delivered,
      lost: jobs.length - refused - delivered,
      duplicates,
      'msg/s': Math.round(jobs.length / sendSeconds),
      'p50 ms': Number(percentile(latencies, 50).toFixed(1)),
      'p95 ms': Number(percentile(latencies, 95).toFixed(1)),
      'p99 ms': Number(percentile(latencies, 99).toFixed(1)),
      'ack p50/p99 ms': `${percentile(ackLatencies, 50).toFixed(1)}/${percentile(ackLatencies, 99).toFixed(1)}`,
      'server loop p99/max ms': loops.map((l) => `${l.p99}/${l.max}`).join(' / '),
      'bench loop p99/max ms': `${(clientLoop.percentile(99) / 1e6).toFixed(1)}/${(clientLoop.max / 1e6).toFixed(0)}`,
      'KB/idle socket (heap+ext after GC)': idleSockets.perSocket?.live ?? '—',
      'KB/idle socket (RSS)': idleSockets.perSocket?.resident ?? '—',
    },
  ]);
  // Slow messages bunched in a few moments mean stalls (a pause somewhere); spread out, a queue.
  const bySecond = (sentTimes: number[]) => {
    const counts = new Map<number, number>();
    for (const at of sentTimes) {
      const second = Math.floor((at - started) / 1000);
      counts.set(second, (counts.get(second) ?? 0) + 1);
    }
    return [...counts]
      .sort(([a], [b]) => a - b)
      .map(([second, count]) => `${second}: ${count}`)
      .join(', ');
  };
  if (slowSentAt.length)
    console.log(
      `messages delivered after 50 ms, by second of the run (second: count): ${bySecond(slowSentAt)}`,
    );
  if (slowAckSentAt.length)
    console.log(`messages acknowledged after 50 ms, by second (second: count): ${bySecond(slowAckSentAt)}`);
  // Garbage collection pauses of 10 ms or more, at the same seconds of the run (epoch → run time).
  const runStartEpoch = performance.timeOrigin + started;
  const pausesBySecond = (pauses: [number, number, string?][]) =>
    pauses
      .map(([at, ms, kind]) => `${((at - runStartEpoch) / 1000).toFixed(1)}s:${ms}${kind ? ` ${kind}` : ''}`)
      .join(', ') || 'none';
  for (const [n, loop] of loops.entries())
    console.log(
      `server ${n + 1} GC ${loop.gcMs} ms in all; pauses ≥ 10 ms (second:ms): ${pausesBySecond(loop.gcPauses)}`,
    );
  console.log(
    `bench GC ${Math.round(clientGc.ms)} ms in all; pauses ≥ 10 ms (second:ms): ${pausesBySecond(clientGc.pauses)}`,
  );
  if (cpuWhileTimed) console.log(cpuWhileTimed);
  // BENCH_TRACE=file: one line per timed message, "second-sent ack-ms delivery-ms" (NaN: none), to see
  // the shape of a slow moment (one stall drains as a sawtooth; a slow stretch stays high).
  if (trace) {
    const line = (id: string, at: number) =>
      [(at - started) / 1000, (ackedAt.get(id) ?? Number.NaN) - at, (deliveredAt.get(id) ?? Number.NaN) - at]
        .map((n, i) => n.toFixed(i === 0 ? 4 : 1))
        .join(' ');
    writeFileSync(trace, [...sentAt].map(([id, at]) => line(id, at)).join('\n'));
  }
  for (const s of [...supplierSockets, ...buyerSockets, ...idleSockets.sockets]) s.close();
}

async function withDatabase(bench: (env: Record<string, string>) => Promise<void>) {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return bench({});
  const name = `sc_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await bench({ DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

// The benchmark's clients send far faster than a person: the per-user message limit is off.
const seed = {
  SEED_CATALOGUE_SIZE: '200',
  SEED_BUYERS_SIZE: String(Math.max(pairs + idleBuyers, 10)),
  MESSAGE_RATE_LIMIT: '0',
  SIGNUPS_PER_ADDRESS_HOURLY: '100000',
};
const only = process.env.BENCH_ONLY;
if (only !== 'two')
  await withDatabase(async (env) => {
    const label = env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)';
    const one = await startServer({ ...env, ...seed }, undefined, { heapReport: true });
    try {
      await run(`${label}, one process`, one, one);
    } finally {
      await one.stop();
    }
  });
const redisUrl = process.env.BENCH_REDIS_URL;
if (only === 'one') {
  // only the one-process part was asked for
} else if (process.env.BENCH_DATABASE_URL && redisUrl) {
  await withDatabase(async (env) => {
    const startOne = () =>
      startServer(
        { ...env, ...seed, REDIS_URL: redisUrl, FILE_URL_SECRET: 'bench-secret-0123456789' },
        undefined,
        { heapReport: true },
      );
    const a = await startOne();
    const b = await startOne();
    try {
      await run('PostgreSQL, two processes + Redis (suppliers on one, buyers on the other)', a, b);
    } finally {
      await a.stop();
      await b.stop();
    }
  });
} else {
  console.log('\n(set BENCH_DATABASE_URL and BENCH_REDIS_URL to measure PostgreSQL and two processes)');
}
