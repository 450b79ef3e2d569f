import { type SeatUsage, TRIAL_SEATS } from '@sc/contract';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/AppError.js';
import { countOpenInvitations } from './invitations.repository.js';
import { countActiveUsers, latestPaidSeats } from './team.repository.js';

/**
 * Seats used (active users + open invitations) of the seats the company may have: those of its
 * latest paid package, or TRIAL_SEATS when it never paid.
 */
export async function seatUsage(db: Database, supplierId: number, now: Date): Promise<SeatUsage> {
  const paidSeats = await latestPaidSeats(db, supplierId);
  const active = await countActiveUsers(db, supplierId);
  const open = await countOpenInvitations(db, supplierId, now);
  return { used: active + open, limit: paidSeats ?? TRIAL_SEATS, isTrial: paidSeats === undefined };
}

/** SEATS_FULL unless one more user or invitation fits; call it with the company locked. */
export async function assertSeatFree(db: Database, supplierId: number, now: Date): Promise<void> {
  const seats = await seatUsage(db, supplierId, now);
  if (seats.used >= seats.limit) throw new AppError('SEATS_FULL', { values: { limit: seats.limit } });
}
