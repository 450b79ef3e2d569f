import { and, eq, gt, sql } from 'drizzle-orm';
import { serviceLedger } from '../db/schema/index.js';
import { insertLedgerEntry, sumContacts } from '../modules/service/service.repository.js';
import type { TestApp } from './testApp.js';

/** Rewinds the company's periods so every one ended a second ago (as if its service ran out). */
export async function endServiceOf(t: TestApp, supplierId: number): Promise<void> {
  await t.ctx.db
    .update(serviceLedger)
    .set({
      periodStartsAt: sql`least(${serviceLedger.periodStartsAt}, now() - interval '2 seconds')`,
      periodEndsAt: sql`now() - interval '1 second'`,
    })
    .where(and(eq(serviceLedger.supplierId, supplierId), gt(serviceLedger.days, 0)));
}

/**
 * Sets the company's contacts to `granted` in all, `spent` of them used, by appending an operator
 * grant (or take-back) and one entry for the spent ones.
 */
export async function setContacts(t: TestApp, supplierId: number, granted: number, spent = 0): Promise<void> {
  const now = new Date();
  const current = await sumContacts(t.ctx.db, supplierId);
  if (granted !== current.granted) {
    await insertLedgerEntry(t.ctx.db, {
      supplierId,
      reason: 'operator_grant',
      contacts: granted - current.granted,
      note: 'test',
      at: now,
    });
  }
  if (spent !== current.spent) {
    await insertLedgerEntry(t.ctx.db, {
      supplierId,
      reason: 'contact',
      contacts: current.spent - spent,
      at: now,
    });
  }
}

/** Contacts the company has spent. */
export async function spentContacts(t: TestApp, supplierId: number): Promise<number> {
  return (await sumContacts(t.ctx.db, supplierId)).spent;
}
