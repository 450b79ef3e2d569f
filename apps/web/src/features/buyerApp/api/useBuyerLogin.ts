import { apiPaths, type BuyerLoginResult, BuyerLoginResultSchema } from '@sc/contract';
import { useMutation } from '@tanstack/react-query';
import { buyerSessionStore } from '../session/buyerSession';
import { buyerPost } from './buyerHttp';

export type BuyerLoginInput = { username: string; password: string; randomStr: string; code: string };

/** POST /api/buyer-app/auth/token (JSON, same captcha as the portal). */
export function requestBuyerToken(input: BuyerLoginInput): Promise<BuyerLoginResult> {
  return buyerPost(apiPaths.buyerAppToken, input, { schema: BuyerLoginResultSchema, notify: false });
}

/** Signs the buyer in and stores the buyer session; a supplier session stays untouched. */
export function useBuyerLogin() {
  return useMutation({
    mutationFn: requestBuyerToken,
    onSuccess: (result) => buyerSessionStore.saveLogin(result),
  });
}
