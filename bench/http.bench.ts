// HTTP benchmark: an authenticated call (token lookup + permission + menu query) next to the bare
// liveness route, in the same run, against the real built server in its own process.
// PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set (a throwaway database is made on it).
// Usage: npm run bench   (BENCH_SECONDS, BENCH_CONNECTIONS to tune)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CAPTCHA = '5150';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'sc-bench-'));
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CAPTCHA_FIXED_CODE: CAPTCHA,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    if (
      await fetch(`${url}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function logInDemo(url: string): Promise<string> {
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

async function measure(name: string, options: autocannon.Options) {
  const result = await autocannon({ connections, duration: seconds, ...options });
  const errors = result.errors + result.non2xx;
  return {
    route: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors,
  };
}

async function benchDatabase(label: string, env: Record<string, string>) {
  const server = await startServer(env);
  try {
    const token = await logInDemo(server.url);
    const rows = [
      await measure('GET /api/health/live (bare)', { url: `${server.url}/api/health/live` }),
      await measure('POST menu/list (authenticated)', {
        url: `${server.url}/api/api-web/v1/menu/list`,
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      }),
    ];
    console.log(`\n${label} — ${connections} connections, ${seconds} s each`);
    console.table(rows);
  } finally {
    await server.stop();
  }
}

await benchDatabase('PGlite (embedded)', {});
const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const name = `sc_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await benchDatabase('PostgreSQL', { DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} else {
  console.log('\n(set BENCH_DATABASE_URL=postgres://… to measure PostgreSQL in the same run)');
}
