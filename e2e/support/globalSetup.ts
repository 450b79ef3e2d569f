import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

/** Every captcha of the e2e server accepts this code (CAPTCHA_FIXED_CODE). */
export const E2E_CAPTCHA = '8642';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts the built portal (`npm test` builds it first) on a fresh PGlite database. */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'sc-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const server: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      CAPTCHA_FIXED_CODE: E2E_CAPTCHA,
      // Every journey signs up from 127.0.0.1.
      SIGNUPS_PER_ADDRESS_HOURLY: '1000',
      // The affiliate journey moves the server's clock and runs the reward job (/api/_test/…).
      E2E_TEST_HOOKS: '1',
      // The affiliate journey's invited company comes from another address (X-Forwarded-For from the browser).
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // E2E_SERVER_LOG=<file> keeps the server's whole output (warnings and errors) for a failing run.
  const log = process.env.E2E_SERVER_LOG ? createWriteStream(process.env.E2E_SERVER_LOG) : undefined;
  const keep = (chunk: Buffer) => {
    output.push(String(chunk));
    log?.write(chunk);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);

  let ready = false;
  // Migrating and seeding the demo data takes a minute or more on a busy 2-core machine.
  for (let i = 0; i < 1800 && !ready && server.exitCode === null; i++) {
    ready = await fetch(`${baseUrl}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (!ready) await new Promise((r) => setTimeout(r, 100));
  }
  if (!ready) {
    server.kill();
    throw new Error(`the portal did not start for e2e:\n${output.join('')}`);
  }
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode === null ? server.once('exit', r) : r(null)));
    log?.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
