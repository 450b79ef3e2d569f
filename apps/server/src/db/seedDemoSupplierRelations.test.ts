import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { DEMO_LOGIN, seedDemoData } from './seed.js';
import { seedBuyers } from './seedBuyers.js';
import { seedDemoSupplierRelations } from './seedDemoSupplierRelations.js';

type Row = Record<string, unknown>;
let t: TestApp;
const rows = async (query: ReturnType<typeof sql>) =>
  ((await t.ctx.db.execute(query)) as unknown as { rows: Row[] }).rows;
const startedBy = () =>
  rows(sql`select c.started_by from conversations c join suppliers s on s.id = c.supplier_id
    join users u on u.supplier_id = s.id where u.email = ${DEMO_LOGIN.email} order by c.started_by`);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.ctx.db);
});
afterAll(() => t.close());

describe("the demo supplier's seeded relations", () => {
  it('seed without a catalogue (benchmarks): no showroom, so only the buyer-started conversation', async () => {
    await seedBuyers(t.ctx, 60);
    await seedDemoSupplierRelations(t.ctx, DEMO_LOGIN.email);
    expect(await startedBy()).toEqual([{ started_by: 'buyer' }]);
  });
});
