import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import { createInProcessRunner } from './inProcessRunner.js';
import type { JobRunner } from './jobRunner.js';
import { createPgBossRunner } from './pgBossRunner.js';

interface JobRunnerConfig {
  /** The app's PostgreSQL URL (DATABASE_URL); unset on the embedded database. */
  databaseUrl?: string | undefined;
  log: FastifyBaseLogger;
  /** Used by the in-process runner only: pg-boss reads the database's clock. */
  clock?: Clock;
}

/**
 * pg-boss on PostgreSQL, shared by every server process; the in-process runner on the embedded
 * database, which is one process by nature and cannot host pg-boss.
 */
export function createJobRunner({ databaseUrl, log, clock }: JobRunnerConfig): JobRunner {
  if (databaseUrl) return createPgBossRunner({ connectionString: databaseUrl, log });
  return createInProcessRunner({ log, ...(clock ? { clock } : {}) });
}
