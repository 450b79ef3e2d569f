import type { AppContext } from '../../context.js';
import type { SupplierCaller } from '../../http/caller.js';
import { getServiceStatus } from '../service/service.service.js';
import { findReaderFacts, type Reader } from './notices.repository.js';

/** The signed-in user as a reader of notices: when they joined and what their company is. */
export async function readerOf(ctx: AppContext, caller: SupplierCaller): Promise<Reader> {
  const [row, service] = await Promise.all([
    findReaderFacts(ctx.db, caller.userId),
    getServiceStatus(ctx.db, caller.supplierId, ctx.clock.now()),
  ]);
  if (!row) throw new Error(`no supplier user ${caller.userId}`);
  const plan = service.status === 'subscription' ? 'paying' : service.status === 'trial' ? 'trial' : 'none';
  return {
    userId: caller.userId,
    joinedAt: row.joinedAt,
    facts: { plan, country: row.country, categories: row.categories },
  };
}
