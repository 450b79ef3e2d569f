import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/AppError.js';
import { isBuyerBlockedRow } from './consoleBuyers.repository.js';
import { forgetPoolCaches } from './pool.service.js';
import { forgetRankings } from './rankingCache.js';

// A buyer blocked by the platform team keeps their sessions: they can still read their
// conversations and quotations, and the buyers' app tells them why their writes are refused.

/** Whether the platform team blocked the buyer. */
export function isBuyerBlocked(db: Database, buyerId: number): Promise<boolean> {
  return isBuyerBlockedRow(db, buyerId);
}

/** Refuses a supplier's message or contact to a buyer the platform blocked (BUYER_BLOCKED). */
export async function assertBuyerReachable(db: Database, buyerId: number): Promise<void> {
  if (await isBuyerBlockedRow(db, buyerId)) throw new AppError('BUYER_BLOCKED');
}

/** Refuses a blocked buyer's own writes: messages and RFQs (BUYER_ACCOUNT_BLOCKED). */
export async function assertBuyerMayWrite(db: Database, buyerId: number): Promise<void> {
  if (await isBuyerBlockedRow(db, buyerId)) throw new AppError('BUYER_ACCOUNT_BLOCKED');
}

/** After a block or unblock: this process's pool and recommendations show it at once. */
export function forgetBuyerListCaches(ctx: AppContext): void {
  forgetPoolCaches(ctx);
  forgetRankings(ctx);
}
