import { rfqCalls } from '@sc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSupplierWithAdmin } from '../modules/accounts/users.repository.js';
import type { Clock } from '../platform/clock.js';
import { callApi, signUpAndLogIn } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { DEMO_BUYER_LOGIN, seedBuyers } from './seedBuyers.js';
import { seedCatalogue } from './seedCatalogue.js';
import { rfqCompleteness, seedRfqs } from './seedRfqs.js';

const now = new Date('2026-05-20T08:30:00Z');
const clock: Clock = { now: () => now };
let t: TestApp;
let demo: Awaited<ReturnType<typeof signUpAndLogIn>>;
let other: Awaited<ReturnType<typeof signUpAndLogIn>>;
let made: number;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  await seedCatalogue(t.ctx, 600);
  await seedBuyers(t.ctx, 120, now);
  demo = await signUpAndLogIn(t);
  other = await signUpAndLogIn(t);
  for (let n = 0; n < 6; n++)
    await insertSupplierWithAdmin(t.ctx.db, {
      companyName: `Exporter ${n}`,
      country: 'NZ',
      email: `exporter${n}@seed.test`,
      realName: `Exporter ${n}`,
      jobTitle: 'export_manager',
      title: 'mr',
      passwordHash: 'not-a-real-hash',
      adminCode: `seedexporter${n}`,
      roleCode: 'supplier_admin',
    });
  made = await seedRfqs(t.ctx, { demoEmail: demo.input.email });
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
const rows = async (query: ReturnType<typeof sql>) =>
  ((await t.ctx.db.execute(query)) as unknown as { rows: Row[] }).rows;

describe('the seeded RFQ market', () => {
  it('makes a few hundred RFQs once, over 60 days and the six main categories', async () => {
    expect(made).toBe(320);
    expect(await seedRfqs(t.ctx, { demoEmail: demo.input.email })).toBe(0);
    const [span] = await rows(sql`
      select min(posted_at) as first, max(posted_at) as last, count(distinct main_category_id)::int as mains,
        count(*) filter (where master_product_id is not null)::int as linked from rfqs`);
    expect(new Date(String(span?.first)).getTime()).toBeGreaterThan(now.getTime() - 61 * 86_400_000);
    expect(new Date(String(span?.last)).getTime()).toBeLessThan(now.getTime());
    expect(span?.mains).toBe(6);
    // About 60 % name a catalogue product, with its barcode and category.
    expect(Number(span?.linked)).toBeGreaterThan(320 * 0.5);
    expect(Number(span?.linked)).toBeLessThan(320 * 0.7);
    const mismatched = await rows(sql`
      select r.id from rfqs r join master_products mp on mp.id = r.master_product_id
      where r.barcode <> mp.barcode or r.category_id <> mp.category_id or r.product_name <> mp.name`);
    expect(mismatched).toEqual([]);
    // The buyers' app's demo buyer has RFQs of its own to look at.
    const [mine] = await rows(sql`
      select count(*)::int as n from rfqs r join buyers b on b.id = r.buyer_id join users u on u.id = b.user_id
      where u.email = ${DEMO_BUYER_LOGIN.email}`);
    expect(Number(mine?.n)).toBeGreaterThanOrEqual(3);
    const wrongRoot = await rows(sql`
      select r.id from rfqs r join categories c on c.id = r.category_id
      where r.main_category_id <> coalesce(c.parent_id, c.id)`);
    expect(wrongRoot).toEqual([]);
  });

  it('keeps states consistent with the clock: recent ones open, older ones closed, a few in review or rejected', async () => {
    const states = await rows(sql`
      select state, close_reason, count(*)::int as n,
        bool_and(expires_at > ${now.toISOString()}::timestamptz) as all_ahead,
        bool_and(opened_at is null) as never_opened,
        bool_and(cardinality(flags) > 0) as all_flagged
      from rfqs group by 1, 2 order by 1, 2`);
    const by = (state: string, reason: string | null = null) =>
      states.find((s) => s.state === state && s.close_reason === reason);
    expect(Number(by('open')?.n)).toBeGreaterThan(60);
    expect(by('open')?.all_ahead).toBe(true);
    expect(Number(by('closed', 'expired')?.n)).toBeGreaterThan(60);
    expect(by('closed', 'expired')?.all_ahead).toBe(false);
    expect(by('review')).toMatchObject({ n: 4, never_opened: true, all_flagged: true });
    expect(by('rejected')).toMatchObject({ n: 2, never_opened: true, all_flagged: true });
    const [featured] = await rows(sql`select count(*)::int as n from rfqs where featured and state = 'open'`);
    expect(Number(featured?.n)).toBeGreaterThan(0);
  });

  it('computes completeness and search text as posting does', async () => {
    const all = await rows(sql`
      select target_price, shelf_life_days, certifications, attachment_file_ids, remark, completeness,
        search_text, product_name, barcode from rfqs`);
    for (const row of all) {
      expect(row.completeness).toBe(
        rfqCompleteness({
          targetPrice: row.target_price as string | null,
          shelfLifeDays: row.shelf_life_days as number | null,
          certifications: row.certifications as string[],
          attachmentFileIds: row.attachment_file_ids as string[],
          remark: row.remark as string,
        }),
      );
      expect(row.search_text).toBe(`${row.product_name} ${row.barcode} ${row.remark}`.toLowerCase());
    }
    const currencies = await rows(
      sql`select distinct target_currency as c from rfqs where target_currency is not null order by 1`,
    );
    expect(currencies.map((c) => c.c)).toEqual(['CNY', 'EUR', 'JPY', 'USD']);
  });

  it('has quotes from other companies only (never the demo company), as many as each RFQ counts', async () => {
    const counted = await rows(sql`
      select r.id from rfqs r
      where r.quote_count <> (select count(*) from rfq_quotes q where q.rfq_id = r.id)`);
    expect(counted).toEqual([]);
    const [bySupplier] = await rows(sql`
      select count(*) filter (where supplier_id = ${demo.supplierId})::int as demo,
        count(*) filter (where supplier_id = ${other.supplierId})::int as other from rfq_quotes`);
    expect(bySupplier?.demo).toBe(0);
    expect(Number(bySupplier?.other)).toBeGreaterThan(0);
    const awarded = await rows(sql`
      select r.id from rfqs r left join rfq_quotes q on q.id = r.awarded_quote_id
      where r.close_reason = 'awarded' and (q.decision is distinct from 'awarded' or q.rfq_id <> r.id)`);
    expect(awarded).toEqual([]);
    // With seven other companies some RFQs filled up and some were awarded.
    const [closed] = await rows(sql`
      select count(*) filter (where close_reason = 'full')::int as full,
        count(*) filter (where close_reason = 'awarded')::int as awarded,
        count(*) filter (where close_reason = 'full' and quote_count <> max_quotes)::int as not_full
      from rfqs`);
    expect(Number(closed?.full)).toBeGreaterThan(0);
    expect(Number(closed?.awarded)).toBeGreaterThan(0);
    expect(closed?.not_full).toBe(0);
  });

  it('gives the ranking popular products with trends both ways', async () => {
    const ranking = await callApi(t, rfqCalls.ranking, { period: 7 }, { token: demo.token });
    const rows7 = ranking.body.data.rows;
    expect(rows7.length).toBeGreaterThanOrEqual(10);
    expect(rows7[0]?.score).toBeGreaterThanOrEqual(10);
    const trends = new Set(rows7.map((r) => r.trend));
    expect([...trends].sort()).toEqual(expect.arrayContaining(['down', 'new', 'up']));
  });
});
