// Shared by the benchmarks: start the built server in its own process on a throwaway database,
// log in the demo user, and measure one route with autocannon.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CAPTCHA = '5150';

/** A process's resident memory in MB (Linux /proc), to compare before and after a load. */
export function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : 0;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startServer(
  env: Record<string, string>,
  startTimeoutMs = 600_000,
  /** heapReport: the server answers `heapAfterGc()` (bench/serverHeapReport.mjs over an IPC channel). */
  options: { heapReport?: boolean } = {},
) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'sc-bench-'));
  // BENCH_PROFILE_DIR=/tmp/prof writes each server's CPU profile there when it stops.
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  // BENCH_SERVER_ENTRY runs another build of the server (e.g. a copy of dist from before a change).
  const entry = process.env.BENCH_SERVER_ENTRY ?? 'apps/server/dist/main.js';
  const heapReport = options.heapReport
    ? ['--expose-gc', '--import', join(root, 'bench/serverHeapReport.mjs')]
    : [];
  // BENCH_SERVER_NODE_FLAGS="--trace-gc --max-semi-space-size=64": Node/V8 flags for the servers only.
  const nodeFlags = process.env.BENCH_SERVER_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeFlags, ...profile, ...heapReport, entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CAPTCHA_FIXED_CODE: CAPTCHA,
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      NODE_ENV: 'test',
      EVENT_LOOP_DELAY_REPORT: 'true',
      ...env,
    },
    stdio: options.heapReport ? ['ignore', 'pipe', 'inherit', 'ipc'] : ['ignore', 'pipe', 'inherit'],
  });
  // The server prints its event loop's delay since the last report at each SIGUSR2.
  const delays: ((figures: EventLoopDelay) => void)[] = [];
  let pending = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    // BENCH_SERVER_LOG=file keeps the servers' output (e.g. what BENCH_SERVER_NODE_FLAGS=--trace-gc prints).
    if (process.env.BENCH_SERVER_LOG) appendFileSync(process.env.BENCH_SERVER_LOG, chunk);
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line.startsWith('event-loop-delay '))
        delays.shift()?.(JSON.parse(line.slice(17)) as EventLoopDelay);
    }
  });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (
    !(await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false))
  ) {
    if (Date.now() - started > startTimeoutMs || child.exitCode !== null)
      throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const ask = (request: string, key: string) =>
    new Promise<unknown>((resolve, reject) => {
      if (!options.heapReport) return reject(new Error('startServer without heapReport'));
      const onMessage = (message: Record<string, unknown>) => {
        if (!(key in message)) return;
        child.off('message', onMessage);
        resolve(message[key]);
      };
      child.on('message', onMessage);
      child.send(request);
    });
  return {
    url,
    pid: child.pid ?? 0,
    dataDir,
    startSeconds: (Date.now() - started) / 1000,
    /** The server's event-loop delay since the previous call (ms). */
    eventLoopDelay: () =>
      new Promise<EventLoopDelay>((resolve) => {
        delays.push(resolve);
        child.kill('SIGUSR2');
      }),
    /** Sends `request` over the IPC channel (only with `heapReport`) and waits for an answer holding `key`. */
    ask,
    /** The server's memory right after a full garbage collection (only with `heapReport`). */
    heapAfterGc: () => ask('heap', 'heap') as Promise<NodeJS.MemoryUsage>,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface EventLoopDelay {
  p50: number;
  p99: number;
  max: number;
  /** Time spent in garbage collection pauses, and the pauses of 10 ms or more: [epoch ms, ms, kind]. */
  gcMs: number;
  gcPauses: [number, number, string][];
}
type Server = Awaited<ReturnType<typeof startServer>>;

export async function logInDemo(url: string): Promise<string> {
  const form = new URLSearchParams({
    username: 'demo@suppliercloud.test',
    password: 'Demo#2026',
    grant_type: 'password',
    randomStr: 'benchkey01',
    code: CAPTCHA,
  });
  const response = await fetch(`${url}/api/auth/oauth/token`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Basic ${Buffer.from('web:web').toString('base64')}` },
  });
  const body = (await response.json()) as { code: number; data: { access_token: string } };
  if (body.code !== 0) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.data.access_token;
}

/** A JSON POST call with the bearer token, as autocannon options. */
export function apiCall(url: string, token: string, path: string, body: unknown): autocannon.Options {
  return {
    url: `${url}/api/api-web/v1/${path}`,
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
}

export async function measure(name: string, options: autocannon.Options) {
  const result = await autocannon({ connections, duration: seconds, ...options });
  return {
    route: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * `options` hammered with all the connections while a bare route (no database) is called on 5
 * connections at the same time: does the database leave the event loop free for everything else?
 * Rows carry the server's event-loop delay p99 over the run.
 */
export async function measureUnderLoad(
  server: Server,
  name: string,
  options: autocannon.Options,
  bareUrl: string,
) {
  await server.eventLoopDelay();
  const [loaded, bare] = await Promise.all([
    measure(name, options),
    measure(`${new URL(bareUrl).pathname} (bare, 5 connections, concurrently)`, {
      url: bareUrl,
      connections: 5,
    }),
  ]);
  const delay = await server.eventLoopDelay();
  return [loaded, bare].map((row) => ({ ...row, 'loop p99 ms': delay.p99, 'loop max ms': delay.max }));
}

/** Runs `bench` on PGlite, then on PostgreSQL (a throwaway database) when BENCH_DATABASE_URL is set. */
export async function onEachDatabase(bench: (label: string, env: Record<string, string>) => Promise<void>) {
  await bench('PGlite (embedded)', {});
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    console.log('\n(set BENCH_DATABASE_URL=postgres://… to measure PostgreSQL in the same run)');
    return;
  }
  const name = `sc_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await bench('PostgreSQL', { DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
