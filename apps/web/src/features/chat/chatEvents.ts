import type { ChatMessage, ViewedReceipt } from '@sc/contract';
import { createEmitter } from '../../lib/emitter';

/** Chat events inside the app, fed by the socket (see startChatRealtime). */
export type ChatEvents = {
  /** SPEC 7: every `message<adminCode>` from the socket. */
  messageOn: ChatMessage;
  /** The server stored one of my sends (its acknowledgement); buyerId says whose conversation. */
  sent: { message: ChatMessage; buyerId: number };
  /** The buyer viewed my messages up to an id. */
  viewed: ViewedReceipt;
  /** The socket (re)connected: resync what may have been missed. */
  connected: { isReconnect: boolean };
  disconnected: null;
  /** A colleague handed me a conversation (issue 19): refresh the lists. */
  handedOver: { conversationId: number; fromName: string };
};

export const chatEvents = createEmitter<ChatEvents>();
