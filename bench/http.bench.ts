// HTTP benchmark: an authenticated call (token lookup + permission + menu query) next to the bare
// liveness route, in the same run, against the real built server in its own process.
// Usage: npm run bench -w @sc/bench   (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_DATABASE_URL)
import { apiCall, connections, logInDemo, measure, onEachDatabase, seconds, startServer } from './support.js';

await onEachDatabase(async (label, env) => {
  const server = await startServer({ ...env, SEED_CATALOGUE_SIZE: '0' });
  try {
    const token = await logInDemo(server.url);
    const rows = [
      await measure('GET /api/health/live (bare)', { url: `${server.url}/api/health/live` }),
      await measure('POST menu/list (authenticated)', apiCall(server.url, token, 'menu/list', {})),
    ];
    console.log(`\n${label} — ${connections} connections, ${seconds} s each`);
    console.table(rows);
  } finally {
    await server.stop();
  }
});
