// Message search (chat/retrieval) over a large chat history: BENCH_MESSAGES (default 100 000) text
// messages in English, Chinese and Japanese, all in one company's 200 conversations (the worst case:
// every message is the caller's), plus 20 000 of another company. Times the search query itself, in
// process, on PGlite and (with BENCH_DATABASE_URL) PostgreSQL. Run `npx tsc -b apps/server` first.
// Usage: npm run bench:chatSearch -w @sc/bench
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/dist/db/client.js';
import { migrateDatabase } from '../apps/server/dist/db/migrate.js';
import { searchMessages } from '../apps/server/dist/modules/chat/messageSearch.repository.js';
import { keywordWords } from '../apps/server/dist/modules/chat/messageSearch.service.js';
import { onEachDatabase } from './support.js';

const total = Number(process.env.BENCH_MESSAGES ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 20);

// Sentences the history is made of; {n} becomes a number so texts differ.
const SENTENCES = [
  'Could you send the price list for {n} cartons of extra virgin olive oil?',
  'The container leaves Melbourne on the {n}th, ETA Shanghai two weeks later.',
  'Please confirm the shelf life and the minimum order quantity for order {n}.',
  '您好，请问 {n} 箱特级初榨橄榄油的最低起订量和价格是多少？',
  '我们已经收到样品，质量很好，下周安排第 {n} 批订单。',
  '请提供中文标签和原产地证明，谢谢。编号 {n}',
  'お見積りを添付しました。ご確認をお願いいたします（{n}）。',
  'オリーブオイル {n} ケースの納期を教えてください。',
  'Thanks, we will pay the deposit today. Invoice {n}.',
  'Macadamia cookies {n} g, 24 packs per carton, FOB Sydney.',
];

const KEYWORDS = [
  ['English word', 'olive'],
  ['English, 2 words', 'shelf quantity'],
  ['English, rare', 'Invoice 4242'],
  ['Chinese, 3 chars', '橄榄油'],
  ['Chinese, 2 chars', '标签'],
  ['Japanese kanji, 2 chars', '見積'],
  ['Japanese katakana', 'オリーブ'],
  ['no match', 'durian'],
] as const;

await onEachDatabase(async (label, env) => {
  const handle = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { memory: true });
  try {
    await migrateDatabase(handle);
    const started = Date.now();
    const supplierId = await seed(handle.db, total);
    const seeded = (Date.now() - started) / 1000;
    const rows = [];
    for (const [name, keyword] of KEYWORDS) {
      const search = { words: keywordWords(keyword), phrase: keyword };
      await searchMessages(handle.db, supplierId, search, { offset: 0, limit: 20 }); // warm
      const times: number[] = [];
      let found = 0;
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        const page = await searchMessages(handle.db, supplierId, search, { offset: 0, limit: 20 });
        times.push(performance.now() - t0);
        found = page.total;
      }
      times.sort((a, b) => a - b);
      rows.push({
        search: `${name}: "${keyword}"`,
        hits: found,
        'p50 ms': Math.round(times[Math.floor(runs / 2)] ?? 0),
        'max ms': Math.round(times.at(-1) ?? 0),
      });
    }
    console.log(
      `\n${label} — ${total} messages of one company (seeded in ${seeded.toFixed(0)} s), ${runs} runs each`,
    );
    console.table(rows);
  } finally {
    await handle.close();
  }
});

/** One company with 200 buyers' conversations holding `count` messages, and a neighbour with 20 000. */
async function seed(db: Awaited<ReturnType<typeof openDatabase>>['db'], count: number): Promise<number> {
  const sentences = sql.raw(`array[${SENTENCES.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`);
  const ids: number[] = [];
  for (const [name, messages] of [
    ['Bench Foods', count],
    ['Neighbour Foods', 20_000],
  ] as const) {
    const result: unknown = await db.execute(
      sql`insert into suppliers (name, country) values (${name}, 'AU') returning id`,
    );
    const rows = Array.isArray(result) ? result : (result as { rows: { id: number }[] }).rows;
    const supplierId = Number(rows[0]?.id);
    ids.push(supplierId);
    await db.execute(sql`
      with u as (
        insert into users (kind, admin_code, email, real_name, job_title, title, country, password_hash)
        select 'buyer', 'b' || ${supplierId} || '-' || g, 'b' || ${supplierId} || '-' || g || '@bench.test',
               'Buyer ' || g, 'buyer', 'mr', 'CN', 'x'
        from generate_series(1, 200) g returning id
      ), b as (
        insert into buyers (user_id, company_name, main_category, search_text)
        select id, 'Company ' || id, 'food_beverage', '' from u returning id
      )
      insert into conversations (supplier_id, buyer_id, started_by)
      select ${supplierId}, id, 'supplier' from b`);
    await db.execute(sql`
      with c as (select array_agg(id) ids from conversations where supplier_id = ${supplierId})
      insert into messages (conversation_id, sender_kind, create_code, sender_name, type, content, created_at)
      select c.ids[1 + g % 200], case when g % 2 = 0 then 'supplier' else 'buyer' end, 'bench', 'Bench', 1,
             replace((${sentences})[1 + (g * 7) % 10], '{n}', g::text),
             now() - (g || ' seconds')::interval
      from c, generate_series(1, ${messages}) g`);
  }
  await db.execute(sql`analyze`);
  return ids[0] ?? 0;
}
