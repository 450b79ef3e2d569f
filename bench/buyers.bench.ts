// The buyer pool on a large population (BENCH_BUYERS, default 100 000): search, category listing,
// hide-contacted and recommendations next to the bare liveness route, on PGlite and (with
// BENCH_DATABASE_URL) PostgreSQL. Target on PostgreSQL: every pool route at ≥ 50 % of the requests per
// second of the cheapest authenticated database call (the baseline row: the supplier's quota).
// Usage: npm run bench:buyers -w @sc/bench
import {
  apiCall,
  connections,
  logInDemo,
  measure,
  measureUnderLoad,
  onEachDatabase,
  seconds,
  startServer,
} from './support.js';

const buyers = process.env.BENCH_BUYERS ?? '100000';
const only = process.env.BENCH_ONLY; // e.g. "PostgreSQL" to skip PGlite

await onEachDatabase(async (label, env) => {
  if (only && !label.startsWith(only)) return;
  const server = await startServer({ ...env, SEED_BUYERS_SIZE: buyers, SEED_CATALOGUE_SIZE: '3000' });
  try {
    const token = await logInDemo(server.url);
    const pool = (body: object) => apiCall(server.url, token, 'buyer/public/list', { pageSize: 20, ...body });
    const first = await fetch(pool({}).url as string, { ...pool({}), method: 'POST' } as RequestInit);
    const total = ((await first.json()) as { data: { total: number } }).data.total;
    const bare = `${server.url}/api/health/live`;
    // The bare route alone, then next to the hammered pool (the embedded database must not starve it).
    const rows = [
      await measure('GET /api/health/live (bare)', { url: bare }),
      await measure(
        'baseline: my quota (authenticated)',
        apiCall(server.url, token, 'supplier/service/quota', {}),
      ),
      ...(await measureUnderLoad(server, 'pool: first page, bare route alongside', pool({}), bare)),
      await measure('pool: first page (recent online)', pool({})),
      await measure('pool: category Mother & Baby', pool({ mainCategory: 'mother_baby' })),
      await measure('pool: category, page 50', pool({ mainCategory: 'food_beverage', pageIndex: 50 })),
      await measure('pool: search brand "bee kingdom"', pool({ keyword: 'bee kingdom' })),
      await measure('pool: search product "cookies"', pool({ keyword: 'cookies' })),
      await measure('pool: search name "wang"', pool({ keyword: 'wang' })),
      await measure('pool: selected + hide contacted', pool({ tab: 'selected', hideContacted: true })),
      await measure(
        'recommended: first page',
        apiCall(server.url, token, 'recommended/sc/buyer/list', { pageSize: 20 }),
      ),
    ];
    console.log(
      `\n${label} — ${total} buyers (seeded + started in ${server.startSeconds.toFixed(0)} s), ${connections} connections, ${seconds} s each`,
    );
    const baseline = rows[1]?.['req/s'] ?? 1;
    console.table(
      rows.map((row) => ({ ...row, 'of baseline': `${Math.round((row['req/s'] / baseline) * 100)} %` })),
    );
  } finally {
    await server.stop();
  }
});
