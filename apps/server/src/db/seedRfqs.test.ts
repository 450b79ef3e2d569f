import { rfqCalls } from '@sc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../platform/clock.js';
import { verifyPassword } from '../platform/passwords.js';
import { callApi, signUpAndLogIn } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { DEMO_LOGIN } from './seed.js';
import { DEMO_BUYER_LOGIN, seedBuyers } from './seedBuyers.js';
import { seedCatalogue } from './seedCatalogue.js';
import { COMPETITORS } from './seedRfqCompetitors.js';
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

  it('has quotes from the seeded exporters only (never the demo company nor a registered one)', async () => {
    const [bySupplier] = await rows(sql`
      select count(*) filter (where supplier_id = ${demo.supplierId})::int as demo,
        count(*) filter (where supplier_id = ${other.supplierId})::int as other,
        count(*)::int as total, count(distinct supplier_id)::int as companies from rfq_quotes`);
    expect(bySupplier).toMatchObject({ demo: 0, other: 0, companies: COMPETITORS.length });
    expect(Number(bySupplier?.total)).toBeGreaterThan(320);
    const strangers = await rows(sql`
      select q.id from rfq_quotes q join users u on u.id = q.user_id
      where u.supplier_id <> q.supplier_id or u.email not in (${sql.join(
        COMPETITORS.map((c) => sql`${c.email}`),
        sql`, `,
      )})`);
    expect(strangers).toEqual([]);
    // Seeded quotes open no conversation and spend no contact.
    const [linked] = await rows(sql`
      select count(*) filter (where conversation_id is not null or contact_entry_id is not null)::int as n
      from rfq_quotes`);
    expect(linked?.n).toBe(0);
  });

  it('makes the exporters once, with saved profiles and passwords nobody knows', async () => {
    const companies = await rows(sql`
      select s.name, s.country, s.showroom_status, s.business_type, s.main_categories, s.profile_saved_at,
        u.email, u.password_hash, u.email_verified_at, u.kind,
        (select count(*)::int from user_roles ur join roles r on r.id = ur.role_id
          where ur.user_id = u.id and r.code = 'owner') as admin
      from suppliers s join users u on u.supplier_id = s.id
      where u.email in (${sql.join(
        COMPETITORS.map((c) => sql`${c.email}`),
        sql`, `,
      )})`);
    expect(companies).toHaveLength(COMPETITORS.length);
    expect(new Set(companies.map((c) => c.country)).size).toBeGreaterThanOrEqual(9);
    for (const c of companies) {
      expect(c).toMatchObject({ showroom_status: 'draft', kind: 'supplier', admin: 1 });
      expect(c.business_type).not.toBeNull();
      expect(c.profile_saved_at).not.toBeNull();
      expect(c.email_verified_at).not.toBeNull();
      expect((c.main_categories as string[]).length).toBeGreaterThan(0);
      expect(String(c.password_hash)).toMatch(/^\$argon2id\$/);
    }
    expect(new Set(companies.map((c) => c.password_hash)).size).toBe(COMPETITORS.length);
    const first = companies[0];
    expect(await verifyPassword(String(first?.password_hash), DEMO_LOGIN.password)).toBe(false);
    expect(await verifyPassword(String(first?.password_hash), '')).toBe(false);
  });

  it('keeps every quote consistent with its RFQ', async () => {
    // quote_count counts the quotes the platform did not reject; within the maximum.
    const counted = await rows(sql`
      select r.id from rfqs r
      where r.quote_count <> (select count(*) from rfq_quotes q where q.rfq_id = r.id and q.rejected_at is null)
        or r.quote_count > r.max_quotes`);
    expect(counted).toEqual([]);
    // One per company and RFQ, only on RFQs that opened, sent while they took quotes.
    const [dupes] = await rows(sql`
      select count(*)::int as n from (select 1 from rfq_quotes group by rfq_id, supplier_id having count(*) > 1) d`);
    expect(dupes?.n).toBe(0);
    const outside = await rows(sql`
      select q.id from rfq_quotes q join rfqs r on r.id = q.rfq_id
      where r.opened_at is null or q.submitted_at < r.opened_at
        or q.submitted_at > least(coalesce(r.closed_at, r.expires_at), ${now.toISOString()}::timestamptz)
        or q.viewed_at < q.submitted_at or q.decided_at < q.submitted_at or q.viewed_at > q.decided_at
        or q.valid_until < q.submitted_at::date or q.unit <> r.unit`);
    expect(outside).toEqual([]);
    const closedWrong = await rows(sql`
      select id from rfqs where (state = 'closed') <> (close_reason is not null)
        or (state = 'closed') <> (closed_at is not null)
        or (state = 'open' and expires_at <= ${now.toISOString()}::timestamptz)
        or (close_reason = 'full' and quote_count <> max_quotes)
        or (close_reason = 'awarded') <> (awarded_quote_id is not null)`);
    expect(closedWrong).toEqual([]);
    // An awarded RFQ points at its one awarded quote; the others on it were declined for it.
    const awarded = await rows(sql`
      select r.id from rfqs r left join rfq_quotes q on q.id = r.awarded_quote_id
      where r.close_reason = 'awarded' and (q.decision is distinct from 'awarded' or q.rfq_id <> r.id
        or q.decided_at <> r.closed_at
        or exists (select 1 from rfq_quotes o where o.rfq_id = r.id and o.id <> q.id
          and (o.decision is distinct from 'declined' or o.decline_reason <> 'chose_another')))`);
    expect(awarded).toEqual([]);
    const strayAwards = await rows(sql`
      select q.id from rfq_quotes q join rfqs r on r.id = q.rfq_id
      where q.decision = 'awarded' and r.awarded_quote_id <> q.id`);
    expect(strayAwards).toEqual([]);
    // Decisions carry their time; a decline its reason.
    const undecided = await rows(sql`
      select id from rfq_quotes
      where (decision is null) <> (decided_at is null) or (decision = 'declined') <> (decline_reason is not null)`);
    expect(undecided).toEqual([]);
  });

  it('makes a market with life in it: quotes on many open RFQs, some full, some awarded', async () => {
    const [market] = await rows(sql`
      select count(*) filter (where state = 'open')::int as open,
        count(*) filter (where state = 'open' and quote_count = 0)::int as open_empty,
        count(*) filter (where state = 'open' and quote_count >= 3)::int as open_busy,
        max(quote_count) filter (where state = 'open')::int as open_most,
        count(*) filter (where close_reason = 'full')::int as full,
        count(*) filter (where close_reason = 'awarded')::int as awarded
      from rfqs`);
    expect(Number(market?.open_empty)).toBeGreaterThan(0);
    expect(Number(market?.open_busy)).toBeGreaterThan(5);
    expect(Number(market?.open_empty)).toBeLessThan(Number(market?.open) / 2);
    expect(Number(market?.open_most)).toBeLessThanOrEqual(8);
    expect(Number(market?.full)).toBeGreaterThan(0);
    expect(Number(market?.awarded)).toBeGreaterThan(2);
    const [decisions] = await rows(sql`
      select count(*) filter (where decision = 'shortlisted')::int as shortlisted,
        count(*) filter (where decision = 'declined' and decline_reason <> 'chose_another')::int as declined,
        count(*) filter (where decline_note is not null)::int as noted,
        count(distinct decline_reason)::int as reasons,
        count(*) filter (where rejected_at is not null)::int as rejected,
        count(*) filter (where rejected_at is not null and (reject_reason is null or decision is not null))::int
          as rejected_wrong
      from rfq_quotes`);
    expect(Number(decisions?.shortlisted)).toBeGreaterThan(10);
    expect(Number(decisions?.declined)).toBeGreaterThan(10);
    expect(Number(decisions?.noted)).toBeGreaterThan(0);
    expect(Number(decisions?.reasons)).toBeGreaterThanOrEqual(4);
    expect(decisions?.rejected).toBe(3);
    expect(decisions?.rejected_wrong).toBe(0);
    // Prices near the buyer's target, where it named one in the quote's currency.
    const [prices] = await rows(sql`
      select min(q.price / r.target_price)::float as low, max(q.price / r.target_price)::float as high,
        count(*)::int as n
      from rfq_quotes q join rfqs r on r.id = q.rfq_id
      where r.target_price is not null and q.currency = r.target_currency and q.version = 1`);
    expect(Number(prices?.n)).toBeGreaterThan(100);
    expect(Number(prices?.low)).toBeGreaterThan(0.75);
    expect(Number(prices?.high)).toBeLessThan(1.35);
  });

  it('keeps the first terms of revised quotes as a version, as revising does', async () => {
    const revised = await rows(sql`
      select q.id, q.version, q.price, q.lead_time_days, q.submitted_at, q.revised_at, q.decided_at,
        r.closed_at, r.expires_at, v.version as earlier, v.sent_at, v.terms
      from rfq_quotes q join rfqs r on r.id = q.rfq_id
      left join rfq_quote_versions v on v.quote_id = q.id
      where q.version > 1 or q.revised_at is not null or v.quote_id is not null`);
    expect(revised.length).toBeGreaterThan(10);
    for (const q of revised) {
      expect(q).toMatchObject({ version: 2, earlier: 1 });
      const at = (key: string) => new Date(String(q[key])).getTime();
      expect(at('sent_at')).toBe(at('submitted_at'));
      expect(at('revised_at')).toBeGreaterThan(at('submitted_at'));
      expect(at('revised_at')).toBeLessThanOrEqual(Math.min(now.getTime(), at('expires_at')));
      if (q.closed_at) expect(at('revised_at')).toBeLessThanOrEqual(at('closed_at'));
      if (q.decided_at) expect(at('revised_at')).toBeLessThanOrEqual(at('decided_at'));
      const terms = q.terms as Record<string, unknown>;
      expect(terms).toMatchObject({ version: 1, product: null, quotation: null });
      expect(new Date(String(terms.at)).getTime()).toBe(at('submitted_at'));
      // The revision lowered the price or shortened the lead time.
      expect(
        Number(terms.price) > Number(q.price) || Number(terms.leadTimeDays) > Number(q.lead_time_days),
      ).toBe(true);
    }
  });

  it('does nothing the second time: no more exporters, quotes or versions', async () => {
    const snapshot = async () =>
      rows(sql`
        select (select count(*)::int from suppliers) as suppliers, (select count(*)::int from users) as users,
          (select count(*)::int from rfq_quotes) as quotes, (select count(*)::int from rfq_quote_versions) as versions,
          (select count(*)::int from rfqs) as rfqs`);
    const before = await snapshot();
    expect(await seedRfqs(t.ctx, { demoEmail: demo.input.email })).toBe(0);
    expect(await snapshot()).toEqual(before);
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
