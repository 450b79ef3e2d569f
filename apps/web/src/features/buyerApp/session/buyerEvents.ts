import { createEmitter } from '../../../lib/emitter';

/** Why a buyer session ended. */
export type BuyerSessionEndReason = 'signedOut' | 'expired' | 'replaced';

/** Events of the buyers' app between its libraries and its React tree (never the portal's appEvents). */
export type BuyerEvents = {
  /** The buyer session was cleared: drop its socket and cached data. */
  ended: { reason: BuyerSessionEndReason };
};

export const buyerEvents = createEmitter<BuyerEvents>();
