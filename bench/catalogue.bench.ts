// Catalogue search on a large master catalogue (BENCH_PRODUCTS, default 100 000): keyword and
// barcode searches next to the bare liveness route and the cheapest authenticated database call (the
// supplier's quota: every search should reach half its speed), on PGlite and (with
// BENCH_DATABASE_URL) PostgreSQL. BENCH_ONLY=PostgreSQL skips PGlite.
// Usage: npm run bench:catalogue -w @sc/bench
import { apiCall, connections, logInDemo, measure, onEachDatabase, seconds, startServer } from './support.js';

const products = process.env.BENCH_PRODUCTS ?? '100000';
const only = process.env.BENCH_ONLY;

await onEachDatabase(async (label, env) => {
  if (only && !label.startsWith(only)) return;
  const server = await startServer({ ...env, SEED_CATALOGUE_SIZE: products });
  try {
    const token = await logInDemo(server.url);
    const first = await fetch(
      `${server.url}/api/api-web/v1/product/master/list`,
      apiCallInit(token, { pageSize: 1, pageIndex: 777 }),
    );
    const sample = ((await first.json()) as { data: { total: number; list: { barcode: string }[] } }).data;
    const barcode = sample.list[0]?.barcode ?? '';
    const rows = [
      await measure('GET /api/health/live (bare)', { url: `${server.url}/api/health/live` }),
      await measure(
        'baseline: my quota (authenticated)',
        apiCall(server.url, token, 'supplier/service/quota', {}),
      ),
      await measure(
        'catalogue: keyword "honey"',
        apiCall(server.url, token, 'product/master/list', { keyword: 'honey', pageSize: 20 }),
      ),
      await measure(
        'catalogue: 2 words, page 5',
        apiCall(server.url, token, 'product/master/list', { keyword: 'vitamin tablets', pageIndex: 5 }),
      ),
      await measure(
        'catalogue: barcode (EAN-13)',
        apiCall(server.url, token, 'product/master/list', { barcode }),
      ),
      await measure(
        'catalogue: barcode with leading 0',
        apiCall(server.url, token, 'product/master/list', { barcode: `0${barcode}` }),
      ),
    ];
    console.log(
      `\n${label} — ${sample.total} products (seeded + started in ${server.startSeconds.toFixed(0)} s), ${connections} connections, ${seconds} s each`,
    );
    const baseline = rows[1]?.['req/s'] ?? 1;
    console.table(
      rows.map((row) => ({ ...row, 'of baseline': `${Math.round((row['req/s'] / baseline) * 100)} %` })),
    );
  } finally {
    await server.stop();
  }
});

function apiCallInit(token: string, body: unknown): RequestInit {
  return {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
}
