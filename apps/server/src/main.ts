import './gcTuning.js';
import {
  constants,
  monitorEventLoopDelay,
  type PerformanceEntry,
  PerformanceObserver,
  performance,
} from 'node:perf_hooks';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import {
  DEMO_ADMIN_LOGIN,
  DEMO_BILLING_LOGIN,
  DEMO_CATALOGUE_LOGIN,
  DEMO_LOGIN,
  DEMO_REVIEWER_LOGIN,
  DEMO_STAFF_LOGIN,
  seedDemoData,
  seedReferenceData,
} from './db/seed.js';
import { DEMO_BUYER_LOGIN, seedBuyers } from './db/seedBuyers.js';
import { seedCatalogue } from './db/seedCatalogue.js';
import { seedDemoCompany } from './db/seedDemoCompany.js';
import { seedDemoContent } from './db/seedDemoContent.js';
import { seedDemoCredentials } from './db/seedDemoCredentials.js';
import { seedDemoSupplierRelations } from './db/seedDemoSupplierRelations.js';
import { DEMO_TEAM, seedDemoTeam } from './db/seedDemoTeam.js';
import { seedDemoRfqs } from './db/seedRfqs.js';
import { OffsetClock, registerE2eTestHooks } from './http/e2eTestHooks.js';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl }
      : { dataDir: `${config.dataDir}/pglite`, thread: config.embeddedDatabaseThread },
    config.databasePoolSize,
  );
  void database.lost.then((error) => {
    // The embedded database's worker crashed: its data dir cannot be reopened safely in this
    // process, so the server stops (health answers 503 until then) and its supervisor restarts it.
    process.stderr.write(`Supplier Cloud is stopping: ${error.message}\n`);
    process.exit(1);
  });
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  const seeded = config.seedDemo ? await seedDemoData(database.db) : false;

  // Browser tests move this clock (E2E_TEST_HOOKS; the config refuses it in production).
  const testClock = config.e2eTestHooks ? new OffsetClock() : undefined;
  const { app, ctx } = await buildApp({ config, database, ...(testClock ? { clock: testClock } : {}) });
  if (testClock) registerE2eTestHooks(app, ctx, testClock);
  const catalogued = config.seedDemo ? await seedCatalogue(ctx, config.seedCatalogueSize) : 0;
  if (catalogued) app.log.info({ products: catalogued }, 'master catalogue seeded');
  const buyersSeeded = config.seedDemo ? await seedBuyers(ctx, config.seedBuyersSize) : 0;
  if (buyersSeeded) {
    await seedDemoSupplierRelations(ctx, DEMO_LOGIN.email);
    app.log.info({ buyers: buyersSeeded }, 'buyers seeded');
  }
  // A data folder seeded before company profiles existed gets the demo's showroom now (once).
  if (config.seedDemo) await seedDemoCompany(ctx, DEMO_LOGIN.email);
  if (config.seedDemo && (await seedDemoCredentials(ctx, DEMO_LOGIN.email, DEMO_REVIEWER_LOGIN.email)))
    app.log.info('demo credentials seeded');
  if (config.seedDemo && (await seedDemoContent(ctx.db))) app.log.info('notices, What’s New and FAQ seeded');
  if (config.seedDemo) await seedDemoRfqs(ctx, app.log);
  if (config.seedDemo && (await seedDemoTeam(ctx.db, DEMO_LOGIN.email)))
    app.log.info('demo colleagues seeded');
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  if (config.eventLoopDelayReport) reportEventLoopDelay();
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/pglite`;
  const lines = [
    `  Supplier Cloud is running at ${config.publicUrl}`,
    `  Database: ${where}${seeded ? ' (demo data seeded)' : ''}`,
    ...(config.seedDemo
      ? [
          `  Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`,
          `  Buyers' app (${config.publicUrl}/buyer): ${DEMO_BUYER_LOGIN.email} / ${DEMO_BUYER_LOGIN.password}`,
          `  Support console (${config.publicUrl}/console): ${DEMO_STAFF_LOGIN.email} / ${DEMO_STAFF_LOGIN.password}`,
          `  Billing console: ${DEMO_BILLING_LOGIN.email} / ${DEMO_BILLING_LOGIN.password} (test cards: see README)`,
          `  Catalogue console: ${DEMO_CATALOGUE_LOGIN.email} / ${DEMO_CATALOGUE_LOGIN.password}`,
          `  Console administrator (operators): ${DEMO_ADMIN_LOGIN.email} / ${DEMO_ADMIN_LOGIN.password}`,
          ...DEMO_TEAM.map(
            (colleague) => `  Demo colleague (${colleague.role}): ${colleague.email} / ${colleague.password}`,
          ),
        ]
      : []),
    `  API docs: ${config.publicUrl}/api/docs`,
  ];
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};

/** A garbage collection's kind as benchmarks print it. */
function gcKindOf(entry: PerformanceEntry): string {
  const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? -1;
  return GC_KINDS[kind] ?? String(kind);
}

/**
 * Benchmarks (EVENT_LOOP_DELAY_REPORT=1): each SIGUSR2 prints the event loop's delay since the last
 * one and the garbage collector's pauses in that time (`event-loop-delay {"p50":…,"p99":…,"max":…,
 * "gcMs":…,"gcPauses":[[epoch ms, ms, kind], …]}`, ms; pauses of 10 ms or more listed, kind "minor",
 * "major"…) on stdout and starts afresh.
 */
function reportEventLoopDelay(): void {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let gcMs = 0;
  let gcPauses: [number, number, string][] = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcMs += entry.duration;
      if (entry.duration >= 10)
        gcPauses.push([
          Math.round(performance.timeOrigin + entry.startTime),
          Math.round(entry.duration),
          gcKindOf(entry),
        ]);
    }
  }).observe({ entryTypes: ['gc'] });
  process.on('SIGUSR2', () => {
    const ms = (ns: number) => Math.round(ns / 1e4) / 100;
    const figures = {
      p50: ms(delay.percentile(50)),
      p99: ms(delay.percentile(99)),
      max: ms(delay.max),
      gcMs: Math.round(gcMs),
      gcPauses,
    };
    process.stdout.write(`event-loop-delay ${JSON.stringify(figures)}\n`);
    delay.reset();
    gcMs = 0;
    gcPauses = [];
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Supplier Cloud could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
