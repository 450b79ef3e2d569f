import { accountCalls } from '@sc/contract';
import { useMutation } from '@tanstack/react-query';
import { disconnectBuyerChat } from '../realtime/buyerChatClient';
import { endBuyerSession } from '../session/endBuyerSession';
import { buyerCall } from './buyerHttp';

/** Drops the chat socket, tells the server (a failure does not matter), then ends the buyer session. */
export async function logoutBuyer(): Promise<void> {
  disconnectBuyerChat();
  await buyerCall(accountCalls.logout, {}, { notify: false }).catch(() => undefined);
  endBuyerSession('signedOut');
}

/** The buyer signs out; ending the session goes to /buyer/login. */
export function useBuyerLogout() {
  return useMutation({ mutationFn: logoutBuyer });
}
