import type { AppContext } from '../../context.js';
import { closeExpiredRfqs } from './rfq.repository.js';

/**
 * The `rfq.closeExpired` job: stores "closed, expired" on open RFQs past their time (reads already
 * treat them as closed). Returns how many it closed.
 */
export async function closeExpiredRfqsNow(ctx: AppContext): Promise<number> {
  const closed = await closeExpiredRfqs(ctx.db, ctx.clock.now());
  if (closed.length) ctx.log.info({ rfqIds: closed }, 'expired rfqs closed');
  return closed.length;
}
