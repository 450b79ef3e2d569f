import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { type BuiltApp, buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import type { Clock } from '../platform/clock.js';
import { openTestDatabase } from './testDatabase.js';

/** Every captcha made in tests has this answer. */
export const TEST_CAPTCHA_ANSWER = 'K7PQ';

export type TestApp = BuiltApp & {
  database: DatabaseHandle;
  /** Every log line the app wrote, as parsed JSON objects. */
  logs: Record<string, unknown>[];
  /** Raw log text, for searching for leaked secrets. */
  logText: () => string;
  dataDir: string;
  close: () => Promise<void>;
};

/** The real app on a fresh database; `env` overrides settings as environment variables would. */
export async function createTestApp(
  env: Record<string, string> = {},
  {
    beforeReady,
    database: shared,
    clock,
  }: {
    beforeReady?: (built: BuiltApp) => void;
    /** A clock the test moves (expiry rules read ctx.clock). */
    clock?: Clock;
    /** Another app's database: two "processes" of one portal. Closed by its owner. */
    database?: DatabaseHandle;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sc-test-'));
  const database = shared ?? (await openTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web'),
    PUBLIC_URL: 'http://portal.test',
    JOBS_SCHEDULE: 'false',
    ...env,
  });
  const chunks: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const built = await buildApp({
    config,
    database,
    logStream,
    ...(clock ? { clock } : {}),
    makeCaptcha: () => ({ svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>', text: TEST_CAPTCHA_ANSWER }),
  });
  beforeReady?.(built);
  await built.app.ready();
  return {
    ...built,
    database,
    dataDir,
    get logs() {
      return chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    },
    logText: () => chunks.join(''),
    async close() {
      await built.app.close();
      if (!shared) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
