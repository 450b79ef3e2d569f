import type { OrderStatus, RefundStatus } from '@sc/contract';

/** The tag colour of each order status: waiting blue, paid green, refunds orange, failures red. */
export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  created: 'default',
  pending_3ds: 'processing',
  processing: 'processing',
  succeeded: 'success',
  failed: 'error',
  expired: 'default',
  partially_refunded: 'warning',
  refunded: 'warning',
};

/** The tag colour of each refund status. */
export const REFUND_STATUS_COLORS: Record<RefundStatus, string> = {
  processing: 'processing',
  succeeded: 'success',
  failed: 'error',
};
