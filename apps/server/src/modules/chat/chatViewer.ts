import type { BuyerCaller, SupplierCaller } from '../../http/caller.js';

/** Who looks at the chat: a supplier user (for its company) or a buyer. */
export type Viewer = { side: 'supplier'; caller: SupplierCaller } | { side: 'buyer'; caller: BuyerCaller };

/** The id that owns the viewer's side of a conversation: its supplier or its buyer. */
export const ownerOf = (viewer: Viewer) =>
  viewer.side === 'supplier' ? viewer.caller.supplierId : viewer.caller.buyerId;
