// What compressing API answers costs and saves: the same authenticated calls sent plain, gzip and
// brotli (what @fastify/compress picks for the browser), with requests per second, latency and the
// bytes on the wire per answer, plus the web build's scripts as sent to a browser.
// Usage: npm run bench:compression   (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_DATABASE_URL; build first)
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { apiCall, connections, logInDemo, onEachDatabase, seconds, startServer } from './support.js';

const assets = fileURLToPath(new URL('../apps/web/dist/assets', import.meta.url));

function buildSizes() {
  const files = readdirSync(assets);
  const total = (suffix: string) =>
    files
      .filter((file) => file.endsWith(`.js${suffix}`))
      .reduce((sum, file) => sum + statSync(join(assets, file)).size, 0);
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  return {
    scripts: files.filter((f) => f.endsWith('.js')).length,
    plain: kb(total('')),
    gzip: kb(total('.gz')),
    brotli: kb(total('.br')),
  };
}

async function measureEncoded(name: string, options: autocannon.Options, encoding: string) {
  const headers = { ...options.headers, ...(encoding === 'identity' ? {} : { 'accept-encoding': encoding }) };
  const result = await autocannon({ connections, duration: seconds, ...options, headers });
  return {
    call: name,
    encoding,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'bytes/answer': Math.round(result.throughput.total / Math.max(1, result.requests.total)),
    errors: result.errors + result.non2xx,
  };
}

console.log('\nweb build, every script (what the server can send):');
console.table([buildSizes()]);

await onEachDatabase(async (label, env) => {
  const server = await startServer({ ...env, SEED_CATALOGUE_SIZE: '0' });
  try {
    const token = await logInDemo(server.url);
    const calls: [string, autocannon.Options][] = [
      ['buyer pool, 20 buyers', apiCall(server.url, token, 'buyer/public/list', { pageSize: 20 })],
      ['menu (about 3 KB)', apiCall(server.url, token, 'menu/list', {})],
    ];
    const rows = [];
    for (const [name, options] of calls)
      for (const encoding of ['identity', 'gzip', 'br'])
        rows.push(await measureEncoded(name, options, encoding));
    console.log(`\n${label} — ${connections} connections, ${seconds} s each`);
    console.table(rows);
  } finally {
    await server.stop();
  }
});
