import type { OrderStatus } from '@sc/contract';

/**
 * Where an order may go from each state: only forward. An expired order may still succeed: the
 * provider charged the card after we stopped waiting, and a verified success must be honoured.
 */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  created: ['pending_3ds', 'processing', 'succeeded', 'failed', 'expired'],
  pending_3ds: ['processing', 'succeeded', 'failed', 'expired'],
  processing: ['succeeded', 'failed', 'expired'],
  expired: ['succeeded'],
  succeeded: ['partially_refunded', 'refunded'],
  partially_refunded: ['partially_refunded', 'refunded'],
  failed: [],
  refunded: [],
};

/** Whether an order in `from` may move to `to` (staying put is not a move). */
export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** The states an order may reach `to` from. */
export function statusesBefore(to: OrderStatus): OrderStatus[] {
  return (Object.keys(NEXT) as OrderStatus[]).filter((from) => canMove(from, to));
}

/** States that still wait for the provider's word. */
export const OPEN_STATUSES: readonly OrderStatus[] = ['created', 'pending_3ds', 'processing'];
