import { type BuyerLoginResult, buyerAppCalls, type CallBody } from '@sc/contract';
import { useMutation } from '@tanstack/react-query';
import { buyerSessionStore } from '../session/buyerSession';
import { buyerCall } from './buyerHttp';

export type BuyerLoginInput = CallBody<typeof buyerAppCalls.signIn>;

/** POST /api/buyer-app/auth/token (JSON, same captcha as the portal). */
export function requestBuyerToken(input: BuyerLoginInput): Promise<BuyerLoginResult> {
  return buyerCall(buyerAppCalls.signIn, input, { notify: false });
}

/** Signs the buyer in and stores the buyer session; a supplier session stays untouched. */
export function useBuyerLogin() {
  return useMutation({
    mutationFn: requestBuyerToken,
    onSuccess: (result) => buyerSessionStore.saveLogin(result),
  });
}
